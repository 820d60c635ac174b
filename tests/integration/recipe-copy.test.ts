import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStoredPhoto } from "~/server/uploads/photos.server";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { exportAccount } from "~/server/accounts/account.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { recipeIngredients, recipes } from "~/server/db/schema";
import { copyRecipe, createRecipe, getOwnRecipe, updateRecipe, type RecipeWrite } from "~/server/recipes/own-recipes.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { action as copyAction } from "~/routes/app.recipe.copy";
import { action as createAction } from "~/routes/app.create-recipe";
import { action as editAction } from "~/routes/app.recipe.edit";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser, createUser } from "../support/factories";
import { call, formRequest, ORIGIN } from "../support/routes";

function draft(overrides: Partial<RecipeWrite> = {}): RecipeWrite {
  return {
    title: "Lemon Ricotta Pasta",
    description: "Bright, creamy and quick.",
    imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
    cookTime: 20,
    servings: 2,
    difficulty: "Easy",
    ingredients: ["200 g spaghetti", "150 g ricotta", "1 lemon"],
    instructions: ["Boil the pasta.", "Stir in ricotta and lemon."],
    tags: ["pasta", "quick"],
    author: "Ada Cook",
    ...overrides,
  };
}

async function recipeCount(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(recipes);
  return n;
}

