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
  noRecipe: "We couldn't find a recipe on that page.",
  imported: "Recipe imported. Check the details below, then create the recipe.",
} as const;

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
  /** Headings over the lines ("For the sauce"), when the page groups them (issue 28). */
  ingredientSections?: RecipeSection[];
  instructionSections?: RecipeSection[];
  tags: string[];
  /** "" when the page names nobody (the form then defaults to the signed-in user's name). */
  author: string;
  /** The page the recipe came from (after redirects). */
  sourceUrl: string;
}

/**
 * Minutes in an ISO 8601 duration ("PT1H10M", "P1DT30M", "PT0.5H", "PT90M"), a bare number of
 * minutes ("45"), or a plain phrase ("1 hour 10 minutes", "1 hr 5 mins"); null when unreadable or 0.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
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
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/i.exec(text);
  const mins = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/i.exec(text);
  if (!hours && !mins) return null;
  return positive((hours ? Number(hours[1]) * 60 : 0) + (mins ? Number(mins[1]) : 0));
}

function positive(minutes: number): number | null {
  const rounded = Math.round(minutes);
  return Number.isFinite(rounded) && rounded > 0 ? rounded : null;
}

/** The first whole number in a recipe yield ("4 servings", ["4", "4 servings"], 6, "Makes 12"), or null. */
export function yieldServings(value: unknown): number | null {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
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
