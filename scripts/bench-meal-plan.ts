/**
 * Meal plan bench (issue 14): a week with 28 entries loaded for the planner (budget ≤ 100 ms) and
 * the ingredients of 50 recipes merged into one shopping list (budget ≤ 20 ms), on an in-memory
 * PGlite with the demo catalog. Run: npm run bench:meal-plan. Exits 1 when a budget is missed.
 */
import { randomUUID } from "node:crypto";
import { parseIngredientLine } from "../app/domain/ingredient-parser";
import { MEAL_TYPES } from "../app/domain/meal-plan";
import { mergeShoppingLines, scaleInput, type ShoppingInput } from "../app/domain/shopping-merge";
import { densityOf } from "../app/domain/units";
import { addDays, weekStartOf, todayIn } from "../app/domain/week";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { mealPlanEntries, profiles, users } from "../app/server/db/schema";
import { demoRecipes } from "../app/server/seed/demo-recipes";
import { listWeek } from "../app/server/services/meal-plan.server";

const RUNS = 100;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

async function time(run: () => unknown | Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const database = await openDatabase({ kind: "pglite" });
await prepareDatabase(database, { seedDemo: true });
const { db } = database;
const userId = randomUUID();
await db.insert(users).values({ id: userId, email: `bench-${userId}@example.com`, name: "Bench" });
await db.insert(profiles).values({ id: userId, email: `bench-${userId}@example.com`, name: "Bench", currentPlanId: "premium" });
const week = weekStartOf(todayIn("UTC"));
await db.insert(mealPlanEntries).values(
  Array.from({ length: 28 }, (_, i) => ({
    userId,
    recipeId: (i % demoRecipes.length) + 1,
    date: addDays(week, Math.floor(i / 4)),
    mealType: MEAL_TYPES[i % 4]!,
    servings: 2 + (i % 4),
  })),
);

const weekSamples = await time(() => listWeek(db, userId, week));
const lines: ShoppingInput[] = demoRecipes.slice(0, 50).flatMap((recipe) =>
  recipe.ingredients.map((text) => {
    const parsed = parseIngredientLine(text);
    return scaleInput(
      { food: parsed.name || null, quantity: parsed.quantity, unit: parsed.unit, text, sources: [recipe.title] },
      1.5,
    );
  }),
);
const mergeSamples = await time(() => mergeShoppingLines(lines, densityOf));
await database.close();

const rows = [
  { name: "28-entry week (query)", p95: p95(weekSamples), budget: 100 },
  { name: `merge 50 recipes (${lines.length} lines)`, p95: p95(mergeSamples), budget: 20 },
];
for (const row of rows) console.info(`${row.name.padEnd(36)} p95 ${row.p95.toFixed(2)} ms (budget ${row.budget} ms)`);
console.info(
  `(median merge ${[...mergeSamples].sort((a, b) => a - b)[RUNS / 2]!.toFixed(2)} ms; load average ${(await import("node:os")).loadavg()[0]!.toFixed(1)})`,
);
process.exit(rows.every((r) => r.p95 <= r.budget) ? 0 : 1);
