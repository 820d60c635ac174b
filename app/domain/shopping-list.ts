/** The shopping list dialog's rules (spec sections 2, 5 and 9). Pure: no I/O. */
import { plural } from "./plural";

/** Copy List shows 'Copied!' this long (spec section 9: copy confirmation 2000 ms). */
export const COPIED_MS = 2000;
/** Bounds on what a list may hold, so a form can never grow without limit. */
export const MAX_SHOPPING_ITEMS = 200;
export const MAX_SHOPPING_ITEM_LENGTH = 200;

export const SHOPPING_TIPS = [
  "Check your pantry before you go: untick what you already have.",
  "Group items by aisle to shop faster.",
  "Buy fresh herbs and greens last so they stay crisp.",
] as const;

/** The download's name: the title in lowercase, every non-alphanumeric character an underscore, then '_shopping_list.txt'. */
export function shoppingListFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, "_")}_shopping_list.txt`;
}

/** A custom item as typed, trimmed; null when blank (blank items are ignored). */
export function customItem(text: string): string | null {
  const item = text.trim().replace(/\s+/gu, " ");
  return item === "" ? null : item.slice(0, MAX_SHOPPING_ITEM_LENGTH);
}

/** The text that is downloaded and copied: a heading, then one "- item" line per item. */
export function shoppingListText(title: string, items: readonly string[]): string {
  const lines = items.map((item) => `- ${item}`);
  return [`Shopping list: ${title}`, "", ...lines, "", plural(items.length, "item"), ""].join("\n");
}
