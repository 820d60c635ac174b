/**
 * AI-proposed SR foods for ingredient names the reviewed alias table cannot match (issue 15,
 * decision 027). Pure: the catalog comes in as rows, the model's answer as a value.
 *
 * 1. `searchFoods` finds a short list of candidate SR24 foods by word overlap with their
 *    descriptions (rare words count more; a word in SR's leading generic name, before the first
 *    comma, counts double; raw and shorter descriptions win ties).
 * 2. The model is shown only those candidates and answers with one candidate's NDB number or
 *    "none" (`foodChoiceSchema`, `foodMatchPrompt`).
 * 3. `acceptFoodChoice` accepts an NDB number only when it was one of the candidates. The model
 *    never supplies a number of grams or nutrients: those come from SR24, as for any alias.
 */
import { z } from "zod";
import type { Sr24Food } from "./sr24-foods";

/** How many candidates the model is shown. */
export const FOOD_MATCH_CANDIDATES = 15;
/** The name of the structured-output schema (the request's response_format). */
export const FOOD_MATCH_SCHEMA_NAME = "sr_food_match";

export interface CatalogFood extends Sr24Food {
  ndb: string;
}

/** One row of sr24-catalog.ts: `ndb|description|nutrients|measure~grams^…`. */
export function parseCatalogRow(row: string): CatalogFood {
  const [ndb = "", d = "", nutrients = "", measures = ""] = row.split("|");
  return {
    ndb,
    d,
    n: nutrients.split(",").map((cell) => (cell === "" ? null : Number(cell))),
    m:
      measures === ""
        ? []
        : measures
            .split("^")
            .map((pair) => [pair.slice(0, pair.lastIndexOf("~")), Number(pair.slice(pair.lastIndexOf("~") + 1))] as const),
  };
}

/** The food numbered `ndb` in catalog rows sorted by NDB number (binary search: nothing else is parsed). */
export function findCatalogFood(rows: readonly string[], ndb: string): CatalogFood | undefined {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const row = rows[middle] ?? "";
    const key = row.slice(0, row.indexOf("|"));
    if (key === ndb) return parseCatalogRow(row);
    if (key < ndb) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

const STOP_WORDS = new Set(["a", "an", "and", "or", "of", "with", "without", "for", "to", "the", "in", "on", "style", "type"]);

/** Lowercase words without stop words, a plural "s" dropped from words longer than three letters. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith("ies") ? `${word.slice(0, -3)}y` : word))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

interface IndexedFood {
  food: CatalogFood;
  words: Set<string>;
  leading: Set<string>;
  raw: boolean;
}

export interface FoodIndex {
  foods: readonly IndexedFood[];
  byNdb: ReadonlyMap<string, CatalogFood>;
  /** How many foods each word appears in. */
  frequency: ReadonlyMap<string, number>;
}

export function buildFoodIndex(foods: readonly CatalogFood[]): FoodIndex {
  const frequency = new Map<string, number>();
  const indexed = foods.map((food) => {
    const words = new Set(searchWords(food.d));
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    return { food, words, leading: new Set(searchWords(food.d.split(",")[0] ?? "")), raw: words.has("raw") };
  });
  return { foods: indexed, byNdb: new Map(foods.map((food) => [food.ndb, food])), frequency };
}

/** The SR foods whose descriptions best share the name's words, best first, at most `limit`. */
export function searchFoods(index: FoodIndex, name: string, limit = FOOD_MATCH_CANDIDATES): CatalogFood[] {
  const query = [...new Set(searchWords(name))];
  if (query.length === 0) return [];
  const total = index.foods.length;
  const weight = (word: string) => Math.log((total + 1) / ((index.frequency.get(word) ?? 0) + 1));
  const scored: { food: CatalogFood; score: number; size: number }[] = [];
  for (const entry of index.foods) {
    let score = 0;
    for (const word of query) {
      if (entry.leading.has(word)) score += 2 * weight(word);
      else if (entry.words.has(word)) score += weight(word);
    }
    if (score <= 0) continue;
    scored.push({ food: entry.food, score: score + (entry.raw ? 0.25 : 0), size: entry.words.size });
  }
  scored.sort((x, y) => y.score - x.score || x.size - y.size || x.food.ndb.localeCompare(y.food.ndb));
  return scored.slice(0, limit).map((entry) => entry.food);
}

/** The answer the model must give: one of the candidates' NDB numbers, or "none". */
export function foodChoiceSchema(candidates: readonly Pick<CatalogFood, "ndb">[]) {
  return z.object({
    ndb: z
      .enum(["none", ...candidates.map((food) => food.ndb)] as [string, ...string[]])
      .describe('The NDB number of the candidate that is the same food, or "none"'),
  });
}

export type FoodChoice = { kind: "food"; ndb: string } | { kind: "none" } | { kind: "invalid" };

/** What the server makes of the model's answer: a candidate's NDB number, "none", or anything else (invalid). */
export function acceptFoodChoice(candidates: readonly Pick<CatalogFood, "ndb">[], answer: unknown): FoodChoice {
  const ndb = typeof answer === "object" && answer !== null && "ndb" in answer ? (answer as { ndb: unknown }).ndb : undefined;
  if (ndb === "none") return { kind: "none" };
  if (typeof ndb === "string" && candidates.some((food) => food.ndb === ndb)) return { kind: "food", ndb };
  return { kind: "invalid" };
}

export const FOOD_MATCH_SYSTEM = [
  "You match an ingredient from a recipe to one food of the USDA National Nutrient Database (SR24).",
  "Choose the candidate that is the same food as the ingredient as a cook would buy it; prefer raw or plain forms.",
  'If no candidate is the same food, answer "none": a wrong food is worse than none.',
  "Answer with the candidate's NDB number only; never invent a number that is not in the list.",
].join(" ");

/** The user message: the ingredient name (quoted, as data) and the numbered candidates. */
export function foodMatchPrompt(name: string, candidates: readonly Pick<CatalogFood, "ndb" | "d">[]): string {
  return [
    `Ingredient: ${JSON.stringify(name)}`,
    "Candidates (NDB number: description):",
    ...candidates.map((food) => `${food.ndb}: ${food.d}`),
  ].join("\n");
}
