import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkSaveMessage, RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { savedRecipes } from "~/server/db/schema";
import { saveRecipe, saveRecipes } from "~/server/kitchen/saved-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

describe.each(DATABASE_KINDS)("saving several recipes at once on %s", (kind) => {
  let database: TestDatabase;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ids = await createRecipes(
      database.db,
      Array.from({ length: 30 }, () => buildRecipeSeed()),
    );
  });
  afterAll(() => database?.destroy());

  async function savedIds(userId: string) {
    const rows = await database.db
      .select({ id: savedRecipes.recipeId })
      .from(savedRecipes)
      .where(eq(savedRecipes.userId, userId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  it("saves up to the free plan's 20 and reports the rest as over the limit", async () => {
    const user = await createUser(database.db);
    for (const id of ids.slice(0, 18)) expect((await saveRecipe(database.db, user.id, { recipeId: id })).ok).toBe(true);
    const outcome = await saveRecipes(database.db, user.id, { recipeIds: ids.slice(18, 23) });
    const result = { saved: 2, alreadySaved: 0, overLimit: 3 };
    expect(outcome).toEqual({ ok: true, value: result, message: bulkSaveMessage(result) });
    expect(await savedIds(user.id)).toEqual(ids.slice(0, 20).sort((a, b) => a - b));
  });

  it("counts what was already saved apart, and refuses when nothing fits", async () => {
    const user = await createUser(database.db);
    for (const id of ids.slice(0, 20)) await saveRecipe(database.db, user.id, { recipeId: id });
    const outcome = await saveRecipes(database.db, user.id, { recipeIds: [ids[0], ids[25], ids[26]] });
    expect(outcome).toEqual({
      ok: false,
      status: 403,
      message: bulkSaveMessage({ saved: 0, alreadySaved: 1, overLimit: 2 }),
    });
    expect(await savedIds(user.id)).toHaveLength(20);
    // The single save asks the same limit and refuses the 21st too.
    expect(await saveRecipe(database.db, user.id, { recipeId: ids[27] })).toEqual({
      ok: false,
      status: 403,
      message: RECIPE_MESSAGES.limitReached,
    });
  });

  it("a premium user's limit is the premium plan's, in bulk as one by one", async () => {
    const user = await createUser(database.db, { plan: "premium" });
    const outcome = await saveRecipes(database.db, user.id, { recipeIds: ids.slice(0, 25) });
    expect(outcome).toMatchObject({ ok: true, value: { saved: 25, overLimit: 0 } });
    const [{ n }] = await database.db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, user.id));
    expect(n).toBe(25);
  });
});
