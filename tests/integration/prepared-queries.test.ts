/**
 * Prepared queries (app/server/db/prepared.server.ts): built once per database handle, never shared
 * between handles, and the same answers as the queries they replaced, on both databases: lists of
 * any length through `= any(...)`, the visibility rule with and without a viewer, the view upsert.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAnyOf, preparedQuery } from "~/server/db/prepared.server";
import { recentlyViewed, recipes } from "~/server/db/schema";
import { cardsInOrder } from "~/server/recipes/browse.server";
import { recordView } from "~/server/recipes/recipes.server";
import { savedAmong, saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

describe.each(DATABASE_KINDS)("prepared queries on %s", (kind) => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
  });

  it("prepares once per handle and again for another handle, each reading its own database", async () => {
    let builds = 0;
    const titles = preparedQuery((db) => {
      builds += 1;
      return db
        .select({ title: recipes.title })
        .from(recipes)
        .where(eq(recipes.title, sql.placeholder("title")))
        .prepare("test_titles");
    });
    await createRecipes(first.db, [buildRecipeSeed({ title: "Only in the first" })]);
    await createRecipes(second.db, [buildRecipeSeed({ title: "Only in the second" })]);

    const onFirst = titles(first.db);
    expect(titles(first.db)).toBe(onFirst);
    expect(builds).toBe(1);
    const onSecond = titles(second.db);
    expect(onSecond).not.toBe(onFirst);
    expect(builds).toBe(2);

    expect(await onFirst.execute({ title: "Only in the first" })).toEqual([{ title: "Only in the first" }]);
    expect(await onFirst.execute({ title: "Only in the second" })).toEqual([]);
    expect(await onSecond.execute({ title: "Only in the second" })).toEqual([{ title: "Only in the second" }]);
  });

  it("matches a list of any length with one statement (isAnyOf)", async () => {
    const ids = await createRecipes(first.db, [buildRecipeSeed(), buildRecipeSeed(), buildRecipeSeed()]);
    const among = preparedQuery((db) =>
      db.select({ id: recipes.id }).from(recipes).where(isAnyOf(recipes.id, "ids")).prepare("test_among"),
    );
    const found = async (list: number[]) => (await among(first.db).execute({ ids: list })).map((r) => r.id).sort((a, b) => a - b);
    expect(await found(ids)).toEqual(ids);
    expect(await found([ids[1]])).toEqual([ids[1]]);
    expect(await found([])).toEqual([]);
    expect(await found([ids[0], -1])).toEqual([ids[0]]);
  });

  it("shows a private recipe's card to its author only, not to another cook or a visitor", async () => {
    const author = await createUser(first.db);
    const other = await createUser(first.db);
    const [shared, hidden] = await createRecipes(first.db, [buildRecipeSeed(), buildRecipeSeed()]);
    await first.db.update(recipes).set({ userId: author.id, isPublic: false }).where(eq(recipes.id, hidden));
    const shown = async (viewer: string | null) => (await cardsInOrder(first.db, [hidden, shared], viewer)).map((r) => r.id);
    expect(await shown(author.id)).toEqual([hidden, shared]);
    expect(await shown(other.id)).toEqual([shared]);
    expect(await shown(null)).toEqual([shared]);
  });

  it("says which of a page's recipes the cook saved, for one recipe or many", async () => {
    const cook = await createUser(first.db, { plan: "ultimate" });
    const ids = await createRecipes(first.db, [buildRecipeSeed(), buildRecipeSeed(), buildRecipeSeed()]);
    for (const recipeId of [ids[0], ids[2]]) expect((await saveRecipe(first.db, cook.id, { recipeId })).ok).toBe(true);
    expect((await savedAmong(first.db, cook.id, ids)).sort((a, b) => a - b)).toEqual([ids[0], ids[2]]);
    expect(await savedAmong(first.db, cook.id, [ids[1]])).toEqual([]);
    expect(await savedAmong(first.db, cook.id, [ids[2]])).toEqual([ids[2]]);
  });

  it("records a second view of a recipe as one row with the later time", async () => {
    const cook = await createUser(first.db);
    const [recipeId] = await createRecipes(first.db, [buildRecipeSeed()]);
    const viewedAt = async () => {
      const rows = await first.db
        .select({ viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .where(and(eq(recentlyViewed.userId, cook.id), eq(recentlyViewed.recipeId, recipeId)));
      expect(rows).toHaveLength(1);
      return rows[0].viewedAt.getTime();
    };
    await recordView(first.db, cook.id, recipeId);
    const earlier = await viewedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordView(first.db, cook.id, recipeId);
    expect(await viewedAt()).toBeGreaterThan(earlier);
  });
});
