/**
 * Reads the schema.org Recipe a web page carries, with a real HTML parser (parse5, the WHATWG
 * parsing algorithm browsers use): JSON-LD first (an object, a list, an `@graph`, or nested in
 * another node such as a WebPage's mainEntity; `@type` a string or a list; `@id` references
 * followed), then microdata (itemscope/itemtype schema.org/Recipe, itemprop) as the fallback. The
 * result is mapped to the recipe form's fields within the form's limits (app/domain/recipes/recipe-import.ts).
 */
import { decodeHTML } from "entities";
import { parse, parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import {
  clampInt,
  durationMinutes,
  FORM_LIMITS,
  guessDifficulty,
  limitSteps,
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

/** The text a reader sees in a node: block elements and <br> become line breaks. */
function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeName === "#text") {
      parts.push((current as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!isElement(current) && current.nodeName !== "#document-fragment") return;
    if (isElement(current) && SKIPPED.has(current.tagName)) return;
    const block = isElement(current) && BLOCKS.has(current.tagName);
    if (block) parts.push("\n");
    for (const child of childrenOf(current)) walk(child);
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
      .join("")
      .trim()
      // Some sites wrap the JSON in a CDATA section or an HTML comment.
      .replace(/^(<!\[CDATA\[|<!--)/, "")
      .replace(/(\]\]>|-->)$/, "")
      .trim();
    try {
      blocks.push(normalise(JSON.parse(source)));
    } catch {
      // A broken block is skipped; another block or the microdata may still hold the recipe.
    }
  }
  return blocks;
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
  if (element.tagName === "time") return attr(element, "datetime") ?? textOf(element);
  if (element.tagName === "data" || element.tagName === "meter") return attr(element, "value") ?? "";
  // Instructions and ingredients written as a list in one property: one value per item.
  const items = [...elements(element)].filter((e) => e !== element && (e.tagName === "li" || e.tagName === "p"));
  if (items.length > 1 && attr(element, "itemprop")?.split(/\s+/).includes("recipeInstructions")) {
    return items.map((item) => textOf(item));
  }
  return textOf(element);
}

/** The properties of one item: descendants with itemprop, not looking inside nested items. */
function microdataItem(scope: Element): SchemaNode {
  const node: SchemaNode = {};
  const itemtype = attr(scope, "itemtype");
  if (itemtype) node["@type"] = itemtype.split(/\s+/).filter(Boolean);
  const visit = (parent: Node) => {
    for (const child of childrenOf(parent)) {
      if (!isElement(child)) continue;
      const names = attr(child, "itemprop")?.split(/\s+/).filter(Boolean) ?? [];
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

  ingredients(value: SchemaValue | undefined): string[] {
    return list(this.deref(value))
      .flatMap((item) => {
        const resolved = this.deref(item);
        if (typeof resolved === "string") return cleanText(resolved, true).split("\n");
        return [this.text(resolved)];
      })
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  }

  /** Steps from strings, HowToStep, HowToSection and ItemList, in order. */
  steps(value: SchemaValue | undefined, depth = 0): string[] {
    if (depth > 8) return [];
    const resolved = this.deref(value);
    if (typeof resolved === "string") return cleanText(resolved, true).split("\n");
    if (Array.isArray(resolved)) return resolved.flatMap((item) => this.steps(item, depth + 1));
    if (!isNode(resolved)) return [];
    const nested = resolved.itemListElement ?? resolved.steps;
    if (nested !== undefined) return this.steps(nested, depth + 1);
    const text = this.text(resolved.text ?? resolved.name ?? resolved.description);
    return text ? [text] : [];
  }

  author(value: SchemaValue | undefined): string {
    for (const item of list(this.deref(value))) {
      const name = this.text(item);
      if (name) return truncate(name, FORM_LIMITS.author);
    }
    return "";
  }
}

const STEP_NUMBER = /^(step\s*)?\d{1,2}\s*[.):-]\s+/i;

function toDraft(recipe: SchemaNode, reader: Reader, pageUrl: string, pageImage: string): ImportedRecipe {
  const title = truncate(reader.text(recipe.name) || reader.text(recipe.headline), FORM_LIMITS.title);
  const description = truncate(reader.text(recipe.description), FORM_LIMITS.description);
  const total = durationMinutes(reader.text(recipe.totalTime));
  const prep = durationMinutes(reader.text(recipe.prepTime));
  const cook = durationMinutes(reader.text(recipe.cookTime));
  const minutes = total ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  const servings = yieldServings(list(recipe.recipeYield ?? recipe.yield).map((item) => reader.text(item)));
  const ingredients = reader.ingredients(recipe.recipeIngredient ?? recipe.ingredients).slice(0, FORM_LIMITS.ingredientsMax);
  const steps = reader
    .steps(recipe.recipeInstructions)
    .map((step) => step.replace(STEP_NUMBER, "").trim())
    .filter((step) => step.length > 0);
  const instructions = limitSteps(steps, FORM_LIMITS.instructionsMax);
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
