import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { PlanId } from "~/domain/plans";
import { rowsOf } from "~/server/db/client.server";
import { recentlyViewed, recipes, savedRecipes } from "~/server/db/schema";
import { recentlyViewedRecipes } from "~/server/kitchen/dashboard.server";
import { recordView } from "~/server/recipes/recipes.server";
import { saveRecipe, savedAmong, unsaveRecipe } from "~/server/kitchen/saved-recipes.server";
import { holdAccountLock, within } from "../support/account-lock";
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

  const userOn = (plan: PlanId) => createUser(database.db, { plan });

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
    const [free, premium] = [await userOn("free"), await userOn("premium")];
    for (const id of ids.slice(0, 20)) {
      expect((await saveRecipe(database.db, free.id, { recipeId: id })).ok).toBe(true);
      expect((await saveRecipe(database.db, premium.id, { recipeId: id })).ok).toBe(true);
    }
    expect(await saveRecipe(database.db, free.id, { recipeId: ids[20] })).toMatchObject({ ok: false, status: 403 });
    expect((await saveRecipe(database.db, premium.id, { recipeId: ids[20] })).ok).toBe(true);
    expect([await savedCount(free.id), await savedCount(premium.id)]).toEqual([20, 21]);
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

  it("counts the saved recipes only once the account's lock is held, so a save waiting for it sees the other's commit", async () => {
    const user = await userOn("free");
    for (const id of ids.slice(30, 49)) await saveRecipe(database.db, user.id, { recipeId: id });
    // Another request holds the lock and saves the 20th recipe; it commits only after the save
    // below has sent its statements and is waiting for the lock.
    const other = await holdAccountLock(database.db, user.id, (tx) =>
      tx.insert(savedRecipes).values({ userId: user.id, recipeId: ids[49] }),
    );
    const save = saveRecipe(database.db, user.id, { recipeId: ids[50] });
    if (kind === "postgres") {
      // The save's statements are on the server, waiting for the row lock.
      await expect
        .poll(async () => {
          const waiting = rowsOf<{ n: number }>(
            await database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            ),
          );
          return waiting[0].n;
        })
        .toBe(1);
    }
    await other.release();
    // Read before the lock (as a count sent in one round trip with it could be), the count would have
    // missed the 20th and let a 21st in.
    expect(await save).toEqual({ ok: false, status: 403, message: RECIPE_MESSAGES.limitReached });
    expect(await savedCount(user.id)).toBe(20);
  });

  it("with a plan at the request's start that has no limit, a save takes no account lock and answers as before", async () => {
    const user = await userOn("ultimate");
    const author = await userOn("free");
    const [privateId] = await createRecipes(database.db, [buildRecipeSeed()]);
    await database.db.update(recipes).set({ userId: author.id, isPublic: false }).where(eq(recipes.id, privateId));
    if (kind === "postgres") {
      // Another request holds the account's lock; a save that took it would wait for that commit.
      const other = await holdAccountLock(database.db, user.id);
      const saved = await within(saveRecipe(database.db, user.id, { recipeId: ids[60] }, "ultimate"));
      await other.release();
      expect(saved).toEqual({ ok: true, message: RECIPE_MESSAGES.saved });
    } else {
      expect(await saveRecipe(database.db, user.id, { recipeId: ids[60] }, "ultimate")).toEqual({
        ok: true,
        message: RECIPE_MESSAGES.saved,
      });
    }
    expect(await saveRecipe(database.db, user.id, { recipeId: ids[60] }, "ultimate")).toEqual({
      ok: false,
      status: 409,
      message: RECIPE_MESSAGES.alreadySaved,
    });
    expect(await saveRecipe(database.db, user.id, { recipeId: 99_999_999 }, "ultimate")).toEqual({
      ok: false,
      status: 404,
      message: RECIPE_MESSAGES.notFound,
    });
    // Someone else's private recipe is as unknown as a missing one; its author may save it.
    expect(await saveRecipe(database.db, user.id, { recipeId: privateId }, "ultimate")).toMatchObject({ status: 404 });
    expect(await savedCount(user.id)).toBe(1);
    expect((await saveRecipe(database.db, author.id, { recipeId: privateId }, "ultimate")).ok).toBe(true);
  });

  it("with a plan at the request's start that has a limit, the limit is still counted under the lock", async () => {
    const user = await userOn("free");
    for (const id of ids.slice(70, 90)) expect((await saveRecipe(database.db, user.id, { recipeId: id }, "free")).ok).toBe(true);
    expect(await saveRecipe(database.db, user.id, { recipeId: ids[90] }, "free")).toEqual({
      ok: false,
      status: 403,
      message: RECIPE_MESSAGES.limitReached,
    });
    expect(await savedCount(user.id)).toBe(20);
  });

  it("records a view once per recipe, with the latest time", async () => {
    const user = await userOn("free");
    const viewedAt = async () =>
      new Map(
        (
          await database.db
            .select({ recipeId: recentlyViewed.recipeId, viewedAt: recentlyViewed.viewedAt })
            .from(recentlyViewed)
            .where(eq(recentlyViewed.userId, user.id))
        ).map((r) => [r.recipeId, r.viewedAt.getTime()]),
      );
    await recordView(database.db, user.id, ids[0]);
    await recordView(database.db, user.id, ids[1]);
    // Both views an hour old, so the next one is unmistakably later.
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await database.db.update(recentlyViewed).set({ viewedAt: hourAgo }).where(eq(recentlyViewed.userId, user.id));
    const before = Date.now();
    await recordView(database.db, user.id, ids[0]);
    const after = Date.now();

    const times = await viewedAt();
    expect([...times.keys()].sort()).toEqual([ids[0], ids[1]].sort());
    expect(times.get(ids[0])).toBeGreaterThanOrEqual(before);
    expect(times.get(ids[0])).toBeLessThanOrEqual(after);
    expect(times.get(ids[1])).toBe(hourAgo.getTime());
    // The dashboard's "recently viewed" follows the latest view.
    expect((await recentlyViewedRecipes(database.db, user.id)).map((r) => r.id)).toEqual([ids[0], ids[1]]);
  });

  it("stamps each view strictly after the cook's newest, so two views in one millisecond keep their order", async () => {
    const user = await userOn("free");
    await recordView(database.db, user.id, ids[5]);
    // The newest view carries a later time than the clock reads now (as a view in the same
    // millisecond has the same one): the next view must still come out on top.
    const ahead = new Date(Date.now() + 60 * 60 * 1000);
    await database.db.update(recentlyViewed).set({ viewedAt: ahead }).where(eq(recentlyViewed.userId, user.id));
    await recordView(database.db, user.id, ids[6]);
    await recordView(database.db, user.id, ids[7]);
    expect((await recentlyViewedRecipes(database.db, user.id)).map((r) => r.id)).toEqual([ids[7], ids[6], ids[5]]);
    // Seeing an older one again moves it to the top.
    await recordView(database.db, user.id, ids[5]);
    expect((await recentlyViewedRecipes(database.db, user.id)).map((r) => r.id)).toEqual([ids[5], ids[7], ids[6]]);
  });
});
