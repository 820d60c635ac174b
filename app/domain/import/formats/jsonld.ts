/**
 * schema.org Recipe JSON-LD: any JSON file (`.json`, `.jsonld`) or web page (`.html`, its
 * `application/ld+json` scripts), alone or in a zip, holding Recipe nodes: at the top, in a list,
 * in an `@graph`, or as another node's mainEntity. Also RecipeSage's "JSON-LD" export: one JSON
 * list of Recipe nodes, with the cook's notes as `comment` and the source page as `isBasedOn`.
 * A photo is taken from a file of the upload the node names (`"image": "photo.jpg"`), else kept
 * as a link.
 */
import type { CollectionFailure, CollectionFormat, CollectionRecipe, ImportEntry } from "../collection";
import { baseName, collect, folderOf, isObject, jsonLdOf, plain, recipeNodes, schemaRecipe, type JsonObject } from "./shared";

const isCandidate = (entry: ImportEntry) => /\.(json|jsonld|html?)$/i.test(entry.path);

function notesOf(node: JsonObject): string | undefined {
  const comments = Array.isArray(node.comment) ? node.comment : node.comment ? [node.comment] : [];
  const text = comments
    .map((comment) => (isObject(comment) ? plain(comment.text ?? "") : plain(comment)))
    .filter(Boolean)
    .join("\n\n");
  return text || undefined;
}

function readEntries(entries: ImportEntry[]) {
  const byPath = new Map(entries.map((entry) => [entry.path.toLowerCase(), entry]));
  const results: (CollectionRecipe | CollectionFailure)[] = [];
  for (const entry of entries.filter(isCandidate)) {
    const values = jsonLdOf(entry);
    if (values.length === 0 && /\.json(ld)?$/i.test(entry.path)) {
      results.push({ name: baseName(entry.path), reason: "It is not readable JSON (malformed JSON)." });
      continue;
    }
    const folder = folderOf(entry.path);
    const photoFor = (image: string | undefined) => {
      const local =
        image && !/^[a-z]+:/i.test(image) ? byPath.get((folder ? `${folder}/${image}` : image).toLowerCase()) : undefined;
      return local ? { bytes: local.bytes, name: baseName(local.path) } : undefined;
    };
    for (const node of values.flatMap((value) => recipeNodes(value))) {
      results.push(schemaRecipe(node, baseName(entry.path), photoFor, { notes: notesOf(node) }));
    }
  }
  return collect(results);
}

const hasRecipeNodes = (entries: ImportEntry[]) =>
  entries.filter(isCandidate).some((entry) => jsonLdOf(entry).some((value) => recipeNodes(value).length > 0));

export const jsonLd: CollectionFormat = {
  name: "schema.org JSON-LD",
  recognises: hasRecipeNodes,
  read: readEntries,
};

/** RecipeSage's JSON-LD export: one JSON list of Recipe nodes (read like any JSON-LD). */
export const recipeSage: CollectionFormat = {
  name: "RecipeSage",
  recognises: (entries) =>
    entries.length === 1 &&
    /\.json$/i.test(entries[0]!.path) &&
    jsonLdOf(entries[0]!).some(
      (value) =>
        Array.isArray(value) &&
        value.some(
          (node) =>
            isObject(node) && recipeNodes(node).length > 0 && ("creditText" in node || "isBasedOn" in node || "comment" in node),
        ),
    ),
  read: readEntries,
};
