import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPE_MESSAGES } from "~/domain/messages";
import type { PlanId } from "~/domain/plans";
import { profiles, recentlyViewed, savedRecipes } from "~/server/db/schema";
import { recordView } from "~/server/services/recipes.server";
import { saveRecipe, savedAmong, unsaveRecipe } from "~/server/services/saved-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

describe.each(DATABASE_KINDS)("saved recipes on %s", (kind) => {
  let database: TestDatabase;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ids = await createRecipes(
      database.db,
      Array.from({ length: 205 }, () => buildRecipeSeed()),
    );
  });
  afterAll(() => database?.destroy());

  async function userOn(plan: PlanId) {
    const user = await createUser(database.db);
    await database.db.update(profiles).set({ currentPlanId: plan }).where(eq(profiles.id, user.id));
    return user;
  }

  async function savedCount(userId: string) {
    const [{ n }] = await database.db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
    return n;
  }

  it.each([
    ["free", 20],
    ["premium", 200],
  ] as const)("the %s plan saves up to %i recipes and refuses the next with the limit message", async (plan, limit) => {
    const user = await userOn(plan);
    for (const id of ids.slice(0, limit)) expect((await saveRecipe(database.db, user.id, { recipeId: id })).ok).toBe(true);
    const refused = await saveRecipe(database.db, user.id, { recipeId: ids[limit] });
    expect(refused).toEqual({ ok: false, status: 403, message: RECIPE_MESSAGES.limitReached });
    expect(await savedCount(user.id)).toBe(limit);
  });

  it("the ultimate plan has no limit", async () => {
    const user = await userOn("ultimate");
    for (const id of ids.slice(0, 205)) expect((await saveRecipe(database.db, user.id, { recipeId: id })).ok).toBe(true);
    expect(await savedCount(user.id)).toBe(205);
  });

  it("reads each user's own plan, not the free plan for everyone", async () => {
    const premium = await userOn("premium");
    for (const id of ids.slice(0, 21)) expect((await saveRecipe(database.db, premium.id, { recipeId: id })).ok).toBe(true);
  });

  it("refuses saving the same recipe twice and an unknown recipe, changing nothing", async () => {
    const user = await userOn("free");
    expect(await saveRecipe(database.db, user.id, { recipeId: ids[0] })).toMatchObject({
      ok: true,
      message: RECIPE_MESSAGES.saved,
    });
    expect(await saveRecipe(database.db, user.id, { recipeId: ids[0] })).toEqual({
      ok: false,
      status: 409,
      message: RECIPE_MESSAGES.alreadySaved,
    });
    expect(await saveRecipe(database.db, user.id, { recipeId: 99_999_999 })).toMatchObject({ ok: false, status: 404 });
    expect(await savedCount(user.id)).toBe(1);
  });

  it("unsaves only the user's own saved recipe", async () => {
    const owner = await userOn("free");
    const stranger = await userOn("free");
    await saveRecipe(database.db, owner.id, { recipeId: ids[3] });
    expect(await unsaveRecipe(database.db, stranger.id, { recipeId: ids[3] })).toMatchObject({ ok: false, status: 404 });
    expect(await savedAmong(database.db, owner.id, [ids[3], ids[4]])).toEqual([ids[3]]);
    expect(await savedAmong(database.db, stranger.id, [ids[3]])).toEqual([]);
    expect(await unsaveRecipe(database.db, owner.id, { recipeId: ids[3] })).toMatchObject({
      ok: true,
      message: RECIPE_MESSAGES.unsaved,
    });
    expect(await savedAmong(database.db, owner.id, [ids[3]])).toEqual([]);
  });

  it("does not slip past the limit when saves race", async () => {
    const user = await userOn("free");
    for (const id of ids.slice(0, 18)) await saveRecipe(database.db, user.id, { recipeId: id });
    const outcomes = await Promise.all(ids.slice(18, 24).map((id) => saveRecipe(database.db, user.id, { recipeId: id })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(await savedCount(user.id)).toBe(20);
  });

  it("records a view once per recipe, with the latest time", async () => {
    const user = await userOn("free");
    await recordView(database.db, user.id, ids[0]);
    await recordView(database.db, user.id, ids[1]);
    await recordView(database.db, user.id, ids[0]);
    const rows = await database.db
      .select()
      .from(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, user.id)));
    expect(rows.map((r) => r.recipeId).sort()).toEqual([ids[0], ids[1]].sort());
  });
});
