import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { RECIPE_MESSAGES } from "~/domain/messages";
import { ScaledCopySchema } from "~/domain/validation/recipe";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { replyInvalid, replyWith } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { saveScaledCopy } from "~/server/recipes/own-recipes.server";
import type { Route } from "./+types/app.recipe.scaled";

/**
 * 'Save Scaled Recipe' from the scale dialog: saves a private copy for the chosen servings and opens
 * it, with the message in the flash (a fetcher follows the redirect, and so does a plain form).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const recipeId = parseRecipeId(params.id);
  if (recipeId === null)
    return replyWith({ ok: false, status: 404, message: RECIPE_MESSAGES.notFound }, RECIPE_MESSAGES.notFound);
  const submission = parseWithZod(await request.formData(), { schema: ScaledCopySchema });
  if (submission.status !== "success") return replyInvalid(submission, RECIPE_MESSAGES.scaledServings);
  const outcome = await saveScaledCopy(await getDb(), user.id, { recipeId, servings: submission.value.servings });
  if (!outcome.ok) return replyWith(outcome, RECIPE_MESSAGES.scaledFailed);
  return redirect(`/app/recipe/${outcome.value.id}`, {
    headers: { "Set-Cookie": await flashHeader(outcome.message ?? RECIPE_MESSAGES.scaledSaved) },
  });
}

/** Opened in the address bar: the recipe itself. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/app/recipe/${encodeURIComponent(params.id)}`);
}
