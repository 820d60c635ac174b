/**
 * Users' ratings reach every place a recipe's rating shows (issue 13): the triggers on
 * recipe_ratings (migration 0021) keep each recipe's sum and count in the rating's transaction,
 * the change log carries them to the in-memory index (Highest Rated, the rating filter, the
 * finder), and every card query blends them with the seeded rating (app/domain/recipes/ratings.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BROWSE, PAGE_SIZE, type BrowseState } from "~/domain/recipes/browse";
import { RateCookSchema } from "~/domain/validation/cooking";
import { CookbookSchema } from "~/domain/validation/kitchen";
import { recipeRatings, recipes } from "~/server/db/schema";
import { deleteAccount, listSavedRecipes } from "~/server/accounts/account.server";
import { browseRecipes } from "~/server/recipes/browse.server";
import { stopCatalog } from "~/server/recipes/catalog-cache.server";
import { addRecipesToCookbook, createCookbook, getCookbook, listCookbooks } from "~/server/kitchen/cookbooks.server";
import { rateCook, recipeRating } from "~/server/recipes/cooked.server";
import { recentlyViewedRecipes } from "~/server/kitchen/dashboard.server";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { getRecipe, recordView } from "~/server/recipes/recipes.server";
import { saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

const TAG = "rating-order-test";
const byRating: BrowseState = { ...DEFAULT_BROWSE, tag: TAG, sort: "rating" };

describe.each(DATABASE_KINDS)("shown ratings everywhere on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    stopCatalog(database.db);
    await database?.destroy();
  });

  async function rate(userId: string, recipeId: number, rating: number) {
    const outcome = await rateCook(
      database.db,
      userId,
      RateCookSchema.parse({ recipeId: String(recipeId), rating: String(rating) }),
    );
    expect(outcome.ok).toBe(true);
  }

  async function totals(id: number) {
    const [row] = await database.db
      .select({ sum: recipes.ratingsSum, count: recipes.ratingsCount })
      .from(recipes)
      .where(eq(recipes.id, id));
    return row;
  }

  const cardOf = async (state: BrowseState, id: number, viewer: string | null = null) =>
    (await browseRecipes(database.db, state, viewer, { fresh: true })).recipes.find((r) => r.id === id);

  it("a rating changes the card's rating and the Highest Rated order, by itself within a second", async () => {
    const [ahead, behind] = await createRecipes(database.db, [
      buildRecipeSeed({ rating: 4.4, tags: [TAG] }),
      buildRecipeSeed({ rating: 4.3, tags: [TAG] }),
    ]);
    const first = await browseRecipes(database.db, byRating, null, { fresh: true });
    expect(first.recipes.map((r) => r.id)).toEqual([ahead, behind]);
    expect(first.recipes[1]).toMatchObject({ rating: 4.3, ratingCount: 10 });

    for (let i = 0; i < 5; i += 1) await rate((await createUser(database.db)).id, behind, 5);
    // (4.3 × 10 + 5 × 5) / 15 = 4.53…: now above 4.4. The running index applies the change log itself.
    const started = Date.now();
    let order: number[] = [];
    while (Date.now() - started < 1000) {
      order = (await browseRecipes(database.db, byRating)).recipes.map((r) => r.id);
      if (order[0] === behind) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(order).toEqual([behind, ahead]);
    expect(await cardOf(byRating, behind)).toMatchObject({ rating: 4.5, ratingCount: 15 });
    // The rating filter reads the same figure: 4.5 and up now finds it, and not the 4.4.
    const filtered = await browseRecipes(database.db, { ...byRating, minRating: 4.5 }, null, { fresh: true });
    expect(filtered.recipes.map((r) => r.id)).toEqual([behind]);
  });

  it("a changed rating moves the sum, not the count; a deleted rating or account takes it out", async () => {
    const [id] = await createRecipes(database.db, [buildRecipeSeed({ rating: 4, tags: [TAG] })]);
    const [ana, ben] = [await createUser(database.db), await createUser(database.db)];
    await rate(ana.id, id, 1);
    expect(await totals(id)).toEqual({ sum: 1, count: 1 });
    await rate(ana.id, id, 5);
    expect(await totals(id)).toEqual({ sum: 5, count: 1 });
    await rate(ana.id, id, 5); // the same rating again changes nothing
    expect(await totals(id)).toEqual({ sum: 5, count: 1 });
    await rate(ben.id, id, 2);
    expect(await totals(id)).toEqual({ sum: 7, count: 2 });
    // (40 + 7) / 12 = 3.91…
    expect(await cardOf(byRating, id)).toMatchObject({ rating: 3.9, ratingCount: 12 });

    await database.db.delete(recipeRatings).where(eq(recipeRatings.userId, ben.id));
    expect(await totals(id)).toEqual({ sum: 5, count: 1 });
    // (40 + 5) / 11 = 4.09…
    expect(await cardOf(byRating, id)).toMatchObject({ rating: 4.1, ratingCount: 11 });

    expect((await deleteAccount(database.db, ana.id)).ok).toBe(true);
    expect(await totals(id)).toEqual({ sum: 0, count: 0 });
    expect(await cardOf(byRating, id)).toMatchObject({ rating: 4, ratingCount: 10 });
    expect(await recipeRating(database.db, id)).toEqual({ average: 4, count: 10 });
  });

  it("ratings given at the same moment are all counted", async () => {
    const [id] = await createRecipes(database.db, [buildRecipeSeed({ rating: 0, tags: [TAG] })]);
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(database.db)));
    await Promise.all(users.map((u, i) => rate(u.id, id, (i % 5) + 1)));
    // 1+2+3+4+5+1+2+3 = 21 over 8
    expect(await totals(id)).toEqual({ sum: 21, count: 8 });
    expect(await recipeRating(database.db, id)).toEqual({ average: 2.6, count: 8 });
  });

  it("saved, cookbooks, recently viewed, the finder and the recipe page show the same blended rating", async () => {
    const [id] = await createRecipes(database.db, [
      buildRecipeSeed({ rating: 3, tags: [TAG], ingredients: ["2 cups rated rambutan", "1 tbsp olive oil"] }),
    ]);
    const cook = await createUser(database.db, { plan: "premium" });
    await rate(cook.id, id, 5);
    await rate((await createUser(database.db)).id, id, 5);
    // (30 + 10) / 12 = 3.33…
    const shown = { rating: 3.3, ratingCount: 12 };
    expect((await saveRecipe(database.db, cook.id, { recipeId: id })).ok).toBe(true);
    const book = await createCookbook(database.db, cook.id, CookbookSchema.parse({ name: "Rated" }));
    if (!book.ok) throw new Error(book.message);
    expect((await addRecipesToCookbook(database.db, cook.id, { cookbookId: book.value.id, recipeIds: [id] })).ok).toBe(true);
    await recordView(database.db, cook.id, id);

    expect((await listSavedRecipes(database.db, cook.id)).find((r) => r.id === id)).toMatchObject(shown);
    expect((await listCookbooks(database.db, cook.id))[0].preview[0]).toMatchObject(shown);
    const full = await getCookbook(database.db, cook.id, book.value.id);
    expect(full?.recipes[0]).toMatchObject(shown);
    expect(full?.stats.averageRating).toBe(3.3);
    expect((await recentlyViewedRecipes(database.db, cook.id))[0]).toMatchObject(shown);
    const found = await findRecipesByIngredients(database.db, ["rated rambutan"], 1, PAGE_SIZE, { fresh: true });
    expect(found.recipes.map((r) => ({ id: r.id, rating: r.rating, ratingCount: r.ratingCount }))).toEqual([{ id, ...shown }]);
    expect(await getRecipe(database.db, id, cook.id)).toMatchObject(shown);
  });
});
