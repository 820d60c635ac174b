/**
 * Small pure rules the collection readers share (issue 28): decoding a file's text whatever the
 * app wrote (UTF-8 with or without a BOM, UTF-16, or Windows-1252 from older spreadsheet exports),
 * reading servings, minutes, ratings and tags from the text formats keep, finding a photo among
 * the upload's files, and the one check that turns a read recipe into a failure with a reason.
 */
import { durationMinutes, yieldServings } from "~/domain/recipes/recipe-import";
import type { CollectionFailure, CollectionFormat, CollectionRecipe, ImportEntry } from "../collection";

export const READER_MESSAGES = {
  noTitle: "This recipe has no title.",
  empty: "This recipe has no ingredients and no steps.",
  unreadable: "This recipe could not be read.",
} as const;

const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

/**
 * The text of a file: UTF-8 (a BOM is dropped), UTF-16 when a BOM says so, else Windows-1252 when
 * the bytes are not valid UTF-8 (spreadsheet exports on Windows). Never throws.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return utf8.decode(body);
  } catch {
    return windows1252.decode(body);
  }
}

/** "Serves 4-6" → 4, "4 servings" → 4, "Servings:2" → 2, 6 → 6; undefined when no positive number. */
export function servingsFrom(value: unknown): number | undefined {
  if (typeof value === "string" && /^\s*$/.test(value)) return undefined;
  return yieldServings(value) ?? undefined;
}

