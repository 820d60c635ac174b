import { data } from "react-router";
import { z } from "zod";
import { bulkSaveMessage, RECIPE_MESSAGES } from "~/domain/messages";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { saveRecipe, saveRecipes, unsaveRecipe } from "~/server/services/saved-recipes.server";
import type { Route } from "./+types/app.saved";

const RecipeId = z.coerce.number().int().positive().max(2_147_483_647);
const SaveSchema = z.object({ intent: z.enum(["save", "unsave"]), recipeId: RecipeId });
const SaveManySchema = z.object({ intent: z.literal("save-many"), recipeId: z.array(RecipeId).min(1).max(200) });

/** Save or unsave a recipe for the signed-in user (the heart), or save several at once (Save All / Save Selected). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const db = await getDb();
  if (form.get("intent") === "save-many") {
    const many = SaveManySchema.safeParse({ intent: "save-many", recipeId: form.getAll("recipeId") });
    if (!many.success) return data({ ok: false, message: RECIPE_MESSAGES.saveFailed }, { status: 400 });
    const result = await saveRecipes(db, user.id, many.data.recipeId);
    if (!result) return data({ ok: false, message: RECIPE_MESSAGES.saveFailed }, { status: 404 });
    return data({ ok: result.saved > 0 || result.overLimit === 0, message: bulkSaveMessage(result), ...result });
  }
  const parsed = SaveSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, message: RECIPE_MESSAGES.saveFailed }, { status: 400 });
  const outcome =
    parsed.data.intent === "save"
      ? await saveRecipe(db, user.id, parsed.data.recipeId)
      : await unsaveRecipe(db, user.id, parsed.data.recipeId);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}
