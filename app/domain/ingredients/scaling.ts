/**
 * Recipe scaling (spec sections 2 "Scale dialog" and 9 "Scaling"). Pure: no I/O, no dependencies.
 *
 * - factor = new servings / original servings; only a number > 0 changes it;
 * - estimated cook time = original × factor^0.3, rounded;
 * - quantities as simple fractions with a denominator up to 16, otherwise two decimals;
 * - a unit gains an 's' when the quantity is over 1 (abbreviations such as "g" or "tbsp" stay as they are).
 *
 * Cook mode reuses these for its scaled quantities: keep the exported names stable.
 */

export const MIN_SERVINGS = 0.5;
export const SERVINGS_STEP = 0.5;
export const SERVING_QUICK_PICKS = [2, 4, 6, 8, 10, 12] as const;

/** One ingredient as recipe_ingredients stores it (and as the ingredient parser returns it). */
export interface IngredientAmount {
  /** Null when the line names no amount ("salt to taste"). */
  quantity: number | null;
  /** Upper end of a range ("2-3 cloves"), else null. */
  quantityMax: number | null;
  /** Canonical unit ("cup", "tbsp", "g", "clove", ...) or null. */
  unit: string | null;
  name: string;
  notes: string | null;
}

/**
 * The servings typed or picked, when they can change the factor: a finite number greater than 0.
 * Anything else (blank, 0, negative, not a number) gives null, and the dialog keeps its factor.
 */