const HOURS = String.raw`h|hr|hrs|hour|hours|std|stunde|stunden|heure|heures|hora|horas|ora|ore|uur`;
const MINUTES = String.raw`m|min|mins|minute|minutes|minuten|minuto|minutos|minuti|minuut`;
const HOURS_PHRASE = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s*(?:${HOURS})\.?(?![a-zà-ÿ])`, "i");
const MINUTES_PHRASE = new RegExp(String.raw`(\d+)\s*(?:${MINUTES})\.?(?![a-zà-ÿ])`, "i");

/**
 * Minutes in a time as apps write it: ISO 8601 ("PT1H30M"), plain minutes ("45"), "1:30" (hours
 * and minutes), or a phrase in English, German, French, Spanish, Italian or Dutch ("1 hour 30 mins",
 * "1 Std. 10 Min.", "1 h 30"). Undefined when unreadable or zero.
 */
export function minutesFrom(value: unknown): number | undefined {
  if (typeof value !== "string") return durationMinutes(value) ?? undefined;
  const text = value.trim();
  if (/^(?:\d+(?:\.\d+)?|-?P[\dT].*)$/i.test(text)) return durationMinutes(text) ?? undefined;
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (clock) return positive(Number(clock[1]) * 60 + Number(clock[2]));
  const hours = HOURS_PHRASE.exec(text);
  const minutes = MINUTES_PHRASE.exec(text);
  if (hours && !minutes) {
    // "1 h 30": the number after the hours counts as minutes.
    const rest = /^\s*(\d{1,2})\s*$/.exec(text.slice(hours.index + hours[0].length));
    return positive(Number(hours[1]!.replace(",", ".")) * 60 + (rest ? Number(rest[1]) : 0));
  }
  if (!hours && !minutes) return undefined;
  return positive((hours ? Number(hours[1]!.replace(",", ".")) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}

function positive(minutes: number): number | undefined {
  const rounded = Math.round(minutes);
  return Number.isFinite(rounded) && rounded > 0 ? rounded : undefined;
}

/** A rating 1..5 ("4", 4.5 → 5, "3/5"); undefined for 0, blanks and anything else. */
export function ratingFrom(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" ? parseFloat(value) : NaN;
  if (!Number.isFinite(number) || number <= 0) return undefined;
  return Math.min(5, Math.max(1, Math.round(number)));
}

/** Tags trimmed, with inner whitespace collapsed, without blanks or repeats (ignoring case), in order. */
export function uniqueTags(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of values) {
    const tag = value.replace(/\s+/g, " ").trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The address when it is an absolute http(s) URL, else undefined. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/** The non-blank lines of a text, trimmed. */
export function textLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A step without the number an app put before it ("1. ", "2) ", "Step 3: "). */
export function withoutStepNumber(line: string): string {
  return line.replace(/^(?:(?:step|schritt|étape|paso|passo|stap)\s*)?\d{1,2}\s*[.):]\s+/i, "").trim();
}

/** The last part of a path ("a/b/Soup.cook" → "Soup.cook"). */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The folder part of a path, with its trailing slash ("a/b/Soup.cook" → "a/b/"), "" at the top. */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/** The extension of a path, lower case, without the dot ("Soup.Cook" → "cook"), "" when none. */
export function extensionOf(path: string): string {
  const name = fileName(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The file name without its extension ("a/Soup.cook" → "Soup"). */
export function baseNameOf(path: string): string {
  const name = fileName(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** True for files an operating system leaves in archives (macOS resource forks, .DS_Store). */
export function isSystemFile(path: string): boolean {
  return path.split("/").some((part) => part === "__MACOSX" || part.startsWith("."));
}

export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif", "avif", "heic"] as const;

/**
 * The entry a relative reference points to ("images/a.jpg" from "export/recipes.html"), matching
 * case-insensitively and ignoring "./"; never climbs above the archive's top.
 */
export function entryAt(entries: ImportEntry[], from: string, reference: string): ImportEntry | undefined {
  let target: string;
  try {
    target = decodeURIComponent(reference.split(/[?#]/)[0]!);
  } catch {
    target = reference.split(/[?#]/)[0]!;
  }
  const parts = (target.startsWith("/") ? target.slice(1) : folderOf(from) + target).split("/");
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (resolved.length === 0) return undefined;
      resolved.pop();
    } else resolved.push(part);
  }
  const wanted = resolved.join("/").toLowerCase();
  return entries.find((entry) => entry.path.toLowerCase() === wanted);
}

/** A recipe as read, or the failure it becomes when it has no title or nothing to cook. */
export function checkedRecipe(name: string, recipe: CollectionRecipe): CollectionRecipe | CollectionFailure {
  if (!recipe.title.trim()) return { name, reason: READER_MESSAGES.noTitle };
  if (recipe.ingredients.length === 0 && recipe.instructions.length === 0) {
    return { name: recipe.title, reason: READER_MESSAGES.empty };
  }
  return withoutEmptyFields(recipe);
}

/** Drops optional fields that hold nothing (undefined, "", [], NaN); title and lists always stay. */
function withoutEmptyFields(recipe: CollectionRecipe): CollectionRecipe {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(recipe)) {
    if (key === "title" || key === "ingredients" || key === "instructions") {
      kept[key] = value;
      continue;
    }
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === "number" && !Number.isFinite(value)) continue;
    kept[key] = value;
  }
  return kept as unknown as CollectionRecipe;
}

/** What reading one recipe gives: the recipe, or the failure it becomes. */
export type ReaderResult = CollectionRecipe | CollectionFailure;

export function isFailure(result: CollectionRecipe | CollectionFailure): result is CollectionFailure {
  return "reason" in result;
}

/** Collects readers' results into a ParsedCollection. */
export function collect(results: Array<CollectionRecipe | CollectionFailure>): {
  recipes: CollectionRecipe[];
  failures: CollectionFailure[];
} {
  const recipes: CollectionRecipe[] = [];
  const failures: CollectionFailure[] = [];
  for (const result of results) {
    if (isFailure(result)) failures.push(result);
    else recipes.push(result);
  }
  return { recipes, failures };
}

/**
 * A format whose export is files it tells apart one by one (a Cooklang file, a recipe CSV): it
 * recognises an upload that holds any such file, and reads each of them into one recipe or several.
 */
export function fileFormat(
  name: string,
  isOwnFile: (entry: ImportEntry) => boolean,
  readFile: (entry: ImportEntry, entries: ImportEntry[]) => ReaderResult | ReaderResult[],
): CollectionFormat {
  return {
    name,
    recognises: (entries) => entries.some(isOwnFile),
    read: (entries) => collect(entries.filter(isOwnFile).flatMap((entry) => readFile(entry, entries))),
  };
}

/**
 * Runs one recipe's reading so that nothing a file holds can throw out of a reader: an unexpected
 * error becomes that recipe's failure.
 */
export function safely(name: string, read: () => CollectionRecipe | CollectionFailure): CollectionRecipe | CollectionFailure {
  try {
    return read();
  } catch {
    return { name, reason: READER_MESSAGES.unreadable };
  }
}

/** Short text of an error for a failure's reason (never a stack). */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split("\n")[0] ?? "").slice(0, 200);
}
