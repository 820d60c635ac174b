/**
 * Importing a collection (issue 28): the messages a cook reads, the upload's limits, how a reader's
 * recipe becomes a recipe row within the recipe form's limits, the rule that finds a recipe the
 * cook already has, and how many recipes fit a plan's limit. Pure; the job is
 * app/server/import/collection-import.server.ts.
 */
import { RECIPE_NOTE_MAX } from "../cooking/recipe-note";
import { UNLIMITED } from "../plans";
import { clampInt, FORM_LIMITS, guessDifficulty, limitSteps, tagsFrom, truncate } from "../recipes/recipe-import";
import type { RecipeText } from "../recipes/recipe";
import { isSourceUrl, SOURCE_URL_MAX } from "../recipes/source";
import { RECIPE_LIMITS } from "../validation/recipe";
import { remapSections } from "../recipes/recipe-sections";
import type { CollectionRecipe, RecipeSection } from "./collection";

/** The largest upload taken: refused while it streams in, never held in memory whole. */
export const COLLECTION_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;

/** The kinds of file the upload takes (its own bytes decide what is read, these guide the picker). */
export const COLLECTION_ACCEPT = ".zip,.paprikarecipes,.paprikarecipe,.json,.jsonld,.html,.htm,.md,.csv,.cook,.txt";

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const COLLECTION_MESSAGES = {
  noFile: "Please choose a file to import.",
  emptyFile: "That file is empty.",
  tooLarge: `That file is too large to import (more than ${mb(COLLECTION_UPLOAD_MAX_BYTES)}).`,
  started: "Import started. Your recipes will appear in My Recipes as they are read.",
  notAZip: "That file could not be read: it looks like a zip, but the zip is damaged.",
  zipBomb: "That zip was refused: one of its files unpacks to far more than its packed size (a zip bomb).",
  tooManyEntries: (max: number) =>
    `That zip holds more than ${max.toLocaleString("en-US")} files, which is more than one import takes.`,
  entryTooLarge: (name: string) => `That upload was refused: "${name}" is larger than 64 MB unpacked.`,
  tooLargeUnpacked: (max: number) => `That zip unpacks to more than ${mb(max)}, which is more than one import takes.`,
  unknownFormat:
    "We couldn't recognise that file. Simmer imports exports from Paprika, Mealie, Tandoor, Nextcloud Cookbook and RecipeSage, and files of schema.org recipes (JSON-LD).",
  noRecipes: "That file holds no recipes we could read.",
  unreadable: "That import could not be finished: the uploaded file could not be read. Please upload it again.",
  notFound: "Import not found.",
  limitReached: (notImported: number, limit: number) =>
    `${notImported} ${notImported === 1 ? "recipe was" : "recipes were"} not imported: your plan keeps at most ${limit} recipes of your own.`,
  duplicate: "Already in your recipes (same source address, or same title and ingredients).",
  badPhoto: "Its photo could not be read; the recipe was imported without it.",
} as const;

/**
 * What a finished import of Simmer's own export says it brought back besides recipes ("Also
 * brought back: 1 cookbook and 3 planned meals."), and how many items it left out; null when there
 * was nothing besides recipes.
 */
export function restoredMessage(restored: { cookbooks: number; meals: number; lists: number; leftOut: number }): string | null {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    restored.cookbooks > 0 ? count(restored.cookbooks, "cookbook", "cookbooks") : null,
    restored.meals > 0 ? count(restored.meals, "planned meal", "planned meals") : null,
    restored.lists > 0 ? count(restored.lists, "ingredient list", "ingredient lists") : null,
  ].filter((part): part is string => part !== null);
  const back =
    parts.length > 0
      ? `Also brought back: ${parts.slice(0, -1).join(", ")}${parts.length > 1 ? " and " : ""}${parts.at(-1)}.`
      : null;
  const leftOut =
    restored.leftOut > 0
      ? `${count(restored.leftOut, "item was", "items were")} left out: over your plan's limits, outside the weeks it plans, or naming a recipe this Simmer does not have.`
      : null;
  return [back, leftOut].filter(Boolean).join(" ") || null;
}

/** What the page says up front about the plan's recipe limit. */
export function fitMessage(recipes: number, limit: number, own: number): string {
  if (limit === UNLIMITED)
    return `Your plan has no recipe limit: all ${recipes} ${recipes === 1 ? "recipe" : "recipes"} can be imported.`;
  const fit = recipesThatFit(recipes, limit, own);
  return fit === recipes
    ? `All ${recipes} recipes fit your plan's limit of ${limit} recipes.`
    : `${fit} of ${recipes} recipes fit your plan's limit of ${limit} recipes (you have ${own}).`;
}

