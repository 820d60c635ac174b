/**
 * The ingredient finder as the finder page uses it: the finder index's search
 * (ingredient-index.server.ts) with ingredient families expanded at query time, so an entered
 * "Herbs" counts as used by a recipe with basil, dill or thyme (app/domain/finder-synonyms.ts).
 *
 * The expansion adds, next to the index's ingredient names, one alias entry per ingredient that
 * belongs to a family, spelled as the family ("herb" for "fresh basil"); an entered family then
 * finds its members with the index's own search. The aliased view is made once per index version
 * and used only for searches that name a family, so every other search is exactly the index's.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { familiesOfForm, mentionsFamily, coversAsFamily } from "~/domain/finder-synonyms";
import { searchFinderIndex, type FinderIndex } from "~/domain/indexes/finder-index";
import { ingredientOccurs, normalizeSelection } from "~/domain/ingredient-match";
import type { Db } from "../db/client.server";
import { ingredients, recipeIngredients, recipes } from "../db/schema";
import type { CacheOptions } from "./catalog-cache.server";
import { currentIngredientIndex, findRecipesByIngredients, type FinderResultRow } from "./ingredient-index.server";
import { cardColumns } from "./recipes.server";

const withFamilies = new WeakMap<FinderIndex, FinderIndex>();

/** The index with an alias name per family member ("fresh dill" also listed as "herb"). */
export function familyView(index: FinderIndex): FinderIndex {
  let view = withFamilies.get(index);
  if (!view) {
    const aliases = index.names.flatMap(({ id, form }) => familiesOfForm(form).map((family) => ({ id, form: family })));
    view = { ...index, names: [...index.names, ...aliases] };
    withFamilies.set(index, view);
  }
  return view;
}

/** Whether an entered ingredient covers one of the recipe's: by name, or as a member of an entered family. */
export function covers(entered: string, ingredientName: string): boolean {
  return ingredientOccurs(entered, ingredientName) || coversAsFamily(entered, ingredientName);
}

/** One page of recipes for the entered ingredients (families expanded), with what each uses and still needs. */
export async function findRecipesForFinder(
  db: Db,
  entered: readonly string[],
  page: number,
  pageSize: number,
  options: CacheOptions = {},
): Promise<{ total: number; recipes: FinderResultRow[] }> {
  const terms = normalizeSelection(entered);
  if (!mentionsFamily(terms)) return findRecipesByIngredients(db, terms, page, pageSize, options);
  const index = familyView(await currentIngredientIndex(db, options));
  const { total, matches } = searchFinderIndex(index, terms, (page - 1) * pageSize, pageSize);
  if (matches.length === 0) return { total, recipes: [] };
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
  const result: FinderResultRow[] = [];
  for (const match of matches) {
    const row = byId.get(match.id);
    if (!row) continue; // deleted since the index was built
    const own = names.filter((n) => n.recipeId === match.id).map((n) => n.name);
    result.push({ ...row, matched: match.matched, missing: own.filter((name) => !terms.some((t) => covers(t, name))) });
  }
  return { total, recipes: result };
}
