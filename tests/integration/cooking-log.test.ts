import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIOR_RATINGS } from "~/domain/recipes/ratings";
import { RateCookSchema } from "~/domain/validation/cooking";
import { recipeRatings, recipes } from "~/server/db/schema";
import { exportAccount } from "~/server/accounts/account.server";
import { cookingLog, logCook, rateCook, recipeRating, userRating } from "~/server/recipes/cooked.server";
import { dashboardStats } from "~/server/kitchen/dashboard.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

const rate = (input: Record<string, unknown>) => RateCookSchema.parse(input);

describe.each(DATABASE_KINDS)("cooking log and ratings on %s", (kind) => {
  let database: TestDatabase;
  let seeded: number;
  let unrated: number;
  let other: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    [seeded, unrated, other] = await createRecipes(database.db, [
      buildRecipeSeed({ rating: 4.6 }),
      buildRecipeSeed({ rating: 0 }),
      buildRecipeSeed({ rating: 3 }),
    ]);
  });
  afterAll(() => database?.destroy());

  async function cookOf(userId: string, recipeId: number) {
    const outcome = await logCook(database.db, userId, { recipeId });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value.cookId;
  }

  it("keeps one rating per user per recipe, and a second rating replaces the first", async () => {
    const user = await createUser(database.db);
    expect((await rateCook(database.db, user.id, rate({ recipeId: other, rating: "2" }))).ok).toBe(true);
    expect((await rateCook(database.db, user.id, rate({ recipeId: other, rating: "5" }))).ok).toBe(true);
    const rows = await database.db.select().from(recipeRatings).where(eq(recipeRatings.userId, user.id));
    expect(rows.map((r) => r.rating)).toEqual([5]);
    expect(await userRating(database.db, user.id, other)).toBe(5);
    // The account export carries the user's ratings.
    expect((await exportAccount(database.db, user.id)).recipeRatings).toMatchObject([{ recipeId: other, rating: 5 }]);
  });

  it("refuses a rating outside 1–5 before it reaches the database, and the database refuses it too", async () => {
    expect(RateCookSchema.safeParse({ recipeId: "1", rating: "6" }).success).toBe(false);
    expect(RateCookSchema.safeParse({ recipeId: "1", rating: "0" }).success).toBe(false);
    const user = await createUser(database.db);
    await expect(database.db.insert(recipeRatings).values({ userId: user.id, recipeId: other, rating: 9 })).rejects.toThrow();
  });

  it("shows the average of users' ratings with the seeded rating as priors, and the count", async () => {
    expect(await recipeRating(database.db, seeded)).toEqual({ average: 4.6, count: PRIOR_RATINGS });
    const [ana, ben] = [await createUser(database.db), await createUser(database.db)];
    await rateCook(database.db, ana.id, rate({ recipeId: seeded, rating: "1" }));
    await rateCook(database.db, ben.id, rate({ recipeId: seeded, rating: "2" }));
    // (4.6 × 10 + 1 + 2) / 12 = 4.08…
    expect(await recipeRating(database.db, seeded)).toEqual({ average: 4.1, count: PRIOR_RATINGS + 2 });
    // Ana changes her mind: still 12 ratings. (46 + 5 + 2) / 12 = 4.41…
    await rateCook(database.db, ana.id, rate({ recipeId: seeded, rating: "5" }));
    expect(await recipeRating(database.db, seeded)).toEqual({ average: 4.4, count: PRIOR_RATINGS + 2 });
  });

  it("a recipe without a seeded rating has none until a user rates it", async () => {
    expect(await recipeRating(database.db, unrated)).toEqual({ average: 0, count: 0 });
    const user = await createUser(database.db);
    await rateCook(database.db, user.id, rate({ recipeId: unrated, rating: "4" }));
    expect(await recipeRating(database.db, unrated)).toEqual({ average: 4, count: 1 });
  });

  it("a user's log is theirs: another user cannot answer for their cook, and sees nothing of it", async () => {
    const [owner, stranger] = [await createUser(database.db), await createUser(database.db)];
    const cookId = await cookOf(owner.id, other);
    const refused = await rateCook(database.db, stranger.id, rate({ recipeId: other, cookId, turnedOutWell: "no" }));
    expect(refused).toMatchObject({ ok: false, status: 404 });
    // Nothing changed: the stranger's rating was not written either (one transaction).
    expect(await userRating(database.db, stranger.id, other)).toBeNull();
    expect(await cookingLog(database.db, stranger.id)).toEqual([]);
    const [entry] = await cookingLog(database.db, owner.id);
    expect(entry).toMatchObject({ cookId, recipeId: other, turnedOutWell: null, rating: null });
  });

  it("answers after a cook go into the log, and a cook of another recipe cannot be answered through this one", async () => {
    const user = await createUser(database.db);
    const cookId = await cookOf(user.id, other);
    expect((await rateCook(database.db, user.id, rate({ recipeId: seeded, cookId, turnedOutWell: "yes" }))).ok).toBe(false);
    expect((await rateCook(database.db, user.id, rate({ recipeId: other, cookId, rating: "4", turnedOutWell: "yes" }))).ok).toBe(
      true,
    );
    const [entry] = await cookingLog(database.db, user.id);
    expect(entry).toMatchObject({ cookId, turnedOutWell: true, rating: 4 });
  });

  it("only recipes the user may see can be logged or rated", async () => {
    const [author, stranger] = [await createUser(database.db), await createUser(database.db)];
    const [privateId] = await createRecipes(database.db, [buildRecipeSeed({ rating: 0 })]);
    await database.db.update(recipes).set({ userId: author.id, isPublic: false }).where(eq(recipes.id, privateId));
    expect(await logCook(database.db, stranger.id, { recipeId: privateId })).toMatchObject({ ok: false, status: 404 });
    expect(await rateCook(database.db, stranger.id, rate({ recipeId: privateId, rating: "5" }))).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await logCook(database.db, author.id, { recipeId: privateId })).ok).toBe(true);
    expect(await logCook(database.db, author.id, { recipeId: 99_999_999 })).toMatchObject({ ok: false, status: 404 });
  });

  it("the dashboard's recipes cooked and success rate come from the log", async () => {
    const user = await createUser(database.db);
    expect(await dashboardStats(database.db, user.id)).toMatchObject({ cookedRecipes: 0, successRate: null });
    const first = await cookOf(user.id, seeded);
    const second = await cookOf(user.id, other);
    await cookOf(user.id, unrated); // skipped: not counted in the success rate
    await rateCook(database.db, user.id, rate({ recipeId: seeded, cookId: first, turnedOutWell: "yes" }));
    await rateCook(database.db, user.id, rate({ recipeId: other, cookId: second, turnedOutWell: "no" }));
    expect(await dashboardStats(database.db, user.id)).toMatchObject({ cookedRecipes: 3, successRate: 50 });
    await rateCook(database.db, user.id, rate({ recipeId: other, cookId: second, turnedOutWell: "yes" }));
    expect(await dashboardStats(database.db, user.id)).toMatchObject({ cookedRecipes: 3, successRate: 100 });
  });

  it("finishing the same cook twice logs it once and gives the same cook back", async () => {
    const user = await createUser(database.db);
    const a = await cookOf(user.id, seeded);
    const b = await cookOf(user.id, seeded);
    expect(b).toBe(a);
    expect(await cookingLog(database.db, user.id)).toHaveLength(1);
  });
});
