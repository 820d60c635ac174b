/**
 * Reads the schema.org Recipe a web page carries, with a real HTML parser (parse5, the WHATWG
 * parsing algorithm browsers use): JSON-LD first (an object, a list, an `@graph`, or nested in
 * another node such as a WebPage's mainEntity; `@type` a string or a list; `@id` references
 * followed), then microdata (itemscope/itemtype schema.org/Recipe, itemprop) as the fallback. The
 * result is mapped to the recipe form's fields within the form's limits (app/domain/recipes/recipe-import.ts).
 */
import { decodeHTML } from "entities";
import { jsonrepair } from "jsonrepair";
import { parse, parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import type { RecipeSection } from "~/domain/import/collection";
import {
  clampInt,
  durationMinutes,
  FORM_LIMITS,
  guessDifficulty,
  hasLetter,
  isSectionHeading,
  limitSteps,
  sectionTitle,
  splitRunTogetherSteps,
  tagsFrom,
  truncate,
  yieldServings,
  type ImportedRecipe,
} from "~/domain/recipes/recipe-import";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** A JSON-LD value, or a microdata item turned into the same shape. */
export type SchemaValue = string | number | boolean | null | SchemaNode | SchemaValue[];
export interface SchemaNode {
  [key: string]: SchemaValue | undefined;
}

// ---------------------------------------------------------------------------------------------
// The HTML tree

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function childrenOf(node: Node): Node[] {
  if (node.nodeName === "template") return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  return "childNodes" in node ? (node as ParentNode).childNodes : [];
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function* elements(root: Node): Generator<Element> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) yield node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
const SKIPPED = new Set(["script", "style", "template", "noscript", "svg", "button"]);

/**
 * The text a reader sees in a node: block elements and <br> become line breaks. With `rendered`,
 * line breaks in the page's source are spaces, as a browser shows them (microdata values are often
 * split over several source lines: "6" / "oz." / "Mushrooms"); without it they are kept (a JSON-LD
 * string's own line breaks separate its lines).
 */
function textOf(node: Node, rendered = false): string {
  const parts: string[] = [];
  let inPre = 0;
  const walk = (current: Node) => {
    if (current.nodeName === "#text") {
      const value = (current as DefaultTreeAdapterTypes.TextNode).value;
      parts.push(rendered && inPre === 0 ? value.replace(/[\r\n\t]+/g, " ") : value);
      return;
    }
    if (!isElement(current) && current.nodeName !== "#document-fragment") return;
    if (isElement(current) && SKIPPED.has(current.tagName)) return;
    const block = isElement(current) && BLOCKS.has(current.tagName);
    if (block) parts.push("\n");
    const pre = isElement(current) && current.tagName === "pre";
    if (pre) inPre++;
    for (const child of childrenOf(current)) walk(child);
    if (pre) inPre--;
    if (block) parts.push("\n");
  };
  walk(node);
  return parts.join("");
}

const LEFT_ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});/i;

/**
 * Plain text from a value that may hold HTML and entities (JSON-LD often carries "&amp;#39;" or
 * "<p>…</p>"): parsed as an HTML fragment, entities decoded (twice when a site encoded them twice),
 * spaces collapsed. With `lines`, block elements and line breaks separate lines.
 */
export function cleanText(value: string, lines = false): string {
  let text = value;
  if (text.includes("<") || text.includes("&")) text = textOf(parseFragment(text));
  if (LEFT_ENTITY.test(text)) text = decodeHTML(text);
  const rows = text
    .replace(/\u00a0/g, " ")
    .split(/\r?\n|\r/)
    .map((row) => row.replace(/\s+/g, " ").trim())
    .filter((row) => row.length > 0);
  return lines ? rows.join("\n") : rows.join(" ");
}

// ---------------------------------------------------------------------------------------------
// JSON-LD

/** "schema:name" and "http://schema.org/name" are "name". */
function localName(key: string): string {
  return key.replace(/^(https?:\/\/schema\.org\/|schema:)/i, "");
}

