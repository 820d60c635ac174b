/**
 * Cooklang recipes (https://cooklang.org/docs/spec/): one `.cook` text file a recipe, alone or many
 * in a zip of folders. Steps are paragraphs whose text marks ingredients (`@flour{250%g}`,
 * `@salt`, `@olive oil{}`, `@onion{1}(chopped)`), cookware (`#pan`, `#frying pan{}`) and timers
 * (`~{10%minutes}`, `~rest{1%hour}`); `--` and `[- -]` are comments, `== Dough ==` starts a
 * section, `> text` is a note, and metadata comes as `>> key: value` lines or YAML front matter.
 * The reader gives the steps as plain text ("Add the flour") and builds the ingredient lines from
 * the references in order ("250 g flour"), adding up repeats of the same unit. A photo with the
 * same base name beside the file (Soup.cook, Soup.jpg) comes along.
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
  folderOf,
  httpUrl,
  isSystemFile,
  minutesFrom,
  PHOTO_EXTENSIONS,
  safely,
  ratingFrom,
  type ReaderResult,
  servingsFrom,
  uniqueTags,
} from "./reader-support";

function isCookFile(entry: ImportEntry): boolean {
  return extensionOf(entry.path) === "cook" && !isSystemFile(entry.path);
}

export const cooklangFormat: CollectionFormat = fileFormat("Cooklang", isCookFile, (entry, entries) =>
  safely(entry.path, () => readFile(entry, entries)),
);

function readFile(entry: ImportEntry, entries: ImportEntry[]): ReaderResult {
  let parsed: CooklangRecipe;
  try {
    parsed = parseCooklang(decodeText(entry.bytes));
  } catch (error) {
    return { name: entry.path, reason: `This Cooklang file could not be read (${errorText(error)}).` };
  }
  const meta = parsed.metadata;
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = meta[key];
      if (typeof value === "string" || typeof value === "number") {
        if (String(value).trim()) return String(value).trim();
      }
    }
    return "";
  };
  const source = meta.source;
  const sourceMap = source && typeof source === "object" && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  const time = meta.time && typeof meta.time === "object" ? (meta.time as Record<string, unknown>) : {};
  const image = text("image", "picture");
  // A photo beside the file with its name, else the file the `image` metadata names.
  const photo = photoBeside(entries, entry.path) ?? (image && !httpUrl(image) ? entryAt(entries, entry.path, image) : undefined);
  const recipe: CollectionRecipe = {
    title: text("title") || baseNameOf(entry.path),
    description: text("description", "introduction") || undefined,
    ingredients: parsed.ingredients,
    ingredientSections: parsed.ingredientSections,
    instructions: parsed.steps,
    instructionSections: parsed.sections,
    servings: servingsFrom(text("servings", "serves", "yield")),
    prepTime: minutesFrom(text("prep time", "prep_time", "prep-time", "preptime", "time.prep")) ?? minutesFrom(time.prep),
    cookTime: minutesFrom(text("cook time", "cook_time", "cook-time", "cooktime", "time.cook")) ?? minutesFrom(time.cook),
    totalTime: minutesFrom(text("time required", "total time", "duration", "time", "total_time")) ?? minutesFrom(time.total),
    tags: uniqueTags([...listOf(meta.tags), ...listOf(meta.course), ...listOf(meta.cuisine), ...listOf(meta.diet)]),
    author: text("author", "source.author") || (typeof sourceMap.author === "string" ? sourceMap.author : undefined),
    sourceUrl: httpUrl(text("source", "source.url", "url")) ?? httpUrl(sourceMap.url),
    notes: parsed.notes.join("\n\n") || undefined,
    rating: ratingFrom(text("rating")),
    photo: photo ? { bytes: photo.bytes, name: fileName(photo.path) } : undefined,
    photoUrl: httpUrl(image),
  };
  return checkedRecipe(entry.path, recipe);
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string" || typeof item === "number").map(String);
  if (typeof value === "string") return value.split(",");
  return [];
}

/** The photo beside a recipe: same folder, same base name, an image extension (case ignored). */
function photoBeside(entries: ImportEntry[], path: string): ImportEntry | undefined {
  const folder = folderOf(path).toLowerCase();
  const base = baseNameOf(path).toLowerCase();
  return entries.find(
    (entry) =>
      folderOf(entry.path).toLowerCase() === folder &&
      baseNameOf(entry.path).toLowerCase() === base &&
      (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(entry.path)),
  );
}

