import { count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalog } from "~/server/db/prepare.server";
import { recipeIngredients, recipes } from "~/server/db/schema";
import { demoRecipes } from "~/server/seed/demo-recipes";
import { DEFAULT_BROWSE, PAGE_SIZE } from "~/domain/recipes/browse";
import { browseRecipes } from "~/server/recipes/browse.server";
import { listNewestRecipes } from "~/server/recipes/recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("demo catalog on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seedDemo: true });
  });
  afterAll(() => database?.destroy());

  it("loads every demo recipe once, and not again on the next start", async () => {
    const [{ n }] = await database.db.select({ n: count() }).from(recipes);
    expect(n).toBe(demoRecipes.length);
    expect(await seedDemoCatalog(database.db)).toBe(0);
    const [{ again }] = await database.db.select({ again: count() }).from(recipes);
    expect(again).toBe(demoRecipes.length);
  });

  it("links every ingredient line of every recipe", async () => {
    const [{ links }] = await database.db.select({ links: count() }).from(recipeIngredients);
    expect(links).toBe(demoRecipes.reduce((sum, r) => sum + r.ingredients.length, 0));
  });

  it("makes the last recipe of the list the newest, so the landing page features the last three", async () => {
    const newest = await listNewestRecipes(database.db, 3);
    expect(newest.map((r) => r.title)).toEqual(
      demoRecipes
        .slice(-3)
        .reverse()
        .map((r) => r.title),
    );
  });

  it("finds recipes by a case-insensitive substring of title, description or tag", async () => {
    const byTitle = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "chicken CURRY" });
    expect(byTitle.recipes.map((r) => r.title)).toContain("Weeknight Chicken Curry");
    const byTag = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "vegan" });
    const [{ expected }] = await database.db
      .select({ expected: count() })
      .from(recipes)
      .where(
        sql`${recipes.title} ilike '%vegan%' or ${recipes.description} ilike '%vegan%' or exists (select 1 from unnest(${recipes.tags}) t where t ilike '%vegan%')`,
      );
    expect(byTag.total).toBe(expected);
    expect(byTag.total).toBeGreaterThan(0);
    const none = await browseRecipes(database.db, { ...DEFAULT_BROWSE, q: "qqq%_zzz" });
    expect(none.total).toBe(0);
  });

  it("pages search results", async () => {
    const first = await browseRecipes(database.db, { ...DEFAULT_BROWSE, sort: "newest", page: 1 });
    const second = await browseRecipes(database.db, { ...DEFAULT_BROWSE, sort: "newest", page: 2 });
    expect(first.total).toBe(demoRecipes.length);
    expect(first.recipes).toHaveLength(PAGE_SIZE);
    expect(new Set([...first.recipes, ...second.recipes].map((r) => r.id)).size).toBe(PAGE_SIZE * 2);
    const [newest] = await database.db.select({ id: recipes.id }).from(recipes).orderBy(desc(recipes.createdAt)).limit(1);
    expect(first.recipes[0].id).toBe(newest.id);
    const [row] = await database.db.select().from(recipes).where(eq(recipes.id, newest.id));
    expect(row.instructions.length).toBeGreaterThanOrEqual(4);
  });
});