function normalise(value: unknown, depth = 0): SchemaValue {
  if (depth > 40) return null;
  if (Array.isArray(value)) return value.map((item) => normalise(item, depth + 1));
  if (value && typeof value === "object") {
    const node: SchemaNode = {};
    for (const [key, item] of Object.entries(value)) node[localName(key)] = normalise(item, depth + 1);
    return node;
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return null;
}

function isNode(value: SchemaValue | undefined): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(node: SchemaNode): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === "string").map((t) => localName(t).toLowerCase());
}

function isRecipe(node: SchemaNode): boolean {
  return typesOf(node).includes("recipe");
}

/** Every node inside a JSON-LD value (depth first), so a Recipe is found wherever it sits. */
function allNodes(value: SchemaValue, found: SchemaNode[] = [], depth = 0): SchemaNode[] {
  if (depth > 40) return found;
  if (Array.isArray(value)) for (const item of value) allNodes(item, found, depth + 1);
  else if (isNode(value)) {
    found.push(value);
    for (const item of Object.values(value)) if (item !== undefined) allNodes(item, found, depth + 1);
  }
  return found;
}

function jsonLdBlocks(document: Node): SchemaValue[] {
  const blocks: SchemaValue[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== "script") continue;
    const type = (attr(element, "type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/ld+json") continue;
    const source = element.childNodes
      .map((child) => (child.nodeName === "#text" ? (child as DefaultTreeAdapterTypes.TextNode).value : ""))
      .join("");
    const value = parseJsonLeniently(source);
    // A block nothing can read is skipped; another block or the microdata may still hold the recipe.
    if (value !== undefined) blocks.push(normalise(value));
  }
  return blocks;
}

/**
 * JSON as pages write it: strict JSON first, then, for what browsers' JSON.parse refuses but sites
 * publish anyway (raw line breaks or tabs inside strings, trailing commas, comments, single quotes,
 * a CDATA section or HTML comment around or inside the block), repaired by jsonrepair.
 */
