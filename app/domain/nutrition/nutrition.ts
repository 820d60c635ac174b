/**
 * Nutrition facts computed from a recipe's parsed ingredient lines and the USDA National
 * Nutrient Database for Standard Reference, Release 24 (SR24). Pure: no I/O.
 *
 * For every line: find its SR food through the reviewed alias table (aliases.ts), weigh the
 * amount in grams, add grams × (nutrient per 100 g) / 100. Weighing uses only SR24's own
 * household measures plus fixed unit conversions:
 * - mass: g, kg, oz (28.349523125 g), lb (453.59237 g);
 * - volume: tsp, tbsp (3 tsp), cup (48 tsp), fl oz (6 tsp), ml, l, pint, quart, pinch (1/16 tsp),
 *   dash (1/8 tsp), through the food's own SR measure for that unit, else its cup, tbsp, tsp or
 *   fl oz weight;
 * - a can: the size the line gives ("1 (15 oz) can", "2 (400 g) cans"), else a standard 400 g
 *   can (SR24's own "can" measures range from 190 g to 448 g, so they are not used);
 * - clove, slice, stalk, sprig, sheet, stick, head, bunch, piece: the SR measure of that name;
 * - a bare count ("2 large eggs", "1 onion"): the size named in the line (large, medium, small),
 *   else the alias's `each` measure, else SR's "medium", "large" or first countable measure.
 * - a range ("2-3 cloves") counts its midpoint (2.5): the cook is as likely to use either end.
 * A nutrient SR24 leaves blank for a food counts as 0 for that food.
 *
 * The facts say what they are based on (`countedLines` of `totalLines`) and list every line they
 * left out, with the reason: not counted on purpose, no SR food, no amount, or no way to weigh it.
 *
 * A line the alias table cannot match may still be weighed with an SR food an AI model chose from
 * a short candidate list (`aiFoods`, keyed by foodMatchKey; decision 027): the model picks the
 * food, the numbers are SR24's, and the facts list such lines as `aiMatched`.
 */
import { parseIngredientLine } from "../ingredients/ingredient-parser";
import { FOOD_ALIASES, NOT_COUNTED, type FoodAlias } from "./aliases";
import { SR24_FOODS, SR24_NUTRIENTS, type Sr24Food } from "./sr24-foods";

export type NutrientKey = (typeof SR24_NUTRIENTS)[number];
export type Nutrients = Record<NutrientKey, number>;

/** One ingredient line: as written (for the list of left-out lines) and as parsed. */
export interface NutritionLine {
  text: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  name: string;
  /** The parser's notes: "(15 oz) can" keeps the can's size here. */
  notes?: string | null;
}

export type SkipReason = "not counted" | "no match" | "no amount" | "no weight";

export interface SkippedLine {
  text: string;
  reason: SkipReason;
}

export interface WeighedLine {
  text: string;
  ndb: string;
  grams: number;
}

/** An SR food an AI model chose for a name the alias table cannot match (decision 027). */
export interface AiFood {
  ndb: string;
  food: Sr24Food;
}

/** A line matched through an AI-chosen food: the line as written and the SR description. */
export interface AiMatchedLine {
  text: string;
  description: string;
}

export interface NutritionFacts {
  servings: number;
  /** Non-blank ingredient lines. */
  totalLines: number;
  /** Lines matched and weighed: "based on countedLines of totalLines ingredients". */
  countedLines: number;
  perServing: Nutrients;
  total: Nutrients;
  weighed: WeighedLine[];
  skipped: SkippedLine[];
  /** Lines matched to an SR food an AI model chose (counted when weighed, else also in `skipped`). */
  aiMatched: AiMatchedLine[];
}

