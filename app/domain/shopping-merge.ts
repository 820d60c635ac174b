/**
 * Merging the ingredient lines of several planned recipes into one shopping list. Pure: no I/O.
 *
 * - Lines are merged by food (the parsed name, lightly singularised: "onions" and "onion" are one).
 * - Within a food, amounts merge when their units are compatible: weights (g, kg, oz, lb), volumes
 *   (ml, l, tsp, tbsp, fl oz, cup, pint, quart), counts (no unit: "3 eggs"), and any other unit with
 *   itself ("2 cloves" + "1 clove"). Volume and weight merge where the food's density is known
 *   (given by the caller: units.ts has the table). Incompatible amounts stay on separate lines.
 * - A line without an amount ("salt to taste") joins the food's line; alone it names the food.
 * - A line the parser could not read (no food name) is kept verbatim.
 * - Every line keeps the titles of the recipes it comes from.
 */
import { aisleOf, type Aisle } from "./aisles";
import { VOLUME_ML, WEIGHT_G } from "./units";

export interface ShoppingInput {
  /** The parsed food name, or null when the line could not be parsed (kept verbatim). */
  food: string | null;
  quantity: number | null;
  unit: string | null;
  /** The line as written, used when it cannot be parsed. */
  text: string;
  /** Titles of the recipes the line comes from. */
  sources: readonly string[];
  /** Ids of those recipes (a line from a recipe the cook can no longer see is hidden by them). */
  recipeIds?: readonly number[];
}

export interface ShoppingLine {
  /** The food as first written (merged again by foodKey), or null for verbatim lines. */
  food: string | null;
  quantity: number | null;
  unit: string | null;
  text: string;
  aisle: Aisle;
  sources: string[];
  recipeIds: number[];
}

export type DensityLookup = (food: string) => number | null;

/** "Onions" → "onion", "tomatoes" → "tomato", "large eggs" → "large egg"; "grass", "hummus" stay. */
export function foodKey(food: string): string {
  const name = food.toLowerCase().trim().replace(/\s+/gu, " ");
  if (/(?:ss|us|is)$/u.test(name) || name.length <= 3) return name;
  if (/oes$/u.test(name)) return name.slice(0, -2);
  if (/ies$/u.test(name)) return `${name.slice(0, -3)}y`;
  if (/s$/u.test(name)) return name.slice(0, -1);
  return name;
}

/** Scales a recipe's line by a factor (planned servings ÷ the recipe's servings). */
export function scaleInput(line: ShoppingInput, factor: number): ShoppingInput {
  return line.quantity === null ? line : { ...line, quantity: line.quantity * factor };
}

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
];

/** 2 → "2", 1.5 → "1 1/2", 0.333 → "1/3", 2.37 → "2.4". */
export function formatShoppingQuantity(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 0.02) return String(whole);
  if (rest > 0.98) return String(whole + 1);
  const fraction = FRACTIONS.find(([v]) => Math.abs(v - rest) < 0.02);
  if (fraction) return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(value * 10) / 10);
}

/** Metric amounts read as decimals ("1.25 l"), the others as fractions ("1 1/2 cups"). */
const METRIC = new Set(["g", "kg", "ml", "l"]);
const UNPLURAL = new Set(["g", "kg", "ml", "l", "oz", "lb", "tsp", "tbsp", "fl oz"]);

function unitLabel(unit: string, quantity: number): string {
  if (quantity <= 1 || UNPLURAL.has(unit) || unit.endsWith("s")) return unit;
  return /(?:ch|sh)$/u.test(unit) ? `${unit}es` : `${unit}s`;
}

/** A counted food in the plural: "large onion" → "large onions", "tomato" → "tomatoes", "cherry" → "cherries". */
export function pluralFood(food: string): string {
  if (/(?:s|leaves)$/u.test(food)) return food;
  if (/(?:sh|ch|x|o)$/u.test(food)) return `${food}es`;
  if (/[^aeiou]y$/u.test(food)) return `${food.slice(0, -1)}ies`;
  return `${food}s`;
}

/** "400 g flour", "3 large eggs", "salt". */
export function shoppingLineText(food: string, quantity: number | null, unit: string | null): string {
  if (quantity === null) return food;
  const metric = unit !== null && METRIC.has(unit);
  const amount = metric ? String(Math.round(quantity * 100) / 100) : formatShoppingQuantity(quantity);
  return unit ? `${amount} ${unitLabel(unit, quantity)} ${food}` : `${amount} ${quantity > 1 ? pluralFood(food) : food}`;
}

type Dimension = "weight" | "volume" | "count" | `unit:${string}` | "none";

function dimensionOf(line: ShoppingInput): Dimension {
  if (line.quantity === null) return "none";
  if (line.unit === null) return "count";
  if (WEIGHT_G[line.unit] !== undefined) return "weight";
  if (VOLUME_ML[line.unit] !== undefined) return "volume";
  return `unit:${line.unit}`;
}

/** A merged weight in g or kg. */
function weightMeasure(grams: number): { quantity: number; unit: string } {
  return grams >= 1000 ? { quantity: Math.round(grams / 10) / 100, unit: "kg" } : { quantity: Math.round(grams), unit: "g" };
}

