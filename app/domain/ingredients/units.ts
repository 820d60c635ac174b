/**
 * Units as written, metric or US (beyond the spec; issue 13). Pure: no I/O.
 *
 * - Volume converts to volume and weight to weight; between volume and weight only where the food's
 *   density is known (app/domain/data/densities.ts, from USDA SR24).
 * - Metric: cups, fluid ounces, pints and quarts become grams when the density is known, else ml or l;
 *   ounces and pounds become g or kg. Spoons stay spoons (metric kitchens use them too).
 * - US: grams and kilograms become cups or spoons when the density is known, else oz or lb; ml and l
 *   become cups or spoons. Spoons stay spoons.
 * - Results are rounded the way cooks measure: spoons in 1/8 steps, whole grams under 100 g and 5 g
 *   steps above, ml likewise, cups in eighths or thirds, ounces in quarters.
 * - Temperatures in step text ("350°F", "350 degrees F", "180 °C") convert too.
 */
import { FOOD_DENSITIES } from "../data/densities";
import { kitchenAmount, roundCups, US_KITCHEN_UNITS } from "./kitchen-amounts";
import { foodName, formatIngredient, scaleIngredient, type IngredientAmount } from "./scaling";
import type { UnitSystem } from "./unit-system";

export { DEFAULT_UNIT_SYSTEM, isUnitSystem, UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from "./unit-system";

const TSP_ML = 4.92892159375;
const TBSP_ML = 3 * TSP_ML;
const CUP_ML = 16 * TBSP_ML;

/** Millilitres in one of each volume unit the parser knows. */
export const VOLUME_ML: Readonly<Record<string, number>> = {
  tsp: TSP_ML,
  tbsp: TBSP_ML,
  "fl oz": 2 * TBSP_ML,
  cup: CUP_ML,
  pint: 2 * CUP_ML,
  quart: 4 * CUP_ML,
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
};

/** Grams in one of each weight unit the parser knows. */
export const WEIGHT_G: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

const SPOONS = new Set(["tsp", "tbsp"]);

const DENSITY_BY_NAME = new Map(FOOD_DENSITIES.flatMap((food) => food.names.map((name) => [name, food.gramsPerMl] as const)));

/**
 * Grams per ml of a food, by its parsed name: the longest kitchen name the food's name ends with
 * ("unsalted butter" → unsalted butter, "all-purpose flour" → flour, "butter beans" → none).
 */
export function densityOf(name: string): number | null {
  const words = name.toLowerCase().trim().split(/\s+/u);
  for (let start = 0; start < words.length; start++) {
    const density = DENSITY_BY_NAME.get(words.slice(start).join(" "));
    if (density !== undefined) return density;
  }
  return null;
}

/** Rounds to the nearest multiple of step, never below one step for a positive amount. */
function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

interface Measure {
  quantity: number;
  unit: string;
}

/** Grams, rounded as a scale reads: whole grams under 100 g, 5 g steps up to 1 kg, then kg to 0.05. */
export function metricWeight(grams: number): Measure {
  if (grams < 100) return { quantity: roundTo(grams, 1), unit: "g" };
  if (grams < 1000) return { quantity: roundTo(grams, 5), unit: "g" };
  return { quantity: roundTo(grams / 1000, 0.05), unit: "kg" };
}

/** Millilitres, rounded as a jug reads: whole ml under 100 ml, 5 ml steps up to 1 l, then l to 0.05. */
export function metricVolume(ml: number): Measure {
  if (ml < 100) return { quantity: roundTo(ml, 1), unit: "ml" };
  if (ml < 1000) return { quantity: roundTo(ml, 5), unit: "ml" };
  return { quantity: roundTo(ml / 1000, 0.05), unit: "l" };
}

/** Millilitres as US spoons or cups: teaspoons under 1 tbsp, tablespoons under 1/4 cup (both in 1/8 steps), then cups. */
export function usVolume(ml: number): Measure {
  if (ml < TBSP_ML - TSP_ML / 16) return { quantity: roundTo(ml / TSP_ML, 1 / 8), unit: "tsp" };
  if (ml < CUP_ML / 4 - TSP_ML / 16) return { quantity: roundTo(ml / TBSP_ML, 1 / 8), unit: "tbsp" };
  return { quantity: roundCups(ml / CUP_ML), unit: "cup" };
}

/** Grams as ounces (quarter ounces) under 1 lb, then pounds (quarter pounds). */
export function usWeight(grams: number): Measure {
  const ounces = grams / WEIGHT_G.oz!;
  if (ounces < 16 - 1 / 8) return { quantity: roundTo(ounces, 1 / 4), unit: "oz" };
  return { quantity: roundTo(grams / WEIGHT_G.lb!, 1 / 4), unit: "lb" };
}

/** One amount in the target system, or null when it stays as written. */
function convertOne(
  quantity: number,
  unit: string,
  density: number | null,
  system: Exclude<UnitSystem, "as-written">,
): Measure | null {
  const ml = VOLUME_ML[unit];
  const grams = WEIGHT_G[unit];
  if (system === "metric") {
    if (ml !== undefined && !SPOONS.has(unit)) {
      return density !== null ? metricWeight(quantity * ml * density) : metricVolume(quantity * ml);
    }
    if (grams !== undefined) return metricWeight(quantity * grams);
    return null;
  }
  if (grams !== undefined) {
    return density !== null ? usVolume((quantity * grams) / density) : usWeight(quantity * grams);
  }
  if (ml !== undefined && !SPOONS.has(unit)) return usVolume(quantity * ml);
  return null;
}

/**
 * The ingredient in the chosen system. Amounts without a convertible unit ("3 eggs", "2 cloves")
 * and everything in "as written" are returned unchanged. A range converts both ends, in the unit
 * the larger end chose.
 */
export function convertIngredient<T extends IngredientAmount>(ingredient: T, system: UnitSystem): T {
  const { quantity, quantityMax, unit } = ingredient;
  if (system === "as-written" || quantity === null || unit === null) return ingredient;
  const density = densityOf(ingredient.name);
  const top = convertOne(quantityMax ?? quantity, unit, density, system);
  if (!top) return ingredient;
  if (quantityMax === null) return { ...ingredient, quantity: top.quantity, unit: top.unit };
  const low = convertOne(quantity, unit, density, system)!;
  const lowInTopUnit = low.unit === top.unit ? low.quantity : sameUnit(low, top.unit);
  return { ...ingredient, quantity: lowInTopUnit, quantityMax: top.quantity, unit: top.unit };
}

/** A measure re-expressed in another unit of the same kind (both volume or both weight). */
function sameUnit(measure: Measure, unit: string): number {
  const volume = VOLUME_ML[measure.unit] !== undefined && VOLUME_ML[unit] !== undefined;
  const factor = volume ? VOLUME_ML[measure.unit]! / VOLUME_ML[unit]! : WEIGHT_G[measure.unit]! / WEIGHT_G[unit]!;
  return Math.round(measure.quantity * factor * 100) / 100;
}

const METRIC_UNITS = new Set(["g", "kg", "ml", "cl", "dl", "l"]);

/** Metric amounts read as decimals ("1.25 kg", "250 g"); everything else as fractions. */
function formatConverted(ingredient: IngredientAmount): string {
  if (ingredient.unit === null || !METRIC_UNITS.has(ingredient.unit) || ingredient.quantity === null) {
    return formatIngredient(ingredient);
  }
  const decimal = (n: number) => String(Math.round(n * 100) / 100);
  const amount =
    ingredient.quantityMax !== null && ingredient.quantityMax > ingredient.quantity
      ? `${decimal(ingredient.quantity)}-${decimal(ingredient.quantityMax)}`
      : decimal(ingredient.quantity);
  const line = `${amount} ${ingredient.unit} ${ingredient.name}`;
  return ingredient.notes ? `${line} (${ingredient.notes})` : line;
}

/** The measure only ("1 1/2 cups", "250 g"), fractions or (metric units) decimals; "" without an amount. */
function measureText(ingredient: IngredientAmount): string {
  return formatConverted({ ...ingredient, name: "", notes: null }).trim();
}

/** A scaled amount as a cook uses it: rounded, whether it is "about", and the metric figure of a rounded US measure. */
interface KitchenMeasure {
  ingredient: IngredientAmount;
  about: boolean;
  /** The exact amount as Metric shows it ("425 g"), beside a rounded US weight or volume. */
  metric: string | null;
}

/**
 * The ingredient scaled by the factor and in the chosen units. Unscaled (factor 1) amounts are the
 * author's, only converted; scaled ones are rounded as a cook measures (kitchen-amounts.ts), metric
 * amounts as a scale or jug reads (even as written: 166.67 g → 165 g).
 */
export function kitchenMeasure(ingredient: IngredientAmount, factor: number, system: UnitSystem): KitchenMeasure {
  const scaled = scaleIngredient(ingredient, factor);
  const converted = convertIngredient(scaled, system);
  if (factor === 1 || converted.quantity === null) return { ingredient: converted, about: false, metric: null };
  const { rounded, about } = kitchenAmount(METRIC_UNITS.has(converted.unit ?? "") ? metricReading(converted) : converted);
  const usMeasure = converted.unit !== null && US_KITCHEN_UNITS.has(converted.unit) && !SPOONS.has(converted.unit);
  const metric = about && usMeasure ? measureText(convertIngredient(converted, "metric")) : null;
  return { ingredient: rounded, about, metric };
}

/** A metric amount as a scale or jug reads it (166.67 g → 165 g, 1250 ml → 1.25 l), kept a weight or a volume. */
function metricReading(ingredient: IngredientAmount): IngredientAmount {
  const { quantity, quantityMax, unit } = ingredient;
  if (quantity === null || unit === null) return ingredient;
  const read = (amount: number) =>
    WEIGHT_G[unit] !== undefined ? metricWeight(amount * WEIGHT_G[unit]) : metricVolume(amount * VOLUME_ML[unit]!);
  const top = read(quantityMax ?? quantity);
  if (quantityMax === null) return { ...ingredient, quantity: top.quantity, unit: top.unit };
  return { ...ingredient, quantity: sameUnit(read(quantity), top.unit), quantityMax: top.quantity, unit: top.unit };
}

/** The line a cook reads: scaled by the factor (rounded to what a cook can use), then in the chosen units. */
export function displayIngredient(ingredient: IngredientAmount, factor: number, system: UnitSystem): string {
  if (factor === 1 && system === "as-written") return formatIngredient(ingredient);
  const measure = displayMeasure(ingredient, factor, system);
  const label = ingredientLabel(ingredient, factor);
  return measure ? `${measure} ${label}` : label;
}

/**
 * Only the amount and unit ("1 1/2 cups", "250 g", "about 2 cloves", "about 1 lb (425 g)"), scaled,
 * rounded and converted like displayIngredient; "" without an amount.
 */
export function displayMeasure(ingredient: IngredientAmount, factor: number, system: UnitSystem): string {
  if (ingredient.quantity === null) return "";
  const shown = kitchenMeasure(ingredient, factor, system);
  // The food's name chose the density above; only the amount and unit are formatted here.
  const measure = (system === "as-written" && factor === 1 ? formatIngredient : formatConverted)({
    ...shown.ingredient,
    name: "",
    notes: null,
  }).trim();
  return [shown.about ? "about" : "", measure, shown.metric ? `(${shown.metric})` : ""].filter(Boolean).join(" ");
}

/**
 * The scaled line as a saved copy stores it: rounded like displayIngredient but without "about" or
 * the metric figure, so the ingredient parser reads it back ("2 cloves garlic", "1 lb beef").
 */
export function plainScaledIngredient(ingredient: IngredientAmount, factor: number): string {
  if (factor === 1) return formatIngredient(ingredient);
  const { ingredient: rounded } = kitchenMeasure(ingredient, factor, "as-written");
  return formatConverted({ ...rounded, name: foodName(rounded) });
}

/**
 * The name and notes ("all-purpose flour (sifted)"): what follows the measure. After a bare count
 * the name takes the plural the count scaled by `factor` (and rounded) asks for ("2" → "large onions").
 */
export function ingredientLabel(ingredient: IngredientAmount, factor = 1): string {
  const scaled = scaleIngredient(ingredient, factor);
  const name = foodName(factor === 1 ? scaled : kitchenAmount(scaled).rounded);
  return ingredient.notes ? `${name} (${ingredient.notes})` : name;
}

/** °F → °C (oven temperatures to the nearest 10 °C, lower ones to the nearest degree). */
export function fahrenheitToCelsius(fahrenheit: number): number {
  const celsius = ((fahrenheit - 32) * 5) / 9;
  return celsius >= 120 ? Math.round(celsius / 10) * 10 : Math.round(celsius);
}

/** °C → °F (oven temperatures to the nearest 25 °F, lower ones to the nearest 5 °F). */
export function celsiusToFahrenheit(celsius: number): number {
  const fahrenheit = (celsius * 9) / 5 + 32;
  return fahrenheit >= 250 ? Math.round(fahrenheit / 25) * 25 : Math.round(fahrenheit / 5) * 5;
}

/**
 * A temperature: a number with a degree sign or the word "degrees" before the scale ("350°F",
 * "180 ºC", "350 degrees F", "180 degrees Celsius"), or a three-digit number with the scale's letter
 * right after it ("350F", "180 C"). "1 C sugar" is a cup, not a temperature.
 */
const TEMPERATURE =
  /(\d{1,3}(?:\.\d+)?)\s*(?:[°º˚]\s*|degrees?\s+)(F|C|[Ff]ahrenheit|[Cc]elsius|[Cc]entigrade)\b|(\d{3})\s?([FC])\b/gu;

/** Marks a converted temperature while the text is rewritten, so a pair can keep the author's figure. */
const CONVERTED = "\uE000";
/** "425°F (220°C)" after conversion: two temperatures of one scale side by side. */
const SAME_SCALE_PAIR = /(\uE000?)(\d+°([CF]))\s*\((\uE000?)(\d+°\3)\)/gu;

/**
 * Step text with its temperatures in the chosen system; as written it is returned unchanged. When
 * the author already gave both ("425°F (220°C)"), only the author's figure in the chosen scale stays.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  if (system === "as-written") return text;
  const converted = text.replace(
    TEMPERATURE,
    (match, marked?: string, markedScale?: string, bare?: string, bareScale?: string) => {
      const degrees = Number(marked ?? bare);
      const fahrenheit = (markedScale ?? bareScale ?? "").toUpperCase().startsWith("F");
      if (fahrenheit === (system === "us")) return match;
      return CONVERTED + (fahrenheit ? `${fahrenheitToCelsius(degrees)}°C` : `${celsiusToFahrenheit(degrees)}°F`);
    },
  );
  return converted
    .replace(SAME_SCALE_PAIR, (match, firstMark: string, first: string, _scale, secondMark: string, second: string) =>
      firstMark && !secondMark ? second : !firstMark && secondMark ? first : match,
    )
    .replaceAll(CONVERTED, "");
}
