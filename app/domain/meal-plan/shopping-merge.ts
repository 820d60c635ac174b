/**
 * Merging the ingredient lines of several planned recipes into one shopping list a cook can shop
 * from (decisions 024 and 034). Pure: no I/O.
 *
 * - One line per food: lines merge by what the shop sells (shopping-food.ts: "grated fresh ginger"
 *   and "grated ginger" are "ginger"; "salt and pepper" is "salt" and "black pepper").
 * - Within a food, amounts add up where their units are compatible: weights, volumes, counts, the
 *   same other unit ("2 cloves" + "1 clove"); volume joins weight where the food's density is known
 *   (given by the caller: units.ts has the table); a canned food's weights and volumes become cans
 *   (CAN_GRAMS each). Amounts that cannot add up stay on the one line: "2 lb potatoes + 3 potatoes".
 * - Each amount is rounded up to what a shop sells (shopping-amounts.ts), with "about" where that
 *   added more than 10 %. Salt and pepper are bought by the container: they never carry an amount.
 * - A line without an amount ("salt to taste") joins its food's line; alone it names the food.
 * - A line the parser could not read (no food name) is kept verbatim.
 * - Every line keeps the recipes it comes from (titles and ids) and the recipes' own lines
 *   (`originals`), so nothing the recipes asked for is hidden and a later merge starts from them.
 */
import { aisleOf, type Aisle } from "../ingredients/aisles";
import { formatQuantity, pluralizeFood, pluralizeUnit } from "../ingredients/scaling";
import {
  isMetricVolume,
  isUsWeight,
  volumeAmount,
  weightAmount,
  wholeAmount,
  WHOLE_UNITS,
  type ShopAmount,
} from "./shopping-amounts";
import { isBasicSeasoning, shoppingFoods, singularKey, type ShoppingFood } from "./shopping-food";
import { VOLUME_ML, WEIGHT_G } from "../ingredients/units";

export interface ShoppingInput {
  /** The parsed food name, or null when the line could not be parsed (kept verbatim). */
  food: string | null;
  quantity: number | null;
  unit: string | null;
  /** The line as written, used when it cannot be parsed and shown among the originals. */
  text: string;
  /** Titles of the recipes the line comes from. */
  sources: readonly string[];
  /** Ids of those recipes (a line from a recipe the cook can no longer see is hidden by them). */
  recipeIds?: readonly number[];
  /** How many times the recipe's line this is (planned servings ÷ the recipe's); 1 when absent. */
  factor?: number;
}

/** A recipe's line as a stored list keeps it (a ShoppingInput in JSON). */
export interface ShoppingOriginal {
  food: string | null;
  quantity: number | null;
  unit: string | null;
  text: string;
  sources: string[];
  recipeIds: number[];
  factor: number;
}

/** The stored form of a recipe's line. */
export function toOriginal(input: ShoppingInput): ShoppingOriginal {
  return {
    food: input.food,
    quantity: input.quantity,
    unit: input.unit,
    text: input.text,
    sources: [...input.sources],
    recipeIds: [...(input.recipeIds ?? [])],
    factor: input.factor ?? 1,
  };
}

/**
 * The recipes' lines to merge again from stored lines: each line's originals, once. A line split
 * into two foods ("salt and pepper") is kept by both foods' lines but counts once, by its first.
 */
export function inputsOfLines(lines: readonly { food: string | null; originals: readonly ShoppingInput[] }[]): ShoppingInput[] {
  return lines.flatMap((line) =>
    line.originals.filter((original) => {
      const foods = original.food ? shoppingFoods(original.food, original.quantity !== null) : [];
      return foods.length < 2 || line.food === null || foods[0]!.key === foodKey(line.food);
    }),
  );
}

export interface ShoppingLine {
  /** The food as the list names it ("ginger", "large eggs"), or null for verbatim lines. */
  food: string | null;
  /** The first amount of the line, rounded as shown, or null without one. */
  quantity: number | null;
  unit: string | null;
  text: string;
  aisle: Aisle;
  sources: string[];
  recipeIds: number[];
  /** The recipes' lines merged into this one, exact and scaled: what a later merge starts from. */
  originals: ShoppingInput[];
}

export type DensityLookup = (food: string) => number | null;

/** A can of tomatoes, beans or coconut milk: 400 g (or 400 ml), the common can (14 oz in the US). */
export const CAN_GRAMS = 400;

