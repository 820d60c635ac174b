/**
 * Nutrition facts for the recipe page: computed at read time from the recipe's ingredient lines,
 * parsed exactly as recipe_ingredients stores them, for catalog and user recipes alike (no cache:
 * the computation is pure and takes well under a millisecond, and an edited recipe is never stale).
 * Only entitled viewers get numbers; everyone else gets null, so nothing reaches a free browser.
 */
import { nutritionFromText, summarizeNutrition, type NutritionSummary } from "~/domain/nutrition/nutrition";
import { isEntitled } from "../auth/entitlements.server";
import type { SessionUser } from "../auth/session.server";

export function nutritionForViewer(
  user: Pick<SessionUser, "planId"> | null,
  recipe: { ingredients: readonly string[]; servings: number },
): NutritionSummary | null {
  if (!isEntitled(user, "aiNutritionFacts")) return null;
  return summarizeNutrition(nutritionFromText(recipe.ingredients, recipe.servings));
}
