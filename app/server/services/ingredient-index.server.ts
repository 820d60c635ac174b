/**
 * The ingredient finder's index: for every ingredient, the sorted ids of the recipes that use it,
 * plus all recipe ids in rating order. Built from recipe_ingredients and kept in memory, so a
 * search touches only the postings of the entered ingredients and answers in milliseconds at a
 * million recipes, where an SQL "count matches per recipe" query has to aggregate every link of
 * every common ingredient (see docs/decisions/007).
 *
 * The catalog_version row changes with every write to recipes or their ingredients; each search
 * compares it and rebuilds a stale index (a rebuild reads two narrow tables, in id order).
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import {
  compareMatches,
  ingredientOccurs,
  matchForm,
  normalizeSelection,
  requiredMatches,
  type RecipeMatch,
} from "~/domain/ingredient-match";
import type { RecipeSummary } from "~/domain/recipe";
import type { Db } from "../db/client.server";
import { ingredients, recipeIngredients, recipes } from "../db/schema";
import { catalogCache, readCatalogVersion, type CacheOptions } from "./catalog-cache.server";
import { cardColumns } from "./recipes.server";

export interface IngredientIndex {
  version: number;
  /** Ingredient names in match form, with their ids. */
  names: { id: number; form: string }[];
  /**
   * ingredient id → the recipes that use it, as positions in `byRating` (so a search can walk its
   * working array in rating order, front to back).
   */
  postings: Map<number, Int32Array>;
  /** Recipe ids, best rated first (ties by id): position → recipe id. */
  byRating: Int32Array;
  /** Rating by recipe id. */
  rating: Float32Array;
  maxId: number;
}

export async function buildIngredientIndex(db: Db): Promise<IngredientIndex> {
  const version = await readCatalogVersion(db);
  const [names, ranked, links] = await Promise.all([
    db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients),
    db.select({ id: recipes.id, rating: recipes.rating }).from(recipes).orderBy(desc(recipes.rating), asc(recipes.id)),
    db
      .select({ ingredientId: recipeIngredients.ingredientId, recipeId: recipeIngredients.recipeId })
      .from(recipeIngredients)
      .orderBy(asc(recipeIngredients.ingredientId), asc(recipeIngredients.recipeId)),
  ]);
  const maxId = ranked.reduce((m, r) => Math.max(m, r.id), 0);
  const byRating = Int32Array.from(ranked, (r) => r.id);
  const rating = new Float32Array(maxId + 1);
  for (const r of ranked) rating[r.id] = r.rating;

  const position = new Int32Array(maxId + 1);
  byRating.forEach((id, i) => (position[id] = i));

  const postings = new Map<number, Int32Array>();
  let start = 0;
  for (let i = 1; i <= links.length; i++) {
    if (i === links.length || links[i].ingredientId !== links[start].ingredientId) {
      const ids: number[] = [];
      for (let j = start; j < i; j++) if (ids[ids.length - 1] !== links[j].recipeId) ids.push(links[j].recipeId);
      postings.set(
        links[start].ingredientId,
        Int32Array.from(ids, (id) => position[id]),
      );
      start = i;
    }
  }
  return { version, names: names.map((n) => ({ id: n.id, form: matchForm(n.name) })), postings, byRating, rating, maxId };
}

export interface IndexMatchResult {
  total: number;
  /** One page of matches, best first. */
  matches: RecipeMatch[];
}

/** Per-index working memory reused by every search (searches are synchronous). */
const scratchOf = new WeakMap<IngredientIndex, { bits: Uint32Array; qualifying: Int32Array }>();
function scratch(index: IngredientIndex) {
  let own = scratchOf.get(index);
  if (!own) {
    const n = index.byRating.length;
    own = { bits: new Uint32Array(n), qualifying: new Int32Array(Math.ceil(n * FEW_QUALIFYING)) };
    scratchOf.set(index, own);
  }
  return own;
}

/** Below this share of the catalog, qualifying recipes are sorted directly instead of walking the rating order. */
const FEW_QUALIFYING = 1 / 4;

/** Counts, per recipe, how many entered ingredients it uses, and pages through them best first. */
export function searchIndex(
  index: IngredientIndex,
  entered: readonly string[],
  offset: number,
  limit: number,
  strategy: "auto" | "sort" | "walk" = "auto",
): IndexMatchResult {
  const terms = normalizeSelection(entered);
  if (terms.length === 0 || index.maxId === 0) return { total: 0, matches: [] };
  const needed = requiredMatches(terms.length);
  const { bits: matchedBits, qualifying } = scratch(index);
  matchedBits.fill(0);
  // matchedBits[position]: which terms the recipe uses, one bit per term (at most 20 terms). A
  // recipe is counted, and listed while the list has room, when its count first reaches the number needed.
  let total = 0;
  terms.forEach((term, t) => {
    const bit = 1 << t;
    const needle = matchForm(term);
    for (const { id, form } of index.names) {
      if (!form.includes(needle)) continue;
      const list = index.postings.get(id);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const position = list[k];
        const before = matchedBits[position];
        if (before & bit) continue;
        matchedBits[position] = before | bit;
        if (popcount(before) === needed - 1) {
          if (total < qualifying.length) qualifying[total] = position;
          total++;
        }
      }
    }
  });
  const keep = offset + limit;
  const n = index.byRating.length;
  let ordered: number[];
  const listed = total <= qualifying.length;
  if (listed && (strategy === "sort" || (strategy === "auto" && total < n * FEW_QUALIFYING))) {
    // More matches first, then the rating order (the position).
    const keys = Int32Array.from(qualifying.subarray(0, total), (p) => (terms.length - popcount(matchedBits[p])) * n + p);
    ordered = Array.from(keys.sort().subarray(0, keep), (key) => key % n);
  } else {
    // Walk the positions in rating order, bucketing by match count; buckets keep only what the page needs.
    const buckets: number[][] = Array.from({ length: terms.length + 1 }, () => []);
    for (let p = 0; p < n; p++) {
      const bits = matchedBits[p];
      if (bits === 0) continue;
      const count = popcount(bits);
      if (count >= needed && buckets[count].length < keep) buckets[count].push(p);
    }
    ordered = [];
    for (let count = terms.length; count >= needed && ordered.length < keep; count--) ordered.push(...buckets[count]);
  }
  const matches = ordered.slice(offset, keep).map((p) => {
    const id = index.byRating[p];
    return { id, rating: index.rating[id], matched: terms.filter((_, t) => (matchedBits[p] & (1 << t)) !== 0) };
  });
  return { total, matches: matches.sort(compareMatches) };
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The index for this database: built on first use, rebuilt in the background after the catalog
 * changes (see catalog-cache.server.ts).
 */
export const currentIngredientIndex = catalogCache("ingredient-index", buildIngredientIndex);

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
  const { total, matches } = searchIndex(index, entered, (page - 1) * pageSize, pageSize);
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
    result.push({ ...row, matched: match.matched, missing: own.filter((name) => !terms.some((t) => ingredientOccurs(t, name))) });
  }
  return { total, recipes: result };
}
