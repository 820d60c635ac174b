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
  /** ingredient id → ascending recipe ids. */
  postings: Map<number, Int32Array>;
  /** Recipe ids, best rated first (ties by id). */
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

  const postings = new Map<number, Int32Array>();
  let start = 0;
  for (let i = 1; i <= links.length; i++) {
    if (i === links.length || links[i].ingredientId !== links[start].ingredientId) {
      const ids: number[] = [];
      for (let j = start; j < i; j++) if (ids[ids.length - 1] !== links[j].recipeId) ids.push(links[j].recipeId);
      postings.set(links[start].ingredientId, Int32Array.from(ids));
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
const scratchOf = new WeakMap<IngredientIndex, { bits: Uint32Array; rank: Int32Array; qualifying: Int32Array }>();
function scratch(index: IngredientIndex) {
  let own = scratchOf.get(index);
  if (!own) {
    // rank[id]: position in rating order.
    const rank = new Int32Array(index.maxId + 1);
    index.byRating.forEach((id, i) => (rank[id] = i));
    const bits = new Uint32Array(index.maxId + 1);
    own = { bits, rank, qualifying: new Int32Array(Math.ceil(index.byRating.length * FEW_QUALIFYING)) };
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
  const { bits: matchedBits, rank, qualifying } = scratch(index);
  matchedBits.fill(0);
  // matchedBits[id]: which terms the recipe uses, one bit per term (at most 20 terms). A recipe is
  // counted, and listed while the list has room, when its count first reaches the number needed.
  let total = 0;
  terms.forEach((term, t) => {
    const bit = 1 << t;
    const needle = matchForm(term);
    for (const { id, form } of index.names) {
      if (!form.includes(needle)) continue;
      const list = index.postings.get(id);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const recipe = list[k];
        const before = matchedBits[recipe];
        if (before & bit) continue;
        matchedBits[recipe] = before | bit;
        if (popcount(before) === needed - 1) {
          if (total < qualifying.length) qualifying[total] = recipe;
          total++;
        }
      }
    }
  });
  const keep = offset + limit;
  let ordered: number[];
  const listed = total <= qualifying.length;
  if (listed && (strategy === "sort" || (strategy === "auto" && total < index.byRating.length * FEW_QUALIFYING))) {
    // More matches first, then the rating order.
    const n = index.byRating.length;
    const keys = Int32Array.from(
      qualifying.subarray(0, total),
      (id) => (terms.length - popcount(matchedBits[id])) * n + rank[id],
    );
    ordered = Array.from(keys.sort().subarray(0, keep), (key) => index.byRating[key % n]);
  } else {
    // Walk recipes in rating order, bucketing by match count; buckets keep only what the page needs.
    const buckets: number[][] = Array.from({ length: terms.length + 1 }, () => []);
    for (let k = 0; k < index.byRating.length; k++) {
      const id = index.byRating[k];
      const bits = matchedBits[id];
      if (bits === 0) continue;
      const count = popcount(bits);
      if (count >= needed && buckets[count].length < keep) buckets[count].push(id);
    }
    ordered = [];
    for (let count = terms.length; count >= needed && ordered.length < keep; count--) ordered.push(...buckets[count]);
  }
  const matches = ordered.slice(offset, keep).map((id) => ({
    id,
    rating: index.rating[id],
    matched: terms.filter((_, t) => (matchedBits[id] & (1 << t)) !== 0),
  }));
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
