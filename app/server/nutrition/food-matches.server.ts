/**
 * AI-proposed SR foods for ingredient names the nutrition alias table cannot match (issue 15,
 * decision 027). Only when an AI provider is set up; without one nothing here runs.
 *
 * - Reading: `aiFoodsFor` looks the recipe's unmatched names up in `nutrition_food_matches` (one
 *   query) and returns the cached foods, plus the names never asked about.
 * - Asking: `requestFoodMatches` queues one job per name on the database's job queue
 *   (docs/decisions/036) and returns at once; never on a page's request path. Whichever server
 *   claims a job asks the model (JOB_CONCURRENCY at once per server), at most
 *   AI_FOOD_MATCHES_PER_HOUR questions an hour in all (the count is kept in the database's
 *   rate_limit table, so every server process shares it), and a name once: a valid answer ("none"
 *   included) is stored for everyone; a failed one (error, time-out, malformed, not a candidate, the
 *   allowance spent) stores nothing, the job is recorded as failed, and the name rests for
 *   FOOD_MATCH_RETRY_MS (its job's unique key) before it may be queued again, on any server.
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
import { defineJob, queueJob, runnerOf, startJobs, stopJobs } from "../jobs/runner.server";

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

/** The queue's name for one question about one ingredient name (docs/decisions/036). */
export const FOOD_MATCH_JOB = "food-match";

defineJob(FOOD_MATCH_JOB, {
  async run(payload, { db }) {
    const config = currentAiConfig();
    if (config) await matchOne(db, config, (payload as { name: string }).name);
  },
});

let perHourOverride: number | undefined;
/** Enqueues not yet written, and the databases questions were queued for (tests wait for both). */
const enqueues = new Set<Promise<unknown>>();
const used = new Set<Db>();

/** Test seam: stop the runners this module started (a fresh process); optionally another hourly limit. */
export function resetFoodMatchQueue(options: { perHour?: number } = {}): void {
  for (const db of used) if (startedHere.has(db)) void stopJobs(db);
  used.clear();
  startedHere.clear();
  perHourOverride = options.perHour;
}

function perHour(): number {
  return perHourOverride ?? env().AI_FOOD_MATCHES_PER_HOUR;
}

/** Takes one question from this hour's allowance, shared by every server process; false when it is spent. */
function spendAllowance(db: Db): Promise<boolean> {
  return hitRateLimit(db, "ai-food-matches", { max: perHour(), windowMs: HOUR_MS });
}

/** Resolves when nothing is queued or being asked (tests). */
export async function foodMatchesSettled(): Promise<void> {
  while (enqueues.size > 0) await Promise.allSettled([...enqueues]);
  for (const db of used) await runnerOf(db)?.settled();
}

/** Queues the lines' unmatched names (after a recipe is saved). Returns at once. */
export function requestFoodMatchesForLines(db: Db, ingredients: readonly string[]): void {
  if (!currentAiConfig()) return;
  requestFoodMatches(db, namesWithoutAlias(ingredients));
}

const startedHere = new Set<Db>();

/**
 * Queues names to ask the model about, as jobs in the database (one per name: a name queued,
 * asked or failed within FOOD_MATCH_RETRY_MS is not queued again). Returns at once; never throws.
 */
export function requestFoodMatches(db: Db, names: readonly string[]): void {
  if (!currentAiConfig() || perHour() === 0 || names.length === 0) return;
  used.add(db);
  const queued = Promise.all(
    names
      .slice(0, FOOD_MATCH_QUEUE_LIMIT)
      .map((name) =>
        queueJob(
          db,
          FOOD_MATCH_JOB,
          { name },
          { uniqueKey: `${FOOD_MATCH_JOB}:${name}`, againAfterMs: FOOD_MATCH_RETRY_MS, maxAttempts: 1 },
        ),
      ),
  )
    .then(() => {
      // A process that runs no jobs itself (JOB_CONCURRENCY=0) leaves them to the servers that do.
      if (!runnerOf(db) && env().JOB_CONCURRENCY > 0) {
        startJobs(db, { concurrency: FOOD_MATCH_CONCURRENCY });
        startedHere.add(db);
      }
    })
    .catch((error: unknown) => console.warn("AI food match could not be queued:", error instanceof Error ? error.message : error))
    .finally(() => enqueues.delete(queued));
  enqueues.add(queued);
}

/** Asks about one name; a failure throws, so the job is recorded as failed and the name rests. */
async function matchOne(db: Db, config: AiConfig, name: string): Promise<void> {
  // Another request, or another server process, may have answered it meanwhile.
  if ((await cachedFoodMatches(db, [name])).has(name)) return;
  const candidates: CatalogFood[] = searchFoods(await foodCatalog(), name);
  // No SR description shares a word with the name: nothing to ask.
  if (candidates.length === 0) return;
  if (!(await spendAllowance(db))) throw new Error("the hourly allowance is spent");
  const proposal = await proposeFood(config, name, candidates);
  if (!proposal.ok) throw new Error(`AI food match for "${name}" gave nothing: ${proposal.reason}`);
  await db
    .insert(nutritionFoodMatches)
    .values({ name, ndb: proposal.ndb, model: config.model })
    .onConflictDoNothing({ target: nutritionFoodMatches.name });
}
