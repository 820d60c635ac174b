/**
 * Nextcloud Cookbook (apps.nextcloud.com/apps/cookbook): a zip of the cookbook folder, one folder
 * per recipe with `recipe.json` (a schema.org Recipe: name, description, url, recipeYield,
 * prepTime / cookTime / totalTime as ISO 8601 durations, recipeCategory, keywords as one
 * comma-separated text, recipeIngredient and recipeInstructions as lists of text) and the photo
 * `full.jpg` beside it (with smaller `thumb.jpg` and `thumb16.jpg`).
 */
import type { CollectionFailure, CollectionFormat, CollectionRecipe, ImportEntry } from "../collection";
import { parseJson } from "../text";
import { baseName, collect, folderOf, isObject, recipeNodes, schemaRecipe, readInTurns } from "./shared";

const isRecipeJson = (entry: ImportEntry) => baseName(entry.path).toLowerCase() === "recipe.json";

function readOne(entry: ImportEntry, photos: Map<string, ImportEntry>): CollectionRecipe | CollectionFailure {
  const json = parseJson(entry.bytes);
  const node = recipeNodes(json)[0] ?? (isObject(json) && "recipeIngredient" in json ? json : null);
  if (!node) return { name: entry.path, reason: "It is not a readable Nextcloud Cookbook recipe (malformed JSON)." };
  const photo = photos.get(folderOf(entry.path));
  return schemaRecipe(node, entry.path, () => (photo ? { bytes: photo.bytes, name: "full.jpg" } : undefined));
}

export const nextcloudCookbook: CollectionFormat = {
  name: "Nextcloud Cookbook",
  recognises: (entries) => {
    const folders = new Set(entries.filter((e) => baseName(e.path).toLowerCase() === "full.jpg").map((e) => folderOf(e.path)));
    return entries.some((entry) => {
      if (!isRecipeJson(entry)) return false;
      const json = parseJson(entry.bytes);
      const schema = recipeNodes(json).length > 0 || (isObject(json) && "recipeIngredient" in json);
      return schema && (folders.has(folderOf(entry.path)) || folderOf(entry.path) !== "");
    });
  },
  read: async (entries) => {
    const photos = new Map<string, ImportEntry>();
    for (const entry of entries) if (baseName(entry.path).toLowerCase() === "full.jpg") photos.set(folderOf(entry.path), entry);
    return collect(await readInTurns(entries.filter(isRecipeJson), (entry) => readOne(entry, photos)));
  },
};
