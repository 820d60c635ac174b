/**
 * "Cook with what you have" (spec sections 2, 5 and 9): which recipes use the ingredients a cook
 * entered. A recipe qualifies when at least min(2, N) of the N entered ingredients occur in its
 * ingredients; results are ordered by how many occur, then by rating.
 *
 * An entered ingredient "occurs" when it is a case-insensitive substring of one of the recipe's
 * ingredient names, comparing singular forms, so "Tomatoes" finds "cherry tomato" and "Onions"
 * finds "red onion" (the spec's plain substring test on the text would miss both, and would let
 * "cup" match every recipe measured in cups).
 */
import { containsWords, familyMembers } from "./finder-synonyms";
import { matchForm } from "./match-form";
import { plural } from "../plural";

export { matchForm, singular } from "./match-form";

export const QUICK_SELECT_INGREDIENTS = [
  "Chicken",
  "Rice",
  "Pasta",
  "Tomatoes",
  "Onions",
  "Garlic",
  "Olive Oil",
  "Cheese",
  "Eggs",
  "Potatoes",
  "Bell Peppers",
  "Mushrooms",
  "Herbs",
  "Ground Beef",
  "Salmon",
  "Lemon",
  "Spinach",
  "Carrots",
  "Broccoli",
] as const;

/** At most this many ingredients per search (more says nothing new and only costs time). */
export const MAX_FINDER_INGREDIENTS = 20;

/** How many of N entered ingredients a recipe must use. */
export function requiredMatches(entered: number): number {
  return Math.min(2, entered);
}

export function ingredientOccurs(entered: string, ingredientName: string): boolean {
  return termMatcher(entered)(matchForm(ingredientName));
}

/**
 * The test "does this entered ingredient occur in an ingredient name (in match form)?", made once
 * per entered ingredient: a substring of the singular forms, or, for a family word such as
 * "Herbs", one of its members as whole words (app/domain/ingredients/finder-synonyms.ts). The finder's index
 * and the reference rule below both use it, so they agree.
 */
export function termMatcher(entered: string): (form: string) => boolean {
  const needle = matchForm(entered);
  if (needle.length === 0) return () => false;
  const members = familyMembers(entered);
  if (members.length === 0) return (form) => form.includes(needle);
  return (form) => form.includes(needle) || members.some((member) => containsWords(form, member));
}

/**
 * Adds an entry to the selection: blank entries, entries with nothing to match (only punctuation,
 * such as "!!", whose match form is empty) and case-insensitive duplicates are ignored.
 */
export function addIngredient(selection: readonly string[], raw: string): string[] {
  const entry = raw.trim().replace(/\s+/g, " ");
  if (!matchForm(entry) || selection.length >= MAX_FINDER_INGREDIENTS) return [...selection];
  if (selection.some((s) => s.toLowerCase() === entry.toLowerCase())) return [...selection];
  return [...selection, entry];
}

/** The selection from a URL or form: trimmed, blanks and duplicates dropped, capped. */
export function normalizeSelection(raw: readonly string[]): string[] {
  return raw.reduce<string[]>((acc, item) => addIngredient(acc, item), []);
}

/** The finder's results page from the URL's `page`: a whole number from 1, anything else is page 1. */
export function finderPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The finder's URL: one `i` per entered ingredient, then the page when it is not the first. */
export function finderSearchParams(selection: readonly string[], page = 1): URLSearchParams {
  const params = new URLSearchParams(selection.map((i) => ["i", i]));
  if (page > 1) params.set("page", String(page));
  return params;
}

export interface MatchableRecipe {
  id: number;
  rating: number;
  ingredientNames: readonly string[];
}

export interface RecipeMatch {
  id: number;
  rating: number;
  /** The entered ingredients this recipe uses, in entry order. */
  matched: string[];
}

/** The reference implementation over a list in memory (what the spec's prototype did in the browser). */
export function matchInMemory(recipes: readonly MatchableRecipe[], entered: readonly string[]): RecipeMatch[] {
  const terms = normalizeSelection(entered);
  if (terms.length === 0) return [];
  const needed = requiredMatches(terms.length);
  const out: RecipeMatch[] = [];
  for (const recipe of recipes) {
    const matched = terms.filter((term) => recipe.ingredientNames.some((name) => ingredientOccurs(term, name)));
    if (matched.length >= needed) out.push({ id: recipe.id, rating: recipe.rating, matched });
  }
  return out.sort(compareMatches);
}

/** More matched ingredients first, then higher rating, then lower id (stable pages). */
export function compareMatches(a: { id: number; rating: number; matched: readonly unknown[] }, b: typeof a): number {
  return b.matched.length - a.matched.length || b.rating - a.rating || a.id - b.id;
}

/** The recipe's ingredients that none of the entered ingredients covers: what the cook still needs. */
export function missingIngredients(ingredientNames: readonly string[], entered: readonly string[]): string[] {
  return ingredientNames.filter((name) => !entered.some((term) => ingredientOccurs(term, name)));
}

/** 'Found N recipe(s) using your available ingredients.' */
export function foundLine(total: number): string {
  return `Found ${plural(total, "recipe")} using your available ingredients.`;
}
