/**
 * Nutrition facts for the recipe page: computed at read time from the recipe's ingredient lines,
 * parsed exactly as recipe_ingredients stores them, for catalog and user recipes alike. The
 * computation is pure, so its result is remembered by its inputs (the lines, the servings and the
 * AI-chosen foods): an edited recipe has other lines and is never stale, and a popular recipe's
 * page skips the parsing (about 0.2 ms of a recipe page's CPU).
 * Only entitled viewers get numbers; everyone else gets null, so nothing reaches a free browser.
 *
 * With an AI provider set up, lines the alias table cannot match use the SR food a model chose for
 * their name when one is cached (decision 027); names never asked about are queued for the model
 * in the background, so the page never waits for it.
 */
import { LRUCache } from "lru-cache";
import { nutritionFromText, summarizeNutrition, type AiFood, type NutritionSummary } from "~/domain/nutrition/nutrition";
import { isEntitled } from "../auth/entitlements.server";
import type { SessionUser } from "~/domain/accounts/session-user";
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
  return rememberedSummary(recipe.ingredients, recipe.servings, foods);
}

/** The page's summary for these inputs, computed once (shared between requests: never change it). */
const summaries = new LRUCache<string, NutritionSummary>({ max: 2_000 });

export function rememberedSummary(
  lines: readonly string[],
  servings: number,
  foods: ReadonlyMap<string, AiFood>,
): NutritionSummary {
  const chosen = [...foods].map(([name, { ndb }]) => `${name}=${ndb}`).sort();
  const key = JSON.stringify([servings, lines, chosen]);
  let summary = summaries.get(key);
  if (!summary) {
    summary = summarizeNutrition(nutritionFromText(lines, servings, foods));
    summaries.set(key, summary);
  }
  return summary;
}