const MASS_GRAMS: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const ML_PER_TSP = 4.92892159375;
/** Volume units in teaspoons. */
const VOLUME_TSP: Readonly<Record<string, number>> = {
  tsp: 1,
  tbsp: 3,
  cup: 48,
  "fl oz": 6,
  ml: 1 / ML_PER_TSP,
  dl: 100 / ML_PER_TSP,
  cl: 10 / ML_PER_TSP,
  l: 1000 / ML_PER_TSP,
  pint: 96,
  quart: 192,
  pinch: 1 / 16,
  dash: 1 / 8,
};
/** SR measures that give a volume, tried in this order, and their size in teaspoons. */
const VOLUME_MEASURES: ReadonlyArray<readonly [string, number]> = [
  ["cup", 48],
  ["tbsp", 3],
  ["tsp", 1],
  ["fl oz", 6],
];
/** Units weighed by the SR measure of the same name. */
const NAMED_MEASURE_UNITS = new Set(["clove", "slice", "stalk", "sprig", "sheet", "stick", "head", "bunch", "cube", "fillet"]);
const STANDARD_CAN_GRAMS = 400;
/** A bottle of wine, when the line does not say its size. */
const STANDARD_BOTTLE_ML = 750;
const SIZE_WORDS = new Set(["large", "medium", "small"]);
/** Words a name may start with that do not change which food it is. */
const DESCRIPTORS = new Set([
  "fresh",
  "freshly",
  "large",
  "medium",
  "small",
  "big",
  "extra",
  "chopped",
  "finely",
  "grated",
  "crumbled",
  "shredded",
  "sliced",
  "minced",
  "diced",
  "cold",
  "warm",
  "hot",
  "boiling",
  "lukewarm",
  "ice",
  "ripe",
  "very",
  "whole",
  "boneless",
  "skin-on",
  "skinless",
  "thick",
  "packed",
  "soft",
  "stale",
  "fine",
  "coarse",
  "coarsely",
  "mixed",
  "frozen",
  "plain",
]);
/** First words of SR measures that are not one countable item. */
const NOT_COUNTABLE =
  /^(cup|cups|tbsp|tsp|oz|lb|fl|serving|nlea|package|packet|can|cubic|slice|slices|container|jar|quart|pint)\b/;

export function emptyNutrients(): Nutrients {
  return Object.fromEntries(SR24_NUTRIENTS.map((key) => [key, 0])) as Nutrients;
}

function singulars(name: string): string[] {
  const out: string[] = [];
  if (name.endsWith("ies")) out.push(`${name.slice(0, -3)}y`);
  if (name.endsWith("es")) out.push(name.slice(0, -2));
  if (name.endsWith("s")) out.push(name.slice(0, -1));
  return out;
}

/** Names to look up, most specific first: as given, without leading descriptors, singular. */
export function aliasCandidates(name: string): string[] {
  const words = name.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shortened: string[] = [];
  for (let i = 0; i < words.length; i++) {
    shortened.push(words.slice(i).join(" "));
    if (!DESCRIPTORS.has(words[i] ?? "")) break;
  }
  const candidates: string[] = [];
  for (const text of shortened) candidates.push(text, ...singulars(text));
  return [...new Set(candidates.filter(Boolean))];
}

/**
 * The name an AI food match is cached under: lowercase, single spaces, without leading descriptors
 * ("fresh", "chopped", …) and outer punctuation, at most 80 characters. "Fresh  Kohlrabi" and
 * "kohlrabi" share one answer.
 */
export function foodMatchKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/^[^a-z0-9]+|[^a-z0-9)]+$/g, "")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && DESCRIPTORS.has(words[0] ?? "")) words.shift();
  return words.join(" ").slice(0, 80).trim();
}

export type AliasLookup =
  { kind: "food"; key: string; alias: FoodAlias } | { kind: "not counted"; key: string } | { kind: "none" };

/** What the alias table says about an ingredient name. */
export function lookupAlias(name: string): AliasLookup {
  for (const key of aliasCandidates(name)) {
    if (Object.hasOwn(NOT_COUNTED, key)) return { kind: "not counted", key };
    const alias = Object.hasOwn(FOOD_ALIASES, key) ? FOOD_ALIASES[key] : undefined;
    if (alias) return { kind: "food", key, alias };
  }
  return { kind: "none" };
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word));
}

/** Grams of one `wanted` measure of the food: a measure starting with those words first, else one containing them. */
export function measureGrams(food: Sr24Food, wanted: string): number | null {
  const want = tokens(wanted);
  if (want.length === 0) return null;
  const named = food.m.map(([name, grams]) => ({ words: tokens(name), name, grams }));
  const startsWith = named.find((m) => want.every((w, i) => m.words[i] === w));
  if (startsWith) return startsWith.grams;
  const contains = named.find(
    (m) => !NOT_COUNTABLE.test(m.name) && m.words.some((_, i) => want.every((w, j) => m.words[i + j] === w)),
  );
  return contains?.grams ?? null;
}

