/**
 * Browse and search over the recipes the viewer may see (the catalog, shared recipes and their
 * own): the in-memory catalog index answers the search rule (title, tag, description, then
 * ingredients), filters, sort, page and true total, and corrects a misspelt term from the words
 * recipes use; the database supplies the page's cards.
 */
import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_BROWSE, normalizeTerm, PAGE_SIZE, type BrowseState } from "~/domain/recipes/browse";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { withShownRating } from "~/domain/recipes/ratings";
import { SpellingDictionary } from "~/domain/recipes/fuzzy";
import type { BrowseIndex } from "~/domain/indexes/browse-index";
import type { Db } from "../db/client.server";
import { isAnyOf, preparedQuery } from "../db/prepared.server";
import { recipes, savedRecipes } from "../db/schema";
import { catalogIndex, type CacheOptions } from "./catalog-cache.server";
import { cardColumns, recipeServings } from "./recipes.server";
import { recipeViewer, visibleTo } from "./visibility.server";

export interface BrowseResult {
  recipes: RecipeSummary[];
  total: number;
  /** Set when nothing matched exactly and these are close matches for a corrected term. */
  correctedTerm: string | null;
}

/** `userId` is the viewer (null: a visitor): what they may see, and their saved recipes for "Saved only". */
export async function browseRecipes(
  db: Db,
  state: BrowseState,
  userId: string | null = null,
  options: CacheOptions = {},
): Promise<BrowseResult> {
  const [index, saved, viewer] = await Promise.all([
    catalogIndex(db, options),
    state.saved ? savedIdSet(db, userId) : Promise.resolve(null),
    recipeViewer(db, userId),
  ]);
  const term = normalizeTerm(state.q);
  let answer = index.browse({ ...state, q: term }, PAGE_SIZE, viewer, saved);
  let correctedTerm: string | null = null;
  if (term && answer.total === 0) {
    // Nothing contains the term: correct its spelling from the dictionary of recipe words, then search again.
    const corrected = spellingOf(index.browseBase).correct(term);
    const retry = corrected ? index.browse({ ...state, q: corrected }, PAGE_SIZE, viewer, saved) : null;
    if (retry && retry.total > 0) {
      answer = retry;
      correctedTerm = corrected;
    }
  }
  return { recipes: await cardsInOrder(db, answer.ids, userId), total: answer.total, correctedTerm };
}

/** The user's saved recipe ids ("Saved only"); without a user, none. */
async function savedIdSet(db: Db, userId: string | null): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db.select({ id: savedRecipes.recipeId }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
  return new Set(rows.map((r) => r.id));
}

const cardsQuery = preparedQuery((db) =>
  db
    .select(cardColumns)
    .from(recipes)
    .where(and(isAnyOf(recipes.id, "ids"), visibleTo(sql.placeholder("viewerId"))))
    .prepare("browse_cards"),
);

/**
 * Card rows for these ids, in the same order. The visibility rule is checked again here, so a
 * recipe made private (or deleted) in the moment since the index answered is left out.
 */
export async function cardsInOrder(db: Db, ids: number[], userId: string | null): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await cardsQuery(db).execute({ ids, viewerId: userId });
  const byId = new Map(rows.map((r) => [r.id, withShownRating(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const dictionaries = new WeakMap<BrowseIndex, SpellingDictionary>();
/** The spelling dictionary of this index's words, built on the first misspelt search. */
function spellingOf(index: BrowseIndex): SpellingDictionary {
  let dictionary = dictionaries.get(index);
  if (!dictionary) dictionaries.set(index, (dictionary = new SpellingDictionary(index.words)));
  return dictionary;
}

/** Every tag of a recipe the viewer may see, for the Category filter. */
export async function listTags(db: Db, userId: string | null = null): Promise<string[]> {
  const [index, viewer] = await Promise.all([catalogIndex(db), recipeViewer(db, userId)]);
  return index.tags(viewer);
}

/**
 * The search run from a dialog or page that picks one recipe (Add Recipes to a cookbook, the meal
 * plan's Add to…): the browse search's first page, each card with the servings it is written for.
 */
export async function searchRecipesToPick(db: Db, q: string, userId: string) {
  const result = await browseRecipes(db, { ...DEFAULT_BROWSE, q }, userId);
  const servings = await recipeServings(
    db,
    result.recipes.map((recipe) => recipe.id),
    userId,
  );
  const recipes = result.recipes.map((recipe) => ({ ...recipe, servings: servings.get(recipe.id) ?? 1 }));
  return { recipes, total: result.total, correctedTerm: result.correctedTerm };
}