/** How many of `count` new recipes fit a limit of `limit` own recipes when the cook has `own`. */
export function recipesThatFit(count: number, limit: number, own: number): number {
  if (limit === UNLIMITED) return count;
  return Math.max(0, Math.min(count, limit - own));
}

/** A recipe row's fields from a reader's recipe, within the form's limits. */
export interface ImportedRecipeRow extends RecipeText {
  /** The reader's headings, moved to the lines kept (a heading over only dropped lines goes). */
  ingredientSections: RecipeSection[];
  instructionSections: RecipeSection[];
  sourceUrl: string | null;
  notes: string | null;
  rating: number | null;
}

/** Minutes when a recipe says nothing about time (the row needs one). */
export const UNKNOWN_TIME_MINUTES = 30;
/** Servings when a recipe does not say. */
export const UNKNOWN_SERVINGS = 4;

export function toRecipeRow(recipe: CollectionRecipe, defaults: { author: string; formatName: string }): ImportedRecipeRow {
  const line = (text: string, max: number) => truncate(text.replace(/\s+/g, " ").trim(), max);
  const ingredientLines = recipe.ingredients
    .map((text, index) => ({ text: line(text, RECIPE_LIMITS.ingredientMax), index }))
    .filter((l) => l.text)
    .slice(0, FORM_LIMITS.ingredientsMax);
  const ingredients = ingredientLines.map((l) => l.text);
  const stepLines = recipe.instructions.map((text, index) => ({ text: text.trim(), index })).filter((l) => l.text);
  const instructions = limitSteps(
    stepLines.map((l) => l.text),
    FORM_LIMITS.instructionsMax,
  ).map((text) => truncate(text, RECIPE_LIMITS.instructionMax));
  const sum = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  const minutes = recipe.totalTime ?? (sum > 0 ? sum : null);
  const title = line(recipe.title, FORM_LIMITS.title);
  const description = line(recipe.description ?? "", FORM_LIMITS.description);
  const author = line(recipe.author ?? "", FORM_LIMITS.author);
  const sourceUrl =
    recipe.sourceUrl && recipe.sourceUrl.length <= SOURCE_URL_MAX && isSourceUrl(recipe.sourceUrl) ? recipe.sourceUrl : null;
  const notes = recipe.notes?.trim() ? truncate(recipe.notes.trim(), RECIPE_NOTE_MAX) : null;
  const rating = recipe.rating !== undefined && recipe.rating >= 1 && recipe.rating <= 5 ? Math.round(recipe.rating) : null;
  return {
    title,
    description: description.length >= RECIPE_LIMITS.descriptionMin ? description : `Imported from ${defaults.formatName}.`,
    cookTime: clampInt(minutes, 1, FORM_LIMITS.cookTimeMax) ?? UNKNOWN_TIME_MINUTES,
    servings: clampInt(recipe.servings ?? null, 1, FORM_LIMITS.servingsMax) ?? UNKNOWN_SERVINGS,
    difficulty: recipe.difficulty ?? guessDifficulty({ minutes, ingredients: ingredients.length, steps: instructions.length }),
    ingredients,
    instructions,
    ingredientSections: remapSections(
      recipe.ingredientSections,
      ingredientLines.map((l) => l.index),
    ),
    // Steps merged to fit the limit no longer line up with their headings: those are left out.
    instructionSections:
      instructions.length === stepLines.length
        ? remapSections(
            recipe.instructionSections,
            stepLines.map((l) => l.index),
          )
        : [],
    tags: tagsFrom(recipe.tags ?? []),
    author: author.length >= RECIPE_LIMITS.authorMin ? author : line(defaults.author, FORM_LIMITS.author),
    sourceUrl,
    notes,
    rating,
  };
}

/**
 * The dedupe rule: a recipe is already there when one of the cook's recipes has the same source
 * address, or the same title and ingredients (ignoring case and spacing). These keys name both.
 */
export function dedupeKeys(row: { title: string; ingredients: readonly string[]; sourceUrl: string | null }): string[] {
  const norm = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
  const keys = [`content:${norm(row.title)}\n${row.ingredients.map(norm).join("\n")}`];
  if (row.sourceUrl) keys.push(`source:${row.sourceUrl.trim().replace(/\/+$/, "").toLowerCase()}`);
  return keys;
}
