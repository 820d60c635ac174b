/** The dashboard's numbers and lists, computed by its queries from recorded activity (dashboard.server.ts). */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayKey, suggestionTarget } from "~/domain/kitchen/dashboard";
import { cookbooks, cookedRecipes, ingredientLists, recentlyViewed, savedRecipes, users } from "~/server/db/schema";
import { createCookbook } from "~/server/kitchen/cookbooks.server";
import { logCook } from "~/server/recipes/cooked.server";
import { dashboardStats, recentlyViewedRecipes, suggestionOfTheDay } from "~/server/kitchen/dashboard.server";
import { createIngredientList } from "~/server/kitchen/ingredient-lists.server";
import { recordView } from "~/server/recipes/recipes.server";
import { markDashboardVisit } from "~/server/accounts/profiles.server";
import { saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

const book = (name: string) => ({ name, description: "", color: "bg-accent-orange" as const });
const at = (iso: string) => new Date(iso);

describe.each(DATABASE_KINDS)("dashboard queries on %s", (kind) => {
  let database: TestDatabase;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ids = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Plain Rice", tags: ["dinner"] }),
      buildRecipeSeed({ title: "Green Salad", tags: ["vegan", "lunch"] }),
      buildRecipeSeed({ title: "Fish Tacos", tags: ["dinner"] }),
      buildRecipeSeed({ title: "Lentil Soup", tags: ["vegan", "soup"] }),
      buildRecipeSeed({ title: "Steak", tags: ["dinner"] }),
      buildRecipeSeed({ title: "Pancakes", tags: ["breakfast"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  it("knows the first dashboard visit from every later one, once even when two arrive together", async () => {
    const user = await createUser(database.db);
    const [a, b] = await Promise.all([markDashboardVisit(database.db, user.id), markDashboardVisit(database.db, user.id)]);
    expect([a.firstVisit, b.firstVisit].sort()).toEqual([false, true]);
    expect(await markDashboardVisit(database.db, user.id)).toEqual({ firstVisit: false });
    const other = await createUser(database.db);
    expect(await markDashboardVisit(database.db, other.id)).toEqual({ firstVisit: true });
  });

  it("starts at zero for a new cook, active on the day they signed up", async () => {
    const user = await createUser(database.db);
    expect(await dashboardStats(database.db, user.id)).toEqual({
      savedRecipes: 0,
      cookbooks: 0,
      createdRecipes: 0,
      cookedRecipes: 0,
      successRate: null,
      daysActive: 1,
    });
    expect(await recentlyViewedRecipes(database.db, user.id)).toEqual([]);
  });

  it("counts what the cook saved, filed and cooked, and nobody else's", async () => {
    const [cook, neighbour] = [await createUser(database.db), await createUser(database.db)];
    for (const id of ids.slice(0, 3)) expect((await saveRecipe(database.db, cook.id, { recipeId: id })).ok).toBe(true);
    expect((await createCookbook(database.db, cook.id, book("Weeknights"))).ok).toBe(true);
    expect((await logCook(database.db, cook.id, { recipeId: ids[0] })).ok).toBe(true);
    expect((await logCook(database.db, cook.id, { recipeId: ids[1] })).ok).toBe(true);
    // The neighbour's activity is theirs alone.
    for (const id of ids.slice(0, 5)) await saveRecipe(database.db, neighbour.id, { recipeId: id });
    await createCookbook(database.db, neighbour.id, book("Theirs"));
    await createCookbook(database.db, neighbour.id, book("Also theirs"));
    await logCook(database.db, neighbour.id, { recipeId: ids[2] });

    expect(await dashboardStats(database.db, cook.id)).toMatchObject({ savedRecipes: 3, cookbooks: 1, cookedRecipes: 2 });
    expect(await dashboardStats(database.db, neighbour.id)).toMatchObject({ savedRecipes: 5, cookbooks: 2, cookedRecipes: 1 });
  });

  it("counts the distinct UTC days with any activity", async () => {
    const cook = await createUser(database.db);
    await saveRecipe(database.db, cook.id, { recipeId: ids[0] });
    await saveRecipe(database.db, cook.id, { recipeId: ids[1] });
    await createCookbook(database.db, cook.id, book("Days"));
    await logCook(database.db, cook.id, { recipeId: ids[2] });
    await recordView(database.db, cook.id, ids[3]);
    await createIngredientList(database.db, cook.id, { name: "Pantry", ingredient: ["rice"] });
    const db = database.db;
    await db
      .update(users)
      .set({ createdAt: at("2026-03-01T10:00:00Z") })
      .where(eq(users.id, cook.id));
    // 23:59 and 00:01 UTC are two days.
    await db
      .update(savedRecipes)
      .set({ createdAt: at("2026-03-01T23:59:00Z") })
      .where(and(eq(savedRecipes.userId, cook.id), eq(savedRecipes.recipeId, ids[0])));
    await db
      .update(savedRecipes)
      .set({ createdAt: at("2026-03-02T00:01:00Z") })
      .where(and(eq(savedRecipes.userId, cook.id), eq(savedRecipes.recipeId, ids[1])));
    await db
      .update(cookbooks)
      .set({ createdAt: at("2026-03-02T12:00:00Z") })
      .where(eq(cookbooks.userId, cook.id));
    await db
      .update(cookedRecipes)
      .set({ cookedAt: at("2026-03-05T08:00:00Z") })
      .where(eq(cookedRecipes.userId, cook.id));
    await db
      .update(recentlyViewed)
      .set({ viewedAt: at("2026-03-05T20:00:00Z") })
      .where(eq(recentlyViewed.userId, cook.id));
    await db
      .update(ingredientLists)
      .set({ createdAt: at("2026-03-09T01:00:00Z") })
      .where(eq(ingredientLists.userId, cook.id));
    // 1, 2, 5 and 9 March.
    expect((await dashboardStats(db, cook.id)).daysActive).toBe(4);
  });

  it("lists the three most recently viewed recipes, latest first", async () => {
    const cook = await createUser(database.db);
    for (const id of [ids[0], ids[1], ids[2], ids[3]]) await recordView(database.db, cook.id, id);
    const times = ["2026-03-01T10:00:00Z", "2026-03-04T10:00:00Z", "2026-03-02T10:00:00Z", "2026-03-03T10:00:00Z"];
    for (const [i, time] of times.entries())
      await database.db
        .update(recentlyViewed)
        .set({ viewedAt: at(time) })
        .where(and(eq(recentlyViewed.userId, cook.id), eq(recentlyViewed.recipeId, ids[i])));
    const recent = await recentlyViewedRecipes(database.db, cook.id);
    expect(recent.map((r) => r.id)).toEqual([ids[1], ids[3], ids[2]]);
    expect(recent[0]).toMatchObject({ id: ids[1], title: "Green Salad" });
    // Viewing the oldest again brings it to the front.
    await recordView(database.db, cook.id, ids[0]);
    expect((await recentlyViewedRecipes(database.db, cook.id)).map((r) => r.id)).toEqual([ids[0], ids[1], ids[3]]);
    // Another cook's views are not this cook's.
    expect(await recentlyViewedRecipes(database.db, (await createUser(database.db)).id)).toEqual([]);
  });

  it("suggests the same recipe all day, picked from the id range for this user and day", async () => {
    const cook = await createUser(database.db);
    const morning = at("2026-03-10T06:00:00Z");
    const evening = at("2026-03-10T23:00:00Z");
    const first = await suggestionOfTheDay(database.db, cook.id, [], morning);
    expect(first).not.toBeNull();
    expect((await suggestionOfTheDay(database.db, cook.id, [], evening))?.id).toBe(first!.id);
    // The catalog's ids are contiguous here, so the pick is the target itself.
    const [lo, hi] = [Math.min(...ids), Math.max(...ids)];
    expect(first!.id).toBe(suggestionTarget(lo, hi, cook.id, dayKey(morning)));
  });

  it("suggests a recipe that fits the cook's dietary preference, else any", async () => {
    const cook = await createUser(database.db);
    const vegan = new Set([ids[1], ids[3]]);
    for (let day = 1; day <= 20; day++) {
      const now = at(`2026-04-${String(day).padStart(2, "0")}T12:00:00Z`);
      const pick = await suggestionOfTheDay(database.db, cook.id, ["Vegan"], now);
      expect(vegan.has(pick!.id), `day ${day}`).toBe(true);
      expect(pick!.tags).toContain("vegan");
    }
    // Nothing is keto here: the suggestion falls back to the whole catalog.
    const fallback = await suggestionOfTheDay(database.db, cook.id, ["Keto"], at("2026-04-01T12:00:00Z"));
    expect(fallback?.id).toBe((await suggestionOfTheDay(database.db, cook.id, [], at("2026-04-01T12:00:00Z")))?.id);
  });

  it("suggests from the cook's saved recipes first, and a saved one that fits their preference before the rest", async () => {
    const cook = await createUser(database.db);
    const saved = [ids[0], ids[3]];
    for (const id of saved) expect((await saveRecipe(database.db, cook.id, { recipeId: id })).ok).toBe(true);
    const days = Array.from({ length: 12 }, (_, i) => at(`2026-05-${String(i + 1).padStart(2, "0")}T12:00:00Z`));
    const picks = await Promise.all(days.map((now) => suggestionOfTheDay(database.db, cook.id, [], now)));
    expect(new Set(picks.map((p) => p!.id))).toEqual(new Set(saved));
    // ids[3] is the saved vegan one.
    for (const now of days) expect((await suggestionOfTheDay(database.db, cook.id, ["Vegan"], now))?.id).toBe(ids[3]);
  });
});