function gramsPerTsp(food: Sr24Food, unit: string): number | null {
  const own = VOLUME_MEASURES.find(([name]) => name === unit);
  const order = own ? [own, ...VOLUME_MEASURES.filter((m) => m !== own)] : VOLUME_MEASURES;
  for (const [name, tsp] of order) {
    const grams = measureGrams(food, name);
    if (grams !== null) return grams / tsp;
  }
  return null;
}

function gramsPerItem(food: Sr24Food, alias: FoodAlias, size: string | null): number | null {
  const bySize = size === null ? null : measureGrams(food, size);
  if (bySize !== null) return bySize;
  // The reviewed measure, or nothing: "1 head of garlic" is not one clove.
  if (alias.each) return measureGrams(food, alias.each);
  for (const t of ["medium", "large"]) {
    const grams = measureGrams(food, t);
    if (grams !== null) return grams;
  }
  const countable = food.m.find(([name]) => !NOT_COUNTABLE.test(name));
  return countable?.[1] ?? null;
}

/** Grams for `amount` of `unit` of the food, or null when it cannot be weighed. */
export function weigh(
  food: Sr24Food,
  alias: FoodAlias,
  amount: number,
  unit: string | null,
  size: string | null,
  notes: string | null = null,
): number | null {
  if (unit !== null && unit in MASS_GRAMS) return amount * (MASS_GRAMS[unit] ?? 0);
  if (unit !== null && unit in VOLUME_TSP) {
    const perTsp = gramsPerTsp(food, unit);
    return perTsp === null ? null : amount * (VOLUME_TSP[unit] ?? 0) * perTsp;
  }
  if (unit === "can") return amount * (canGrams(notes) ?? STANDARD_CAN_GRAMS);
  if (unit === "bottle") return weigh(food, alias, amount * (bottleMl(notes) ?? STANDARD_BOTTLE_ML), "ml", null);
  if (unit !== null && NAMED_MEASURE_UNITS.has(unit)) {
    // "1 head broccoli": SR has no head, but the food's reviewed item measure is one.
    const grams = measureGrams(food, unit) ?? (alias.each ? measureGrams(food, alias.each) : null);
    return grams === null ? null : amount * grams;
  }
  if (unit === null || unit === "piece") {
    if (alias.eachAs) return weigh(food, { ndb: alias.ndb }, amount * alias.eachAs.amount, alias.eachAs.unit, null);
    const grams = gramsPerItem(food, alias, size);
    return grams === null ? null : amount * grams;
  }
  return null;
}

/** The bottle size a note gives: "750 ml" → 750, "1 l" → 1000. */
function bottleMl(notes: string | null): number | null {
  const match = /(?:^|[^\d.,])(\d+(?:[.,]\d+)?) ?(ml|cl|dl|l)\b/i.exec(notes ?? "");
  if (!match) return null;
  const perUnit: Readonly<Record<string, number>> = { ml: 1, cl: 10, dl: 100, l: 1000 };
  const ml = Number((match[1] ?? "").replace(",", ".")) * (perUnit[(match[2] ?? "").toLowerCase()] ?? 0);
  return ml > 0 ? ml : null;
}

/** The can size a note gives: "15 oz" → 425 g, "400 g" → 400 g. */
function canGrams(notes: string | null): number | null {
  const match = /(?:^|[^\d.])(\d+(?:\.\d+)?) ?(oz|g|kg|lb)\b/i.exec(notes ?? "");
  if (!match) return null;
  const grams = Number(match[1]) * (MASS_GRAMS[(match[2] ?? "").toLowerCase()] ?? 0);
  return grams > 0 ? grams : null;
}

function sizeOf(name: string): string | null {
  const first = name.trim().toLowerCase().split(/\s+/)[0] ?? "";
  return SIZE_WORDS.has(first) ? first : null;
}

