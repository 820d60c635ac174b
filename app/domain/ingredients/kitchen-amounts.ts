/**
 * Scaled amounts a cook can use (issue 25, decision 039). Pure: no I/O.
 *
 * A scaled amount is rounded to the nearest thing a cook can measure or pick up:
 * - Whole things: cloves, eggs, sprigs, slices, pinches (and the other units in WHOLE_ONLY_UNITS)
 *   to whole numbers; things that can be cut or shared (onions, lemons, cans, bunches, sticks of
 *   butter: any count without a unit but eggs, and the other units in COUNT_UNITS) to halves.
 *   Never below one step: "1/2 egg" is 1 egg. Pinches, dashes and handfuls are estimates: never "about".
 * - US weights: pounds in quarters (under 1/4 lb as ounces), ounces in halves under 4 oz, then whole.
 * - US volumes: teaspoons in quarters (1/8 under 1/4), tablespoons in halves, cups in eighths or
 *   thirds (units.ts uses the same roundCups); under 1/4 cup reads in tablespoons, under 1 tbsp in
 *   teaspoons; 6 tsp or more read in tablespoons and 8 tbsp or more in cups only where those
 *   measure the amount closely (7 1/2 tsp → 2 1/2 tbsp, 12 tbsp → 3/4 cup in a measuring cup; 4, 6 and 9 tbsp stay).
 * - Metric amounts keep units.ts's scale and jug rounding (grams, ml): that is their precision.
 * - "about" precedes an amount rounding changed by more than KITCHEN_ABOUT (5 %: "1 7/8 cloves" is
 *   about 2, see isAbout), and a rounded US weight or volume also shows the exact metric figure the
 *   unit toggle's Metric would show: "15/16 lb" → "about 1 lb (425 g)".
 */
import type { IngredientAmount } from "./scaling";

/** Relative change a rounded amount may have without reading "about": the kitchen's is 5 %. */
export const KITCHEN_ABOUT = 0.05;

/** Floating-point slack: 1/3 × 3 is exactly 1. */
const SLACK = 1e-6;

/**
 * The one "about" rule (the shopping list and the kitchen): true when `rounded` differs from
 * `exact` by more than `tolerance` of `exact` (the shopping list uses 10 %, the kitchen 5 %).
 */
export function isAbout(exact: number, rounded: number, tolerance: number): boolean {
  return exact > 0 && Math.abs(rounded - exact) > exact * tolerance + SLACK;
}

/** Units of things used whole: a cook cannot take half a clove or half a pinch. */
export const WHOLE_ONLY_UNITS = new Set(["clove", "sprig", "slice", "sheet", "pinch", "dash", "drop", "handful"]);

/** Units of things counted (bought or used by the piece): every one of these is a count, halved or whole. */
export const COUNT_UNITS = new Set([
  ...WHOLE_ONLY_UNITS,
  "can",
  "jar",
  "package",
  "bottle",
  "glass",
  "bunch",
  "head",
  "stick",
  "stalk",
  "piece",
  "cube",
]);

/** Units that are estimates already: "3 pinches" is never "about". */
const ESTIMATE_UNITS = new Set(["pinch", "dash", "handful"]);

/** Bare counts that cannot be halved: eggs and their parts, bay leaves. */
const WHOLE_FOODS = /\b(?:eggs?|yolks?|whites?|bay leaf|bay leaves)$/iu;

/** True when the ingredient is a count (a unit of COUNT_UNITS, or a number with no unit). */
export function isCount(ingredient: Pick<IngredientAmount, "unit">): boolean {
  return ingredient.unit === null || COUNT_UNITS.has(ingredient.unit);
}

/** The step a count rounds to: 1 for whole-only things, else 1/2. */
export function countStep(ingredient: Pick<IngredientAmount, "unit" | "name">): number {
  if (ingredient.unit !== null) return WHOLE_ONLY_UNITS.has(ingredient.unit) ? 1 : 0.5;
  return WHOLE_FOODS.test(ingredient.name.trim()) ? 1 : 0.5;
}

function nearest(value: number, step: number): number {
  return Math.max(step, Math.round(value / step + SLACK) * step);
}

const TSP_PER_TBSP = 3;
const TBSP_PER_CUP = 16;

/** The nearest multiple of any of the steps (the first step wins a tie). */
function nearestOf(value: number, steps: readonly number[]): number {
  return steps
    .map((step) => nearest(value, step))
    .reduce((best, next) => (Math.abs(next - value) < Math.abs(best - value) ? next : best));
}

/** The nearest of eighths and thirds of a cup (1/8, 1/4, 1/3, 3/8, 1/2, 2/3, ...). */
export function roundCups(cups: number): number {
  return nearestOf(cups, [1 / 8, 1 / 3]);
}

interface Measure {
  quantity: number;
  unit: string;
}

/** True when `rounded` reads `exact` closely enough to need no "about". */
function close(exact: number, rounded: number): boolean {
  return !isAbout(exact, rounded, KITCHEN_ABOUT);
}

/** Teaspoons in quarters (eighths under 1/4); 6 tsp or more read as tablespoons when those measure it closely (7 1/2 tsp → 2 1/2 tbsp). */
function teaspoons(tsp: number): Measure {
  const tbsp = tsp / TSP_PER_TBSP;
  if (tbsp >= 2 - SLACK && close(tbsp, nearest(tbsp, 0.5))) return tablespoons(tbsp);
  return { quantity: tsp < 0.25 - SLACK ? nearest(tsp, 1 / 8) : nearest(tsp, 1 / 4), unit: "tsp" };
}

