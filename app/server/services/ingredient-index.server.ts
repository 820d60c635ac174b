/**
 * The ingredient finder's index (app/domain/indexes/finder-index.ts) for this database: read from
 * recipe_ingredients, built on first use and rebuilt in the background after the catalog changes
 * (the catalog_version row changes with every write to recipes or their ingredients; see
 * catalog-cache.server.ts and docs/decisions/007).
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { buildFinderIndex, searchFinderIndex, type FinderIndex } from "~/domain/indexes/finder-index";
import { missingIngredients, normalizeSelection } from "~/domain/ingredient-match";
import type { RecipeSummary } from "~/domain/recipe";
import type { Db } from "../db/client.server";
import { ingredients, recipeIngredients, recipes } from "../db/schema";
import { catalogCache, readCatalogVersion, type CacheOptions, type Versioned } from "./catalog-cache.server";
import { cardColumns } from "./recipes.server";

export type VersionedFinderIndex = FinderIndex & Versioned;

export async function loadFinderIndex(db: Db): Promise<VersionedFinderIndex> {
  const version = await readCatalogVersion(db);
  const [names, ranked, links] = await Promise.all([
    db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients),
    db.select({ id: recipes.id, rating: recipes.rating }).from(recipes).orderBy(desc(recipes.rating), asc(recipes.id)),
    db
      .select({ ingredientId: recipeIngredients.ingredientId, recipeId: recipeIngredients.recipeId })
      .from(recipeIngredients)
      .orderBy(asc(recipeIngredients.ingredientId), asc(recipeIngredients.recipeId)),
  ]);
  return { version, ...buildFinderIndex({ names, ranked, links }) };
}

/**
 * The index for this database: built on first use, rebuilt in the background after the catalog
 * changes (see catalog-cache.server.ts).
 */
export const currentIngredientIndex = catalogCache("ingredient-index", loadFinderIndex);

export interface FinderResultRow extends RecipeSummary {
  matched: string[];
  missing: string[];
}

/** One page of recipes for the entered ingredients, with what each one uses and what it still needs. */
export async function findRecipesByIngredients(
  db: Db,
  entered: readonly string[],
  page: number,
  pageSize: number,
  options: CacheOptions = {},
) {
  const index = await currentIngredientIndex(db, options);
  const { total, matches } = searchFinderIndex(index, entered, (page - 1) * pageSize, pageSize);
  if (matches.length === 0) return { total, recipes: [] as FinderResultRow[] };
  const ids = matches.map((m) => m.id);
  const [rows, names] = await Promise.all([
    db.select(cardColumns).from(recipes).where(inArray(recipes.id, ids)),
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
    if (!row) continue; // deleted since the index was built
    const own = names.filter((n) => n.recipeId === match.id).map((n) => n.name);
    result.push({ ...row, matched: match.matched, missing: missingIngredients(own, terms) });
  }
  return { total, recipes: result };
}
