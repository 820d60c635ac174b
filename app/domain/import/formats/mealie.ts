/**
 * Mealie (mealie.io): its recipe export is a zip with a folder per recipe,
 * `recipes/<slug>/<slug>.json` and `recipes/<slug>/images/original.webp`. The JSON is Mealie's
 * recipe: name, description, recipeIngredient (objects: `display` or `note`, or quantity / unit /
 * food; a `title` starts a section), recipeInstructions (objects with `text`, a `title` starts a
 * section), recipeYield / recipeServings, prepTime / performTime / cookTime / totalTime, tags and
 * recipeCategory (objects with `name`), orgURL, rating, notes (objects with title and text).
 */
import type { CollectionFailure, CollectionFormat, CollectionRecipe, ImportEntry } from "../collection";
import { parseJson } from "../text";
import {
  baseName,
  checked,
  collect,
  folderOf,
  isImagePath,
  isObject,
  lines,
  minutes,
  namedRecipeLists,
  names,
  plain,
  ratingOf,
  SectionedLines,
  servingsOf,
  readInTurns,
  sourceUrlOf,
  type Json,
} from "./shared";

const RECIPE_JSON = /(^|\/)recipes\/([^/]+)\/\2\.json$/i;

const isRecipeJson = (entry: ImportEntry) => RECIPE_JSON.test(entry.path);

function amount(value: Json | undefined): string {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return "";
  return String(Math.round(value * 1000) / 1000);
}

function ingredientLine(item: Json): string {
  if (!isObject(item)) return plain(item);
  const display = plain(item.display ?? "") || plain(item.originalText ?? "");
  if (display) return display.replace(/\n/g, " ");
  const unit = isObject(item.unit) ? plain(item.unit.name ?? "") : "";
  const food = isObject(item.food) ? plain(item.food.name ?? "") : "";
  return [amount(item.quantity), unit, food, plain(item.note ?? "")].filter(Boolean).join(" ");
}

function readOne(entry: ImportEntry, images: Map<string, ImportEntry>): CollectionRecipe | CollectionFailure {
  const json = parseJson(entry.bytes);
  if (!isObject(json)) return { name: baseName(entry.path), reason: "It is not a readable Mealie recipe (malformed JSON)." };
  const ingredients = new SectionedLines();
  for (const item of Array.isArray(json.recipeIngredient) ? json.recipeIngredient : []) {
    if (isObject(item) && plain(item.title ?? "")) ingredients.heading(plain(item.title));
    const line = ingredientLine(item);
    if (line) ingredients.add(line);
  }
  const instructions = new SectionedLines();
  for (const step of Array.isArray(json.recipeInstructions) ? json.recipeInstructions : []) {
    if (isObject(step) && plain(step.title ?? "")) instructions.heading(plain(step.title));
    instructions.add(...lines(isObject(step) ? step.text : step));
  }
  const notes = (Array.isArray(json.notes) ? json.notes : [])
    .map((note) => (isObject(note) ? [plain(note.title ?? ""), plain(note.text ?? "")].filter(Boolean).join(": ") : plain(note)))
    .filter(Boolean)
    .join("\n\n");
  const photo = images.get(folderOf(entry.path));
  return checked(
    {
      ...namedRecipeLists(json, ingredients, instructions),
      servings: servingsOf(
        typeof json.recipeServings === "number" && json.recipeServings > 0 ? json.recipeServings : json.recipeYield,
      ),
      prepTime: minutes(json.prepTime),
      cookTime: minutes(json.performTime ?? json.cookTime),
      totalTime: minutes(json.totalTime),
      tags: [...names(json.tags), ...names(json.recipeCategory)],
      sourceUrl: sourceUrlOf(json.orgURL),
      notes: notes || undefined,
      rating: ratingOf(json.rating),
      photo: photo ? { bytes: photo.bytes, name: baseName(photo.path) } : undefined,
    },
    baseName(entry.path),
  );
}

/** The recipe folder's photo: images/original.* first, else any image in images/. */
function photosByFolder(entries: ImportEntry[]): Map<string, ImportEntry> {
  const photos = new Map<string, ImportEntry>();
  for (const entry of entries) {
    if (!isImagePath(entry.path) || !/\/images\/[^/]+$/.test(entry.path)) continue;
    const folder = folderOf(folderOf(entry.path));
    const original = /^original\./i.test(baseName(entry.path));
    if (original || !photos.has(folder)) photos.set(folder, entry);
  }
  return photos;
}

export const mealie: CollectionFormat = {
  name: "Mealie",
  recognises: (entries) =>
    entries.some((entry) => {
      if (!isRecipeJson(entry)) return false;
      const json = parseJson(entry.bytes);
      return isObject(json) && "recipeIngredient" in json && ("slug" in json || "orgURL" in json);
    }),
  read: async (entries) => {
    const images = photosByFolder(entries);
    return collect(await readInTurns(entries.filter(isRecipeJson), (entry) => readOne(entry, images)));
  },
};