/** Tablespoons in halves; under 1 tbsp teaspoons; 8 tbsp or more as cups when a cup measure is close (12 tbsp → 3/4 cup). */
function tablespoons(tbsp: number): Measure {
  if (tbsp < 1 - SLACK)
    return { quantity: tbsp * TSP_PER_TBSP < 0.25 - SLACK ? nearest(tbsp * 3, 1 / 8) : nearest(tbsp * 3, 1 / 4), unit: "tsp" };
  const cupAmount = tbsp / TBSP_PER_CUP;
  const measuringCups = nearestOf(cupAmount, [1 / 4, 1 / 3]);
  if (cupAmount >= 0.5 - SLACK && close(cupAmount, measuringCups)) return { quantity: measuringCups, unit: "cup" };
  return { quantity: nearest(tbsp, 0.5), unit: "tbsp" };
}

/** Cups in eighths or thirds; under 1/4 cup, tablespoons. */
function cups(amount: number): Measure {
  if (amount < 0.25 - SLACK) return tablespoons(amount * TBSP_PER_CUP);
  return { quantity: roundCups(amount), unit: "cup" };
}

const OZ_PER_LB = 16;

function ounces(oz: number): Measure {
  if (oz >= OZ_PER_LB - SLACK) return pounds(oz / OZ_PER_LB);
  return { quantity: nearest(oz, oz < 4 ? 0.5 : 1), unit: "oz" };
}

function pounds(lb: number): Measure {
  if (lb < 0.25 - SLACK) return ounces(lb * OZ_PER_LB);
  return { quantity: nearest(lb, 0.25), unit: "lb" };
}

/** The readable US measure of an amount in a US kitchen unit, or null for any other unit. */
function usMeasure(quantity: number, unit: string): Measure | null {
  switch (unit) {
    case "tsp":
      return teaspoons(quantity);
    case "tbsp":
      return tablespoons(quantity);
    case "cup":
      return cups(quantity);
    case "oz":
      return ounces(quantity);
    case "lb":
      return pounds(quantity);
    case "fl oz":
      return { quantity: nearest(quantity, 0.5), unit };
    case "pint":
    case "quart":
      return { quantity: nearest(quantity, 0.25), unit };
    default:
      return null;
  }
}

/** US weights and volumes a kitchen rounds (spoons included). */
export const US_KITCHEN_UNITS = new Set(["tsp", "tbsp", "cup", "oz", "lb", "fl oz", "pint", "quart"]);

/** Re-expresses a measure in another unit of the same US ladder. */
function inUnit(measure: Measure, unit: string): number {
  if (measure.unit === unit) return measure.quantity;
  const TSP: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48 };
  const OZ: Record<string, number> = { oz: 1, lb: 16 };
  const table = TSP[measure.unit] !== undefined ? TSP : OZ;
  return (measure.quantity * table[measure.unit]!) / table[unit]!;
}

export interface KitchenAmount<T extends IngredientAmount> {
  /** The ingredient with its amount rounded (and perhaps a neighbouring unit: 3/16 cup → 3 tbsp). */
  rounded: T;
  /** Rounding changed the amount (either end of a range) by more than KITCHEN_ABOUT. */
  about: boolean;
}

/**
 * A scaled ingredient rounded to what a cook can use (see the module comment). Amounts with no
 * quantity, and metric or unknown units, come back as they are.
 */
export function kitchenAmount<T extends IngredientAmount>(ingredient: T): KitchenAmount<T> {
  const { quantity, quantityMax, unit } = ingredient;
  if (quantity === null || !(quantity > 0)) return { rounded: ingredient, about: false };
  if (isCount(ingredient)) {
    const step = countStep(ingredient);
    const low = nearest(quantity, step);
    const high = quantityMax === null ? null : nearest(quantityMax, step);
    const changed = isAbout(quantity, low, KITCHEN_ABOUT) || (high !== null && isAbout(quantityMax!, high, KITCHEN_ABOUT));
    const about = changed && !(unit !== null && ESTIMATE_UNITS.has(unit));
    return { rounded: { ...ingredient, quantity: low, quantityMax: high !== null && high > low ? high : null }, about };
  }
  if (unit === null || !US_KITCHEN_UNITS.has(unit)) return { rounded: ingredient, about: false };
  const top = usMeasure(quantityMax ?? quantity, unit)!;
  // A range reads in the unit its larger end chose; the low end is rounded in that unit too.
  const lowExact = quantityMax === null ? quantity : inUnit({ quantity, unit }, top.unit);
  const low = quantityMax === null ? top : (usMeasure(lowExact, top.unit) ?? top);
  const lowQuantity = low.unit === top.unit ? low.quantity : inUnit(low, top.unit);
  const about =
    isAbout(inUnit({ quantity, unit }, top.unit), lowQuantity, KITCHEN_ABOUT) ||
    (quantityMax !== null && isAbout(inUnit({ quantity: quantityMax, unit }, top.unit), top.quantity, KITCHEN_ABOUT));
  const rounded =
    quantityMax === null
      ? { ...ingredient, quantity: top.quantity, unit: top.unit }
      : { ...ingredient, quantity: lowQuantity, quantityMax: top.quantity > lowQuantity ? top.quantity : null, unit: top.unit };
  return { rounded, about };
}
