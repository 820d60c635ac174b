/** The finder counts an entered family ("Herbs") as used by a recipe with one of its members (app/domain/ingredients/finder-synonyms.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes } from "../support/factories";

describe.each(DATABASE_KINDS)("finder families on %s", (kind) => {
  let database: TestDatabase;
  let ids: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const seeds = {
      pesto: buildRecipeSeed({
        title: "Pesto Chicken",
        rating: 4.9,
        ingredients: ["2 chicken breasts", "1 cup fresh basil leaves", "2 cloves garlic"],
      }),
      dill: buildRecipeSeed({
        title: "Dill Salmon",
        rating: 4.5,
        ingredients: ["2 salmon fillets", "2 tbsp chopped fresh dill", "1 lemon"],
      }),
      mixed: buildRecipeSeed({ title: "Herb Rice", rating: 4.0, ingredients: ["1 cup rice", "2 tbsp mixed herbs"] }),
      sausage: buildRecipeSeed({ title: "Sausage Bake", rating: 4.8, ingredients: ["6 pork sausages", "2 onions"] }),
      carbonara: buildRecipeSeed({
        title: "Carbonara",
        rating: 4.7,
        ingredients: ["400 g spaghetti", "100 g grated parmesan", "3 eggs"],
      }),
    };
    const made = await createRecipes(database.db, Object.values(seeds));
    ids = Object.fromEntries(Object.keys(seeds).map((k, i) => [k, made[i]]));
  });
  afterAll(() => database?.destroy());

  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it("finds the members of an entered family, not words that merely contain one", async () => {
    const found = await findRecipesByIngredients(database.db, ["Herbs"], 1, 24, { fresh: true });
    expect(idsOf(found.recipes)).toEqual([ids.pesto, ids.dill, ids.mixed].sort((a, b) => a - b));
    expect(found.total).toBe(3);
    expect(found.recipes.every((r) => r.matched.join() === "Herbs")).toBe(true);
  });

  it("counts a family as one entered ingredient and leaves its members off the missing list", async () => {
    const found = await findRecipesByIngredients(database.db, ["Chicken", "Herbs"], 1, 24);
    expect(found.recipes.map((r) => [r.id, r.matched])).toEqual([[ids.pesto, ["Chicken", "Herbs"]]]);
    expect(found.recipes[0].missing).toEqual(["garlic"]);
    const pasta = await findRecipesByIngredients(database.db, ["Pasta", "Cheese"], 1, 24);
    expect(pasta.recipes.map((r) => [r.id, r.matched])).toEqual([[ids.carbonara, ["Pasta", "Cheese"]]]);
    expect(pasta.recipes[0].missing).toEqual(["eggs"]);
  });

  it("finds a family member in a recipe written after the index was built", async () => {
    await findRecipesByIngredients(database.db, ["Herbs"], 1, 24, { fresh: true });
    const [thyme] = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Thyme Potatoes", rating: 3.9, ingredients: ["1 kg potatoes", "4 sprigs thyme"] }),
    ]);
    const found = await findRecipesByIngredients(database.db, ["Herbs"], 1, 24, { fresh: true });
    expect(idsOf(found.recipes)).toContain(thyme);
    expect(found.total).toBe(4);
  });
});
