/**
 * The recipe page's no-JavaScript pages (scale, shopping list, print) read a recipe as the recipe
 * page does: only what the viewer may see (404 otherwise), the servings from the address with a
 * message when they are unusable (never a 500), and shopping lines only for cooks whose plan has them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVINGS_QUERY_MESSAGE } from "~/domain/ingredients/scale-query";
import { loader as printLoader } from "~/routes/recipe.print";
import { loader as scaleLoader } from "~/routes/recipe.scale";
import { loader as shoppingLoader } from "~/routes/recipe.shopping-list";
import { provideDatabase } from "~/server/db/index.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("recipe sub-pages on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;
  let secretId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [recipeId] = await createRecipes(database.db, [
      buildRecipeSeed({ servings: 4, ingredients: ["2 cups basmati rice", "salt to taste"] }),
    ]);
    const author = await createSessionUser(database.db, { plan: "premium" });
    [secretId] = await insertRecipes(database.db, [buildRecipeSeed({ title: "Secret" })], { userId: author.id });
  });
  afterAll(() => database?.destroy());

  const open = (
    loader: typeof scaleLoader | typeof shoppingLoader | typeof printLoader,
    path: string,
    id: number,
    user = null as Awaited<ReturnType<typeof createSessionUser>> | null,
  ) => call(loader, getRequest(path), { user, params: { id: String(id) } });

  it("scales from the address, and says so when the servings cannot be used", async () => {
    const scaled = await open(scaleLoader, `/recipe/${recipeId}/scale?servings=8&units=metric`, recipeId);
    expect(scaled.data).toMatchObject({ servings: 8, factor: 2, units: "metric", message: null, base: "", signedIn: false });
    for (const bad of ["abc", "0", "-2", "1e999", "201"]) {
      const answer = await open(scaleLoader, `/recipe/${recipeId}/scale?servings=${bad}`, recipeId);
      expect(answer.status, bad).toBe(200);
      expect(answer.data, bad).toMatchObject({ servings: 4, factor: 1, message: SERVINGS_QUERY_MESSAGE });
    }
    const print = await open(printLoader, `/app/recipe/${recipeId}/print?servings=2`, recipeId);
    expect(print.data).toMatchObject({ servings: 2, factor: 0.5, base: "/app" });
  });

  it("a stranger's private recipe (and an id that is none) is a 404 on every page", async () => {
    const cook = await createSessionUser(database.db, { plan: "premium" });
    for (const [loader, page] of [
      [scaleLoader, "scale"],
      [shoppingLoader, "shopping-list"],
      [printLoader, "print"],
    ] as const) {
      expect((await open(loader, `/app/recipe/${secretId}/${page}`, secretId, cook)).status, page).toBe(404);
      expect((await open(loader, `/recipe/${secretId}/${page}`, secretId)).status, page).toBe(404);
      expect((await open(loader, `/recipe/abc/${page}`, Number.NaN)).status, page).toBe(404);
    }
  });

  it("shopping lines only for a plan with shopping lists", async () => {
    const free = await createSessionUser(database.db, { plan: "free" });
    const premium = await createSessionUser(database.db, { plan: "premium" });
    expect((await open(shoppingLoader, `/app/recipe/${recipeId}/shopping-list`, recipeId, free)).data).toMatchObject({
      entitled: false,
      items: [],
    });
    const lines = await open(shoppingLoader, `/app/recipe/${recipeId}/shopping-list?servings=8`, recipeId, premium);
    expect(lines.data).toMatchObject({ entitled: true, servings: 8 });
    expect((lines.data as { items: { text: string }[] }).items.map((item) => item.text)).toEqual(["4 cups basmati rice", "salt"]);
  });
});
