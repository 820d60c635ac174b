import { data } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { ActionNotice, settleAction } from "~/components/ui/action-reply";
import { AI_MESSAGES, SaveGeneratedSchema, savedFormToRecipe } from "~/domain/ai/ai-recipe";
import { AiGenerator } from "~/features/ai-recipes/ai-generator";
import { AiNotConfigured } from "~/features/ai-recipes/ai-not-configured";
import { AiTeaser } from "~/features/ai-recipes/ai-teaser";
import { currentAiConfig } from "~/server/ai/provider.server";
import { isEntitled, requireFeature } from "~/server/auth/entitlements.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { allowanceUsage, listRecentPrompts, saveGeneratedRecipe } from "~/server/ai/ai-recipes.server";
import { listCookbookNames } from "~/server/kitchen/cookbooks.server";
import type { Route } from "./+types/app.ai-recipes";

export const meta: Route.MetaFunction = () => [{ title: "AI Recipe Generator – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const configured = currentAiConfig() !== null;
  if (!isEntitled(user, "aiRecipeGeneration")) {
    return { entitled: false as const, configured, recentPrompts: [], usage: { used: 0, allowance: 0 }, cookbooks: [] };
  }
  const db = await getDb();
  const [recentPrompts, usage, cookbooks] = await Promise.all([
    listRecentPrompts(db, user.id),
    allowanceUsage(db, user.id, user.planId),
    listCookbookNames(db, user.id),
  ]);
  return { entitled: true as const, configured, recentPrompts, usage, cookbooks };
}

/** Save: the generated recipe into My Recipes (private, clamped to the recipe form's rules). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  requireFeature(user, "aiRecipeGeneration");
  const form = await request.formData();
  if (form.get("intent") !== "save") {
    return data<ActionReply<never>>({ ok: false, message: AI_MESSAGES.saveFailed }, { status: 400 });
  }
  const parsed = SaveGeneratedSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<ActionReply<never>>({ ok: false, message: AI_MESSAGES.saveFailed }, { status: 400 });
  const outcome = await saveGeneratedRecipe(await getDb(), user.id, savedFormToRecipe(parsed.data), user.name);
  if (!outcome.ok) return data<ActionReply<never>>({ ok: false, message: outcome.message }, { status: outcome.status });
  return data<ActionReply<{ id: number }>>({ ok: true, message: outcome.message ?? AI_MESSAGES.saved, value: outcome.value });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleAction(serverAction, { fallback: AI_MESSAGES.saveFailed });
}

export default function AiRecipes({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-4xl font-bold">AI Recipe Generator</h1>
      <p className="text-warm-700 mt-1 mb-6">Describe what you want to cook and let AI write the recipe.</p>
      <ActionNotice reply={actionData} />
      {!loaderData.entitled ? (
        <AiTeaser signedIn />
      ) : !loaderData.configured ? (
        <AiNotConfigured />
      ) : (
        <AiGenerator recentPrompts={loaderData.recentPrompts} usage={loaderData.usage} cookbooks={loaderData.cookbooks} />
      )}
    </main>
  );
}
