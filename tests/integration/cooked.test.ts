import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookedRecipes } from "~/server/db/schema";
import { logCook } from "~/server/recipes/cooked.server";
import { dashboardStats } from "~/server/kitchen/dashboard.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

describe.each(DATABASE_KINDS)("recording cooked recipes on %s", (kind) => {
  let database: TestDatabase;
  let quick: number;
  let slow: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    [quick, slow] = await createRecipes(database.db, [buildRecipeSeed({ cookTime: 20 }), buildRecipeSeed({ cookTime: 180 })]);
  });
  afterAll(() => database?.destroy());

  async function cooks(userId: string, recipeId?: number) {
    const where =
      recipeId === undefined
        ? eq(cookedRecipes.userId, userId)
        : and(eq(cookedRecipes.userId, userId), eq(cookedRecipes.recipeId, recipeId));
    const [{ n }] = await database.db.select({ n: count() }).from(cookedRecipes).where(where);
    return n;
  }

  /** Moves the user's recorded cooks of a recipe back in time, as if they had finished it that long ago. */
  async function finishedMinutesAgo(userId: string, recipeId: number, minutes: number) {
    await database.db
      .update(cookedRecipes)
      .set({ cookedAt: new Date(Date.now() - minutes * 60_000) })
      .where(and(eq(cookedRecipes.userId, userId), eq(cookedRecipes.recipeId, recipeId)));
  }

  it("one finish is one cook: closing, reopening and closing again records nothing more", async () => {
    const user = await createUser(database.db);
    expect((await logCook(database.db, user.id, { recipeId: quick })).ok).toBe(true);
    expect((await logCook(database.db, user.id, { recipeId: quick })).ok).toBe(true);
    expect((await logCook(database.db, user.id, { recipeId: quick })).ok).toBe(true);
    expect(await cooks(user.id, quick)).toBe(1);
    expect((await dashboardStats(database.db, user.id)).cookedRecipes).toBe(1);
  });

  it("closing twice at the same moment still records one cook", async () => {
    const user = await createUser(database.db);
    await Promise.all(Array.from({ length: 8 }, () => logCook(database.db, user.id, { recipeId: quick })));
    expect(await cooks(user.id, quick)).toBe(1);
  });

  it("cooking the recipe again later is a second cook", async () => {
    const user = await createUser(database.db);
    await logCook(database.db, user.id, { recipeId: quick });
    await finishedMinutesAgo(user.id, quick, 61);
    await logCook(database.db, user.id, { recipeId: quick });
    expect(await cooks(user.id, quick)).toBe(2);
    expect((await dashboardStats(database.db, user.id)).cookedRecipes).toBe(2);
  });

  it("a long recipe is one cook for as long as it takes", async () => {
    const user = await createUser(database.db);
    await logCook(database.db, user.id, { recipeId: slow });
    await finishedMinutesAgo(user.id, slow, 120);
    await logCook(database.db, user.id, { recipeId: slow });
    expect(await cooks(user.id, slow)).toBe(1);
    await finishedMinutesAgo(user.id, slow, 181);
    await logCook(database.db, user.id, { recipeId: slow });
    expect(await cooks(user.id, slow)).toBe(2);
  });

  it("different recipes and different cooks are counted apart", async () => {
    const [ana, ben] = [await createUser(database.db), await createUser(database.db)];
    await logCook(database.db, ana.id, { recipeId: quick });
    await logCook(database.db, ana.id, { recipeId: slow });
    await logCook(database.db, ben.id, { recipeId: quick });
    expect(await cooks(ana.id)).toBe(2);
    expect(await cooks(ben.id)).toBe(1);
  });

  it("an unknown recipe records nothing", async () => {
    const user = await createUser(database.db);
    expect((await logCook(database.db, user.id, { recipeId: 99_999_999 })).ok).toBe(false);
    expect(await cooks(user.id)).toBe(0);
  });
});
