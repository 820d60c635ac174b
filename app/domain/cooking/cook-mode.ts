/** Cook mode's pages (spec sections 2, 4 and 9): overview, gather ingredients, then one per step. */
import { singular } from "../ingredients/match-form";

export function totalPages(instructionCount: number): number {
  return instructionCount + 2;
}

/** Moves by one page, staying within 0..total-1. */
export function movePage(current: number, delta: -1 | 1, total: number): number {
  return Math.min(Math.max(current + delta, 0), total - 1);
}

export function pageTitle(index: number, instructionCount: number): string {
  if (index <= 0) return "Overview";
  if (index === 1) return "Gather Ingredients";
  return `Step ${Math.min(index - 1, instructionCount)}`;
}

/**
 * The page in cook mode's URL, `?step=`: absent for the overview, "ingredients" for gathering them,
 * the step's number (from 1) for a step. Kept in the URL so that Next and Previous are links (they
 * work without scripts) and a reload stays on the step.
 */
export function stepParam(page: number): string | null {
  if (page <= 0) return null;
  return page === 1 ? "ingredients" : String(page - 1);
}

/** The page `?step=` asks for; anything unreadable is the overview, a step past the last is the last. */
export function pageFromStepParam(raw: string | null, instructionCount: number): number {
  if (raw === "ingredients") return 1;
  if (raw === null || !/^\d{1,4}$/.test(raw) || Number(raw) < 1) return 0;
  return Math.min(Number(raw), instructionCount) + 1;
}

/** Cook mode's address for a page, keeping the rest of the query (servings, units). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  const step = stepParam(page);
  if (step === null) params.delete("step");
  else params.set("step", step);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * One finish is one cook. Nobody cooks the same dish twice faster than it cooks, so closing cook
 * mode again (reopened, or closed twice) within the recipe's cook time of the last recorded cook,
 * and never less than an hour, is the same cook.
 */
export function sameCookMinutes(cookTimeMinutes: number): number {
  return Math.max(cookTimeMinutes, 60);
}

/** Whether finishing a recipe now is a new cook, given when the user's last cook of it was recorded. */
export function isNewCook(lastCookedAt: Date | null, now: Date, cookTimeMinutes: number): boolean {
  if (!lastCookedAt) return true;
  return now.getTime() - lastCookedAt.getTime() >= sameCookMinutes(cookTimeMinutes) * 60_000;
}

/** Where 'Exit Cook Mode' and 'Close Cook Mode' lead: the signed-in cook's app page, else the public one. */
export function exitPath(recipeId: number, signedIn: boolean): string {
  return signedIn ? `/app/recipe/${recipeId}` : `/recipe/${recipeId}`;
}

/** The browser storage key of a recipe's check marks (spec: completion marks are local only). */
export function checkMarksKey(recipeId: number): string {
  return `simmer:cook-mode:${recipeId}`;
}

export interface CheckMarks {
  ingredients: number[];
  steps: number[];
}

/** Check marks read back from storage; anything unreadable is no marks, never an error. */
export function parseCheckMarks(raw: string | null): CheckMarks {
  const empty: CheckMarks = { ingredients: [], steps: [] };
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return empty;
    const list = (v: unknown) =>
      Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < 1000).slice(0, 1000) : [];
    const record = value as Record<string, unknown>;
    return { ingredients: list(record.ingredients), steps: list(record.steps) };
  } catch {
    return empty;
  }
}

/** Adds or removes one index from a list of marks, keeping it sorted and free of repeats. */
export function toggleMark(marks: readonly number[], index: number): number[] {
  const set = new Set(marks);
  if (set.has(index)) set.delete(index);
  else set.add(index);
  return [...set].sort((a, b) => a - b);
}

/** Words that describe an ingredient rather than name it: a step says "the onion", not "the large onion". */
const DESCRIPTORS = new Set(
  (
    "fresh large small medium big chopped minced diced sliced grated ground dried extra virgin boneless skinless " +
    "whole finely roughly thinly unsalted salted ripe frozen cold warm hot lean plain raw cooked canned tinned " +
    "packed shredded crushed peeled softened melted room temperature light dark low sodium free range organic " +
    "halved quartered toasted beaten good quality"
  ).split(" "),
);
/** Head words too vague to stand for an ingredient alone ("basil leaves" is not every "leaves"). */
const VAGUE_HEADS = new Set([
  "leaf",
  "leave",
  "sprig",
  "stalk",
  "powder",
  "flake",
  "extract",
  "mix",
  "piece",
  "slice",
  "clove",
  "can",
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** The phrases that, found in a step, mean the step uses this ingredient: its name, its name without descriptors, its head word. */
export function ingredientPhrases(name: string): string[] {
  const all = words(name);
  const core = all.filter((w) => !DESCRIPTORS.has(w));
  const phrases = new Set<string>();
  if (all.length > 0) phrases.add(all.join(" "));
  if (core.length > 0) phrases.add(core.join(" "));
  // "salt and pepper" names two things a step may mention apart.
  for (const part of core.join(" ").split(/ (?:and|or) /)) if (part) phrases.add(part);
  // The head word names the food ("rice"); a vague head gives way to the word before it ("basil leaves" → "basil").
  const named = VAGUE_HEADS.has(core.at(-1) ?? "") ? core.slice(0, -1) : core;
  const head = named.at(-1);
  if (head && head.length >= 3 && !VAGUE_HEADS.has(head)) phrases.add(head);
  return [...phrases];
}

/**
 * The ingredients (by index) a step mentions: a step naming "the rice" uses "2 cups basmati rice".
 * Matching is on whole words in singular form, so "eggs" finds "egg" and "egg" never finds "eggplant".
 */
export function stepIngredients(step: string, ingredientNames: readonly string[]): number[] {
  const haystack = ` ${words(step).join(" ")} `;
  const found: number[] = [];
  ingredientNames.forEach((name, index) => {
    if (ingredientPhrases(name).some((phrase) => haystack.includes(` ${phrase} `))) found.push(index);
  });
  return found;
}
