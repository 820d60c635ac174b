/** 'Save Scaled Recipe': a private copy for new servings, through the service and the route action. */
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { ingredients, recipeIngredients, recipes } from "~/server/db/schema";
import { createRecipe, saveScaledCopy } from "~/server/recipes/own-recipes.server";
import { action as scaledAction } from "~/routes/app.recipe.scaled";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { call, formRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("saving a scaled copy on %s", (kind) => {
  let database: TestDatabase;
  let author: SessionUser;
  let stranger: SessionUser;
  let privateId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    author = await createSessionUser(database.db, { name: "Ada Cook" });
    stranger = await createSessionUser(database.db, { name: "Sam Stranger" });
    const created = await createRecipe(database.db, author.id, {
      title: "Red Lentil Soup",
      description: "A warming soup of red lentils and cumin.",
      imageUrl: "",
      cookTime: 30,
      servings: 4,
      difficulty: "Easy",
      ingredients: ["1 cup red lentils", "2 cloves garlic, minced", "salt to taste"],
      instructions: ["Rinse the lentils.", "Simmer for 25 minutes."],
      tags: ["soup"],
      author: "Ada Cook",
    });
    if (!created.ok) throw new Error("create failed");
    privateId = created.value.id;
  });
  afterAll(() => database?.destroy());

  const recipeCount = async () => (await database.db.select({ n: count() }).from(recipes))[0].n;

  it("makes a private copy with scaled amounts, linked ingredients and the new servings", async () => {
    const outcome = await saveScaledCopy(database.db, author.id, { recipeId: privateId, servings: 8 });
    expect(outcome).toMatchObject({ ok: true, message: RECIPE_MESSAGES.scaledSaved });
    if (!outcome.ok) return;
    const [copy] = await database.db.select().from(recipes).where(eq(recipes.id, outcome.value.id));
    expect(copy).toMatchObject({
      title: "Red Lentil Soup (serves 8)",
      servings: 8,
      userId: author.id,
      isPublic: false,
      ingredients: ["2 cups red lentils", "4 cloves garlic (minced)", "salt to taste"],
    });
    const links = await database.db
      .select({ name: ingredients.name, quantity: recipeIngredients.quantity })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(eq(recipeIngredients.recipeId, copy.id))
      .orderBy(asc(recipeIngredients.displayOrder));
    expect(links.slice(0, 2)).toEqual([
      { name: "red lentils", quantity: 2 },
      { name: "garlic", quantity: 4 },
    ]);
  });

  it("answers a stranger 404 for a private recipe and writes nothing", async () => {
    const before = await recipeCount();
    const outcome = await saveScaledCopy(database.db, stranger.id, { recipeId: privateId, servings: 8 });
    expect(outcome).toEqual({ ok: false, status: 404, message: RECIPE_MESSAGES.notFound });
    const answer = await call(scaledAction, formRequest(`/app/recipe/${privateId}/scaled`, { servings: "8" }), {
      user: stranger,
      params: { id: String(privateId) },
    });
    expect(answer.status).toBe(404);
    expect(await recipeCount()).toBe(before);
  });

  it("refuses half servings with a clear message, and opens the copy after a good request", async () => {
    const before = await recipeCount();
    const params = { id: String(privateId) };
    const half = await call(scaledAction, formRequest(`/app/recipe/${privateId}/scaled`, { servings: "2.5" }), {
      user: author,
      params,
    });
    expect(half.status).toBe(400);
    expect(half.data).toMatchObject({ ok: false, message: RECIPE_MESSAGES.scaledServings });
    expect(await recipeCount()).toBe(before);
    const good = await call(scaledAction, formRequest(`/app/recipe/${privateId}/scaled`, { servings: "2" }), {
      user: author,
      params,
    });
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toMatch(/^\/app\/recipe\/\d+$/);
    expect(good.headers.get("Set-Cookie")).toContain("simmer.flash=");
    expect(await recipeCount()).toBe(before + 1);
  });
});