describe.each(DATABASE_KINDS)("recipe sources and copies on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let catalogId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    [catalogId] = await createRecipes(db, [
      buildRecipeSeed({ title: "Catalog Shakshuka", ingredients: ["4 large eggs", "1 can chopped tomatoes"], tags: ["brunch"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  it("keeps an imported recipe's source through an edit, and the account export carries it", async () => {
    const cook = await createUser(db);
    const created = await createRecipe(db, cook.id, draft({ sourceUrl: "https://example.com/lemon-pasta" }));
    if (!created.ok) throw new Error("create failed");
    expect((await getRecipe(db, created.value.id, cook.id))?.sourceUrl).toBe("https://example.com/lemon-pasta");
    expect((await getOwnRecipe(db, cook.id, created.value.id))?.sourceUrl).toBe("https://example.com/lemon-pasta");

    await updateRecipe(
      db,
      cook.id,
      created.value.id,
      draft({ title: "Lemon Pasta", sourceUrl: "https://example.com/lemon-pasta" }),
    );
    expect((await getRecipe(db, created.value.id, cook.id))?.sourceUrl).toBe("https://example.com/lemon-pasta");
    expect((await exportAccount(db, cook.id)).createdRecipes).toMatchObject([
      { id: created.value.id, sourceUrl: "https://example.com/lemon-pasta" },
    ]);

    // Only an http(s) address is ever stored, whatever a caller hands the service.
    await updateRecipe(db, cook.id, created.value.id, draft({ sourceUrl: "javascript:alert(1)" }));
    expect((await getRecipe(db, created.value.id, cook.id))?.sourceUrl).toBeNull();
  });

  it("copies a catalog recipe into a private recipe of the cook's with the same content and the original as its source", async () => {
    const cook = await createUser(db);
    const original = await getRecipe(db, catalogId, cook.id);
    const copied = await copyRecipe(db, cook.id, { recipeId: catalogId, sourceUrl: `${ORIGIN}/recipe/${catalogId}` });
    expect(copied).toMatchObject({ ok: true, message: RECIPE_MESSAGES.copied });
    if (!copied.ok || !original) throw new Error("copy failed");
    const [row] = await db.select().from(recipes).where(eq(recipes.id, copied.value.id));
    expect(row).toMatchObject({
      userId: cook.id,
      isPublic: false,
      title: original.title,
      description: original.description,
      cookTime: original.cookTime,
      servings: original.servings,
      difficulty: original.difficulty,
      ingredients: original.ingredients,
      instructions: original.instructions,
      tags: original.tags,
      author: original.author,
      sourceUrl: `${ORIGIN}/recipe/${catalogId}`,
    });
    // The catalog recipe is drawn with its generated cover: the copy gets that cover as a stored photo
    // of its own, so its form (which requires an image) saves as it is.
    expect(original.imageUrl).toBeNull();
    expect(row.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const photo = await readStoredPhoto(row.imageUrl!);
    expect((await sharp(photo!).metadata()).width).toBe(1200);
    const links = await db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, copied.value.id));
    expect(links).toHaveLength(original.ingredients.length);
    // The original is untouched.
    expect(await getRecipe(db, catalogId, null)).toMatchObject({ title: original.title, userId: null });
  });

  it("copies another cook's shared recipe; their private one is not found and nothing is written", async () => {
    const author = await createUser(db);
    const cook = await createUser(db);
    const shared = await createRecipe(db, author.id, draft({ title: "Shared Pasta", isPublic: true }));
    const hidden = await createRecipe(db, author.id, draft({ title: "Secret Pasta" }));
    if (!shared.ok || !hidden.ok) throw new Error("create failed");

    const copy = await copyRecipe(db, cook.id, { recipeId: shared.value.id, sourceUrl: `${ORIGIN}/recipe/${shared.value.id}` });
    expect(copy.ok).toBe(true);

    const before = await recipeCount(db);
    const refused = await copyRecipe(db, cook.id, {
      recipeId: hidden.value.id,
      sourceUrl: `${ORIGIN}/recipe/${hidden.value.id}`,
    });
    expect(refused).toEqual({ ok: false, status: 404, message: RECIPE_MESSAGES.notFound });
    expect(await copyRecipe(db, cook.id, { recipeId: 999_999, sourceUrl: `${ORIGIN}/recipe/999999` })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await recipeCount(db)).toBe(before);
  });

  it("a failure between the copy's row and its ingredient links leaves nothing behind", async () => {
    const cook = await createUser(db);
    const before = await recipeCount(db);
    await expect(
      copyRecipe(
        db,
        cook.id,
        { recipeId: catalogId, sourceUrl: `${ORIGIN}/recipe/${catalogId}` },
        {
          afterRecipeRow: async () => {
            throw new Error("boom");
          },
        },
      ),
    ).rejects.toThrow("boom");
    expect(await recipeCount(db)).toBe(before);
    expect(await db.select().from(recipes).where(eq(recipes.userId, cook.id))).toEqual([]);
  });
});

describe("recipe sources and copies over HTTP", () => {
  let database: TestDatabase;
  let cook: SessionUser;
  let author: SessionUser;
  let catalogId: number;
  let privateId: number;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    provideDatabase(database);
    cook = await createSessionUser(database.db, { name: "Cora Cook" });
    author = await createSessionUser(database.db, { name: "Ada Author" });
    [catalogId] = await createRecipes(database.db, [buildRecipeSeed({ title: "Catalog Minestrone" })]);
    const hidden = await createRecipe(database.db, author.id, draft({ title: "Private Minestrone" }));
    if (!hidden.ok) throw new Error("create failed");
    privateId = hidden.value.id;
  });
  afterAll(() => database?.destroy());

  const form = (overrides: Record<string, string> = {}) => ({
    title: "Weeknight Dal",
    description: "Red lentils simmered with spices.",
    imageUrl: "https://example.com/dal.webp",
    cookTime: "35",
    servings: "4",
    difficulty: "Easy",
    ingredients: "1 cup red lentils\n2 cloves garlic, minced",
    instructions: "Rinse the lentils.\nSimmer for 30 minutes.",
    author: "Cora Cook",
    ...overrides,
  });

  it("the create form stores a source address; a bad one is refused with its message and nothing is written", async () => {
    const refused = await call(createAction, formRequest("/app/create-recipe", form({ sourceUrl: "javascript:alert(1)" })), {
      user: cook,
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      message: "Please enter the address of a web page (starting with http:// or https://)",
    });
    expect(await database.db.select().from(recipes).where(eq(recipes.title, "Weeknight Dal"))).toEqual([]);

    const answer = await call(createAction, formRequest("/app/create-recipe", form({ sourceUrl: "https://example.com/dal" })), {
      user: cook,
    });
    expect(answer.status).toBe(302);
    const [row] = await database.db.select().from(recipes).where(eq(recipes.title, "Weeknight Dal"));
    expect(row.sourceUrl).toBe("https://example.com/dal");

    // Edited with the source kept as the form shows it.
    const params = { id: String(row.id) };
    const saved = await call(
      editAction,
      formRequest(`/app/recipe/${row.id}/edit`, {
        intent: "save",
        ...form({ title: "Dal Tadka", sourceUrl: row.sourceUrl ?? "" }),
      }),
      { user: cook, params },
    );
    expect(saved.status).toBe(302);
    const [edited] = await database.db.select().from(recipes).where(eq(recipes.id, row.id));
    expect(edited).toMatchObject({ title: "Dal Tadka", sourceUrl: "https://example.com/dal" });
  });

  it("Copy to My Recipes opens the copy's edit form with the message; a stranger's private recipe is 404", async () => {
    const params = { id: String(catalogId) };
    const answer = await call(copyAction, formRequest(`/app/recipe/${catalogId}/copy`, {}), { user: cook, params });
    expect(answer.status).toBe(302);
    const [copy] = await database.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, cook.id), eq(recipes.title, "Catalog Minestrone")));
    expect(answer.headers.get("Location")).toBe(`/app/recipe/${copy.id}/edit`);
    expect(answer.headers.get("Set-Cookie")).toContain("simmer.flash=");
    expect(copy).toMatchObject({ title: "Catalog Minestrone", isPublic: false, sourceUrl: `${ORIGIN}/recipe/${catalogId}` });

    const before = await recipeCount(database.db);
    const refused = await call(copyAction, formRequest(`/app/recipe/${privateId}/copy`, {}), {
      user: cook,
      params: { id: String(privateId) },
    });
    expect(refused.status).toBe(404);
    const bad = await call(copyAction, formRequest(`/app/recipe/abc/copy`, {}), { user: cook, params: { id: "abc" } });
    expect(bad.status).toBe(404);
    expect(await recipeCount(database.db)).toBe(before);
  });

  it("a visitor is sent to sign in and nothing is copied", async () => {
    const before = await recipeCount(database.db);
    const answer = await call(copyAction, formRequest(`/app/recipe/${catalogId}/copy`, {}), {
      user: null,
      params: { id: String(catalogId) },
    });
    expect([302, 401]).toContain(answer.status);
    expect(await recipeCount(database.db)).toBe(before);
  });
});
