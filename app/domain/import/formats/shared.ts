/**
 * What several readers share: plain text from HTML-ish values, numbers from "4 servings" and
 * "1 hour 10 mins", and a schema.org Recipe node (JSON-LD) turned into a CollectionRecipe
 * (Nextcloud Cookbook, RecipeSage and any JSON-LD file all write one).
 */
import { decodeHTML } from "entities";
import { durationMinutes, yieldServings } from "~/domain/recipes/recipe-import";
import { isSourceUrl } from "~/domain/recipes/source";
import type { CollectionFailure, CollectionRecipe, ImportEntry, ParsedCollection, RecipeSection } from "../collection";
import { decodeText } from "../text";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Plain text: tags dropped (block tags and <br> become line breaks), entities decoded, spaces collapsed per line. */
export function plain(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return "";
  let text = value;
  if (text.includes("<")) {
    text = text.replace(/<\s*(br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, "\n").replace(/<[^>]*>/g, "");
  }
  if (text.includes("&")) text = decodeHTML(text);
  return text
    .replace(/\u00a0/g, " ")
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[ \t\f\v]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Non-empty lines of a text. */
export function lines(value: unknown): string[] {
  return plain(value).split("\n").filter(Boolean);
}

/** Minutes from "PT1H30M", "1 hour 30 mins", "45", 45; undefined when unreadable. */
export function minutes(value: unknown): number | undefined {
  if (typeof value === "string" && /^\s*\d+\s*:\s*\d+\s*$/.test(value)) {
    const [h, m] = value.split(":").map((part) => Number(part.trim()));
    return h! * 60 + m! || undefined;
  }
  return durationMinutes(typeof value === "string" ? value.trim() : value) ?? undefined;
}

export function servingsOf(value: unknown): number | undefined {
  return yieldServings(value) ?? undefined;
}

/** An http(s) address, or undefined. */
export function sourceUrlOf(value: unknown): string | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  return text && isSourceUrl(text) ? text : undefined;
}

/** A 1..5 rating from a number or text (0 and nonsense are "none"). */
export function ratingOf(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return undefined;
  const rounded = Math.round(n);
  return rounded >= 1 && rounded <= 5 ? rounded : undefined;
}

/** Names from a list of strings or of objects with a `name` ("Soup", {name: "Soup"}), or a comma-separated text. */
export function names(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : value ? [value] : [];
  return items
    .map((item) => (isObject(item) ? plain(item.name ?? item.title ?? "") : plain(item)))
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The base name of an entry's path ("a/b/recipe.json" is "recipe.json"). */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The folder of an entry's path, without the trailing slash ("" at the top). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif)$/i;

export function isImagePath(path: string): boolean {
  return IMAGE_EXTENSION.test(path);
}

/** A recipe is kept only when it has a title and some ingredients or steps; else a failure says what is missing. */
export function checked(recipe: CollectionRecipe, name: string): CollectionRecipe | CollectionFailure {
  if (!recipe.title.trim()) return { name, reason: "It has no title." };
  if (recipe.ingredients.length === 0 && recipe.instructions.length === 0) {
    return { name: recipe.title, reason: "It has no ingredients and no steps." };
  }
  return recipe;
}

/**
 * Reads items one by one, letting other work run every `batch` items: a collection of thousands of
 * recipes is not parsed in one long synchronous pass that would hold up the server's other requests.
 */
export async function readInTurns<T, R>(items: readonly T[], read: (item: T) => R, batch = 10): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % batch === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    results.push(read(items[i]!));
  }
  return results;
}

/** Lines and the headings over them, in the order a reader meets them (Mealie's and Tandoor's lists). */
export class SectionedLines {
  readonly lines: string[] = [];
  private readonly headings: RecipeSection[] = [];

  /** A heading over the lines added after it. */
  heading(title: string): void {
    this.headings.push({ title, start: this.lines.length });
  }

  add(...lines: string[]): void {
    this.lines.push(...lines);
  }

  /** The headings, or undefined when there are none. */
  get sections(): RecipeSection[] | undefined {
    return this.headings.length > 0 ? this.headings : undefined;
  }
}

/** A JSON export's recipe name (on one line) and description, with its ingredients and steps under their headings. */
export function namedRecipeLists(json: JsonObject, ingredients: SectionedLines, instructions: SectionedLines) {
  return {
    title: plain(json.name ?? "").replace(/\n/g, " "),
    description: plain(json.description ?? "") || undefined,
    ingredients: ingredients.lines,
    instructions: instructions.lines,
    ingredientSections: ingredients.sections,
    instructionSections: instructions.sections,
  };
}

