/**
 * Tandoor Recipes (tandoor.dev): its export is a zip holding one zip per recipe, each with
 * `recipe.json` and `image.<ext>`. The JSON: name, description, keywords (objects with `name`),
 * steps (each with `name`, `instruction` text and `ingredients`: food / unit / amount / note, or
 * `is_header` for a heading), servings, working_time and waiting_time (minutes), source_url.
 * The unpacker opens the inner zips one level deep, so their files arrive as `<inner>.zip/recipe.json`.
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
  namedRecipeLists,
  names,
  plain,
  readInTurns,
  SectionedLines,
  sourceUrlOf,
  type Json,
  type JsonObject,
} from "./shared";

const isRecipeJson = (entry: ImportEntry) => baseName(entry.path).toLowerCase() === "recipe.json";

function looksLikeTandoor(json: unknown): json is JsonObject {
  return isObject(json) && Array.isArray(json.steps) && ("working_time" in json || "keywords" in json);
}

function amountText(value: Json | undefined): string {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0) return "";
  return String(Math.round(n * 1000) / 1000);
}

function nameOf(value: Json | undefined, plural = false): string {
  if (!isObject(value)) return "";
  return plain((plural ? value.plural_name : undefined) || value.name || "");
}

function ingredientLine(item: JsonObject): string {
  const food = nameOf(item.food);
  const note = plain(item.note ?? "");
  const amount = item.no_amount ? "" : amountText(item.amount);
  const unit = amount ? nameOf(item.unit) : "";
  const line = [amount, unit, food].filter(Boolean).join(" ");
  if (!line) return note || plain(item.original_text ?? "");
  return note ? `${line}, ${note}` : line;
}

function minutesOf(value: Json | undefined): number | undefined {
  return typeof value === "number" && value > 0 ? Math.round(value) : undefined;
}

function readOne(entry: ImportEntry, photos: Map<string, ImportEntry>): CollectionRecipe | CollectionFailure {
  const json = parseJson(entry.bytes);
  if (!looksLikeTandoor(json)) return { name: entry.path, reason: "It is not a readable Tandoor recipe (malformed JSON)." };
  const ingredients = new SectionedLines();
  const instructions = new SectionedLines();
  const steps = (json.steps as Json[]).filter(isObject).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  for (const step of steps) {
    const title = plain(step.name ?? "");
    if (title) instructions.heading(title);
    instructions.add(...lines(step.instruction ?? step.instructions_markdown ?? ""));
    for (const item of Array.isArray(step.ingredients) ? step.ingredients : []) {
      if (!isObject(item)) continue;
      if (item.is_header) {
        const heading = plain(item.note ?? "") || nameOf(item.food);
        if (heading) ingredients.heading(heading);
        continue;
      }
      const line = ingredientLine(item);
      if (line) ingredients.add(line);
    }
  }
  const working = minutesOf(json.working_time);
  const waiting = minutesOf(json.waiting_time);
  const photo = photos.get(folderOf(entry.path));
  return checked(
    {
      ...namedRecipeLists(json, ingredients, instructions),
      servings: typeof json.servings === "number" && json.servings > 0 ? Math.round(json.servings) : undefined,
      prepTime: working,
      cookTime: waiting,
      totalTime: working || waiting ? (working ?? 0) + (waiting ?? 0) : undefined,
      tags: names(json.keywords),
      sourceUrl: sourceUrlOf(json.source_url),
      photo: photo ? { bytes: photo.bytes, name: baseName(photo.path) } : undefined,
    },
    plain(json.name ?? "") || entry.path,
  );
}

export const tandoor: CollectionFormat = {
  name: "Tandoor",
  recognises: (entries) => entries.some((entry) => isRecipeJson(entry) && looksLikeTandoor(parseJson(entry.bytes))),
  read: async (entries) => {
    const photos = new Map<string, ImportEntry>();
    for (const entry of entries) {
      if (isImagePath(entry.path) && /^image\./i.test(baseName(entry.path))) photos.set(folderOf(entry.path), entry);
    }
    return collect(await readInTurns(entries.filter(isRecipeJson), (entry) => readOne(entry, photos)));
  },
};
