/**
 * A recipe collection brought in from another app (issue 28): the shape every format's reader
 * returns, whatever the app wrote. Readers are pure functions over the files of an upload
 * (`ImportEntry`), so each can be tested on a fixture without a database; the import job
 * (app/server/import/) unpacks the upload within its limits, runs the reader, and saves each
 * recipe in its own transaction through the photo pipeline.
 */

import type { ExportCookbook, ExportList, ExportMeal } from "./simmer-export";

/** A heading placed before line `start` of a recipe's ingredients or steps ("For the sauce"). */
export interface RecipeSection {
  title: string;
  /** The index (0-based) of the first line under the heading. */
  start: number;
}

/** One file of an upload, after unpacking (a zip's entry, or the uploaded file itself). */
export interface ImportEntry {
  /** The path inside the archive, with forward slashes ("Recipes/Soup/recipe.json"), or the file's name. */
  path: string;
  bytes: Uint8Array;
}

/** A recipe as a reader found it, before the recipe form's rules are applied. */
export interface CollectionRecipe {
  title: string;
  description?: string;
  ingredients: string[];
  instructions: string[];
  ingredientSections?: RecipeSection[];
  instructionSections?: RecipeSection[];
  /** Servings, when the format says (a number, or text such as "4 servings" read by the reader). */
  servings?: number;
  /** Minutes. */
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  tags?: string[];
  author?: string;
  /** The page the recipe came from, when the format keeps it (http(s) only). */
  sourceUrl?: string;
  notes?: string;
  /** The cook's own rating, 1..5, when the format keeps one. */
  rating?: number;
  /** The recipe's photo as the app stored it (any image type; re-encoded by the photo pipeline). */
  photo?: { bytes: Uint8Array; name?: string };
  /** The photo's address when the format keeps only a link (fetched through safe-fetch, or dropped). */
  photoUrl?: string;
  /** The format's own difficulty, when it keeps one (Simmer's export); otherwise it is guessed. */
  difficulty?: "Easy" | "Medium" | "Hard";
  /** What the upload's other files call this recipe (Simmer's export: its JSON-LD file), for `extras`. */
  key?: string;
}

/** A recipe a reader could not read, with the reason a person reads on the finished import. */
export interface CollectionFailure {
  /** What identifies the recipe in the upload: its title when known, else the file's path. */
  name: string;
  reason: string;
}

export interface ParsedCollection {
  recipes: CollectionRecipe[];
  failures: CollectionFailure[];
  /** What else the upload brings back once its recipes are in (Simmer's own export zip). */
  extras?: CollectionExtras;
}

/** Cookbooks, planned meals and ingredient lists, naming recipes by `RecipeRef` (a recipe's `key`, or an id on this server). */
export interface CollectionExtras {
  cookbooks: ExportCookbook[];
  mealPlan: ExportMeal[];
  ingredientLists: ExportList[];
  /** Items of those files that did not read (a meal without a day, a cookbook without a name). */
  unreadable: number;
}

/** A format's reader: recognises its files and reads them. */
export interface CollectionFormat {
  /** Shown to the cook ("Paprika", "Mealie", "Cooklang"). */
  name: string;
  /** True when these entries look like this format's export (used to pick a reader). */
  recognises(entries: ImportEntry[]): boolean;
  read(entries: ImportEntry[]): ParsedCollection | Promise<ParsedCollection>;
}