/** A merged volume: in its one unit when all lines shared it, else ml or l. */
function volumeMeasure(ml: number): { quantity: number; unit: string } {
  return ml >= 1000 ? { quantity: Math.round(ml / 10) / 100, unit: "l" } : { quantity: Math.round(ml), unit: "ml" };
}

interface Group {
  food: string;
  /** The food as first written (display name). */
  label: string;
  byDimension: Map<Dimension, ShoppingInput[]>;
  order: number;
}

function union<T>(lists: readonly (readonly T[])[]): T[] {
  return [...new Set(lists.flat())];
}

/** Where a merged line comes from: the recipes' titles and ids, each once. */
function originOf(lines: readonly ShoppingInput[]): { sources: string[]; recipeIds: number[] } {
  return { sources: union(lines.map((l) => l.sources)), recipeIds: union(lines.map((l) => l.recipeIds ?? [])) };
}

/**
 * The merged list, in the order foods first appear. `densityOf` answers grams per ml for a food (or
 * null); without it volume and weight never merge.
 */
export function mergeShoppingLines(lines: readonly ShoppingInput[], densityOf: DensityLookup = () => null): ShoppingLine[] {
  const groups = new Map<string, Group>();
  const verbatim: { line: ShoppingLine; order: number }[] = [];
  let order = 0;
  for (const line of lines) {
    order += 1;
    const food = line.food?.trim();
    if (!food) {
      const text = line.text.trim();
      if (text)
        verbatim.push({
          line: { food: null, quantity: null, unit: null, text, aisle: "other", ...originOf([line]) },
          order,
        });
      continue;
    }
    const key = foodKey(food);
    let group = groups.get(key);
    if (!group) {
      group = { food: key, label: food.toLowerCase(), byDimension: new Map(), order };
      groups.set(key, group);
    }
    const dimension = dimensionOf(line);
    const same = group.byDimension.get(dimension);
    if (same) same.push(line);
    else group.byDimension.set(dimension, [line]);
  }

  const result: { line: ShoppingLine; order: number }[] = [...verbatim];
  for (const group of groups.values()) {
    const aisle = aisleOf(group.label);
    const parts = new Map(group.byDimension);
    // Volume joins weight when the density is known.
    const density = parts.has("volume") && parts.has("weight") ? densityOf(group.label) : null;
    const merged: { quantity: number | null; unit: string | null; from: ShoppingInput[] }[] = [];
    const weight = parts.get("weight") ?? [];
    const volume = parts.get("volume") ?? [];
    if (weight.length || (volume.length && density !== null)) {
      let grams = weight.reduce((sum, l) => sum + l.quantity! * WEIGHT_G[l.unit!]!, 0);
      const from = [...weight];
      if (density !== null) {
        grams += volume.reduce((sum, l) => sum + l.quantity! * VOLUME_ML[l.unit!]! * density, 0);
        from.push(...volume);
      }
      const sameUnit = density === null && weight.every((l) => l.unit === weight[0]!.unit);
      const measure =
        sameUnit && !(weight[0]!.unit === "g" && grams >= 1000)
          ? { quantity: weight.reduce((s, l) => s + l.quantity!, 0), unit: weight[0]!.unit! }
          : weightMeasure(grams);
      merged.push({ ...measure, from });
    }
    if (volume.length && density === null) {
      const ml = volume.reduce((sum, l) => sum + l.quantity! * VOLUME_ML[l.unit!]!, 0);
      const sameUnit = volume.every((l) => l.unit === volume[0]!.unit) && !(volume[0]!.unit === "ml" && ml >= 1000);
      const measure = sameUnit
        ? { quantity: volume.reduce((s, l) => s + l.quantity!, 0), unit: volume[0]!.unit! }
        : volumeMeasure(ml);
      merged.push({ ...measure, from: volume });
    }
    for (const [dimension, entries] of parts) {
      if (dimension === "weight" || dimension === "volume" || dimension === "none") continue;
      merged.push({
        quantity: entries.reduce((s, l) => s + l.quantity!, 0),
        unit: dimension === "count" ? null : entries[0]!.unit,
        from: entries,
      });
    }
    const bare = parts.get("none") ?? [];
    if (merged.length === 0) merged.push({ quantity: null, unit: null, from: bare });
    else merged[0]!.from = [...merged[0]!.from, ...bare];
    for (const m of merged) {
      result.push({
        line: {
          food: group.label,
          quantity: m.quantity,
          unit: m.unit,
          text: shoppingLineText(group.label, m.quantity, m.unit),
          aisle,
          ...originOf(m.from),
        },
        order: group.order,
      });
    }
  }
  return result.sort((a, b) => a.order - b.order).map((r) => r.line);
}

/**
 * True when a food is already in the user's pantry: one of their ingredient-list items names it
 * ("garlic" marks "garlic"; "parmesan" marks "grated parmesan cheese", whole words only).
 */
export function isInPantry(food: string | null, pantry: readonly string[]): boolean {
  if (!food) return false;
  const words = ` ${foodKey(food)} `;
  return pantry.some((item) => {
    const key = foodKey(item);
    return key !== "" && words.includes(` ${key} `);
  });
}
