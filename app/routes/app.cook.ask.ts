import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { COOK_QUESTION_MESSAGES, COOK_QUESTIONS_PER_HOUR, CookQuestionSchema } from "~/domain/cooking/cook-question";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { answerCookQuestion } from "~/server/ai/cook-answer.server";
import { currentAiConfig } from "~/server/ai/provider.server";
import { requireFeature } from "~/server/auth/entitlements.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { hitRateLimit } from "~/server/http/rate-limit.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import type { Route } from "./+types/app.cook.ask";

const reply = (status: number, message: string) => Response.json({ ok: status === 200, message }, { status });

/**
 * The voice companion's free questions (ultimate): the model answers with the recipe as context.
 * Checked in order: signed in, entitled, AI set up, a readable question, a recipe the cook may see,
 * the hourly bound; only then is the model asked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  requireFeature(user, "aiVoiceCompanion");
  const config = currentAiConfig();
  if (!config) return reply(503, COOK_QUESTION_MESSAGES.notConfigured);
  const submission = parseWithZod(await request.formData(), { schema: CookQuestionSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return reply(400, first ?? COOK_QUESTION_MESSAGES.required);
  }
  const { recipeId, question, step } = submission.value;
  const db = await getDb();
  const recipe = await getRecipe(db, recipeId, user.id);
  if (!recipe) return reply(404, RECIPE_MESSAGES.notFound);
  if (!(await hitRateLimit(db, `cook-question:${user.id}`, { max: COOK_QUESTIONS_PER_HOUR, windowMs: 3_600_000 })))
    return reply(429, COOK_QUESTION_MESSAGES.tooMany);
  const answer = await answerCookQuestion(config, { ...recipe, step }, question);
  return answer.ok ? reply(200, answer.answer) : reply(502, answer.message);
}

/** Opened in the address bar: back to cooking. */
export function loader() {
  return redirect("/app/browse");
}
