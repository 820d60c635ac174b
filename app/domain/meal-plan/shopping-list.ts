/** The shopping list dialog's rules (spec sections 2, 5 and 9). Pure: no I/O. */
import { scaleIngredient, type IngredientAmount } from "../ingredients/scaling";
import { mergeShoppingLines, type ShoppingInput } from "./shopping-merge";
import { convertIngredient, densityOf, displayIngredient, type UnitSystem } from "../ingredients/units";
import { plural } from "../plural";

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

/** One item of the week's shopping list, as the page shows it. */
export interface ShoppingItemView {
  id: string;
  text: string;
  checked: boolean;
  isCustom: boolean;
  aisle: string;
  sources: string[];
  inPantry: boolean;
  /** The recipes' own lines merged into this one ("1 tbsp grated fresh ginger × 2") and their recipe. */
  originals: { text: string; from: string }[];
}

/** One line of a recipe's shopping list: what to buy, and the recipe's own lines it stands for. */
export interface RecipeShoppingItem {
  text: string;
  originals: string[];
}

/**
 * A recipe's shopping list, by the week list's rules (decision 034): the ingredient rows scaled by
 * `factor` and in the cook's units, merged by food and rounded up to what a shop sells. A range
 * buys its upper end ("2-3 cloves" → 3 cloves).
 */
export function recipeShoppingItems(rows: readonly IngredientAmount[], factor: number, system: UnitSystem): RecipeShoppingItem[] {
  const inputs: ShoppingInput[] = rows.map((row) => {
    const shown = convertIngredient(scaleIngredient(row, factor), system);
    return {
      food: row.name || null,
      quantity: shown.quantityMax ?? shown.quantity,
      unit: shown.unit,
      text: displayIngredient(row, factor, system),
      sources: [],
    };
  });
  return mergeShoppingLines(inputs, densityOf).map((line) => ({
    text: line.text,
    originals: line.originals.map((o) => o.text),
  }));
}
