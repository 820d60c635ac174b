import { z } from "zod";
import { RECIPE_MESSAGES } from "~/domain/messages";
import { RecipeIdSchema } from "~/domain/validation/recipe-id";
import { replyUnknownIntent, runIntent } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { saveRecipe, saveRecipes, unsaveRecipe } from "~/server/services/saved-recipes.server";
import type { Route } from "./+types/app.saved";

const SaveSchema = z.object({ recipeId: RecipeIdSchema });
/** Save All / Save Selected send one `recipeId` field per recipe. */
const SaveManySchema = z.object({
  recipeId: z.array(RecipeIdSchema).min(1, RECIPE_MESSAGES.saveFailed).max(200, RECIPE_MESSAGES.saveFailed),
});

/** Save or unsave a recipe for the signed-in user (the heart), or save several at once (Save All / Save Selected). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const db = await getDb();
  switch (form.get("intent")) {
    case "save":
      return runIntent(form, SaveSchema, RECIPE_MESSAGES.saveFailed, (input) => saveRecipe(db, user.id, input));
    case "unsave":
      return runIntent(form, SaveSchema, RECIPE_MESSAGES.unsaveFailed, (input) => unsaveRecipe(db, user.id, input));
    case "save-many":
      return runIntent(form, SaveManySchema, RECIPE_MESSAGES.saveFailed, ({ recipeId }) =>
        saveRecipes(db, user.id, { recipeIds: recipeId }),
      );
    default:
      return replyUnknownIntent();
  }
}
