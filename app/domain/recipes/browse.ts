/**
 * Browse state (spec sections 4 and 9): search term, filters, sort, view and page, read from and
 * written to the URL so a search can be bookmarked, shared and undone with Back. Also the spec's
 * search rule as a plain function, the reference the database queries are tested against.
 */
import type { Difficulty } from "./recipe";
import { isRecipeVisibleTo, type RecipeViewer } from "./recipe-visibility";

export const PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_TERM_LENGTH = 100;

export const SORTS = [
  { value: "rating", label: "Highest Rated" },
  { value: "cookTime", label: "Cooking Time" },
  { value: "title", label: "Recipe Name" },
  { value: "newest", label: "Newest First" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export const MAX_COOK_TIME_OPTIONS = [15, 30, 45, 60, 90, 120, 240] as const;
export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;
export const VIEWS = ["grid", "list"] as const;
export type View = (typeof VIEWS)[number];

export interface BrowseState {
  q: string;
  difficulty: Difficulty | null;
  tag: string | null;
  maxTime: number | null;
  minRating: number | null;
  sort: Sort;
  view: View;
  saved: boolean;
  page: number;
}

export const DEFAULT_BROWSE: BrowseState = {
  q: "",
  difficulty: null,
  tag: null,
  maxTime: null,
  minRating: null,
  sort: "rating",
  view: "grid",
  saved: false,
  page: 1,
};

/** Trimmed, single-spaced, without control characters, at most 100 characters. */
export function normalizeTerm(raw: string): string {
  return raw
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, MAX_TERM_LENGTH)
    .trim();
}

/** The URL query for a state, leaving out every default so URLs stay short. */
export function browseSearchParams(state: Partial<BrowseState>): URLSearchParams {
  const full = { ...DEFAULT_BROWSE, ...state };
  const params = new URLSearchParams();
  if (full.q) params.set("q", full.q);
  if (full.difficulty) params.set("difficulty", full.difficulty);
  if (full.tag) params.set("tag", full.tag);
  if (full.maxTime !== null) params.set("maxTime", String(full.maxTime));
  if (full.minRating !== null) params.set("minRating", String(full.minRating));
  if (full.sort !== DEFAULT_BROWSE.sort) params.set("sort", full.sort);
  if (full.view !== DEFAULT_BROWSE.view) params.set("view", full.view);
  if (full.saved) params.set("saved", "1");
  if (full.page > 1) params.set("page", String(full.page));
  return params;
}

/** True when any filter or the term differs from the defaults (Clear All has something to clear). */
export function hasActiveFilters(state: BrowseState): boolean {
  return Boolean(
    state.q ||
    state.difficulty ||
    state.tag ||
    state.maxTime !== null ||
    state.minRating !== null ||
    state.saved ||
    state.sort !== "rating",
  );
}

/** 'Showing N recipe(s) for "term"'. */
export function countLine(total: number, term: string): string {
  const noun = total === 1 ? "recipe" : "recipes";
  return term ? `Showing ${total} ${noun} for "${term}"` : `Showing ${total} ${noun}`;
}

// ---------------------------------------------------------------------------
// The reference rules (the spec's in-browser approach), used by tests and the benchmark baseline.
// ---------------------------------------------------------------------------

export interface SearchableRecipe {
  id: number;
  title: string;
  description: string;
  tags: string[];
  difficulty: Difficulty;
  cookTime: number;
  rating: number;
  createdAt: Date;
  /** The linked ingredients' names (search finds dishes by their ingredients, after the spec's fields). */
  ingredientNames?: readonly string[];
  /** The author (null: the catalog) and whether they shared it: who may see it (recipe-visibility.ts). */
  userId?: string | null;
  isPublic?: boolean;
}

/** Where a term occurs, best first: the spec's fields (title, then a tag, then the description), then an ingredient. */
export const MATCH_TIERS = ["title", "tag", "description", "ingredient"] as const;

/**
 * Which field a (normalised, lower-case) term occurs in, as an index into MATCH_TIERS, or -1 when
 * it occurs nowhere. The spec's rule is tiers 0–2; tier 3 adds recipes whose ingredients match.
 */
export function termTier(
  recipe: Pick<SearchableRecipe, "title" | "description" | "tags" | "ingredientNames">,
  lowerTerm: string,
): number {
  if (!lowerTerm) return 0;
  if (recipe.title.toLowerCase().includes(lowerTerm)) return 0;
  if (recipe.tags.some((tag) => tag.toLowerCase().includes(lowerTerm))) return 1;
  if (recipe.description.toLowerCase().includes(lowerTerm)) return 2;
  if ((recipe.ingredientNames ?? []).some((name) => name.toLowerCase().includes(lowerTerm))) return 3;
  return -1;
}

/** The search rule: a case-insensitive substring of the title, a tag, the description or an ingredient's name. */
export function matchesTerm(
  recipe: Pick<SearchableRecipe, "title" | "description" | "tags" | "ingredientNames">,
  term: string,
): boolean {
  return termTier(recipe, normalizeTerm(term).toLowerCase()) >= 0;
}

export function matchesFilters(recipe: SearchableRecipe, state: BrowseState): boolean {
  return (
    matchesTerm(recipe, state.q) &&
    (state.difficulty === null || recipe.difficulty === state.difficulty) &&
    (state.tag === null || recipe.tags.includes(state.tag)) &&
    (state.maxTime === null || recipe.cookTime <= state.maxTime) &&
    (state.minRating === null || recipe.rating >= state.minRating)
  );
}

/** Compares two recipes in the chosen sort (ties by id, so pages never overlap), without the term. */
export function compareBySort(sort: Sort): (a: SearchableRecipe, b: SearchableRecipe) => number {
  switch (sort) {
    case "rating":
      return (a, b) => b.rating - a.rating || a.id - b.id;
    case "cookTime":
      return (a, b) => a.cookTime - b.cookTime || a.id - b.id;
    case "title":
      // Case-insensitive, by code point: the same order as the database's lower(title) collate "C".
      return (a, b) => {
        const la = a.title.toLowerCase();
        const lb = b.title.toLowerCase();
        return la < lb ? -1 : la > lb ? 1 : a.id - b.id;
      };
    case "newest":
      return (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  }
}

/** Title matches first, then tag, description and ingredient matches, each in the chosen order. */
export function compareForBrowse(state: BrowseState): (a: SearchableRecipe, b: SearchableRecipe) => number {
  const t = normalizeTerm(state.q).toLowerCase();
  const bySort = compareBySort(state.sort);
  return (a, b) => (t ? termTier(a, t) - termTier(b, t) : 0) || bySort(a, b);
}

/**
 * The whole browse answer computed in memory: what the spec's prototype did in the browser, with
 * only the recipes the viewer may see (the catalog, shared recipes and their own).
 */
export function browseInMemory<R extends SearchableRecipe>(
  all: readonly R[],
  state: BrowseState,
  viewerId: RecipeViewer = null,
): { recipes: R[]; total: number } {
  const hits = all
    .filter((r) => isRecipeVisibleTo(r, viewerId))
    .filter((r) => matchesFilters(r, state))
    .sort(compareForBrowse(state));
  const start = (state.page - 1) * PAGE_SIZE;
  return { recipes: hits.slice(start, start + PAGE_SIZE), total: hits.length };
}
