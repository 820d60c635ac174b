/**
 * Import a recipe from a web page's address: fetch the page safely, read its schema.org Recipe, and
 * hand back a draft for the recipe form. Nothing is saved: the person reviews the draft and submits
 * the form as for any new recipe.
 */
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { PHOTO_LIMITS } from "~/domain/recipes/photos";
import { IMPORT_MESSAGES, type ImportedRecipe } from "~/domain/recipes/recipe-import";
import { readRecipePage } from "./recipe-page.server";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch.server";
import type { FileStore } from "../storage/file-store";
import { storePhoto } from "../uploads/photos.server";

const HTML_TYPES = ["text/html", "application/xhtml+xml", "text/plain", ""];

/** The page's text in the charset its header or a <meta charset> names (UTF-8 otherwise). */
export function decodePage(body: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = body.subarray(0, 2048).toString("latin1");
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta, "utf-8"]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown charset label: try the next one.
    }
  }
  return body.toString("utf8");
}

export interface ImportOptions extends SafeFetchOptions {
  /**
   * Where to keep a copy of the page's photo (the file store). The copy is fetched under the same
   * rules as the page and re-encoded like an upload, so the recipe does not depend on another
   * site's image (which may change, vanish, or track readers). Unset: the page's address is kept.
   */
  photoStore?: FileStore;
}

/** The photo at `imageUrl` stored as our own, or null when it cannot be fetched or is no photo. */
async function copyPhoto(imageUrl: string, options: ImportOptions & { photoStore: FileStore }): Promise<string | null> {
  const image = await safeFetch(imageUrl, {
    ...options,
    maxBytes: PHOTO_LIMITS.maxBytes,
    accept: "image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5",
  });
  if (!image.ok) return null;
  const stored = await storePhoto(options.photoStore, image.body);
  return stored.ok ? stored.value.url : null;
}

export async function importRecipeFromUrl(address: string, options: ImportOptions): Promise<Outcome<ImportedRecipe>> {
  const page = await safeFetch(address, options);
  if (!page.ok) return fail(400, page.message);
  const type = page.contentType.split(";")[0]!.trim().toLowerCase();
  if (!HTML_TYPES.includes(type)) return fail(400, IMPORT_MESSAGES.notHtml);
  const read = readRecipePage(decodePage(page.body, page.contentType), page.url);
  if (!read) return fail(400, IMPORT_MESSAGES.noRecipe);
  const recipe = read.recipe;
  if (recipe.imageUrl && options.photoStore) {
    const copy = await copyPhoto(recipe.imageUrl, { ...options, photoStore: options.photoStore });
    if (copy) recipe.imageUrl = copy;
  }
  return succeed(recipe, IMPORT_MESSAGES.imported);
}