export interface CooklangRecipe {
  metadata: Record<string, unknown>;
  /** Ingredient lines in the order first used, repeats added up ("250 g flour"). */
  ingredients: string[];
  ingredientSections: RecipeSection[];
  /** Steps as plain text, one a paragraph. */
  steps: string[];
  sections: RecipeSection[];
  notes: string[];
}

interface Amount {
  quantity: string;
  unit: string;
}

interface IngredientUse {
  name: string;
  amounts: Amount[];
  notes: string[];
  optional: boolean;
}

/** Parses Cooklang text; throws only when the YAML front matter is not valid YAML. */
export function parseCooklang(source: string): CooklangRecipe {
  let text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const metadata: Record<string, unknown> = {};
  const frontMatter = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (frontMatter) {
    let data: unknown;
    try {
      data = parseYaml(frontMatter[1]!);
    } catch (error) {
      throw new Error(`its front matter is not valid YAML: ${errorText(error)}`);
    }
    if (data && typeof data === "object" && !Array.isArray(data)) {
      for (const [key, value] of Object.entries(data)) metadata[key.toLowerCase()] = value;
    }
    text = text.slice(frontMatter[0].length);
  }
  // Block comments go, keeping their line breaks so paragraphs stay apart.
  text = text.replace(/\[-[\s\S]*?-\]/g, (comment) => comment.replace(/[^\n]/g, ""));

  const recipe: CooklangRecipe = { metadata, ingredients: [], ingredientSections: [], steps: [], sections: [], notes: [] };
  let uses = new Map<string, IngredientUse>();
  let paragraph: string[] = [];
  const endSectionIngredients = () => {
    for (const use of uses.values()) recipe.ingredients.push(ingredientLine(use));
    uses = new Map();
  };
  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const step = renderStep(paragraph.join(" "), uses);
    if (step) recipe.steps.push(step);
    paragraph = [];
  };

  for (const rawLine of text.split("\n")) {
    const line = withoutLineComment(rawLine).trim();
    const meta = /^>>\s*([^:]+?)\s*:\s*(.*)$/.exec(line);
    if (meta) {
      endParagraph();
      metadata[meta[1]!.toLowerCase()] = meta[2]!.trim();
      continue;
    }
    if (line.startsWith(">")) {
      endParagraph();
      // Marks in a note are shown as text; they add nothing to the ingredient list.
      const note = renderStep(line.replace(/^>\s*/, ""), new Map());
      if (note) recipe.notes.push(note);
      continue;
    }
    const section = /^=+\s*(.*?)\s*=*$/.exec(line);
    if (section) {
      endParagraph();
      endSectionIngredients();
      const title = section[1]!.trim();
      if (title) {
        recipe.sections.push({ title, start: recipe.steps.length });
        recipe.ingredientSections.push({ title, start: recipe.ingredients.length });
      }
      continue;
    }
    // A blank line ends a step; a line that held only a comment does not.
    if (line !== "") paragraph.push(line);
    else if (rawLine.trim() === "") endParagraph();
  }
  endParagraph();
  endSectionIngredients();
  // A section that named no ingredient has no heading in the ingredient list.
  recipe.ingredientSections = recipe.ingredientSections.filter(
    (heading, index, all) => heading.start < (all[index + 1]?.start ?? recipe.ingredients.length),
  );
  return recipe;
}

/** A line without its `--` comment (to the end of the line). */
function withoutLineComment(line: string): string {
  const at = line.indexOf("--");
  if (at < 0) return line;
  return line.slice(0, at);
}

