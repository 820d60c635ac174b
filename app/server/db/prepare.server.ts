import { count } from "drizzle-orm";
import { PLANS } from "../../domain/plans";
import { demoRecipes } from "../seed/demo-recipes";
import { insertRecipes } from "../recipes/insert-recipes.server";
import type { Database, Db } from "./client.server";
import { plans, recipes } from "./schema";

/** Write the plans from app/domain/plans.ts into the plans table (insert or update). */
export async function syncPlans(db: Db): Promise<void> {
  for (const [index, plan] of PLANS.entries()) {
    const row = {
      id: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      maxCookbooks: plan.maxCookbooks,
      maxSavedRecipes: plan.maxSavedRecipes,
      features: plan.features,
      isPopular: plan.isPopular,
      comparisonFeatures: plan.comparisonFeatures,
      trialDays: plan.trialDays,
      sortOrder: index,
    };
    await db.insert(plans).values(row).onConflictDoUpdate({ target: plans.id, set: row });
  }
}

/** Load the demo catalog if the recipe table is empty. Returns how many recipes were added. */
export async function seedDemoCatalog(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(recipes);
  if (n > 0) return 0;
  const now = Date.now();
  const hour = 60 * 60 * 1000;
  // The list order is the age order: the first recipe is the oldest, the last the newest.
  await insertRecipes(db, demoRecipes, {
    createdAt: (i) => new Date(now - (demoRecipes.length - i) * 7 * hour),
  });
  return demoRecipes.length;
}

/**
 * Everything a fresh or existing database needs before the app serves requests. Servers starting
 * at once on one PostgreSQL take turns (an advisory lock): one migrates and seeds, the next finds
 * nothing to do.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }): Promise<{ seeded: number }> {
  const prepare = async () => {
    await database.migrate();
    await syncPlans(database.db);
    const seeded = options.seedDemo ? await seedDemoCatalog(database.db) : 0;
    return { seeded };
  };
  return database.exclusively ? database.exclusively(prepare) : prepare();
}