export function parseJsonLeniently(source: string): unknown {
  const text = source
    .trim()
    // CDATA markers, often behind a JavaScript comment ("//<![CDATA[" … "//]]>").
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, "")
    .replace(/(?:\/\/\s*)?\]\]>$/, "")
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    // Not strict JSON: repaired below.
  }
  const cleaned = text
    // An HTML comment around the block, then any comment left between values.
    .replace(/^<!--/, "")
    .replace(/-->$/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[|\]\]>/g, "")
    .trim();
  try {
    return JSON.parse(jsonrepair(cleaned));
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Microdata

const URL_PROPERTIES: Record<string, string> = {
  a: "href",
  area: "href",
  link: "href",
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  embed: "src",
  iframe: "src",
  track: "src",
  object: "data",
};

function microdataValue(element: Element): SchemaValue {
  if (attr(element, "itemscope") !== undefined) return microdataItem(element);
  const content = attr(element, "content");
  if (content !== undefined) return content;
  const urlAttribute = URL_PROPERTIES[element.tagName];
  if (urlAttribute) return attr(element, urlAttribute) ?? "";
  if (element.tagName === "time") return attr(element, "datetime") ?? textOf(element, true);
  if (element.tagName === "data" || element.tagName === "meter") return attr(element, "value") ?? "";
  // Instructions and ingredients written as a list in one property: one value per item.
  const items = [...elements(element)].filter((e) => e !== element && (e.tagName === "li" || e.tagName === "p"));
  if (items.length > 1 && attr(element, "itemprop")?.split(/\s+/).includes("recipeInstructions")) {
    return items.map((item) => textOf(item, true));
  }
  return textOf(element, true);
}

const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"]);
/** Headings that name the list itself, not a part of it. */
const LIST_HEADING =
  /^(ingredients?|instructions?|directions?|method|preparation|steps|zutaten|zubereitung|ingrédients|préparation|ingredientes|preparación|elaboración|ingredienti|procedimento|preparazione|bereiding|ingrediënten)\s*:?$/i;
/** Where microdata keeps the headings met before a property's values ({title, start} by value). */
const SECTION_KEYS: Record<string, string> = {
  recipeIngredient: "@ingredientSections",
  ingredients: "@ingredientSections",
  recipeInstructions: "@instructionSections",
};

/** The properties of one item: descendants with itemprop, not looking inside nested items. */
function microdataItem(scope: Element): SchemaNode {
  const node: SchemaNode = {};
  const itemtype = attr(scope, "itemtype");
  if (itemtype) node["@type"] = itemtype.split(/\s+/).filter(Boolean);
  // A heading (h2–h6, not itself a property) waits for the next ingredient or step it names.
  let heading: string | null = null;
  const visit = (parent: Node) => {
    for (const child of childrenOf(parent)) {
      if (!isElement(child)) continue;
      const names = attr(child, "itemprop")?.split(/\s+/).filter(Boolean) ?? [];
      if (names.length === 0 && HEADINGS.has(child.tagName)) {
        const title = sectionTitle(cleanText(textOf(child, true)));
        heading = title && !LIST_HEADING.test(title) ? title : null;
        continue;
      }
      const sectionKey = names.map((name) => SECTION_KEYS[localName(name)]).find(Boolean);
      if (sectionKey && heading) {
        const key = localName(names.find((name) => SECTION_KEYS[localName(name)])!);
        const count = node[key] === undefined ? 0 : Array.isArray(node[key]) ? (node[key] as SchemaValue[]).length : 1;
        const sections = (node[sectionKey] as SchemaValue[] | undefined) ?? [];
        node[sectionKey] = [...sections, { title: heading, start: count }];
        heading = null;
      }
      if (names.length > 0) {
        const value = microdataValue(child);
        for (const name of names) {
          const key = localName(name);
          const existing = node[key];
          const values = Array.isArray(value) ? value : [value];
          node[key] =
            existing === undefined
              ? values.length === 1
                ? values[0]!
                : values
              : [...(Array.isArray(existing) ? existing : [existing]), ...values];
        }
      }
      if (attr(child, "itemscope") === undefined) visit(child);
    }
  };
  visit(scope);
  return node;
}

function microdataRecipes(document: Node): SchemaNode[] {
  const recipes: SchemaNode[] = [];
  for (const element of elements(document)) {
    if (attr(element, "itemscope") === undefined) continue;
    const types = (attr(element, "itemtype") ?? "").split(/\s+/);
    if (types.some((type) => /^https?:\/\/schema\.org\/Recipe\/?$/i.test(type))) recipes.push(microdataItem(element));
  }
  return recipes;
}

// ---------------------------------------------------------------------------------------------
// From a Recipe node to the form

function list(value: SchemaValue | undefined): SchemaValue[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

class Reader {
  private readonly byId = new Map<string, SchemaNode>();

  constructor(
    nodes: SchemaNode[],
    private readonly pageUrl: string,
  ) {
    for (const node of nodes) {
      const id = node["@id"];
      // The fullest node wins when an id is both defined and referred to.
      if (typeof id === "string" && Object.keys(node).length > (this.byId.get(id) ? Object.keys(this.byId.get(id)!).length : 1)) {
        this.byId.set(id, node);
      }
    }
  }

  /** Follows {"@id": …} references to the node they name. */
  deref(value: SchemaValue | undefined): SchemaValue | undefined {
    if (isNode(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) {
      return this.byId.get(value["@id"]) ?? value;
    }
    return value;
  }

  text(value: SchemaValue | undefined, lines = false): string {
    const resolved = this.deref(value);
    if (typeof resolved === "string") return cleanText(resolved, lines);
    if (typeof resolved === "number") return String(resolved);
    if (Array.isArray(resolved)) return resolved.map((item) => this.text(item, lines)).find((t) => t.length > 0) ?? "";
    if (isNode(resolved)) return this.text(resolved.name ?? resolved.text ?? resolved["@value"], lines);
    return "";
  }

  texts(value: SchemaValue | undefined): string[] {
    return list(this.deref(value)).flatMap((item) => {
      const resolved = this.deref(item);
      if (Array.isArray(resolved)) return this.texts(resolved);
      const text = this.text(resolved);
      return text ? [text] : [];
    });
  }

  absoluteUrl(value: string): string {
    try {
      const url = new URL(value.trim(), this.pageUrl);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : "";
    } catch {
      return "";
    }
  }

  image(value: SchemaValue | undefined): string {
    for (const item of list(this.deref(value))) {
      const resolved = this.deref(item);
      const candidate =
        typeof resolved === "string"
          ? resolved
          : isNode(resolved)
            ? this.image(resolved.url ?? resolved.contentUrl ?? resolved.thumbnailUrl)
            : Array.isArray(resolved)
              ? this.image(resolved)
              : "";
      const url = candidate ? this.absoluteUrl(decodeHTML(candidate)) : "";
      if (url) return url;
    }
    return "";
  }

  /**
   * Ingredient lines in order, from strings (one line each, or several lines in one string), nodes,
   * and groups (a list in a list, or a named group such as {"name": "For the sauce",
   * "itemListElement": […]}): every line of every group is kept, and a group's name, or a line such
   * as "For the sauce:", becomes a section heading. `marks` are headings microdata found before
   * the top-level value of the same index.
   */
  ingredients(value: SchemaValue | undefined, marks: RecipeSection[] = []): Lines {
    const out = new LineCollector();
    list(this.deref(value)).forEach((item, index) => {
      for (const mark of marks) if (mark.start === index) out.heading(mark.title);
      this.collectIngredients(item, out, 0);
    });
    return out.result();
  }

  private collectIngredients(value: SchemaValue | undefined, out: LineCollector, depth: number): void {
    if (depth > 8) return;
    const resolved = this.deref(value);
    if (typeof resolved === "string") {
      for (const line of cleanText(resolved, true).split("\n")) {
        if (isSectionHeading(line)) out.heading(sectionTitle(line));
        else if (hasLetter(line)) out.line(line.trim());
      }
      return;
    }
    if (Array.isArray(resolved)) {
      for (const item of resolved) this.collectIngredients(item, out, depth + 1);
      return;
    }
    if (!isNode(resolved)) return;
    const nested = resolved.itemListElement ?? resolved.recipeIngredient ?? resolved.ingredients ?? resolved.itemList;
    if (nested !== undefined) {
      const title = this.text(resolved.name ?? resolved.title);
      if (title) out.heading(sectionTitle(title));
      this.collectIngredients(nested, out, depth + 1);
      return;
    }
    const text = this.text(resolved.text ?? resolved.name ?? resolved["@value"] ?? resolved.value);
    if (hasLetter(text)) out.line(text);
  }

  /**
   * Steps in order, from strings, HowToStep, HowToSection (its name a section heading) and
   * ItemList; steps a page ran together are split, and lines without a letter dropped.
   */
  steps(value: SchemaValue | undefined, marks: RecipeSection[] = []): Lines {
    const out = new LineCollector();
    list(this.deref(value)).forEach((item, index) => {
      for (const mark of marks) if (mark.start === index) out.heading(mark.title);
      this.collectSteps(item, out, 0);
    });
    return out.result();
  }

  private collectSteps(value: SchemaValue | undefined, out: LineCollector, depth: number): void {
    if (depth > 8) return;
    const resolved = this.deref(value);
    const add = (text: string) => {
      for (const step of splitRunTogetherSteps(text)) if (hasLetter(step) && !BARE_STEP_LABEL.test(step)) out.line(step);
    };
    if (typeof resolved === "string") {
      for (const line of cleanText(resolved, true).split("\n")) add(line);
      return;
    }
    if (Array.isArray(resolved)) {
      for (const item of resolved) this.collectSteps(item, out, depth + 1);
      return;
    }
    if (!isNode(resolved)) return;
    const nested = resolved.itemListElement ?? resolved.steps ?? resolved.step;
    if (nested !== undefined) {
      const types = typesOf(resolved);
      const title = types.includes("howtostep") ? "" : this.text(resolved.name);
      if (title) out.heading(sectionTitle(title));
      this.collectSteps(nested, out, depth + 1);
      return;
    }
    add(this.text(resolved.text ?? resolved.name ?? resolved.description));
  }

  author(value: SchemaValue | undefined): string {
    for (const item of list(this.deref(value))) {
      const name = this.text(item);
      if (name) return truncate(name, FORM_LIMITS.author);
    }
    return "";
  }
}

/** A line that only labels a step ("Step 3", "Schritt 2"). */
const BARE_STEP_LABEL = /^(?:step|schritt|étape|etape|paso|passo|stap)\s*\d{1,2}\s*[.:)]?$/i;

/** Lines in order, with the headings placed among them. */
interface Lines {
  lines: string[];
  sections: RecipeSection[];
}

class LineCollector {
  private readonly lines: string[] = [];
  private readonly sections: RecipeSection[] = [];

  line(text: string): void {
    this.lines.push(text);
  }

  /** A heading before the next line (two headings in a row: the later one names the lines). */
  heading(title: string): void {
    if (!title) return;
    const last = this.sections.at(-1);
    if (last && last.start === this.lines.length) last.title = title;
    else this.sections.push({ title, start: this.lines.length });
  }

  result(): Lines {
    return { lines: this.lines, sections: this.sections.filter((section) => section.start < this.lines.length) };
  }
}

/** Sections within the first `count` lines, or undefined when there are none. */
function sectionsWithin(sections: RecipeSection[], count: number): RecipeSection[] | undefined {
  const kept = sections
    .filter((section) => section.start < count)
    .map((section) => ({ ...section, title: truncate(section.title, 100) }));
  return kept.length > 0 ? kept : undefined;
}

function marksOf(value: SchemaValue | undefined): RecipeSection[] {
  return list(value).flatMap((item) =>
    isNode(item) && typeof item.title === "string" && typeof item.start === "number"
      ? [{ title: item.title, start: item.start }]
      : [],
  );
}

function toDraft(recipe: SchemaNode, reader: Reader, pageUrl: string, pageImage: string): ImportedRecipe {
  const title = truncate(reader.text(recipe.name) || reader.text(recipe.headline), FORM_LIMITS.title);
  const description = truncate(reader.text(recipe.description), FORM_LIMITS.description);
  const total = durationMinutes(reader.text(recipe.totalTime));
  const prep = durationMinutes(reader.text(recipe.prepTime));
  const cook = durationMinutes(reader.text(recipe.cookTime));
  const minutes = total ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  const servings = yieldServings(
    list(recipe.recipeYield ?? recipe.yield).map((item) => {
      const resolved = reader.deref(item);
      return typeof resolved === "string" ? reader.text(resolved) : resolved;
    }),
  );
  const ingredientLines = reader.ingredients(
    recipe.recipeIngredient ?? recipe.ingredients,
    marksOf(recipe["@ingredientSections"]),
  );
  const ingredients = ingredientLines.lines.slice(0, FORM_LIMITS.ingredientsMax);
  const stepLines = reader.steps(recipe.recipeInstructions, marksOf(recipe["@instructionSections"]));
  const steps = stepLines.lines;
  const instructions = limitSteps(steps, FORM_LIMITS.instructionsMax);
  const ingredientSections = sectionsWithin(ingredientLines.sections, ingredients.length);
  const instructionSections = sectionsWithin(stepLines.sections, instructions.length);
  const keywords = reader.texts(recipe.keywords);
  const tags = tagsFrom([...keywords, ...reader.texts(recipe.recipeCategory), ...reader.texts(recipe.recipeCuisine)]);
  const stated = reader.text(recipe.difficulty ?? recipe.proficiencyLevel ?? recipe.educationalLevel);
  return {
    title,
    description,
    imageUrl: reader.image(recipe.image) || pageImage,
    cookTime: clampInt(minutes, 1, FORM_LIMITS.cookTimeMax),
    servings: clampInt(servings, 1, FORM_LIMITS.servingsMax),
    difficulty: guessDifficulty({ stated, minutes, ingredients: ingredients.length, steps: steps.length }),
    ingredients,
    instructions,
    tags,
    author: reader.author(recipe.author ?? recipe.creator),
    sourceUrl: pageUrl,
    ...(ingredientSections ? { ingredientSections } : {}),
    ...(instructionSections ? { instructionSections } : {}),
  };
}

function pageImageOf(document: Node, reader: Reader): string {
  for (const element of elements(document)) {
    if (element.tagName !== "meta") continue;
    const key = attr(element, "property") ?? attr(element, "name");
    if (key === "og:image" || key === "twitter:image") {
      const url = reader.absoluteUrl(attr(element, "content") ?? "");
      if (url) return url;
    }
  }
  return "";
}

/** The richest recipe first: the one with the most ingredients and steps. */
function bestOf(recipes: SchemaNode[]): SchemaNode | undefined {
  const size = (r: SchemaNode) => list(r.recipeIngredient ?? r.ingredients).length + list(r.recipeInstructions).length;
  return [...recipes].sort((a, b) => size(b) - size(a))[0];
}

/** Where the recipe on a page was found, for tests and logs. */
export type RecipeSource = "json-ld" | "microdata";

/** The recipe on an HTML page, or null when it carries none. `pageUrl` resolves relative image addresses. */
export function readRecipePage(html: string, pageUrl: string): { recipe: ImportedRecipe; source: RecipeSource } | null {
  const document = parse(html);
  const jsonNodes = jsonLdBlocks(document).flatMap((block) => allNodes(block));
  const fromJson = bestOf(jsonNodes.filter(isRecipe));
  const microdata = fromJson ? [] : microdataRecipes(document);
  const recipe = fromJson ?? bestOf(microdata);
  if (!recipe) return null;
  const reader = new Reader(fromJson ? jsonNodes : microdata.flatMap((m) => allNodes(m)), pageUrl);
  const draft = toDraft(recipe, reader, pageUrl, pageImageOf(document, reader));
  // A node typed Recipe that says nothing a form could use is no recipe.
  if (!draft.title && draft.ingredients.length === 0 && draft.instructions.length === 0) return null;
  return { recipe: draft, source: fromJson ? "json-ld" : "microdata" };
}

/** Most characters of a page's text sent to a model: a recipe page's text is rarely longer. */
export const VISIBLE_TEXT_MAX = 20_000;

const CHROME = new Set(["nav", "footer", "aside", "form", "select", "iframe"]);

/**
 * The text a person reads on a page (its title, then its body without scripts, styles, navigation,
 * footers and forms), one block a line, at most VISIBLE_TEXT_MAX characters: what a model reads
 * when the page carries no recipe data.
 */
export function visibleText(html: string): string {
  const document = parse(html);
  let title = "";
  let body: Element | undefined;
  for (const element of elements(document)) {
    if (element.tagName === "title" && !title) title = cleanText(textOf(element, true));
    if (element.tagName === "body") body = element;
  }
  const strip = (node: Node) => {
    if (!("childNodes" in node)) return;
    const parent = node as ParentNode;
    parent.childNodes = parent.childNodes.filter((child) => !(isElement(child) && CHROME.has(child.tagName)));
    for (const child of parent.childNodes) strip(child);
  };
  if (body) strip(body);
  const text = cleanText(textOf(body ?? document, true), true);
  return truncate([title, text].filter(Boolean).join("\n"), VISIBLE_TEXT_MAX);
}
