import { redirect } from "react-router";
import { z } from "zod";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { PlanId } from "~/domain/plans";
import { withoutPendingSave } from "~/domain/kitchen/save-after-sign-in";
import { RecipeIdSchema } from "~/domain/validation/recipe-id";
import { dispatchIntent, runIntent } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { saveFoundRecipes, saveRecipe, saveRecipes, unsaveRecipe } from "~/server/kitchen/saved-recipes.server";
import { refererBack } from "~/server/security.server";
import type { Route } from "./+types/app.saved";

const SaveSchema = z.object({ recipeId: RecipeIdSchema });
/** Save All / Save Selected send one `recipeId` field per recipe. */
const SaveManySchema = z.object({
  recipeId: z.array(RecipeIdSchema).min(1, RECIPE_MESSAGES.saveFailed).max(200, RECIPE_MESSAGES.saveFailed),
});

/** The finder's Save All Recipes sends the searched-for ingredients (`i`, as its address does): every result, across pages. */
const SaveFoundSchema = z.object({
  i: z.array(z.string().trim().min(1).max(100)).min(1, RECIPE_MESSAGES.saveFailed).max(50, RECIPE_MESSAGES.saveFailed),
});

/**
 * The address has no page of its own: someone who opens it (a bookmark, a typed address, a
 * refreshed post) is shown their saved recipes, which is what it is about.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return redirect("/app/browse?saved=1");
}

/**
 * Save or unsave a recipe for the signed-in user (the heart), or save several at once (Save All /
 * Save Selected). Fetchers get the reply; a form sent without JavaScript (a page navigation) is sent
 * back to the page it came from, with the message carried by the flash cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const reply = await answer(await request.formData(), user);
  if (request.headers.get("Sec-Fetch-Mode") !== "navigate") return reply;
  const { ok, message } = reply.data;
  // Back to the page it came from, without a visitor's `save=<id>` wish, which this post has just fulfilled.
  const back = withoutPendingSave(refererBack(request, "/app/browse"));
  return redirect(back, { headers: { "Set-Cookie": await flashHeader(message, ok ? "success" : "error") } });
}

async function answer(form: FormData, { id: userId, planId }: { id: string; planId: PlanId }) {
  const db = await getDb();
  return dispatchIntent(form, {
    save: () => runIntent(form, SaveSchema, RECIPE_MESSAGES.saveFailed, (input) => saveRecipe(db, userId, input, planId)),
    unsave: () => runIntent(form, SaveSchema, RECIPE_MESSAGES.unsaveFailed, (input) => unsaveRecipe(db, userId, input)),
    "save-many": () =>
      runIntent(form, SaveManySchema, RECIPE_MESSAGES.saveFailed, ({ recipeId }) =>
        saveRecipes(db, userId, { recipeIds: recipeId }),
      ),
    "save-found": () =>
      runIntent(form, SaveFoundSchema, RECIPE_MESSAGES.saveFailed, ({ i }) => saveFoundRecipes(db, userId, { ingredients: i })),
  });
}
