/** "Save All Recipes" in the finder saves every result across pages, best match first, within the plan's limit. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkSaveMessage } from "~/domain/messages/recipe";
import { savedRecipes } from "~/server/db/schema";
import { saveFoundRecipes } from "~/server/kitchen/saved-recipes.server";
import { findAllRecipeIdsByIngredients, findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

describe.each(DATABASE_KINDS)("the finder's Save All Recipes on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createRecipes(
      database.db,
      Array.from({ length: 29 }, (_, i) =>
        buildRecipeSeed({
          title: `Leek dish ${i + 1}`,
          rating: 3 + (i % 7) / 4,
          ingredients: i % 2 ? ["2 leeks", "1 potato"] : ["2 leeks", "100 g gruyere"],
        }),
      ),
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

  it("finds all 29 across pages, in the pages' order", async () => {
    const all = await findAllRecipeIdsByIngredients(database.db, ["Leeks"], { fresh: true });
    expect(all).toHaveLength(29);
    const first = await findRecipesByIngredients(database.db, ["Leeks"], 1, 24);
    const second = await findRecipesByIngredients(database.db, ["Leeks"], 2, 24);
    expect(first.total).toBe(29);
    expect([...first.recipes, ...second.recipes].map((r) => r.id)).toEqual(all);
  });

  it("a premium cook saves all 29, not the first page's 24", async () => {
    const user = await createUser(database.db, { plan: "premium" });
    const outcome = await saveFoundRecipes(database.db, user.id, { ingredients: ["Leeks"] });
    expect(outcome).toMatchObject({ ok: true, value: { saved: 29, alreadySaved: 0, overLimit: 0 } });
    expect(await savedIds(user.id)).toHaveLength(29);
  });

  it("a free cook saves the best 20 and is told how many did not fit", async () => {
    const user = await createUser(database.db);
    const best = await findAllRecipeIdsByIngredients(database.db, ["Leeks"], { viewerId: user.id });
    const outcome = await saveFoundRecipes(database.db, user.id, { ingredients: ["Leeks"] });
    const result = { saved: 20, alreadySaved: 0, overLimit: 9 };
    expect(outcome).toEqual({ ok: true, value: result, message: bulkSaveMessage(result) });
    expect(bulkSaveMessage(result)).toContain("9 not saved");
    expect(await savedIds(user.id)).toEqual(best.slice(0, 20).sort((a, b) => a - b));
  });
});
