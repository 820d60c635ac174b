/**
 * Importing a recipe from a web page's address: the messages a person reads, and the pure rules
 * that turn schema.org values (ISO 8601 durations, yields, keyword lists) into the recipe form's
 * fields within the form's limits. The page is fetched and read on the server
 * (app/server/import/*); nothing here does I/O.
 */
import { z } from "zod";
import type { Difficulty } from "./recipe";
import type { RecipeSection } from "./recipe-sections";

export const IMPORT_MESSAGES = {
  invalidUrl: "Please enter a web address such as https://example.com/recipe.",
  scheme: "Only http and https addresses can be imported.",
  credentials: "Addresses with a user name or password can't be imported.",
  privateAddress: "That address points to a private or local network, which can't be imported.",
  unreachable: "That address could not be reached.",
  timeout: "That page took too long to answer (more than 10 seconds).",
  tooLarge: "That page is too large to import (more than 5 MB).",
  tooManyRedirects: "That address redirects too many times.",
  httpStatus: (status: number) => `That page could not be loaded (the site answered ${status}).`,
  notHtml: "That address is not a web page.",
  noRecipe: "That page has no recipe data: it carries no schema.org Recipe for us to read.",
  /** The page's Recipe node gives no ingredients and no steps: say what it had and what it lacks. */
  emptyRecipe: (title: string, found: string[]) =>
    `That page names a recipe${title ? ` (“${title}”)` : ""}${found.length > 0 ? ` with ${joinWords(found)}` : ""}, but it lists no ingredients and no steps, so there is nothing to import.`,
  /** The model read the page's text and found no recipe in it. */
  aiNoRecipe: "That page has no recipe data, and the AI found no recipe in the page's text.",
  imported: "Recipe imported. Check the details below, then create the recipe.",
  readByAi:
    "Read by AI, check it: the page has no recipe data, so the AI read the recipe from the page's text. Check every line before you create the recipe.",
  /** The form's required fields the page did not fill. */
  missingFields: (labels: string[]) =>
    `The page did not give ${joinWords(labels)}: please fill ${labels.length > 1 ? "them" : "it"} in before creating the recipe.`,
} as const;

/** "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The import form: one address. */
export const IMPORT_INTENT = "import";
export const ImportUrlSchema = z.object({
  url: z
    .string({ error: "Please enter the address of a recipe page." })
    .trim()
    .min(1, "Please enter the address of a recipe page.")
    .max(2048, "That address is too long."),
});
export type ImportUrlInput = z.infer<typeof ImportUrlSchema>;

/** The recipe form's limits (spec section 5), applied to what a page says. */
export const FORM_LIMITS = {
  title: 100,
  description: 500,
  author: 50,
  cookTimeMax: 1440,
  servingsMax: 100,
  ingredientsMax: 50,
  instructionsMax: 30,
  tagsMax: 10,
  tagMin: 2,
  tagMax: 20,
} as const;

/** A recipe read from a page, in the recipe form's shape; nothing is saved until the person submits. */
export interface ImportedRecipe {
  title: string;
  description: string;
  /** An absolute http(s) address of the page's photo, or "" when it has none. */
  imageUrl: string;
  /** Minutes, 1..1440, or null when the page does not say. */
  cookTime: number | null;
  /** 1..100, or null when the page does not say. */
  servings: number | null;
  difficulty: Difficulty;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  /** "" when the page names nobody (the form then defaults to the signed-in user's name). */
  author: string;
  /** The page the recipe came from (after redirects). */
  sourceUrl: string;
  /** Headings within the ingredients ("For the sauce"), each before line `start`; absent when the page has none. */
  ingredientSections?: RecipeSection[];
  /** Headings within the steps (schema.org HowToSection names). */
  instructionSections?: RecipeSection[];
  /** True when no recipe data was on the page and the AI read its text: the cook must check it. */
  readByAi?: boolean;
}

/** What a page's recipe gives besides its lines, for the message when it has no lines ("a photo and a cook time"). */
export function foundFields(draft: Pick<ImportedRecipe, "description" | "imageUrl" | "cookTime" | "servings">): string[] {
  const found: string[] = [];
  if (draft.description.trim()) found.push("a description");
  if (draft.imageUrl) found.push("a photo");
  if (draft.cookTime !== null) found.push("a cook time");
  if (draft.servings !== null) found.push("servings");
  return found;
}

