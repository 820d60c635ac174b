/**
 * Chowdown (a Jekyll site of recipes) and other Jekyll-style markdown recipes: one markdown file a
 * recipe, starting with YAML front matter (title, image, layout: recipe, tags, ingredients: a list,
 * directions: a list, servings or yield, prep/cook/total time, source) and an optional body. The
 * body may hold the lists instead, under "## Ingredients" and "## Directions" headings (sub-headings
 * become sections); other body text becomes the description (before any heading) or the notes.
 * Photos named by `image:` are looked up beside the file, then in the site's images folder.
 */
import { parse as parseYaml } from "yaml";
import type { CollectionFormat, CollectionRecipe, ImportEntry, RecipeSection } from "../collection";
import {
  baseNameOf,
  checkedRecipe,
  decodeText,
  entryAt,
  errorText,
  extensionOf,
  fileFormat,
  fileName,
  httpUrl,
  isSystemFile,
  minutesFrom,
  PHOTO_EXTENSIONS,
  ratingFrom,
  type ReaderResult,
  safely,
  servingsFrom,
  uniqueTags,
  withoutStepNumber,
} from "./reader-support";

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const RECIPE_KEYS = /^(?:layout:\s*["']?recipes?\b|ingredients\s*:|directions\s*:|instructions\s*:)/im;
const INGREDIENTS_HEADING = /^(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten)\s*:?$/i;
const DIRECTIONS_HEADING =
  /^(?:directions|instructions|method|steps|preparation|zubereitung|préparation|preparación|procedimento|bereiding)\s*:?$/i;
const NOTES_HEADING = /^(?:notes?|tips?|notizen|remarques|notas|note)\s*:?$/i;

function frontMatterOf(text: string): { yaml: string; body: string } | undefined {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) return undefined;
  return { yaml: match[1]!, body: text.replace(/^\uFEFF/, "").slice(match[0].length) };
}

function isRecipeMarkdown(entry: ImportEntry): boolean {
  if (!["md", "markdown"].includes(extensionOf(entry.path)) || isSystemFile(entry.path)) return false;
  const parts = frontMatterOf(decodeText(entry.bytes));
  if (!parts) return false;
  return RECIPE_KEYS.test(parts.yaml) || /^#{1,3}\s*ingredients?\s*$/im.test(parts.body);
}

export const chowdownFormat: CollectionFormat = fileFormat("Chowdown (markdown)", isRecipeMarkdown, (entry, entries) =>
  safely(entry.path, () => readFile(entry, entries)),
);

function readFile(entry: ImportEntry, entries: ImportEntry[]): ReaderResult {
  const { yaml, body } = frontMatterOf(decodeText(entry.bytes))!;
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    return { name: entry.path, reason: `The front matter is not valid YAML (${errorText(error)}).` };
  }
  const meta = (data && typeof data === "object" && !Array.isArray(data) ? data : {}) as Record<string, unknown>;
  const text = (key: string) => {
    const value = meta[key];
    return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  };
  const first = (...keys: string[]) => keys.map(text).find(Boolean) ?? "";

  const fromBody = readBody(body);
  const ingredients = hasItems(meta.ingredients) ? itemLines(meta.ingredients) : fromBody.ingredients;
  const directionsValue = meta.directions ?? meta.instructions ?? meta.steps;
  const directions = hasItems(directionsValue) ? itemLines(directionsValue) : fromBody.directions;
  const image = first("image", "photo", "picture");
  const photoEntry = image && !httpUrl(image) ? photoFor(entries, entry.path, image) : undefined;

  const recipe: CollectionRecipe = {
    title: first("title", "name") || titleFromFileName(entry.path),
    description: first("description", "excerpt", "summary") || fromBody.description || undefined,
    ingredients: ingredients.lines.map(plainMarkdown).filter(Boolean),
    ingredientSections: ingredients.sections,
    instructions: directions.lines.map((line) => withoutStepNumber(plainMarkdown(line))).filter(Boolean),
    instructionSections: directions.sections,
    servings: servingsFrom(first("servings", "serves", "yield", "recipeYield")),
    prepTime: minutesFrom(first("prep", "prep_time", "preptime", "prepTime")),
    cookTime: minutesFrom(first("cook", "cook_time", "cooktime", "cookTime")),
    totalTime: minutesFrom(first("total", "total_time", "totaltime", "totalTime", "time")),
    tags: uniqueTags([...listOf(meta.tags), ...listOf(meta.categories), ...listOf(meta.category)]),
    author: first("author") || undefined,
    sourceUrl: httpUrl(first("source", "source_url", "sourceUrl", "url", "link", "original")),
    notes: [first("notes"), fromBody.notes].filter(Boolean).join("\n\n") || undefined,
    rating: ratingFrom(first("rating")),
    photo: photoEntry ? { bytes: photoEntry.bytes, name: fileName(photoEntry.path) } : undefined,
    photoUrl: httpUrl(image),
  };
  return checkedRecipe(entry.path, recipe);
}

