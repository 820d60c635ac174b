/**
 * Copy Me That's HTML export: a zip holding one HTML file (recipes.html) that lists every recipe,
 * each in a `<div class="recipe">`, and an images folder the page points to by relative `src`.
 * Inside a recipe block, the parts carry ids: name, description, servings or recipeYield,
 * original_link, ratingValue, recipeIngredients (a list), recipeInstructions (a list),
 * recipeNotes; the photo is `<img class="recipeImage">`, tags are `<span class="recipeCategory">`
 * (the first one is the label "Tags:"). A list item that is only bold text, or has a class naming a
 * heading, is a section heading ("For the caramel").
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import type { CollectionFormat, CollectionRecipe, ImportEntry, RecipeSection } from "../collection";
import {
  checkedRecipe,
  decodeText,
  entryAt,
  extensionOf,
  fileFormat,
  fileName,
  httpUrl,
  isSystemFile,
  minutesFrom,
  ratingFrom,
  READER_MESSAGES,
  safely,
  servingsFrom,
  uniqueTags,
  withoutStepNumber,
} from "./reader-support";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function isCopyMeThatPage(entry: ImportEntry): boolean {
  if (!["html", "htm"].includes(extensionOf(entry.path)) || isSystemFile(entry.path)) return false;
  const text = decodeText(entry.bytes);
  return (
    /\bclass\s*=\s*["']?(?:[^"'>]*\s)?recipe[\s"'>]/.test(text) &&
    (/\bid\s*=\s*["']?recipeIngredients\b/.test(text) || /\bclass\s*=\s*["']?(?:[^"'>]*\s)?recipeIngredient[\s"'>]/.test(text))
  );
}

export const copymethatFormat: CollectionFormat = fileFormat("Copy Me That", isCopyMeThatPage, (page, entries) => {
  let blocks: Element[];
  try {
    blocks = findAll(parse(decodeText(page.bytes)), (element) => hasClass(element, "recipe"));
  } catch {
    return { name: page.path, reason: READER_MESSAGES.unreadable };
  }
  return blocks.map((block, index) => {
    const name = `${fileName(page.path)}, recipe ${index + 1}`;
    return safely(name, () => readBlock(block, name, page.path, entries));
  });
});

function readBlock(block: Element, name: string, pagePath: string, entries: ImportEntry[]) {
  const byId = (id: string) => findFirst(block, (element) => attribute(element, "id") === id);
  const textById = (id: string) => {
    const element = byId(id);
    return element ? textOf(element) : "";
  };
  const ingredients = listItems(byId("recipeIngredients"), block, "recipeIngredient");
  const instructions = listItems(byId("recipeInstructions"), block, "instruction");
  // Times are elements with the id, or spans marked meta="prepTime" holding an ISO duration.
  const time = (name: string) => {
    const element = byId(name) ?? findFirst(block, (candidate) => attribute(candidate, "meta") === name);
    return element ? minutesFrom(textOf(element)) : undefined;
  };
  const notesList = byId("recipeNotes");
  const notes = notesList
    ? findAll(notesList, (element) => element.nodeName === "li")
        .map(textOf)
        .filter(Boolean)
        .join("\n\n") || textOf(notesList)
    : "";
  const link = byId("original_link");
  const image = findFirst(block, (element) => element.nodeName === "img" && hasClass(element, "recipeImage"));
  const src = image ? attribute(image, "src") : undefined;
  const photoEntry = src && !httpUrl(src) ? entryAt(entries, pagePath, src) : undefined;
  const recipe: CollectionRecipe = {
    title: textById("name"),
    description: textById("description") || undefined,
    ingredients: ingredients.lines,
    ingredientSections: ingredients.sections,
    instructions: instructions.lines.map(withoutStepNumber).filter(Boolean),
    instructionSections: instructions.sections,
    servings: servingsFrom(textById("servings")) ?? servingsFrom(textById("recipeYield")),
    prepTime: time("prepTime"),
    cookTime: time("cookTime"),
    totalTime: time("totalTime"),
    tags: uniqueTags(
      findAll(block, (element) => hasClass(element, "recipeCategory"))
        .map(textOf)
        .filter((tag) => !/^tags\s*:?$/i.test(tag)),
    ),
    sourceUrl: link ? (httpUrl(attribute(link, "href")) ?? httpUrl(textOf(link))) : undefined,
    notes: notes || undefined,
    rating: ratingFrom(textById("ratingValue") || attribute(byId("ratingValue"), "value")),
    photo: photoEntry ? { bytes: photoEntry.bytes, name: fileName(photoEntry.path) } : undefined,
    photoUrl: src ? httpUrl(src) : undefined,
  };
  return checkedRecipe(name, recipe);
}

/** The list's items as lines, with headings (bold-only items, or a class naming a heading) as sections. */
function listItems(list: Element | undefined, block: Element, itemClass: string): { lines: string[]; sections: RecipeSection[] } {
  const lines: string[] = [];
  const sections: RecipeSection[] = [];
  // The list's own items; without the list, the block's items of the class ("recipeIngredient").
  const items = list
    ? list.childNodes.filter((item) => item.nodeName === "li")
    : findAll(block, (element) => element.nodeName === "li" && hasClass(element, itemClass));
  for (const item of items) {
    const text = textOf(item);
    if (!text) continue;
    if (isHeading(item, text)) sections.push({ title: text.replace(/:$/, "").trim(), start: lines.length });
    else lines.push(text);
  }
  return { lines, sections };
}

function isHeading(item: Node, text: string): boolean {
  if (!("tagName" in item)) return false;
  if (/(?:^|[\s_-])(?:sub)?head(?:er|ing)/i.test(attribute(item, "class") ?? "")) return true;
  const children = item.childNodes.filter((child) => child.nodeName !== "#text" || textOf(child) !== "");
  return children.length === 1 && ["b", "strong", "h3", "h4"].includes(children[0]!.nodeName) && textOf(children[0]!) === text;
}

function attribute(element: Element | undefined, name: string): string | undefined {
  return element?.attrs.find((attr) => attr.name === name)?.value;
}

function hasClass(element: Element, name: string): boolean {
  return (attribute(element, "class") ?? "").split(/\s+/).includes(name);
}

function childrenOf(node: Node): Node[] {
  return "childNodes" in node ? node.childNodes : [];
}

function findAll(root: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [];
  pushReversed(stack, childrenOf(root));
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ("tagName" in node && test(node)) found.push(node);
    pushReversed(stack, childrenOf(node));
  }
  return found;
}

function findFirst(root: Node, test: (element: Element) => boolean): Element | undefined {
  return findAll(root, test)[0];
}

/** Pushes nodes so they pop in document order (a loop: a spread of a huge list would overflow the stack). */
function pushReversed(stack: Node[], nodes: Node[]) {
  for (let index = nodes.length - 1; index >= 0; index -= 1) stack.push(nodes[index]!);
}

/** The element's text with whitespace collapsed; `<br>` counts as a space. */
function textOf(node: Node): string {
  const parts: string[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.nodeName === "#text") parts.push((current as DefaultTreeAdapterTypes.TextNode).value);
    else if (current.nodeName === "br") parts.push(" ");
    else if (current.nodeName !== "script" && current.nodeName !== "style") pushReversed(stack, childrenOf(current));
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}