/** Nutrients of `grams` of the food. */
function nutrientsOf(food: Sr24Food, grams: number): Nutrients {
  const out = emptyNutrients();
  SR24_NUTRIENTS.forEach((key, i) => {
    out[key] = ((food.n[i] ?? 0) * grams) / 100;
  });
  return out;
}

function add(into: Nutrients, more: Nutrients): void {
  for (const key of SR24_NUTRIENTS) into[key] += more[key];
}

export function scaleNutrients(values: Nutrients, factor: number): Nutrients {
  const out = emptyNutrients();
  for (const key of SR24_NUTRIENTS) out[key] = values[key] * factor;
  return out;
}

/** The facts for a recipe of `servings` servings made from `lines`. */
export function computeNutrition(
  lines: readonly NutritionLine[],
  servings: number,
  aiFoods: ReadonlyMap<string, AiFood> = new Map(),
): NutritionFacts {
  const total = emptyNutrients();
  const weighed: WeighedLine[] = [];
  const skipped: SkippedLine[] = [];
  const aiMatched: AiMatchedLine[] = [];
  let totalLines = 0;
  for (const line of lines) {
    if (line.name.trim() === "") continue;
    totalLines++;
    const found = lookupAlias(line.name);
    if (found.kind === "not counted") {
      skipped.push({ text: line.text, reason: "not counted" });
      continue;
    }
    const proposed = found.kind === "none" ? aiFoods.get(foodMatchKey(line.name)) : undefined;
    const match: { alias: FoodAlias; food: Sr24Food | undefined } | null =
      found.kind === "food"
        ? { alias: found.alias, food: SR24_FOODS[found.alias.ndb] }
        : proposed
          ? { alias: { ndb: proposed.ndb }, food: proposed.food }
          : null;
    const food = match?.food;
    if (!match || !food) {
      skipped.push({ text: line.text, reason: "no match" });
      continue;
    }
    if (proposed) aiMatched.push({ text: line.text, description: food.d });
    if (line.quantity === null || !(line.quantity > 0)) {
      skipped.push({ text: line.text, reason: "no amount" });
      continue;
    }
    const amount =
      line.quantityMax !== null && line.quantityMax > line.quantity ? (line.quantity + line.quantityMax) / 2 : line.quantity;
    const grams = weigh(food, match.alias, amount, line.unit, sizeOf(line.name), line.notes ?? null);
    if (grams === null || !Number.isFinite(grams)) {
      skipped.push({ text: line.text, reason: "no weight" });
      continue;
    }
    weighed.push({ text: line.text, ndb: match.alias.ndb, grams });
    add(total, nutrientsOf(food, grams));
  }
  const safeServings = Number.isFinite(servings) && servings > 0 ? servings : 1;
  return {
    servings: safeServings,
    totalLines,
    countedLines: weighed.length,
    perServing: scaleNutrients(total, 1 / safeServings),
    total,
    weighed,
    skipped,
    aiMatched,
  };
}

/** The facts for ingredient lines as a cook wrote them ("2 large eggs"), parsed like recipe_ingredients. */
export function nutritionFromText(
  lines: readonly string[],
  servings: number,
  aiFoods: ReadonlyMap<string, AiFood> = new Map(),
): NutritionFacts {
  return computeNutrition(
    lines.map((text) => ({ text: text.trim(), ...parseIngredientLine(text) })),
    servings,
    aiFoods,
  );
}

/** The names (foodMatchKey) of the lines the alias table cannot match: what an AI model may be asked about. */
export function namesWithoutAlias(lines: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of lines) {
    const { name } = parseIngredientLine(text);
    if (name.trim() === "" || lookupAlias(name).kind !== "none") continue;
    const key = foodMatchKey(name);
    if (key) names.add(key);
  }
  return [...names];
}

/** What the recipe page's Nutrition Facts panel receives: per-serving values and the coverage, no per-line weights. */
export type NutritionSummary = Pick<
  NutritionFacts,
  "servings" | "totalLines" | "countedLines" | "perServing" | "skipped" | "aiMatched"
>;

export function summarizeNutrition(facts: NutritionFacts): NutritionSummary {
  const { servings, totalLines, countedLines, perServing, skipped, aiMatched } = facts;
  return { servings, totalLines, countedLines, perServing, skipped, aiMatched };
}