/** The merge key of a food name ("Onions" → "onion", "grated fresh ginger" → "ginger"). */
export function foodKey(food: string): string {
  return shoppingFoods(food, true)[0]?.key ?? food.toLowerCase().trim();
}

/** Scales a recipe's line by a factor (planned servings ÷ the recipe's servings). */
export function scaleInput(line: ShoppingInput, factor: number): ShoppingInput {
  const scaled = { ...line, factor: (line.factor ?? 1) * factor };
  return line.quantity === null ? scaled : { ...scaled, quantity: line.quantity * factor };
}

/** 2 → "2", 1.5 → "1 1/2", 0.333 → "1/3"; metric amounts as decimals ("1.2"). */
export function formatShoppingQuantity(value: number, unit: string | null = null): string {
  if (unit !== null && METRIC.has(unit)) return String(Math.round(value * 100) / 100);
  return formatQuantity(value);
}

const METRIC = new Set(["g", "kg", "ml", "cl", "dl", "l"]);
/** Foods whose plural is their name ("3 zucchini"). */
const SAME_IN_PLURAL = /(?:zucchini|squash|fish|bok choy|tofu)$/u;

/** "200 g ricotta", "about 3 large eggs", "1 cup milk", "2 cans chopped tomatoes", "salt". */
export function shoppingLineText(food: string, quantity: number | null, unit: string | null, about = false): string {
  if (quantity === null) return food;
  const amount = `${about ? "about " : ""}${formatShoppingQuantity(quantity, unit)}`;
  if (unit) return `${amount} ${pluralizeUnit(unit, quantity)} ${food}`;
  return `${amount} ${SAME_IN_PLURAL.test(food) ? food : pluralizeFood(food, quantity)}`;
}

/** A recipe's own line as the list's "Show the recipes' lines" reads it: "1 tbsp grated ginger × 2". */
export function originalLineText(input: ShoppingInput): string {
  const factor = input.factor ?? 1;
  return Math.abs(factor - 1) < 1e-6 ? input.text : `${input.text} × ${formatQuantity(Math.round(factor * 100) / 100)}`;
}

interface Entry {
  input: ShoppingInput;
  /** Which input line it is: a line split into two foods of one key still counts once. */
  index: number;
  food: ShoppingFood;
  quantity: number | null;
  unit: string | null;
}

interface Group {
  key: string;
  entries: Entry[];
  order: number;
}

function union<T>(lists: readonly (readonly T[])[]): T[] {
  return [...new Set(lists.flat())];
}

/** The name a merged food is shown by: as written when its lines agree, else without sizes. */
function labelOf(entries: readonly Entry[]): string {
  const first = entries[0]!.food;
  if (entries.every((e) => singularKey(e.food.label) === singularKey(first.label))) return first.label;
  return first.label
    .split(" ")
    .filter((w) => !/^(?:large|small|medium|big|extra-large|jumbo)$/u.test(w))
    .join(" ");
}

/** The rounded amounts of one food, each with the entries that make it. */
function amountsOf(entries: readonly Entry[], label: string, densityOf: DensityLookup): ShopAmount[] {
  const weights = entries.filter((e) => e.quantity !== null && e.unit !== null && WEIGHT_G[e.unit] !== undefined);
  const volumes = entries.filter((e) => e.quantity !== null && e.unit !== null && VOLUME_ML[e.unit] !== undefined);
  const counted = entries.filter((e) => e.quantity !== null && e.unit === null);
  const others = entries.filter(
    (e) => e.quantity !== null && e.unit !== null && WEIGHT_G[e.unit] === undefined && VOLUME_ML[e.unit] === undefined,
  );
  const grams = (list: readonly Entry[]) => list.reduce((sum, e) => sum + e.quantity! * WEIGHT_G[e.unit!]!, 0);
  const ml = (list: readonly Entry[]) => list.reduce((sum, e) => sum + e.quantity! * VOLUME_ML[e.unit!]!, 0);
  const amounts: ShopAmount[] = [];

  const canned = entries.some((e) => e.food.canned || e.unit === "can");
  let byUnit = others;
  if (canned) {
    // Weights and volumes of a canned food are cans of it: "600 g canned tomatoes" + "3/4 can".
    const cans =
      byUnit.filter((e) => e.unit === "can").reduce((sum, e) => sum + e.quantity!, 0) +
      (grams(weights) + ml(volumes)) / CAN_GRAMS;
    amounts.push(wholeAmount(cans, "can"));
    byUnit = byUnit.filter((e) => e.unit !== "can");
  } else {
    const density = weights.length > 0 && volumes.length > 0 ? densityOf(label) : null;
    if (weights.length > 0) {
      const total = grams(weights) + (density !== null ? ml(volumes) * density : 0);
      amounts.push(weightAmount(total, isUsWeight(weights.map((e) => e.unit!))));
    }
    if (volumes.length > 0 && density === null) {
      amounts.push(volumeAmount(ml(volumes), isMetricVolume(volumes.map((e) => e.unit!))));
    }
  }
  if (counted.length > 0)
    amounts.push(
      wholeAmount(
        counted.reduce((sum, e) => sum + e.quantity!, 0),
        null,
      ),
    );
  const units = [...new Set(byUnit.map((e) => e.unit!))];
  for (const unit of units) {
    const total = byUnit.filter((e) => e.unit === unit).reduce((sum, e) => sum + e.quantity!, 0);
    amounts.push(WHOLE_UNITS.has(unit) ? wholeAmount(total, unit) : { quantity: total, unit, about: false });
  }
  return amounts;
}

