/**
 * Paprika (paprikaapp.com): a `.paprikarecipes` export is a zip of `<name>.paprikarecipe` files,
 * each a gzipped JSON recipe; a single `.paprikarecipe` is one such file. Fields: name, ingredients
 * and directions (newline-separated text), notes, description, servings, prep_time / cook_time /
 * total_time (free text such as "15 mins"), categories, source_url, rating (0–5, 0 none) and
 * photo_data (the photo, base64).
 */
import type { CollectionFormat, CollectionRecipe, CollectionFailure, ImportEntry } from "../collection";
import { gunzipLimited, parseJson, TooLargeError } from "../text";
import {
  checked,
  collect,
  isObject,
  lines,
  minutes,
  names,
  plain,
  ratingOf,
  servingsOf,
  sourceUrlOf,
  readInTurns,
} from "./shared";

const isPaprikaFile = (entry: ImportEntry) => /\.paprikarecipe$/i.test(entry.path);

function base64Bytes(value: unknown): Uint8Array | undefined {
  if (typeof value !== "string" || value.length < 8) return undefined;
  try {
    const text = atob(value);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes.length > 0 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

function readOne(entry: ImportEntry): CollectionRecipe | CollectionFailure {
  const fileName = entry.path.replace(/^.*\//, "");
  let json: unknown;
  try {
    // Paprika writes each recipe gzipped; a plain JSON file is read too.
    const bytes = entry.bytes[0] === 0x1f && entry.bytes[1] === 0x8b ? gunzipLimited(entry.bytes) : entry.bytes;
    json = parseJson(bytes);
  } catch (error) {
    return {
      name: fileName,
      reason: error instanceof TooLargeError ? "It unpacks to more than 64 MB." : "It is not a readable Paprika recipe.",
    };
  }
  if (!isObject(json)) return { name: fileName, reason: "It is not a readable Paprika recipe (malformed JSON)." };
  const photo = base64Bytes(json.photo_data);
  return checked(
    {
      title: plain(json.name ?? "").replace(/\n/g, " "),
      description: plain(json.description ?? "") || undefined,
      ingredients: lines(json.ingredients),
      instructions: lines(json.directions),
      servings: servingsOf(json.servings),
      prepTime: minutes(json.prep_time),
      cookTime: minutes(json.cook_time),
      totalTime: minutes(json.total_time),
      tags: names(json.categories),
      author: plain(json.source ?? "") || undefined,
      sourceUrl: sourceUrlOf(json.source_url),
      notes: plain(json.notes ?? "") || undefined,
      rating: ratingOf(json.rating),
      photo: photo ? { bytes: photo, name: "photo.jpg" } : undefined,
      photoUrl: photo ? undefined : sourceUrlOf(json.image_url),
    },
    fileName,
  );
}

export const paprika: CollectionFormat = {
  name: "Paprika",
  recognises: (entries) => entries.some(isPaprikaFile),
  read: async (entries) => collect(await readInTurns(entries.filter(isPaprikaFile), readOne)),
};
