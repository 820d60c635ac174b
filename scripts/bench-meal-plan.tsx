/**
 * Meal plan bench (issue 14), `npm run bench -- --scenario meal-plan` (or `npm run bench:meal-plan`):
 * - the server time of /app/meal-plan for a week with 28 entries: the route's loader (signed-in
 *   premium cook) and the server render of the page (renderToString through a static router),
 *   budget p95 ≤ 100 ms;
 * - the ingredients of 50 recipes merged into one shopping list, budget p95 ≤ 20 ms;
 * - the 28-entry week's shopping list generated (generateFromWeek: read, merge, round, store with
 *   the recipes' lines), budget p95 ≤ 100 ms (issue 25);
 * on an in-memory PGlite with the demo catalog. Exits 1 (from bench:meal-plan) when a budget is missed.
 */
import { randomUUID } from "node:crypto";
import { solo } from "../tests/support/kitchen";
import { loadavg } from "node:os";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { parseIngredientLine } from "../app/domain/ingredients/ingredient-parser";
import { MEAL_TYPES } from "../app/domain/meal-plan/meal-plan";
import { mergeShoppingLines, scaleInput, type ShoppingInput } from "../app/domain/meal-plan/shopping-merge";
import { densityOf } from "../app/domain/ingredients/units";
import { addDays, todayIn, weekStartOf } from "../app/domain/meal-plan/week";
import MealPlanPage, { loader as mealPlanLoader } from "../app/routes/app.meal-plan";
import { sessionContext } from "../app/server/auth/session.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { openDatabase } from "../app/server/db/client.server";
import { provideDatabase } from "../app/server/db/index.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { mealPlanEntries, profiles, users } from "../app/server/db/schema";
import { generateFromWeek } from "../app/server/meal-plan/shopping.server";
import { demoRecipes } from "../app/server/seed/demo-recipes";

const RUNS = 100;
const WARMUP = 20;

export interface MealPlanBenchRow {
  name: string;
  p50: number;
  p95: number;
  budget: number;
  ok: boolean;
}

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))]!;
}

async function time(run: () => unknown | Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const row = (name: string, samples: number[], budget: number): MealPlanBenchRow => {
  const p95 = percentile(samples, 0.95);
  return { name, p50: percentile(samples, 0.5), p95, budget, ok: p95 <= budget };
};

export async function benchMealPlan(): Promise<{ rows: MealPlanBenchRow[]; loadAverage: number }> {
  const database = await openDatabase({ kind: "pglite" });
  await prepareDatabase(database, { seedDemo: true });
  provideDatabase(database);
  const { db } = database;
  const userId = randomUUID();
  const email = `bench-${userId}@example.com`;
  await db.insert(users).values({ id: userId, email, name: "Bench" });
  await db.insert(profiles).values({ id: userId, email, name: "Bench", currentPlanId: "premium" });
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
  const user = { id: userId, email, name: "Bench", planId: "premium" } as SessionUser;
  const url = `http://localhost/app/meal-plan?week=${week}`;

  // The page as the server answers a document request: the route's loader, then the page rendered
  // to HTML (the route component inside a static router, as React Router's server render does).
  const handler = createStaticHandler([
    {
      id: "meal-plan",
      path: "/app/meal-plan",
      loader: ({ request, context }) => mealPlanLoader({ request, context, params: {} } as never),
      Component: function Page() {
        type PageProps = Parameters<typeof MealPlanPage>[0];
        const props = { loaderData: useLoaderData(), params: {}, matches: [] } as unknown as PageProps;
        return <MealPlanPage {...props} />;
      },
    },
  ]);
  let entriesSeen = 0;
  const renderPage = async () => {
    const context = new RouterContextProvider();
    context.set(sessionContext, user);
    const result = await handler.query(new Request(url), { requestContext: context });
    if (result instanceof Response) throw new Error(`the meal plan answered ${result.status}`);
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />,
    );
    entriesSeen = (result.loaderData["meal-plan"] as { entries: unknown[] }).entries.length;
    if (!html.includes("<main")) throw new Error("the meal plan rendered no page");
  };
  const pageSamples = await time(renderPage);
  if (entriesSeen !== 28) throw new Error(`expected 28 planned entries, the loader gave ${entriesSeen}`);

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
  let generated = 0;
  const listSamples = await time(async () => {
    const outcome = await generateFromWeek(db, solo(userId), { week });
    if (!outcome.ok) throw new Error("the week's shopping list was not generated");
    generated = outcome.value.lines;
  });
  await database.close();

  const rows = [
    row("/app/meal-plan, 28 entries (loader + render)", pageSamples, 100),
    row(`merge 50 recipes (${lines.length} lines)`, mergeSamples, 20),
    row(`week's list, 28 entries (${generated} lines)`, listSamples, 100),
  ];
  for (const r of rows)
    console.info(
      `${r.name.padEnd(46)} p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (budget ${r.budget} ms) ${r.ok ? "ok" : "OVER"}`,
    );
  const loadAverage = Number(loadavg()[0]!.toFixed(1));
  console.info(`(load average ${loadAverage})`);
  return { rows, loadAverage };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await benchMealPlan();
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}
