/**
 * The ingredient finder over the recipes the viewer may see: the in-memory catalog index
 * (catalog-cache.server.ts, docs/decisions/007 and 023) counts the matches, the database supplies
 * the page's cards and each recipe's ingredient names.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { missingIngredients, normalizeSelection } from "~/domain/ingredients/ingredient-match";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { withShownRating } from "~/domain/recipes/ratings";
import type { Db } from "../db/client.server";
import { ingredients, recipeIngredients, recipes } from "../db/schema";
import { recipeViewer, visibleTo } from "./visibility.server";
import { catalogIndex, type CacheOptions } from "./catalog-cache.server";
import { cardColumns } from "./recipes.server";

export interface FinderResultRow extends RecipeSummary {
  matched: string[];
  missing: string[];
}

export interface FinderOptions extends CacheOptions {
  /** The viewer (null: a visitor): only the recipes they may see are found (their household's too). */
  viewerId?: string | null;
}

/** One page of recipes for the entered ingredients, with what each one uses and what it still needs. */
export async function findRecipesByIngredients(
  db: Db,
  entered: readonly string[],
  page: number,
  pageSize: number,
  options: FinderOptions = {},
) {
  const viewerId = options.viewerId ?? null;
  const [index, viewer] = await Promise.all([catalogIndex(db, options), recipeViewer(db, viewerId)]);
  const { total, matches } = index.find(entered, (page - 1) * pageSize, pageSize, viewer);
  if (matches.length === 0) return { total, recipes: [] as FinderResultRow[] };
  const ids = matches.map((m) => m.id);
  const [rows, names] = await Promise.all([
    db
      .select(cardColumns)
      .from(recipes)
      .where(and(inArray(recipes.id, ids), visibleTo(viewerId))),
    db
      .select({ recipeId: recipeIngredients.recipeId, name: ingredients.name })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.displayOrder)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const terms = normalizeSelection(entered);
  const result: FinderResultRow[] = [];
  for (const match of matches) {
    const row = byId.get(match.id);
    if (!row) continue; // deleted or made private since the index answered
    const own = names.filter((n) => n.recipeId === match.id).map((n) => n.name);
    result.push({ ...withShownRating(row), matched: match.matched, missing: missingIngredients(own, terms) });
  }
  return { total, recipes: result };
}

/**
 * Every recipe the finder finds for these ingredients, best match first, as the pages list them
 * (at most `cap`): what "Save All Recipes" saves, across pages.
 */
export async function findAllRecipeIdsByIngredients(
  db: Db,
  entered: readonly string[],
  options: FinderOptions = {},
  cap = 1000,
): Promise<number[]> {
  const [index, viewer] = await Promise.all([catalogIndex(db, options), recipeViewer(db, options.viewerId)]);
  return index.find(normalizeSelection(entered), 0, cap, viewer).matches.map((m) => m.id);
}