/** Collects readers' results, one recipe or failure at a time. */
export function collect(results: (CollectionRecipe | CollectionFailure)[]): ParsedCollection {
  const parsed: ParsedCollection = { recipes: [], failures: [] };
  for (const result of results) {
    if ("reason" in result) parsed.failures.push(result);
    else parsed.recipes.push(result);
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// schema.org Recipe

function hasType(node: JsonObject, type: string): boolean {
  const value = node["@type"];
  const types = Array.isArray(value) ? value : [value];
  return types.some((t) => typeof t === "string" && t.replace(/^(https?:\/\/schema\.org\/|schema:)/i, "") === type);
}

/** Every Recipe node in a JSON-LD value: the value itself, a list, an `@graph`, or nested one level in another node. */
export function recipeNodes(value: unknown, depth = 0): JsonObject[] {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((item) => recipeNodes(item, depth + 1));
  if (!isObject(value)) return [];
  if (hasType(value, "Recipe")) return [value];
  const found: JsonObject[] = [];
  if (value["@graph"]) found.push(...recipeNodes(value["@graph"], depth + 1));
  for (const key of ["mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
    if (value[key]) found.push(...recipeNodes(value[key], depth + 1));
  }
  return found;
}

/** Text of a schema.org thing: a string, or an object's text / name. */
function textOf(value: Json | undefined): string {
  if (isObject(value)) return plain(value.text ?? value.name ?? "");
  return plain(value);
}

/** Steps and their section headings from recipeInstructions (text, list of strings, HowToStep, HowToSection). */
export function schemaInstructions(value: Json | undefined): { steps: string[]; sections: RecipeSection[] } {
  const steps: string[] = [];
  const sections: RecipeSection[] = [];
  const walk = (item: Json | undefined) => {
    if (item === undefined || item === null) return;
    if (Array.isArray(item)) return item.forEach(walk);
    if (isObject(item)) {
      if (hasType(item, "HowToSection") || (item.itemListElement && !item.text)) {
        const title = plain(item.name ?? "");
        if (title) sections.push({ title, start: steps.length });
        walk(item.itemListElement);
        return;
      }
      steps.push(...lines(textOf(item)));
      return;
    }
    steps.push(...lines(item));
  };
  walk(value);
  return { steps, sections };
}

function imageOf(value: Json | undefined): string | undefined {
  if (Array.isArray(value)) return imageOf(value[0]);
  if (isObject(value)) return imageOf(value.url ?? value.contentUrl);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

function authorOf(value: Json | undefined): string | undefined {
  if (Array.isArray(value)) return authorOf(value[0]);
  const name = isObject(value) ? plain(value.name ?? "") : plain(value);
  return name || undefined;
}

/** A schema.org Recipe node as a CollectionRecipe; `image` is left as a link for the caller to resolve. */
export function fromSchemaRecipe(node: JsonObject): CollectionRecipe & { image?: string } {
  const { steps, sections } = schemaInstructions(node.recipeInstructions);
  const ingredientValue = node.recipeIngredient ?? node.ingredients;
  const ingredients = Array.isArray(ingredientValue)
    ? ingredientValue.flatMap((line) => lines(isObject(line) ? textOf(line) : line))
    : lines(ingredientValue);
  const tags = [...names(node.keywords), ...names(node.recipeCategory), ...names(node.recipeCuisine)];
  const image = imageOf(node.image);
  return {
    title: plain(node.name ?? "").replace(/\n/g, " "),
    description: plain(node.description ?? "") || undefined,
    ingredients,
    instructions: steps,
    instructionSections: sections.length > 0 ? sections : undefined,
    servings: servingsOf(node.recipeYield),
    prepTime: minutes(node.prepTime),
    cookTime: minutes(node.cookTime),
    totalTime: minutes(node.totalTime),
    tags: tags.length > 0 ? tags : undefined,
    author: authorOf(node.author),
    sourceUrl:
      sourceUrlOf(node.url) ??
      sourceUrlOf(node.isBasedOn) ??
      sourceUrlOf(isObject(node.isBasedOn) ? node.isBasedOn.url : undefined),
    image,
  };
}

/**
 * A schema.org Recipe node read as a recipe (Nextcloud Cookbook, any JSON-LD file): its photo is the
 * upload's file `photoFor` finds for the node's image, else the image stays a link; `more` adds
 * what the format keeps beside the node. Named by its title, else by `name`, when it fails.
 */
export function schemaRecipe(
  node: JsonObject,
  name: string,
  photoFor: (image: string | undefined) => CollectionRecipe["photo"],
  more: Partial<CollectionRecipe> = {},
): CollectionRecipe | CollectionFailure {
  const { image, ...recipe } = fromSchemaRecipe(node);
  const photo = photoFor(image);
  return checked({ ...recipe, ...more, photo, photoUrl: photo ? undefined : sourceUrlOf(image) }, recipe.title || name);
}

/** JSON-LD found in an entry: a JSON file's value, or the ld+json scripts of an HTML page. */
export function jsonLdOf(entry: ImportEntry): unknown[] {
  const text = decodeText(entry.bytes);
  if (/\.html?$/i.test(entry.path)) {
    const found: unknown[] = [];
    for (const match of text.matchAll(/<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
      try {
        found.push(JSON.parse(match[1]!.trim()));
      } catch {
        // a broken block is skipped
      }
    }
    return found;
  }
  try {
    return [JSON.parse(text)];
  } catch {
    return [];
  }
}