/** A YAML list of lines, where a one-key map of a list ({"For the sauce": [...]}) is a section. */
function itemLines(value: unknown): { lines: string[]; sections: RecipeSection[] } {
  const lines: string[] = [];
  const sections: RecipeSection[] = [];
  const visit = (item: unknown) => {
    if (typeof item === "string" || typeof item === "number") {
      const line = String(item).trim();
      if (line) lines.push(line);
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === "object") {
      for (const [heading, inner] of Object.entries(item)) {
        if (Array.isArray(inner)) {
          sections.push({ title: heading.trim(), start: lines.length });
          inner.forEach(visit);
        } else if (inner !== null && inner !== undefined) lines.push(`${heading}: ${String(inner)}`.trim());
        else lines.push(heading.trim());
      }
    }
  };
  if (typeof value === "string") value.split(/\r?\n/).forEach(visit);
  else visit(value);
  return { lines, sections };
}

function hasItems(value: unknown): boolean {
  return itemLines(value).lines.length > 0;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string" || typeof item === "number").map(String);
  if (typeof value === "string") return value.split(/[,;]/);
  return [];
}

interface BodyParts {
  description: string;
  notes: string;
  ingredients: { lines: string[]; sections: RecipeSection[] };
  directions: { lines: string[]; sections: RecipeSection[] };
}

/** The markdown body: the lists under "Ingredients"/"Directions" headings, and the text around them. */
function readBody(body: string): BodyParts {
  const parts: BodyParts = {
    description: "",
    notes: "",
    ingredients: { lines: [], sections: [] },
    directions: { lines: [], sections: [] },
  };
  type Part = "description" | "ingredients" | "directions" | "notes";
  let part: Part = "description";
  let level = 0;
  const prose: Record<"description" | "notes", string[]> = { description: [], notes: [] };
  let paragraph: string[] = [];
  let inItem = false;
  const endParagraph = () => {
    if (paragraph.length > 0 && part === "directions") parts.directions.lines.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
    if (heading) {
      endParagraph();
      inItem = false;
      const title = plainMarkdown(heading[2]!);
      const depth = heading[1]!.length;
      if (INGREDIENTS_HEADING.test(title)) [part, level] = ["ingredients", depth];
      else if (DIRECTIONS_HEADING.test(title)) [part, level] = ["directions", depth];
      else if (NOTES_HEADING.test(title)) [part, level] = ["notes", depth];
      else if ((part === "ingredients" || part === "directions") && depth > level) {
        parts[part].sections.push({ title, start: parts[part].lines.length });
      } else {
        [part, level] = ["notes", depth];
        prose.notes.push(title);
      }
      continue;
    }
    const item = /^(?:[-*+]|\d{1,2}[.)])\s+(.*)$/.exec(line);
    if (part === "ingredients" || part === "directions") {
      const lines = parts[part].lines;
      if (item) {
        endParagraph();
        lines.push(item[1]!);
      } else if (line && inItem) {
        // A line right under a list item, not itself an item, continues it.
        lines[lines.length - 1] = `${lines[lines.length - 1]} ${line}`;
      } else if (line && part === "directions") paragraph.push(line);
      else endParagraph();
      inItem = (item !== null || inItem) && line !== "";
    } else prose[part].push(raw);
  }
  endParagraph();
  parts.description = plainMarkdown(prose.description.join("\n")).trim();
  parts.notes = plainMarkdown(prose.notes.join("\n")).trim();
  return parts;
}

/** Markdown emphasis, links and code marks removed ("**Mix** [well](…)" → "Mix well"). */
function plainMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** "2019-05-01-tarte-aux-pommes.md" → "Tarte aux pommes". */
function titleFromFileName(path: string): string {
  const words = baseNameOf(path)
    .replace(/^\d{4}-\d{2}-\d{2}-/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** The photo `image:` names: beside the file, else anywhere in the upload under that name (Jekyll's images/). */
function photoFor(entries: ImportEntry[], from: string, reference: string): ImportEntry | undefined {
  const beside = entryAt(entries, from, reference);
  if (beside) return beside;
  const wanted = reference.replace(/^\.?\//, "").toLowerCase();
  const name = fileName(wanted);
  const photos = entries.filter((entry) => (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(entry.path)));
  return (
    photos.find((entry) => entry.path.toLowerCase().endsWith(`/${wanted}`)) ??
    photos.find((entry) => entry.path.toLowerCase().endsWith(`images/${wanted}`)) ??
    photos.find((entry) => fileName(entry.path).toLowerCase() === name)
  );
}