export function parseServings(input: string | number): number | null {
  const value = typeof input === "number" ? input : input.trim() === "" ? Number.NaN : Number(input.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** new ÷ original servings; 1 when either is not a number greater than 0. */
export function scaleFactor(originalServings: number, newServings: number): number {
  if (!(originalServings > 0) || !Number.isFinite(originalServings)) return 1;
  const next = parseServings(newServings);
  return next === null ? 1 : next / originalServings;
}

/** Estimated cook time for the scaled recipe: original × factor^0.3, rounded to whole minutes. */
export function estimatedCookTime(originalMinutes: number, factor: number): number {
  if (!(factor > 0)) return Math.round(originalMinutes);
  return Math.round(originalMinutes * factor ** 0.3);
}

/** A quantity times the factor; null stays null (no amount to scale). */
export function scaleQuantity(quantity: number | null, factor: number): number | null {
  return quantity === null ? null : quantity * factor;
}

/** The ingredient with its amount (and range maximum) multiplied by the factor. */
export function scaleIngredient<T extends IngredientAmount>(ingredient: T, factor: number): T {
  return {
    ...ingredient,
    quantity: scaleQuantity(ingredient.quantity, factor),
    quantityMax: scaleQuantity(ingredient.quantityMax, factor),
  };
}

const MAX_DENOMINATOR = 16;
/** Floating-point slack: 1/3 × 3 must still read as 1, 0.1 + 0.2 as 3/10. */
const EPSILON = 1e-6;

/**
 * A quantity as a cook reads it: "2", "1/2", "1 1/3", "3/16"; a value that is no fraction with a
 * denominator up to 16 gets two decimals ("0.05", "2.35"). Zero, negative or non-finite input reads "0".
 */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return "0";
  const nearest = Math.round(value);
  if (Math.abs(value - nearest) < EPSILON) return String(nearest);
  const whole = Math.floor(value);
  const rest = value - whole;
  for (let denominator = 2; denominator <= MAX_DENOMINATOR; denominator++) {
    const numerator = Math.round(rest * denominator);
    if (Math.abs(rest - numerator / denominator) < EPSILON) {
      const fraction = `${numerator}/${denominator}`;
      return whole === 0 ? fraction : `${whole} ${fraction}`;
    }
  }
  return value.toFixed(2);
}

/** A range "2-3" or a single amount, formatted; null when there is no amount. */
export function formatAmount(quantity: number | null, quantityMax: number | null): string | null {
  if (quantity === null) return null;
  if (quantityMax === null || quantityMax <= quantity) return formatQuantity(quantity);
  return `${formatQuantity(quantity)}-${formatQuantity(quantityMax)}`;
}

/** Units written as symbols or abbreviations: they never take a plural ending. */
const INVARIABLE_UNITS = new Set(["g", "kg", "mg", "ml", "l", "dl", "cl", "oz", "fl oz", "lb", "tsp", "tbsp"]);

/**
 * The unit as shown beside a quantity: a word unit gains an 's' when the quantity is over 1
 * ("cup" → "cups", "pinch" → "pinches"); abbreviations stay ("g", "tbsp").
 */
export function pluralizeUnit(unit: string, quantity: number | null): string {
  if (quantity === null || !(quantity > 1 + EPSILON) || INVARIABLE_UNITS.has(unit)) return unit;
  if (/(?:s|x|z|ch|sh)$/u.test(unit)) return `${unit}es`;
  return `${unit}s`;
}

/** The ingredient's amount and unit ("1 1/2 cups", "2-3 cloves", "200 g"), or "" without an amount or unit. */
export function formatMeasure(ingredient: Pick<IngredientAmount, "quantity" | "quantityMax" | "unit">): string {
  const amount = formatAmount(ingredient.quantity, ingredient.quantityMax);
  const largest = ingredient.quantityMax ?? ingredient.quantity;
  const unit = ingredient.unit ? pluralizeUnit(ingredient.unit, largest) : null;
  return [amount, unit].filter(Boolean).join(" ");
}

/**
 * Foods that do not take a plural after a bare count ("2 garlic", not "2 garlics"): when a line's
 * last word is one of these, its name stays as written.
 */
const UNCOUNTABLE_FOODS = new Set(
  (
    "salt flour sugar water milk butter oil rice garlic ginger kale spinach parsley cilantro coriander basil thyme " +
    "rosemary sage dill mint oregano chives cheese cream yogurt yoghurt honey broth stock fish shrimp salmon tuna " +
    "tofu beef pork lamb meat pasta spaghetti quinoa couscous yeast vinegar juice wine zest cinnamon cumin paprika " +
    "nutmeg turmeric chocolate celery lettuce broccoli asparagus corn ice sauce paste powder soda syrup mayonnaise " +
    "mustard ketchup seasoning cornstarch bread"
  ).split(" "),
);
/** Plurals that do not follow the endings below. */
const IRREGULAR_FOODS: Record<string, string> = {
  leaf: "leaves",
  loaf: "loaves",
  half: "halves",
  potato: "potatoes",
  tomato: "tomatoes",
  mango: "mangoes",
};

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  // Already plural ("eggs", "chickpeas"), or a food that does not count.
  if (!/^[a-z]/iu.test(word) || lower.endsWith("s") || UNCOUNTABLE_FOODS.has(lower)) return word;
  const irregular = IRREGULAR_FOODS[lower];
  if (irregular) return word.slice(0, 1) + irregular.slice(1);
  if (/[^aeiou]y$/iu.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:x|z|ch|sh)$/iu.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Names that end like a plural but are one food ("molasses"), or are only said in the plural ("oats"). */
const PLURAL_ONLY_FOODS = new Set(["molasses", "oats", "grits", "greens", "swiss"]);
const SINGULAR_OF_IRREGULAR = Object.fromEntries(Object.entries(IRREGULAR_FOODS).map(([one, many]) => [many, one]));

function singularWord(word: string): string {
  const lower = word.toLowerCase();
  // Not a plural ("egg", "glass", "hummus", "couscous"), or a name kept as it is.
  if (!/s$/iu.test(word) || /(?:ss|us|is)$/iu.test(word) || PLURAL_ONLY_FOODS.has(lower)) return word;
  const irregular = SINGULAR_OF_IRREGULAR[lower];
  if (irregular) return word.slice(0, 1) + irregular.slice(1);
  if (/[^aeiou]ies$/iu.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:x|z|ch|sh)es$/iu.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * A food's name after a count with no unit ("1 large onion" × 2 → "2 large onions", "2 large
 * eggs" × 0.5 → "1 large egg"): the last word of the name (of each alternative: "lemons or
 * limes") takes its plural when the quantity is over 1, unless it is plural already or a food that
 * does not count ("2 garlic" stays), and its singular at one or less. A unit carries the plural
 * itself ("2 cloves garlic"), so callers only ask when there is none.
 */
export function pluralizeFood(name: string, quantity: number | null): string {
  if (quantity === null || !(quantity > 0)) return name;
  const inflect = quantity > 1 + EPSILON ? pluralWord : singularWord;
  return name
    .split(/( or )/u)
    .map((part) => (part === " or " ? part : part.replace(/([\p{L}'-]+)$/u, (word) => inflect(word))))
    .join("");
}

/** The name as it reads after the measure: inflected after a bare count (see pluralizeFood). */
export function foodName(ingredient: Pick<IngredientAmount, "quantity" | "quantityMax" | "unit" | "name">): string {
  return ingredient.unit === null
    ? pluralizeFood(ingredient.name, ingredient.quantityMax ?? ingredient.quantity)
    : ingredient.name;
}

/** The whole line as shown in the scale dialog and the shopping list: "1 1/2 cups flour (sifted)". */
export function formatIngredient(ingredient: IngredientAmount): string {
  const measure = formatMeasure(ingredient);
  const name = foodName(ingredient);
  const line = measure ? `${measure} ${name}` : name;
  return ingredient.notes ? `${line} (${ingredient.notes})` : line;
}
