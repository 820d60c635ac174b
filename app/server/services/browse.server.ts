/**
 * Browse and search over the catalog, entirely in the database: the spec's substring rule through
 * trigram indexes, filters on indexed columns, one page of rows plus the true total.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { normalizeTerm, PAGE_SIZE, type BrowseState } from "~/domain/browse";
import type { RecipeSummary } from "~/domain/recipe";
import type { Db } from "../db/client.server";
import { recipes, savedRecipes, searchWords } from "../db/schema";
import { readCatalogVersion } from "./ingredient-index.server";
import { cardColumns, likePattern } from "./recipes.server";

/** How close (pg_trgm similarity) a word must be to count as a misspelling of a word recipes use. */
export const SPELLING_THRESHOLD = 0.3;

export interface BrowseResult {
  recipes: RecipeSummary[];
  total: number;
  /** Set when nothing matched exactly and these are close matches for a corrected term. */
  correctedTerm: string | null;
}

function filterConditions(state: BrowseState, userId: string | null): SQL[] {
  const where: SQL[] = [];
  if (state.difficulty) where.push(eq(recipes.difficulty, state.difficulty));
  if (state.tag) where.push(sql`${recipes.tags} @> array[${state.tag}]::text[]`);
  if (state.maxTime !== null) where.push(lte(recipes.cookTime, state.maxTime));
  if (state.minRating !== null) where.push(gte(recipes.rating, state.minRating));
  if (state.saved) {
    // Saved only without a user matches nothing rather than everything.
    where.push(
      userId
        ? sql`exists (select 1 from ${savedRecipes} where ${savedRecipes.recipeId} = ${recipes.id} and ${savedRecipes.userId} = ${userId})`
        : sql`false`,
    );
  }
  return where;
}

function sortOrder(state: BrowseState): SQL[] {
  switch (state.sort) {
    case "rating":
      return [desc(recipes.rating), asc(recipes.id)];
    case "cookTime":
      return [asc(recipes.cookTime), asc(recipes.id)];
    case "title":
      return [sql`lower(${recipes.title}) collate "C"`, asc(recipes.id)];
    case "newest":
      return [desc(recipes.createdAt), desc(recipes.id)];
  }
}

/** The text search matches against; the same expression as the recipes_search_trgm_idx index. */
export const recipeSearchText = sql`(${recipes.title} || E'\\n' || ${recipes.description} || E'\\n' || simmer_join_lines(${recipes.tags}))`;

/** One page and the true total in a single pass (count(*) over the whole match, before the limit). */
async function page(db: Db, where: SQL[], order: SQL[], state: BrowseState) {
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(recipes)
    .where(condition)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((state.page - 1) * PAGE_SIZE);
  if (rows.length > 0) return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0].total };
  // Past the last page (or nothing matched): count separately.
  const [{ total }] = await db.select({ total: count() }).from(recipes).where(condition);
  return { rows: [], total };
}

export async function browseRecipes(db: Db, state: BrowseState, userId: string | null = null): Promise<BrowseResult> {
  const term = normalizeTerm(state.q);
  const filters = filterConditions(state, userId);
  if (!term) {
    const { rows, total } = await page(db, filters, sortOrder(state), state);
    return { recipes: rows, total, correctedTerm: null };
  }
  const exact = await searchTerm(db, term, filters, state);
  if (exact.total > 0) return { recipes: exact.rows, total: exact.total, correctedTerm: null };

  // Nothing contains the term: correct its spelling from the dictionary of recipe words, then search again.
  const corrected = await correctSpelling(db, term);
  if (!corrected) return { recipes: [], total: 0, correctedTerm: null };
  const retry = await searchTerm(db, corrected, filters, state);
  return retry.total > 0
    ? { recipes: retry.rows, total: retry.total, correctedTerm: corrected }
    : { recipes: [], total: 0, correctedTerm: null };
}

function searchTerm(db: Db, term: string, filters: SQL[], state: BrowseState) {
  const pattern = likePattern(term);
  return page(
    db,
    [...filters, sql`${recipeSearchText} ilike ${pattern}`],
    [sql`(${recipes.title} ilike ${pattern}) desc`, ...sortOrder(state)],
    state,
  );
}

/**
 * Each word of the term that no recipe uses is replaced by the closest word that recipes do use
 * (pg_trgm similarity over the small search_words table). Null when nothing changes.
 */
export async function correctSpelling(db: Db, term: string): Promise<string | null> {
  const words = term.toLowerCase().split(" ").filter(Boolean).slice(0, 8);
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    const clean = word.replace(/[^\p{L}\p{N}]+/gu, "");
    if (clean.length < 3) {
      out.push(word);
      continue;
    }
    const [known] = await db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.word, clean));
    if (known) {
      out.push(word);
      continue;
    }
    const [best] = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} % ${clean} and similarity(${searchWords.word}, ${clean}) >= ${SPELLING_THRESHOLD}`)
      .orderBy(sql`similarity(${searchWords.word}, ${clean}) desc`, asc(searchWords.word))
      .limit(1);
    if (best) {
      out.push(best.word);
      changed = true;
    } else out.push(word);
  }
  return changed ? out.join(" ") : null;
}

/** Every distinct tag, for the Category filter; recomputed only when the catalog changes. */
export async function listTags(db: Db): Promise<string[]> {
  const version = await readCatalogVersion(db);
  if (tagCache && tagCache.db === db && tagCache.version === version) return tagCache.tags;
  const rows = await db.execute(sql`select distinct unnest(${recipes.tags}) as tag from ${recipes} order by 1`);
  const tags = rowsOf<{ tag: string }>(rows).map((r) => r.tag);
  tagCache = { db, version, tags };
  return tags;
}

let tagCache: { db: Db; version: number; tags: string[] } | null = null;

/** PGlite answers raw queries with { rows }, postgres-js with the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
