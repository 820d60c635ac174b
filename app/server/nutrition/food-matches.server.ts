/**
 * AI-proposed SR foods for ingredient names the nutrition alias table cannot match (issue 15,
 * decision 027). Only when an AI provider is set up; without one nothing here runs.
 *
 * - Reading: `aiFoodsFor` looks the recipe's unmatched names up in `nutrition_food_matches` (one
 *   query) and returns the cached foods, plus the names never asked about.
 * - Asking: `requestFoodMatches` queues names and returns at once; never on a page's request
 *   path. The queue asks the model about one name at a time per slot (FOOD_MATCH_CONCURRENCY),
 *   at most AI_FOOD_MATCHES_PER_HOUR questions an hour in all (the count is kept in the database's
 *   rate_limit table, so every server process shares it), holds at most
 *   FOOD_MATCH_QUEUE_LIMIT names, and asks about a name once: a valid answer ("none" included) is
 *   stored for everyone; a failed one (error, time-out, malformed, not a candidate) stores nothing
 *   and the name rests for FOOD_MATCH_RETRY_MS before it may be asked again.
 */
import { inArray } from "drizzle-orm";
import {
  buildFoodIndex,
  findCatalogFood,
  parseCatalogRow,
  searchFoods,
  type CatalogFood,
  type FoodIndex,
} from "~/domain/nutrition/food-match";
import { namesWithoutAlias, type AiFood } from "~/domain/nutrition/nutrition";
import { proposeFood } from "../ai/food-matcher.server";
import { currentAiConfig, type AiConfig } from "../ai/provider.server";
import type { Db } from "../db/client.server";
import { nutritionFoodMatches } from "../db/schema";
import { env } from "../env.server";
import { hitRateLimit } from "../http/rate-limit.server";

export const FOOD_MATCH_CONCURRENCY = 2;
export const FOOD_MATCH_QUEUE_LIMIT = 200;
export const FOOD_MATCH_RETRY_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let catalogRows: Promise<readonly string[]> | null = null;
let catalog: Promise<FoodIndex> | null = null;

/** The SR24 catalog's rows (about 6,000 foods), imported on first use: a server-only chunk. */
function foodCatalogRows(): Promise<readonly string[]> {
  catalogRows ??= import("~/domain/data/sr24-catalog").then(({ SR24_CATALOG_ROWS }) => SR24_CATALOG_ROWS);
  return catalogRows;
}

/** The catalog parsed and indexed for the candidate search (background work only). */
export function foodCatalog(): Promise<FoodIndex> {
  catalog ??= foodCatalogRows().then((rows) => buildFoodIndex(rows.map(parseCatalogRow)));
  return catalog;
}

/** The cached answers for `names`: NDB number, or null for "none". Names never answered are absent. */
export async function cachedFoodMatches(db: Db, names: readonly string[]): Promise<Map<string, string | null>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ name: nutritionFoodMatches.name, ndb: nutritionFoodMatches.ndb })
    .from(nutritionFoodMatches)
    .where(inArray(nutritionFoodMatches.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.ndb]));
}

/**
 * The AI-chosen foods for a recipe's lines the alias table cannot match, from the cache, and the
 * names nobody has asked about yet. Nothing (and no query) without an AI provider.
 */
export async function aiFoodsFor(
  db: Db,
  ingredients: readonly string[],
): Promise<{ foods: Map<string, AiFood>; unasked: string[] }> {
  const foods = new Map<string, AiFood>();
  if (!currentAiConfig()) return { foods, unasked: [] };
  const names = namesWithoutAlias(ingredients);
  const cached = await cachedFoodMatches(db, names);
  const chosen = [...cached].filter((entry): entry is [string, string] => entry[1] !== null);
  if (chosen.length > 0) {
    // Only the chosen rows are parsed: a page view never builds the search index.
    const rows = await foodCatalogRows();
    for (const [name, ndb] of chosen) {
      const food = findCatalogFood(rows, ndb);
      if (food) foods.set(name, { ndb, food });
    }
  }
  return { foods, unasked: names.filter((name) => !cached.has(name)) };
}

