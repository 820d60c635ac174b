/**
 * POST /app/ai-recipes/generate (a form: prompt, enhanced): streams one AI recipe as NDJSON lines
 * — {"type":"partial","recipe":…} while the model writes, then {"type":"done",…} or
 * {"type":"error","message":…}. Entitlement (403), set-up (503), the prompt (400) and the monthly
 * allowance (429) are checked before the model is called. A generation counts once any of its text
 * reached the cook (a partial line with something in it), even if it then times out or turns
 * unreadable; only one that failed before delivering anything is given back. Nothing of a failed
 * generation is kept.
 */
import { data, redirect } from "react-router";
import { AI_MESSAGES, AiPromptSchema } from "~/domain/ai/ai-recipe";
import { currentAiConfig } from "~/server/ai/provider.server";
import { generateRecipe } from "~/server/ai/recipe-generator.server";
import { requireFeature } from "~/server/auth/entitlements.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { recordPrompt, returnGeneration, takeGeneration } from "~/server/ai/ai-recipes.server";
import { isNavigation } from "~/server/http/plain-answers.server";
import type { Route } from "./+types/app.ai-recipes.generate";

/** Opened in the address bar: the AI recipes page, where a recipe is generated. */
export function loader({ request }: Route.LoaderArgs) {
  if (isNavigation(request)) return redirect("/app/ai-recipes");
  throw data({ ok: false, message: "Not found" }, { status: 404 });
}

function refuse(status: number, message: string) {
  return Response.json({ ok: false, message }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  requireFeature(user, "aiRecipeGeneration");
  const config = currentAiConfig();
  if (!config) return refuse(503, AI_MESSAGES.notConfigured);
  const form = await request.formData();
  const prompt = form.get("prompt");
  const parsed = AiPromptSchema.safeParse({
    prompt: typeof prompt === "string" ? prompt : undefined,
    enhanced: form.get("enhanced") === "on",
  });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? AI_MESSAGES.promptRequired);

  const db = await getDb();
  const taken = await takeGeneration(db, user.id, user.planId);
  if (!taken.ok) return refuse(taken.status, taken.message);
  await recordPrompt(db, user.id, parsed.data.prompt);

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          /* the reader went away */
        }
      };
      let delivered = false;
      const onPartial = (recipe: object) => {
        if (Object.keys(recipe).length > 0) delivered = true;
        send({ type: "partial", recipe });
      };
      const result = await generateRecipe(config, parsed.data, onPartial, request.signal);
      if (result.ok) {
        send({ type: "done", recipe: result.recipe, used: taken.value.used, allowance: taken.value.allowance });
      } else {
        // What reached the cook counts, and so does a generation the reader walked away from
        // (they may have read most of it): only one that delivered nothing is given back.
        if (!delivered && !request.signal.aborted) await returnGeneration(db, user.id).catch(() => {});
        send({ type: "error", message: result.message });
      }
      try {
        controller.close();
      } catch {
        /* already closed */
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      // no-transform: compression would hold the lines back until its buffer fills.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