/**
 * The merged list, in the order foods first appear. `densityOf` answers grams per ml for a food (or
 * null); without it volume and weight never merge.
 */
export function mergeShoppingLines(lines: readonly ShoppingInput[], densityOf: DensityLookup = () => null): ShoppingLine[] {
  const groups = new Map<string, Group>();
  const result: { line: ShoppingLine; order: number }[] = [];
  let order = 0;
  for (const input of lines) {
    order += 1;
    const foods = input.food?.trim() ? shoppingFoods(input.food, input.quantity !== null) : [];
    if (foods.length === 0) {
      const text = input.text.trim();
      if (text)
        result.push({
          line: {
            food: null,
            quantity: null,
            unit: null,
            text,
            aisle: "other",
            sources: [...input.sources],
            recipeIds: [...(input.recipeIds ?? [])],
            originals: [input],
          },
          order,
        });
      continue;
    }
    const split = foods.length > 1;
    for (const food of foods) {
      const seasoning = isBasicSeasoning(food.key);
      const entry: Entry = {
        input,
        index: order,
        food,
        quantity: split || seasoning ? null : input.quantity,
        unit: split || seasoning ? null : (input.unit ?? (input.quantity !== null ? (food.countUnit ?? null) : null)),
      };
      const group = groups.get(food.key);
      if (group) group.entries.push(entry);
      else groups.set(food.key, { key: food.key, entries: [entry], order });
    }
  }

  for (const group of groups.values()) {
    const label = labelOf(group.entries);
    const amounts = amountsOf(group.entries, label, densityOf);
    const texts = amounts.map((a) => shoppingLineText(label, a.quantity, a.unit, a.about));
    const first = amounts[0];
    const inputs = [...new Map(group.entries.map((e) => [e.index, e.input])).values()];
    result.push({
      line: {
        food: label,
        quantity: first?.quantity ?? null,
        unit: first?.unit ?? null,
        text: texts.length > 0 ? texts.join(" + ") : label,
        // A canned food is on the shelves with the tins, whatever the fresh one's aisle.
        aisle: group.entries.some((e) => e.food.canned || e.unit === "can") ? "pantry" : aisleOf(label),
        sources: union(inputs.map((i) => i.sources)),
        recipeIds: union(inputs.map((i) => i.recipeIds ?? [])),
        originals: inputs,
      },
      order: group.order,
    });
  }
  return result.sort((a, b) => a.order - b.order).map((r) => r.line);
}

/**
 * True when a food is already in the user's pantry: one of their ingredient-list items names it,
 * both read as a shopper would ("garlic" marks "garlic"; "parmesan" marks "grated parmesan cheese";
 * "fresh ginger" marks "ginger"; whole words only).
 */
export function isInPantry(food: string | null, pantry: readonly string[]): boolean {
  if (!food) return false;
  const keys = shoppingFoods(food, true).map((f) => ` ${f.key} `);
  return pantry.some((item) =>
    shoppingFoods(item, false).some((f) => f.key !== "" && keys.some((key) => key.includes(` ${f.key} `))),
  );
}