// Sticky patterns, matched at a position of the step (no copying of the rest of the text).
const INGREDIENT_MODIFIERS = /[@&?+-]*/y;
const COOKWARE_MODIFIERS = /[&?+-]*/y;
const BACK_REFERENCE = /\([=~]*\d+\)/y;
const WORD = /[\p{L}\p{M}\p{N}_]+/uy;
/** A name of several words, up to a `{` on the same step, not crossing another mark or a sentence end. */
const MULTIWORD = /([^{}@#~.,;:!?\n]*?)\{([^{}]*)\}/y;
const PREPARATION = /\(([^)]*)\)/y;

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * One step as plain text: ingredients and cookware by name, timers as their amount
 * ("Bake for 25 minutes"). Ingredient references are added to `uses` in order.
 */
function renderStep(step: string, uses: Map<string, IngredientUse>): string {
  let out = "";
  let i = 0;
  while (i < step.length) {
    const mark = step[i]!;
    if (mark !== "@" && mark !== "#" && mark !== "~") {
      out += mark;
      i += 1;
      continue;
    }
    let at = i + 1;
    const modifierPattern = mark === "@" ? INGREDIENT_MODIFIERS : mark === "#" ? COOKWARE_MODIFIERS : undefined;
    const modifiers = modifierPattern ? (matchAt(modifierPattern, step, at)?.[0] ?? "") : "";
    at += modifiers.length;
    // Cooklang's extension for references to an earlier step's result: @&(~1)dough{}.
    const backReference = matchAt(BACK_REFERENCE, step, at);
    if (backReference) at += backReference[0].length;
    let name: string;
    let amount: string | undefined;
    const multi = matchAt(MULTIWORD, step, at);
    if (multi && (multi[1]!.trim() !== "" || mark === "~")) {
      name = multi[1]!.trim();
      amount = multi[2]!;
      at += multi[0].length;
    } else {
      const word = matchAt(WORD, step, at);
      if (!word) {
        out += mark;
        i += 1;
        continue;
      }
      name = word[0];
      at += word[0].length;
    }
    let note = "";
    if (mark === "@") {
      const preparation = matchAt(PREPARATION, step, at);
      if (preparation) {
        note = preparation[1]!.trim();
        at += preparation[0].length;
      }
    }
    const parsedAmount = amount === undefined ? undefined : amountOf(amount);
    if (mark === "@") {
      if (!modifiers.includes("-") && !backReference) addUse(uses, name, parsedAmount, note, modifiers.includes("?"));
      out += name;
    } else if (mark === "#") out += name;
    else out += parsedAmount?.quantity ? [parsedAmount.quantity, parsedAmount.unit].filter(Boolean).join(" ") : name;
    i = at;
  }
  return out
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
}

function amountOf(text: string): Amount {
  const [quantity = "", ...unit] = text.split("%");
  return { quantity: quantity.replace(/\*\s*$/, "").trim(), unit: unit.join("%").trim() };
}

function addUse(uses: Map<string, IngredientUse>, name: string, amount: Amount | undefined, note: string, optional: boolean) {
  const key = name.toLocaleLowerCase();
  let use = uses.get(key);
  if (!use) {
    use = { name, amounts: [], notes: [], optional };
    uses.set(key, use);
  }
  if (amount && (amount.quantity || amount.unit)) use.amounts.push(amount);
  if (note && use.notes.length < 5 && !use.notes.includes(note)) use.notes.push(note);
  use.optional &&= optional;
}

/** "250 g flour", "2 eggs", "salt", "1 onion, chopped"; amounts of one unit are added up. */
function ingredientLine(use: IngredientUse): string {
  const byUnit = new Map<string, Amount[]>();
  for (const amount of use.amounts) {
    const key = amount.unit.toLocaleLowerCase();
    const same = byUnit.get(key);
    if (same) same.push(amount);
    else byUnit.set(key, [amount]);
  }
  const parts: string[] = [];
  for (const amounts of byUnit.values()) {
    const numbers = amounts.map((amount) => numberOf(amount.quantity));
    if (amounts.length > 1 && numbers.every((n) => n !== undefined)) {
      const total = numbers.reduce<number>((sum, n) => sum + n!, 0);
      parts.push(amountText({ quantity: formatNumber(total), unit: amounts[0]!.unit }));
    } else for (const amount of amounts) parts.push(amountText(amount));
  }
  const amountPart = parts.filter(Boolean).join(" + ");
  const line = [amountPart, use.name].filter(Boolean).join(" ");
  const notes = [...use.notes, ...(use.optional ? ["optional"] : [])];
  return notes.length > 0 ? `${line}, ${notes.join("; ")}` : line;
}

function amountText(amount: Amount): string {
  return [amount.quantity, amount.unit].filter(Boolean).join(" ");
}

/** "2", "1.5", "2,5", "1/2", "1 1/2" → a number; anything else (ranges, words) → undefined. */
function numberOf(text: string): number | undefined {
  const value = text.trim().replace(",", ".");
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const fraction = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(value);
  if (fraction && Number(fraction[3]) !== 0) return Number(fraction[1] ?? 0) + Number(fraction[2]) / Number(fraction[3]);
  return undefined;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