/** The recipe form's required fields an imported draft leaves empty, by their labels on the form. */
export type RequiredDraftField = "description" | "imageUrl" | "cookTime" | "servings";

export function missingRequiredFields(
  draft: Pick<ImportedRecipe, RequiredDraftField>,
): { name: RequiredDraftField; label: string }[] {
  const missing: { name: RequiredDraftField; label: string }[] = [];
  if (!draft.description.trim()) missing.push({ name: "description", label: "a description" });
  if (!draft.imageUrl) missing.push({ name: "imageUrl", label: "an image" });
  if (draft.cookTime === null) missing.push({ name: "cookTime", label: "a cook time" });
  if (draft.servings === null) missing.push({ name: "servings", label: "servings" });
  return missing;
}

/**
 * Minutes in an ISO 8601 duration ("PT1H10M", "P1DT30M", "PT0.5H", "PT90M"), a bare number of
 * minutes ("45"), or a plain phrase ("1 hour 10 minutes", "1 hr 5 mins"); null when unreadable or 0.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim().toUpperCase().startsWith("P") ? value.trim().toUpperCase() : value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return positive(Number(text));
  const iso =
    /^-?P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso && text.startsWith("P") && text.length > 1) {
    const n = (i: number) => Number((iso[i] ?? "0").replace(",", "."));
    const minutes = (n(1) * 365 + n(2) * 30 + n(3) * 7 + n(4)) * 1440 + n(5) * 60 + n(6) + n(7) / 60;
    return positive(minutes);
  }
  // "1h30", "1 h 30"
  const compact = /^(\d+)\s*h\s*(\d{1,2})$/i.exec(text);
  if (compact) return positive(Number(compact[1]) * 60 + Number(compact[2]));
  const hours =
    /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|std|stunde|stunden|heure|heures|hora|horas|ora|ore|uur)\.?(?![\p{L}])/iu.exec(
      text,
    );
  const mins = /(\d+)\s*(?:m|min|mins|minute|minutes|minuten|minuto|minutos|minuti|minuut|minuten)\.?(?![\p{L}])/iu.exec(text);
  if (!hours && !mins) return null;
  return positive((hours ? Number(hours[1]!.replace(",", ".")) * 60 : 0) + (mins ? Number(mins[1]) : 0));
}

function positive(minutes: number): number | null {
  const rounded = Math.round(minutes);
  return Number.isFinite(rounded) && rounded > 0 ? rounded : null;
}

/**
 * The first whole number in a recipe yield ("4 servings", ["4", "4 servings"], 6, "Makes 12",
 * {"value": 6}, a QuantitativeValue), or null.
 */
export function yieldServings(value: unknown): number | null {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (Array.isArray(item)) {
      const inner = yieldServings(item);
      if (inner !== null) return inner;
      continue;
    }
    if (item && typeof item === "object") {
      const node = item as Record<string, unknown>;
      const inner = yieldServings([node.value, node["@value"], node.minValue, node.maxValue, node.name, node.text]);
      if (inner !== null) return inner;
      continue;
    }
    if (typeof item === "number" && Number.isFinite(item) && item > 0) return Math.round(item);
    if (typeof item === "string") {
      const match = /\d+/.exec(item);
      if (match && Number(match[0]) > 0) return Number(match[0]);
    }
  }
  return null;
}