interface QueueState {
  queued: string[];
  /** Names queued or being asked about. */
  pending: Set<string>;
  running: number;
  /** Name → time before which it is not asked again (after a failure). */
  resting: Map<string, number>;
  idle: (() => void)[];
}

function freshState(): QueueState {
  return { queued: [], pending: new Set(), running: 0, resting: new Map(), idle: [] };
}

let state = freshState();
let perHourOverride: number | undefined;

/** Test seam: forget the queue and the rests (a fresh process); optionally another hourly limit. */
export function resetFoodMatchQueue(options: { perHour?: number } = {}): void {
  state = freshState();
  perHourOverride = options.perHour;
}

function perHour(): number {
  return perHourOverride ?? env().AI_FOOD_MATCHES_PER_HOUR;
}

/** Takes one question from this hour's allowance, shared by every server process; false when it is spent. */
function spendAllowance(db: Db): Promise<boolean> {
  return hitRateLimit(db, "ai-food-matches", { max: perHour(), windowMs: HOUR_MS });
}

/** Resolves when nothing is queued or being asked (tests and the background's own bookkeeping). */
export function foodMatchesSettled(): Promise<void> {
  if (state.running === 0 && state.queued.length === 0) return Promise.resolve();
  return new Promise((resolve) => state.idle.push(resolve));
}

/** Queues the lines' unmatched names (after a recipe is saved). Returns at once. */
export function requestFoodMatchesForLines(db: Db, ingredients: readonly string[]): void {
  if (!currentAiConfig()) return;
  requestFoodMatches(db, namesWithoutAlias(ingredients));
}

/** Queues names to ask the model about, in the background. Returns at once; never throws. */
export function requestFoodMatches(db: Db, names: readonly string[]): void {
  const config = currentAiConfig();
  if (!config || perHour() === 0) return;
  const now = Date.now();
  for (const name of names) {
    if (state.pending.has(name) || (state.resting.get(name) ?? 0) > now) continue;
    if (state.queued.length >= FOOD_MATCH_QUEUE_LIMIT) break;
    state.pending.add(name);
    state.queued.push(name);
  }
  drain(db, config);
}

function drain(db: Db, config: AiConfig): void {
  while (state.running < FOOD_MATCH_CONCURRENCY && state.queued.length > 0) {
    const name = state.queued.shift() as string;
    const current = state;
    current.running++;
    void matchOne(db, config, name)
      .catch((error: unknown) => {
        console.warn("AI food match failed:", error instanceof Error ? error.message : error);
        current.resting.set(name, Date.now() + FOOD_MATCH_RETRY_MS);
      })
      .finally(() => {
        current.running--;
        current.pending.delete(name);
        if (current !== state) return;
        drain(db, config);
        if (current.running === 0 && current.queued.length === 0) for (const resolve of current.idle.splice(0)) resolve();
      });
  }
}

async function matchOne(db: Db, config: AiConfig, name: string): Promise<void> {
  // Another request, or another server process, may have answered it meanwhile.
  if ((await cachedFoodMatches(db, [name])).has(name)) return;
  const candidates: CatalogFood[] = searchFoods(await foodCatalog(), name);
  const rest = () => state.resting.set(name, Date.now() + FOOD_MATCH_RETRY_MS);
  // No SR description shares a word with the name: nothing to ask.
  if (candidates.length === 0) return void rest();
  if (!(await spendAllowance(db))) return void rest();
  const proposal = await proposeFood(config, name, candidates);
  if (!proposal.ok) {
    console.warn(`AI food match for "${name}" gave nothing: ${proposal.reason}`);
    return void rest();
  }
  await db
    .insert(nutritionFoodMatches)
    .values({ name, ndb: proposal.ndb, model: config.model })
    .onConflictDoNothing({ target: nutritionFoodMatches.name });
}
