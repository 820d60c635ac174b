/**
 * Import a recipe from a web page's address: fetch the page safely, read its schema.org Recipe, and
 * hand back a draft for the recipe form. Nothing is saved: the person reviews the draft and submits
 * the form as for any new recipe.
 */
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { PHOTO_LIMITS } from "~/domain/recipes/photos";
import { foundFields, IMPORT_MESSAGES, type ImportedRecipe } from "~/domain/recipes/recipe-import";
import { readRecipePage, visibleText } from "./recipe-page.server";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch.server";
import type { FileStore } from "../storage/file-store";
import { storePhoto } from "../uploads/photos.server";

const HTML_TYPES = ["text/html", "application/xhtml+xml", "text/plain", ""];

/** How far into a page a <meta charset> is looked for: real pages put it after long comments, scripts and styles. */
const META_CHARSET_SCAN = 64 * 1024;

/** The page's text in the charset its header or a <meta charset> names (UTF-8 otherwise). */
export function decodePage(body: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const scanned = body.subarray(0, META_CHARSET_SCAN).toString("latin1");
  // Within the <head> (or the first 64 KB when it never ends), not in a recipe's text further down.
  const headEnd = scanned.search(/<\/head\s*>|<body[\s>]/i);
  const head = headEnd >= 0 ? scanned.slice(0, headEnd) : scanned;
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
  /**
   * Reads a recipe from a page's visible text when the page carries no recipe data (an AI model):
   * a draft, null when the text holds no recipe, or why it could not be read. Unset: such a page
   * has no recipe to import.
   */
  readText?: (text: string, pageUrl: string) => Promise<Outcome<ImportedRecipe | null>>;
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
  const html = decodePage(page.body, page.contentType);
  const read = readRecipePage(html, page.url);
  // A Recipe node without a single ingredient or step is no recipe to import.
  const hasLines = read !== null && (read.recipe.ingredients.length > 0 || read.recipe.instructions.length > 0);
  let recipe: ImportedRecipe;
  if (hasLines) recipe = read.recipe;
  else if (options.readText) {
    const byAi = await options.readText(visibleText(html), page.url);
    if (!byAi.ok) return byAi;
    if (!byAi.value) return fail(400, read ? emptyMessage(read.recipe) : IMPORT_MESSAGES.aiNoRecipe);
    recipe = byAi.value;
  } else return fail(400, read ? emptyMessage(read.recipe) : IMPORT_MESSAGES.noRecipe);
  if (recipe.imageUrl && options.photoStore) {
    const copy = await copyPhoto(recipe.imageUrl, { ...options, photoStore: options.photoStore });
    if (copy) recipe.imageUrl = copy;
  }
  return succeed(recipe, recipe.readByAi ? IMPORT_MESSAGES.readByAi : IMPORT_MESSAGES.imported);
}

function emptyMessage(recipe: ImportedRecipe): string {
  return IMPORT_MESSAGES.emptyRecipe(recipe.title, foundFields(recipe));
}