export function clampInt(value: number | null, min: number, max: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Cuts text to `max` characters at a word boundary when one is near, ending with "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  if (/\s/.test(text[max - 1]!)) return `${cut.trimEnd()}…`;
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Tags from keywords, categories and cuisines: split on commas, trimmed, 2–20 characters,
 * without repeats (ignoring case), at most 10.
 */
export function tagsFrom(values: string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of values) {
    for (const piece of value.split(",")) {
      const tag = piece.replace(/\s+/g, " ").trim();
      const key = tag.toLowerCase();
      if (tag.length < FORM_LIMITS.tagMin || tag.length > FORM_LIMITS.tagMax || seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
      if (tags.length === FORM_LIMITS.tagsMax) return tags;
    }
  }
  return tags;
}

/**
 * Keeps at most `max` steps: the steps past the limit are joined to the last one kept, so no
 * instruction is lost.
 */
export function limitSteps(steps: string[], max: number): string[] {
  if (steps.length <= max) return steps;
  return [...steps.slice(0, max - 1), steps.slice(max - 1).join(" ")];
}

/**
 * A difficulty when the page names none (schema.org has no such field): a word on the page wins
 * ("easy", "difficult"…), else a guess from the total time and the size of the recipe, else Medium.
 */
export function guessDifficulty(input: {
  stated?: string | null;
  minutes: number | null;
  ingredients: number;
  steps: number;
}): Difficulty {
  const stated = input.stated?.toLowerCase() ?? "";
  if (/\b(easy|simple|beginner|basic)\b/.test(stated)) return "Easy";
  if (/\b(hard|difficult|advanced|expert|challenging)\b/.test(stated)) return "Hard";
  if (/\b(medium|intermediate|moderate)\b/.test(stated)) return "Medium";
  const { minutes, ingredients, steps } = input;
  if (minutes === null && ingredients === 0 && steps === 0) return "Medium";
  if ((minutes ?? 0) > 180 || ingredients > 15 || steps > 12) return "Hard";
  if ((minutes === null || minutes <= 30) && ingredients <= 8 && steps <= 6) return "Easy";
  return "Medium";
}

/** True when a line carries at least one letter (in any script): "," "1:" "[{" carry none. */
export function hasLetter(line: string): boolean {
  return /\p{L}/u.test(line);
}

/** "Step 2:", "2.", "2)" at the start of a step. */
export const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):-]\s*(?=\S)/i;

/**
 * One step string split where a page ran several steps together: a sentence end followed straight
 * by a capital letter ("…baking tin.Snap the chocolate…"), or by a step number ("…butter.2. To
 * make…", "…flour. 3) Bake…"). Decimals ("1.5 cups") and abbreviations ("U.S.") stay whole.
 */
export function splitRunTogetherSteps(step: string): string[] {
  return step
    .replace(/(\p{Ll}{2}|[)\]°%])([.!?])(?=\p{Lu}\p{Ll})/gu, "$1$2\n")
    .replace(/(\p{Ll}{2}|[)\]°%])([.!?])\s*(?=(?:step\s*)?\d{1,2}[.)]\s*\p{L})/giu, "$1$2\n")
    .split("\n")
    .map((part) => part.replace(STEP_NUMBER, "").trim())
    .filter((part) => part.length > 0);
}

/**
 * A line of an ingredient list that is a heading, not an ingredient ("For the sauce:", "Sauce:"):
 * a few words ending with a colon, without any number.
 */
export function isSectionHeading(line: string): boolean {
  const text = line.trim();
  if (/\d/.test(text) || text.length > 40 || text.split(/\s+/).length > 6) return false;
  return /^[^:]*\p{L}[^:]*:$/u.test(text);
}

/** A heading's text without its colon or decoration ("For the sauce:" → "For the sauce"). */
export function sectionTitle(line: string): string {
  return line.replace(/^[\s\-–—=*#]+|[\s\-–—=*#:]+$/g, "").trim();
}

/**
 * A recipe the AI read from a page's text as a draft for the form, marked `readByAi`; null when
 * the model found no ingredients and no steps (the text holds no recipe).
 */
export function draftFromReading(
  reading: {
    title: string;
    description: string;
    ingredients: string[];
    instructions: string[];
    cookTime: number;
    servings: number;
    difficulty: Difficulty;
  },
  pageUrl: string,
): ImportedRecipe | null {
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  const ingredients = reading.ingredients.map(clean).filter(hasLetter).slice(0, FORM_LIMITS.ingredientsMax);
  const steps = reading.instructions
    .map(clean)
    .map((step) => step.replace(STEP_NUMBER, "").trim())
    .filter(hasLetter);
  if (ingredients.length === 0 && steps.length === 0) return null;
  const positiveOrNull = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);
  return {
    title: truncate(clean(reading.title), FORM_LIMITS.title),
    description: truncate(clean(reading.description), FORM_LIMITS.description),
    imageUrl: "",
    cookTime: clampInt(positiveOrNull(reading.cookTime), 1, FORM_LIMITS.cookTimeMax),
    servings: clampInt(positiveOrNull(reading.servings), 1, FORM_LIMITS.servingsMax),
    difficulty: reading.difficulty,
    ingredients,
    instructions: limitSteps(steps, FORM_LIMITS.instructionsMax),
    tags: [],
    author: "",
    sourceUrl: pageUrl,
    readByAi: true,
  };
}
