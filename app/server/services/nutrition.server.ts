/**
 * Nutrition facts for the recipe page: computed at read time from the recipe's ingredient lines,
 * parsed exactly as recipe_ingredients stores them, for catalog and user recipes alike (no cache:
 * the computation is pure and takes well under a millisecond, and an edited recipe is never stale).
 * Only entitled viewers get numbers; everyone else gets null, so nothing reaches a free browser.
 *
 * With an AI provider set up, lines the alias table cannot match use the SR food a model chose for
 * their name when one is cached (decision 027); names never asked about are queued for the model
 * in the background, so the page never waits for it.
 */
import { nutritionFromText, summarizeNutrition, type NutritionSummary } from "~/domain/nutrition/nutrition";
import { isEntitled } from "../auth/entitlements.server";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { aiFoodsFor, requestFoodMatches } from "./food-matches.server";

export async function nutritionForViewer(
  db: Db,
  user: Pick<SessionUser, "planId"> | null,
  recipe: { ingredients: readonly string[]; servings: number },
): Promise<NutritionSummary | null> {
  if (!isEntitled(user, "aiNutritionFacts")) return null;
  const { foods, unasked } = await aiFoodsFor(db, recipe.ingredients);
  if (unasked.length > 0) requestFoodMatches(db, unasked);
  return summarizeNutrition(nutritionFromText(recipe.ingredients, recipe.servings, foods));
}
