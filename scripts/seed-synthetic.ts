/**
 * Fill a database with a synthetic recipe catalog for load tests and benchmarks.
 *
 *   npm run seed:synthetic -- --count 100000 [--seed 42] [--database-url postgres://…]
 *     [--data-dir ./data/bench-100k] [--batch 5000] [--reset] [--until 2026-01-01]
 *
 * PostgreSQL when --database-url (or DATABASE_URL) is given, else PGlite in <data-dir>/pglite.
 * Recipes are made by scripts/synthetic/synthetic.ts and inserted with insertRecipes, one
 * transaction per batch; createdAt is spread evenly (with deterministic jitter) over the three
 * years before --until (default: today, 00:00 UTC), oldest first.
 */
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { ingredients, recipes } from "../app/server/db/schema";
import { insertRecipes } from "../app/server/recipes/insert-recipes.server";
import { generateSyntheticRecipes } from "./synthetic/synthetic";
import type { RecipeSeed } from "../app/domain/recipes/recipe";
import { parseCommandLine, usageError } from "./command-line";

const USAGE = `Usage: npm run seed:synthetic -- --count <n> [options]

  --count <n>            recipes to add (required)
  --seed <n>             generator seed (default 42)
  --database-url <url>   PostgreSQL URL (default: $DATABASE_URL, else embedded PGlite)
  --data-dir <dir>       PGlite data directory parent (default ./data/synthetic; data in <dir>/pglite)
  --batch <n>            recipes per transaction (default 5000)
  --reset                delete all recipes and ingredients first
  --until <date>         newest createdAt (default: today 00:00 UTC); recipes span the 3 years before
  --help                 show this help`;

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_MS = 3 * 365 * DAY_MS;

const fail: (message: string) => never = usageError(USAGE);

function positiveInteger(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) fail(`--${name} is required`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, got "${value}"`);
  return n;
}

/** A deterministic fraction in [0, 1) for index i (xorshift-multiply hash). */
function jitter(seed: number, i: number): number {
  let h = Math.imul(seed ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

function formatNumber(n: number): string {
  return n.toLocaleString("en-US");
}

async function main(): Promise<void> {
  const values = parseCommandLine(
    {
      count: { type: "string" },
      seed: { type: "string" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
      batch: { type: "string" },
      reset: { type: "boolean", default: false },
      until: { type: "string" },
      help: { type: "boolean", default: false },
    },
    USAGE,
  );
  if (!values) return;

  const total = positiveInteger(values.count, "count");
  const seed = positiveInteger(values.seed, "seed", 42);
  const batchSize = Math.max(1, positiveInteger(values.batch, "batch", 5000));
  const until = values.until ? Date.parse(values.until) : Math.floor(Date.now() / DAY_MS) * DAY_MS;
  if (Number.isNaN(until)) fail(`--until must be a date, got "${values.until}"`);
  const from = until - SPAN_MS;
  /** The i-th recipe of this run: oldest first, evenly spread with a little jitter. */
  const createdAt = (i: number) => new Date(from + Math.floor(((i + jitter(seed, i)) / Math.max(total, 1)) * SPAN_MS));

  const url = values["database-url"] ?? process.env.DATABASE_URL;
  const dataDir = path.resolve(values["data-dir"] ?? "./data/synthetic", "pglite");
  const target: DatabaseTarget = url ? { kind: "postgres", url } : { kind: "pglite", dataDir };
  console.info(target.kind === "postgres" ? `Database: PostgreSQL ${new URL(url ?? "").host}` : `Database: PGlite in ${dataDir}`);

  const database = await openDatabase(target);
  try {
    const { db } = database;
    await prepareDatabase(database, { seedDemo: false });

    if (values.reset) {
      const started = performance.now();
      await db.delete(recipes); // recipe_ingredients, saved and cookbook recipes cascade
      await db.delete(ingredients);
      console.info(`Reset: deleted all recipes and ingredients in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      const [{ n }] = await db.select({ n: count() }).from(recipes);
      if (n > 0) console.info(`Adding to ${formatNumber(n)} existing recipes (use --reset to start empty)`);
    }

    console.info(`Generating and inserting ${formatNumber(total)} recipes (seed ${seed}, batches of ${formatNumber(batchSize)})`);
    const started = performance.now();
    let inserted = 0;
    let batch: RecipeSeed[] = [];
    const flush = async () => {
      const offset = inserted;
      const batchStarted = performance.now();
      await insertRecipes(db, batch, { createdAt: (i) => createdAt(offset + i) });
      inserted += batch.length;
      batch = [];
      const elapsed = (performance.now() - started) / 1000;
      const batchSeconds = (performance.now() - batchStarted) / 1000;
      console.info(
        `  ${formatNumber(inserted)}/${formatNumber(total)} (${((inserted / total) * 100).toFixed(1)}%) ` +
          `batch ${batchSeconds.toFixed(1)} s, ${Math.round(inserted / elapsed)} recipes/s overall`,
      );
    };
    for (const recipe of generateSyntheticRecipes(total, { seed })) {
      batch.push(recipe);
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length > 0) await flush();
    const seconds = (performance.now() - started) / 1000;

    const analyzeStarted = performance.now();
    await db.execute(sql`analyze recipes, ingredients, recipe_ingredients`);
    const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;

    const [{ n: recipeCount }] = await db.select({ n: count() }).from(recipes);
    const [{ n: ingredientCount }] = await db.select({ n: count() }).from(ingredients);
    console.info(
      `Inserted ${formatNumber(inserted)} recipes in ${seconds.toFixed(1)} s (${Math.round(inserted / Math.max(seconds, 0.001))} recipes/s); ` +
        `analyze ${analyzeSeconds.toFixed(1)} s`,
    );
    console.info(`Database now holds ${formatNumber(recipeCount)} recipes and ${formatNumber(ingredientCount)} ingredients`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
