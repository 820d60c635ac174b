/**
 * Shopping amounts: a merged amount rounded up to what a shop sells and a cook measures. Pure: no I/O.
 *
 * - Whole things (no unit: "lemons", "large eggs") and packages or pieces the line names (can, jar,
 *   package, bunch, clove, slice, ...) round up to a whole number: 3 3/4 lemons → 4 lemons.
 * - Metric weights round up to 5 g under 50 g, 25 g under 250 g, 50 g under 1 kg, then 100 g (read
 *   in kg): 187.5 g → 200 g. US weights to half ounces under 4 oz, whole ounces under 1 lb, then
 *   quarter pounds.
 * - Volumes in ml or l round up like weights (5, 25, 50 ml, then 0.1 l). US volumes use the spoons
 *   and cups of a measuring set: teaspoons in quarters under 1 tbsp, tablespoons in halves under
 *   1/4 cup, then cups of 1/4, 1/3, 1/2, 2/3, 3/4 (and those past whole cups up to 4, half cups
 *   above): 0.7 cup → 3/4 cup, 10 1/2 tbsp → 2/3 cup.
 * - `about` is true when rounding added more than 10 % to the amount the recipes need.
 */
import { COUNT_UNITS, isAbout } from "../ingredients/kitchen-amounts";
import { VOLUME_ML, WEIGHT_G } from "../ingredients/units";

export interface ShopAmount {
  quantity: number;
  unit: string | null;
  /** Rounding changed the amount by more than 10 %. */
  about: boolean;
}

/** Units of things bought or used whole: never a fraction on a shopping list (the kitchen's counts). */
export const WHOLE_UNITS = COUNT_UNITS;

/** Slack for floating point: 1/3 × 3 is 1, not a little over 1. */
const SLACK = 1e-6;
/** "about" when the rounded amount is more than this much over the need. */
export const ABOUT_OVER = 0.1;

const US_WEIGHT = new Set(["oz", "lb"]);
const METRIC_VOLUME = new Set(["ml", "cl", "dl", "l"]);

function ceilTo(value: number, step: number): number {
  return Math.max(step, Math.ceil(value / step - SLACK) * step);
}

/** Rounding up raised the amount by more than ABOUT_OVER (the one "about" rule, kitchen-amounts.ts). */
function isAboutOver(exact: number, rounded: number): boolean {
  return isAbout(exact, rounded, ABOUT_OVER);
}

/** Metric amounts to 4 decimals, so 12 × 0.1 kg reads 1.2 kg. */
function tidy(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/** A count or a whole unit, rounded up to a whole number. */
export function wholeAmount(exact: number, unit: string | null): ShopAmount {
  const quantity = Math.max(1, Math.ceil(exact - SLACK * Math.max(1, exact)));
  return { quantity, unit, about: isAboutOver(exact, quantity) };
}

/** Grams as a shop sells them, in g/kg or (us) oz/lb. */
export function weightAmount(grams: number, us: boolean): ShopAmount {
  let quantity: number;
  let unit: string;
  if (us) {
    const ounces = grams / WEIGHT_G.oz!;
    const roundedOunces = ceilTo(ounces, ounces <= 4 ? 0.5 : 1);
    if (roundedOunces < 16) {
      quantity = roundedOunces;
      unit = "oz";
    } else {
      quantity = ceilTo(grams / WEIGHT_G.lb!, 0.25);
      unit = "lb";
    }
  } else {
    const step = grams <= 50 ? 5 : grams <= 250 ? 25 : grams <= 1000 ? 50 : 100;
    const rounded = ceilTo(grams, step);
    if (rounded >= 1000) {
      quantity = tidy(rounded / 1000);
      unit = "kg";
    } else {
      quantity = rounded;
      unit = "g";
    }
  }
  return { quantity, unit, about: isAboutOver(grams, quantity * WEIGHT_G[unit]!) };
}

/** Cup sizes of a measuring set, up to 4 cups; above, half cups. */
const CUP_STEPS: readonly number[] = [0, 1, 2, 3].flatMap((whole) =>
  [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1].map((part) => whole + part),
);

function cupsUp(cups: number): number {
  const step = CUP_STEPS.find((c) => c >= cups * (1 - SLACK));
  return step ?? ceilTo(cups, 0.5);
}

/** Millilitres as a cook measures them: ml/l (metric) or spoons and cups. */
export function volumeAmount(ml: number, metric: boolean): ShopAmount {
  let quantity: number;
  let unit: string;
  if (metric) {
    const step = ml <= 50 ? 5 : ml <= 250 ? 25 : ml <= 1000 ? 50 : 100;
    const rounded = ceilTo(ml, step);
    [quantity, unit] = rounded >= 1000 ? [tidy(rounded / 1000), "l"] : [rounded, "ml"];
  } else {
    const tsp = ml / VOLUME_ML.tsp!;
    const tbsp = ml / VOLUME_ML.tbsp!;
    const teaspoons = ceilTo(tsp, 0.25);
    const tablespoons = ceilTo(tbsp, 0.5);
    if (teaspoons < 3) [quantity, unit] = [teaspoons, "tsp"];
    else if (tablespoons < 4) [quantity, unit] = [Math.max(1, tablespoons), "tbsp"];
    else [quantity, unit] = [cupsUp(ml / VOLUME_ML.cup!), "cup"];
  }
  return { quantity, unit, about: isAboutOver(ml, quantity * VOLUME_ML[unit]!) };
}

/** Weights read in US units when every line that made them was in ounces or pounds. */
export function isUsWeight(units: readonly string[]): boolean {
  return units.length > 0 && units.every((u) => US_WEIGHT.has(u));
}

/** Volumes read in ml or l when any line that made them was. */
export function isMetricVolume(units: readonly string[]): boolean {
  return units.some((u) => METRIC_VOLUME.has(u));
}
