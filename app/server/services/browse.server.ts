/**
 * Browse and search over the catalog: the in-memory browse index answers the spec's substring
 * rule, filters, sort, page and true total, and corrects a misspelt term from the words recipes
 * use; the database supplies the page's cards.
 */
import { eq, inArray } from "drizzle-orm";
import { normalizeTerm, PAGE_SIZE, type BrowseState } from "~/domain/browse";
import type { RecipeSummary } from "~/domain/recipe";
import { SpellingDictionary } from "~/domain/fuzzy";
import { searchBrowseIndex, type BrowseIndex } from "~/domain/indexes/browse-index";
import type { Db } from "../db/client.server";
import { recipes, savedRecipes } from "../db/schema";
import { type CacheOptions } from "./catalog-cache.server";
import { cardColumns } from "./recipes.server";
import { currentSearchIndex } from "./search-index.server";

export interface BrowseResult {
  recipes: RecipeSummary[];
  total: number;
  /** Set when nothing matched exactly and these are close matches for a corrected term. */
  correctedTerm: string | null;
}

export async function browseRecipes(
  db: Db,
  state: BrowseState,
  userId: string | null = null,
  options: CacheOptions = {},
): Promise<BrowseResult> {
  const [index, saved] = await Promise.all([
    currentSearchIndex(db, options),
    state.saved ? savedIdSet(db, userId) : Promise.resolve(null),
  ]);
  const term = normalizeTerm(state.q);
  let answer = searchBrowseIndex(index, { ...state, q: term }, PAGE_SIZE, saved);
  let correctedTerm: string | null = null;
  if (term && answer.total === 0) {
    // Nothing contains the term: correct its spelling from the dictionary of recipe words, then search again.
    const corrected = spellingOf(index).correct(term);
    const retry = corrected ? searchBrowseIndex(index, { ...state, q: corrected }, PAGE_SIZE, saved) : null;
    if (retry && retry.total > 0) {
      answer = retry;
      correctedTerm = corrected;
    }
  }
  return { recipes: await cardsInOrder(db, answer.ids), total: answer.total, correctedTerm };
}

/** The user's saved recipe ids ("Saved only"); without a user, none. */
async function savedIdSet(db: Db, userId: string | null): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db.select({ id: savedRecipes.recipeId }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Card rows for these ids, in the same order (a recipe deleted since the index was built is left out). */
async function cardsInOrder(db: Db, ids: number[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(recipes).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const dictionaries = new WeakMap<BrowseIndex, SpellingDictionary>();
/** The spelling dictionary of this index's words, built on the first misspelt search. */
function spellingOf(index: BrowseIndex): SpellingDictionary {
  let dictionary = dictionaries.get(index);
  if (!dictionary) dictionaries.set(index, (dictionary = new SpellingDictionary(index.words)));
  return dictionary;
}

/** Every distinct tag, for the Category filter, from the browse index. */
export async function listTags(db: Db): Promise<string[]> {
  return sortedTags(await currentSearchIndex(db));
}

const sortedTagsOf = new WeakMap<object, string[]>();
function sortedTags(index: BrowseIndex): string[] {
  let tags = sortedTagsOf.get(index);
  if (!tags) sortedTagsOf.set(index, (tags = [...index.tagNames].sort()));
  return tags;
}
