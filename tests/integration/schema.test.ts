import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/domain/plans";
import { rowsOf } from "~/server/db/client.server";
import {
  accounts,
  cookbookRecipes,
  cookbooks,
  cookedRecipes,
  ingredientListItems,
  ingredientLists,
  ingredients,
  mealPlanEntries,
  plans,
  profiles,
  recentlyViewed,
  recipeIngredients,
  recipes,
  savedRecipes,
  sessions,
  shoppingListItems,
  shoppingLists,
  subscriptions,
  users,
} from "~/server/db/schema";
import { prepareDatabase } from "~/server/db/prepare.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

/** Runs a write that the database must refuse, and returns the PostgreSQL error code. */
async function refusedCode(write: () => Promise<unknown>): Promise<string> {
  try {
    await write();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? "unknown";
  }
  throw new Error("the write was accepted");
}

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";
const FOREIGN_KEY_VIOLATION = "23503";

describe.each(DATABASE_KINDS)("schema on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;
  let otherRecipeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    [recipeId, otherRecipeId] = await createRecipes(database.db, [buildRecipeSeed(), buildRecipeSeed()]);
  });
  afterAll(() => database?.destroy());

  it("applies every migration and creates every table", async () => {
    const rows = await database.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);
    const names = rows.map((r) => r.name).sort();
    expect(names).toEqual(
      [
        "account",
        "admin_audit",
        "ai_generations",
        "api_idempotency_keys",
        "api_tokens",
        "ai_recent_prompts",
        "calendar_feeds",
        "cooked_recipes",
        "cookbook_opens",
        "cookbook_recipes",
        "cookbooks",
        "ingredient_list_items",
        "household_invites",
        "household_members",
        "households",
        "imports",
        "ingredient_lists",
        "ingredients",
        "jobs",
        "meal_plan_entries",
        "nutrition_food_matches",
        "plan_changes",
        "plans",
        "processed_webhook_events",
        "profiles",
        "rate_limit",
        "recently_viewed",
        "recipe_change_horizon",
        "recipe_changes",
        "recipe_ingredients",
        "recipe_notes",
        "recipe_ratings",
        "recipe_reports",
        "recipes",
        "saved_recipes",
        "session",
        "shopping_list_items",
        "shopping_lists",
        "site_invites",
        "subscriptions",
        "user",
        "verification",
        "webhook_deliveries",
        "webhooks",
      ].sort(),
    );
    // Migration 0010 dropped what search no longer uses: the trigram extension, its helper function, unread indexes.
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(sql`pg_extension`)
      .where(sql`extname = 'pg_trgm'`);
    expect(n).toBe(0);
    const [{ functions }] = await database.db
      .select({ functions: count() })
      .from(sql`pg_proc`)
      .where(sql`proname = 'simmer_join_lines'`);
    expect(functions).toBe(0);
    const recipeIndexes = await database.db.execute(sql`select indexname from pg_indexes where tablename = 'recipes' order by 1`);
    expect(rowsOf<{ indexname: string }>(recipeIndexes).map((r) => r.indexname)).toEqual([
      "recipes_created_at_idx",
      "recipes_pkey",
      "recipes_user_id_idx",
    ]);
  });

  it("is idempotent: preparing an up-to-date database again changes nothing", async () => {
    const before = await snapshot();
    expect(before.migrations).toBeGreaterThan(0);
    expect(before.tables.recipes).toMatchObject({ rows: 2 });
    expect(before.tables.plans).toMatchObject({ rows: 3 });
    // Twice, and asking for the demo catalog: a database that has recipes is not seeded.
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ seeded: 0 });
    expect(await prepareDatabase(database, { seedDemo: false })).toEqual({ seeded: 0 });
    expect(await snapshot()).toEqual(before);
  });

  /** Every public table's row count and content checksum, and how many migrations are recorded. */
  async function snapshot() {
    const names = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    );
    const tables: Record<string, { rows: number; checksum: string | null }> = {};
    for (const { name } of names) {
      const [row] = rowsOf<{ rows: number; checksum: string | null }>(
        await database.db.execute(
          sql`select count(*)::int as rows, md5(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text)) as checksum from ${sql.identifier(name)} t`,
        ),
      );
      tables[name] = row;
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    return { tables, migrations: n };
  }

  it("stores the three plans with the spec's prices and limits", async () => {
    const stored = await database.db.select().from(plans).orderBy(asc(plans.sortOrder));
    expect(stored.map((p) => [p.id, p.priceCents, p.maxSavedRecipes, p.maxCookbooks, p.isPopular, p.trialDays])).toEqual([
      ["free", 0, 20, 2, false, 0],
      ["premium", 1299, 200, 10, true, 7],
      ["ultimate", 2499, -1, -1, false, 7],
    ]);
    expect(stored[2].comparisonFeatures).toEqual(PLANS[2].comparisonFeatures);
  });

  it("refuses saving the same recipe twice", async () => {
    const user = await createUser(database.db);
    await database.db.insert(savedRecipes).values({ userId: user.id, recipeId });
    expect(await refusedCode(() => database.db.insert(savedRecipes).values({ userId: user.id, recipeId }))).toBe(
      UNIQUE_VIOLATION,
    );
    const [{ n }] = await database.db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, user.id));
    expect(n).toBe(1);
  });

  it("refuses a recipe twice in one cookbook but allows it in two cookbooks", async () => {
    const user = await createUser(database.db);
    const [a, b] = await database.db
      .insert(cookbooks)
      .values([
        { userId: user.id, name: "Comfort Food Favorites" },
        { userId: user.id, name: "Quick Weeknight Dinners", color: "bg-accent-green" },
      ])
      .returning();
    expect(a.color).toBe("bg-accent-orange");
    await database.db.insert(cookbookRecipes).values({ cookbookId: a.id, recipeId });
    await database.db.insert(cookbookRecipes).values({ cookbookId: b.id, recipeId });
    expect(await refusedCode(() => database.db.insert(cookbookRecipes).values({ cookbookId: a.id, recipeId }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it("refuses a cookbook colour outside the six themes", async () => {
    const user = await createUser(database.db);
    expect(
      await refusedCode(() =>
        database.db.insert(cookbooks).values({ userId: user.id, name: "Bad", color: "bg-pink-500" as "bg-warm-600" }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it("refuses the same ingredient twice in a list, whatever its case", async () => {
    const user = await createUser(database.db);
    const [list] = await database.db.insert(ingredientLists).values({ userId: user.id, name: "Pantry Staples" }).returning();
    await database.db.insert(ingredientListItems).values({ listId: list.id, name: "Olive Oil", position: 0 });
    expect(
      await refusedCode(() =>
        database.db.insert(ingredientListItems).values({ listId: list.id, name: "olive oil", position: 1 }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it("keeps one ingredient row per name, case-insensitively", async () => {
    expect(await refusedCode(() => database.db.insert(ingredients).values({ name: "BASMATI RICE" }))).toBe(UNIQUE_VIOLATION);
  });

  it("refuses recipes outside the spec's limits", async () => {
    expect(await refusedCode(() => createRecipes(database.db, [buildRecipeSeed({ cookTime: 1441 })]))).toBe(CHECK_VIOLATION);
    expect(await refusedCode(() => createRecipes(database.db, [buildRecipeSeed({ servings: 0 })]))).toBe(CHECK_VIOLATION);
    expect(await refusedCode(() => createRecipes(database.db, [buildRecipeSeed({ rating: 5.5 })]))).toBe(CHECK_VIOLATION);
  });

  it("refuses rows that point at nothing", async () => {
    const user = await createUser(database.db);
    expect(await refusedCode(() => database.db.insert(savedRecipes).values({ userId: user.id, recipeId: 987654 }))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    expect(
      await refusedCode(() =>
        database.db
          .update(profiles)
          .set({ currentPlanId: "gold" as "free" })
          .where(eq(profiles.id, user.id)),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it("gives a new profile the free plan and the spec's defaults", async () => {
    const user = await createUser(database.db);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      currentPlanId: "free",
      dietaryPreferences: [],
      skillLevel: "beginner",
      notifyRecipeUpdates: true,
      notifyWeeklyDigest: true,
      notifyPlanUpdates: true,
      notifyCommunity: true,
    });
  });

  it("deletes everything a user owns with the account, including recipes they wrote, and keeps the catalog", async () => {
    const user = await createUser(database.db);
    const db = database.db;
    await db
      .insert(sessions)
      .values({ id: `s-${user.id}`, token: `t-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    await db.insert(accounts).values({ id: `a-${user.id}`, accountId: user.id, providerId: "credential", userId: user.id });
    await db.insert(savedRecipes).values({ userId: user.id, recipeId });
    const [book] = await db.insert(cookbooks).values({ userId: user.id, name: "Healthy & Fresh" }).returning();
    await db.insert(cookbookRecipes).values({ cookbookId: book.id, recipeId });
    const [list] = await db.insert(ingredientLists).values({ userId: user.id, name: "Vegan Essentials" }).returning();
    await db.insert(ingredientListItems).values({ listId: list.id, name: "tofu", position: 0 });
    await db.insert(mealPlanEntries).values({ userId: user.id, recipeId, date: "2026-11-23", mealType: "dinner" });
    const [shop] = await db.insert(shoppingLists).values({ userId: user.id, name: "Weekend", recipeId }).returning();
    await db.insert(shoppingListItems).values({ listId: shop.id, text: "2 cups basmati rice", position: 0 });
    await db.insert(recentlyViewed).values({ userId: user.id, recipeId: otherRecipeId });
    await db.insert(cookedRecipes).values({ userId: user.id, recipeId });
    await db.insert(subscriptions).values({ userId: user.id, planId: "premium", status: "trialing" });
    const [mine] = await createRecipes(db, [buildRecipeSeed({ title: "My own stew" })]);
    await db.update(recipes).set({ userId: user.id }).where(eq(recipes.id, mine));

    await db.delete(users).where(eq(users.id, user.id));

    const remaining = await Promise.all([
      db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)),
      db.select({ n: count() }).from(accounts).where(eq(accounts.userId, user.id)),
      db.select({ n: count() }).from(profiles).where(eq(profiles.id, user.id)),
      db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, user.id)),
      db.select({ n: count() }).from(cookbooks).where(eq(cookbooks.userId, user.id)),
      db.select({ n: count() }).from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, book.id)),
      db.select({ n: count() }).from(ingredientLists).where(eq(ingredientLists.userId, user.id)),
      db.select({ n: count() }).from(ingredientListItems).where(eq(ingredientListItems.listId, list.id)),
      db.select({ n: count() }).from(mealPlanEntries).where(eq(mealPlanEntries.userId, user.id)),
      db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.userId, user.id)),
      db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, shop.id)),
      db.select({ n: count() }).from(recentlyViewed).where(eq(recentlyViewed.userId, user.id)),
      db.select({ n: count() }).from(cookedRecipes).where(eq(cookedRecipes.userId, user.id)),
      db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ]);
    expect(remaining.map(([r]) => r.n)).toEqual(Array(remaining.length).fill(0));
    // Recipes the user wrote go with the account; catalog recipes stay.
    const [{ own }] = await db.select({ own: count() }).from(recipes).where(eq(recipes.id, mine));
    expect(own).toBe(0);
    const [{ n }] = await db.select({ n: count() }).from(recipes).where(eq(recipes.id, recipeId));
    expect(n).toBe(1);
  });

  it("links parsed ingredient lines in display order and reuses ingredient rows", async () => {
    const [id] = await createRecipes(database.db, [
      buildRecipeSeed({ ingredients: ["1 1/2 cups Basmati Rice", "2-3 cloves garlic, minced", "salt to taste"] }),
    ]);
    const links = await database.db
      .select({
        name: ingredients.name,
        quantity: recipeIngredients.quantity,
        quantityMax: recipeIngredients.quantityMax,
        unit: recipeIngredients.unit,
        notes: recipeIngredients.notes,
        order: recipeIngredients.displayOrder,
      })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(eq(recipeIngredients.recipeId, id))
      .orderBy(asc(recipeIngredients.displayOrder));
    expect(links).toEqual([
      { name: "basmati rice", quantity: 1.5, quantityMax: null, unit: "cup", notes: null, order: 0 },
      { name: "garlic", quantity: 2, quantityMax: 3, unit: "clove", notes: "minced", order: 1 },
      { name: "salt", quantity: null, quantityMax: null, unit: null, notes: "to taste", order: 2 },
    ]);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(ingredients)
      .where(sql`lower(${ingredients.name}) = 'basmati rice'`);
    expect(n).toBe(1);
  });
});
