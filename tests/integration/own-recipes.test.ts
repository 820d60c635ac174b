import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import {
  cookbookRecipes,
  cookedRecipes,
  ingredients,
  recentlyViewed,
  recipeIngredients,
  recipes,
  savedRecipes,
} from "~/server/db/schema";
import { addRecipesToCookbook, createCookbook, getCookbook, listCookbooks } from "~/server/kitchen/cookbooks.server";
import { logCook } from "~/server/recipes/cooked.server";
import { recentlyViewedRecipes, suggestionOfTheDay } from "~/server/kitchen/dashboard.server";
import { listSavedRecipes } from "~/server/accounts/account.server";
import {
  createRecipe,
  deleteRecipe,
  getOwnRecipe,
  setRecipeSharing,
  updateRecipe,
  type RecipeWrite,
} from "~/server/recipes/own-recipes.server";
import { getRecipe, listNewestRecipes, recordView } from "~/server/recipes/recipes.server";
import { saveRecipe, saveRecipes } from "~/server/kitchen/saved-recipes.server";
import { action as createAction } from "~/routes/app.create-recipe";
import { action as editAction, loader as editLoader } from "~/routes/app.recipe.edit";
import { loader as recipeLoader } from "~/routes/recipe";
import { loader as cookModeLoader } from "~/routes/cook-mode";
import { loader as coverLoader } from "~/routes/recipe.cover";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser, createUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

function draft(overrides: Partial<RecipeWrite> = {}): RecipeWrite {
  return {
    title: "Grandma's Apple Pie",
    description: "Flaky crust and a spiced apple filling.",
    imageUrl: "https://example.com/pie.jpg",
    cookTime: 75,
    servings: 8,
    difficulty: "Medium",
    ingredients: [
      "1 1/2 cups Basmati Rice",
      "2-3 cloves garlic, minced",
      "½ tsp salt",
      "salt and pepper to taste",
      "Zzyzx Bloomfruit (ripe)",
    ],
    instructions: ["Preheat the oven to 200 °C.", "Bake for an hour."],
    tags: ["dessert", "baking"],
    author: "Ada Cook",
    ...overrides,
  };
}

async function linksOf(db: Db, recipeId: number) {
  return db
    .select({
      name: ingredients.name,
      quantity: recipeIngredients.quantity,
      quantityMax: recipeIngredients.quantityMax,
      unit: recipeIngredients.unit,
      notes: recipeIngredients.notes,
      displayOrder: recipeIngredients.displayOrder,
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.displayOrder));
}

async function countOf(db: Db, table: typeof recipes | typeof ingredients) {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n;
}

describe.each(DATABASE_KINDS)("users' own recipes on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let catalogId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    // The catalog already knows "basmati rice" (in lower case).
    [catalogId] = await createRecipes(db, [buildRecipeSeed({ ingredients: ["2 cups basmati rice", "1 tbsp olive oil"] })]);
  });
  afterAll(() => database?.destroy());

  it("creates a private recipe and links every ingredient line in the same transaction", async () => {
    const author = await createUser(db);
    const [existing] = await db.select().from(ingredients).where(eq(ingredients.name, "basmati rice"));
    const created = await createRecipe(db, author.id, draft());
    expect(created).toMatchObject({ ok: true, message: RECIPE_MESSAGES.created });
    if (!created.ok) return;
    const [row] = await db.select().from(recipes).where(eq(recipes.id, created.value.id));
    expect(row).toMatchObject({
      userId: author.id,
      isPublic: false,
      rating: 0,
      isPremium: false,
      author: "Ada Cook",
      cookTime: 75,
    });
    expect(row.ingredients).toEqual(draft().ingredients);

    const links = await linksOf(db, created.value.id);
    expect(links).toEqual([
      { name: "basmati rice", quantity: 1.5, quantityMax: null, unit: "cup", notes: null, displayOrder: 0 },
      { name: "garlic", quantity: 2, quantityMax: 3, unit: "clove", notes: "minced", displayOrder: 1 },
      { name: "salt", quantity: 0.5, quantityMax: null, unit: "tsp", notes: null, displayOrder: 2 },
      expect.objectContaining({ quantity: null, displayOrder: 3 }),
      { name: "zzyzx bloomfruit", quantity: null, quantityMax: null, unit: null, notes: "ripe", displayOrder: 4 },
    ]);
    // "Basmati Rice" found the catalog's row case-insensitively instead of making a second one.
    const rice = await db
      .select()
      .from(ingredients)
      .where(sql`lower(${ingredients.name}) = 'basmati rice'`);
    expect(rice).toEqual([existing]);
  });

  it("a failure half-way through leaves no recipe, no link and no new ingredient behind", async () => {
    const author = await createUser(db);
    const [recipesBefore, ingredientsBefore] = [await countOf(db, recipes), await countOf(db, ingredients)];
    const [olive] = await db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.name, "olive oil"));
    await expect(
      createRecipe(db, author.id, draft({ ingredients: ["3 brand-new quuxberries", "1 cup flour"] }), {
        // Takes display order 0 so the links written after the new ingredients collide with it.
        afterRecipeRow: async (tx, recipeId) => {
          await tx.insert(recipeIngredients).values({ recipeId, ingredientId: olive.id, displayOrder: 0 });
        },
      }),
    ).rejects.toThrow();
    expect(await countOf(db, recipes)).toBe(recipesBefore);
    expect(await countOf(db, ingredients)).toBe(ingredientsBefore);
    expect(await db.select().from(ingredients).where(eq(ingredients.name, "quuxberries"))).toEqual([]);
    expect(await db.select().from(recipes).where(eq(recipes.userId, author.id))).toEqual([]);
  });

  it("edits re-link the ingredients in one transaction; a stranger's edit, share or delete is 404 and changes nothing", async () => {
    const author = await createUser(db);
    const stranger = await createUser(db);
    const created = await createRecipe(db, author.id, draft());
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;
    const before = await db.select().from(recipes).where(eq(recipes.id, id));
    const linksBefore = await linksOf(db, id);

    const edits = draft({ title: "Stolen Pie", ingredients: ["4 eggs", "1 cup sugar"] });
    expect(await updateRecipe(db, stranger.id, id, edits)).toEqual({ ok: false, status: 404, message: RECIPE_MESSAGES.notFound });
    expect(await setRecipeSharing(db, stranger.id, id, { isPublic: true })).toMatchObject({ ok: false, status: 404 });
    expect(await deleteRecipe(db, stranger.id, id)).toMatchObject({ ok: false, status: 404 });
    // Nobody edits the catalog either.
    expect(await updateRecipe(db, author.id, catalogId, edits)).toMatchObject({ ok: false, status: 404 });
    expect(await deleteRecipe(db, author.id, catalogId)).toMatchObject({ ok: false, status: 404 });
    expect(await db.select().from(recipes).where(eq(recipes.id, id))).toEqual(before);
    expect(await linksOf(db, id)).toEqual(linksBefore);
    expect(await getOwnRecipe(db, stranger.id, id)).toBeNull();

    expect(await updateRecipe(db, author.id, id, { ...edits, title: "Egg Custard" })).toMatchObject({ ok: true });
    const [after] = await db.select().from(recipes).where(eq(recipes.id, id));
    expect(after).toMatchObject({ title: "Egg Custard", ingredients: ["4 eggs", "1 cup sugar"], isPublic: false });
    expect((await linksOf(db, id)).map((l) => [l.name, l.quantity, l.unit, l.displayOrder])).toEqual([
      ["eggs", 4, null, 0],
      ["sugar", 1, "cup", 1],
    ]);

    // A failing edit keeps the old recipe and its links.
    await expect(
      updateRecipe(db, author.id, id, draft({ title: "Broken" }), {
        afterRecipeRow: () => Promise.reject(new Error("boom")),
      }),
    ).rejects.toThrow("boom");
    const [kept] = await db.select().from(recipes).where(eq(recipes.id, id));
    expect(kept.title).toBe("Egg Custard");
    expect(await linksOf(db, id)).toHaveLength(2);
  });

  it("private recipes are the author's alone on every read path; shared ones are everyone's", async () => {
    const author = await createUser(db);
    const other = await createUser(db, { plan: "premium" });
    const created = await createRecipe(db, author.id, draft({ title: "Secret Stew" }));
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;

    // Private: the author sees it, another user and a visitor do not.
    expect(await getRecipe(db, id, author.id)).toMatchObject({ id, title: "Secret Stew" });
    expect(await getRecipe(db, id, other.id)).toBeNull();
    expect(await getRecipe(db, id, null)).toBeNull();
    expect((await listNewestRecipes(db, 50)).map((r) => r.id)).not.toContain(id);
    expect(await saveRecipe(db, other.id, { recipeId: id })).toEqual({
      ok: false,
      status: 404,
      message: RECIPE_MESSAGES.notFound,
    });
    expect(await saveRecipes(db, other.id, { recipeIds: [id] })).toMatchObject({ ok: false });
    const book = await createCookbook(db, other.id, { name: "Other's book", description: "", color: "bg-accent-orange" });
    if (!book.ok) throw new Error("cookbook failed");
    expect(await addRecipesToCookbook(db, other.id, { cookbookId: book.value.id, recipeIds: [id] })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await logCook(db, other.id, { recipeId: id })).ok).toBe(false);
    expect(await db.select().from(savedRecipes).where(eq(savedRecipes.userId, other.id))).toEqual([]);
    expect(await db.select().from(cookedRecipes).where(eq(cookedRecipes.userId, other.id))).toEqual([]);
    // The author may save, file and cook their own private recipe.
    expect(await saveRecipe(db, author.id, { recipeId: id })).toMatchObject({ ok: true });
    expect((await listSavedRecipes(db, author.id)).map((r) => r.id)).toContain(id);

    // Shared: everyone sees it; the other user saves it, files it and views it.
    expect(await setRecipeSharing(db, author.id, id, { isPublic: true })).toMatchObject({ ok: true, value: { isPublic: true } });
    expect(await getRecipe(db, id, null)).toMatchObject({ id });
    expect((await listNewestRecipes(db, 50)).map((r) => r.id)).toContain(id);
    expect(await saveRecipe(db, other.id, { recipeId: id })).toMatchObject({ ok: true });
    expect(await addRecipesToCookbook(db, other.id, { cookbookId: book.value.id, recipeIds: [id, catalogId] })).toMatchObject({
      ok: true,
    });
    await recordView(db, other.id, id);
    expect((await listSavedRecipes(db, other.id)).map((r) => r.id)).toEqual([id]);
    expect((await recentlyViewedRecipes(db, other.id)).map((r) => r.id)).toEqual([id]);
    expect((await getCookbook(db, other.id, book.value.id))?.recipes.map((r) => r.id).sort()).toEqual([catalogId, id].sort());

    // Private again: gone from the other user's saved list, cookbook, history; the links stay for when it is shared again.
    expect(await setRecipeSharing(db, author.id, id, { isPublic: false })).toMatchObject({ ok: true });
    expect(await getRecipe(db, id, other.id)).toBeNull();
    expect(await listSavedRecipes(db, other.id)).toEqual([]);
    expect(await recentlyViewedRecipes(db, other.id)).toEqual([]);
    const filed = await getCookbook(db, other.id, book.value.id);
    expect(filed?.recipes.map((r) => r.id)).toEqual([catalogId]);
    expect(filed?.stats.count).toBe(1);
    const [overview] = (await listCookbooks(db, other.id)).filter((b) => b.id === book.value.id);
    expect(overview.recipeCount).toBe(1);
    expect(overview.preview.map((r) => r.id)).toEqual([catalogId]);
    // The day's suggestion never picks someone else's private recipe.
    for (let day = 0; day < 10; day++) {
      const pick = await suggestionOfTheDay(db, other.id, [], new Date(Date.UTC(2026, 0, 1 + day)));
      expect(pick?.id).not.toBe(id);
    }
  });

  it("deleting a shared recipe removes it from other users' saved recipes, cookbooks and history", async () => {
    const author = await createUser(db);
    const other = await createUser(db);
    const created = await createRecipe(db, author.id, { ...draft({ title: "Shared Soup" }), isPublic: true });
    if (!created.ok) throw new Error("create failed");
    const id = created.value.id;
    const book = await createCookbook(db, other.id, { name: "Soups", description: "", color: "bg-accent-green" });
    if (!book.ok) throw new Error("cookbook failed");
    expect(await saveRecipe(db, other.id, { recipeId: id })).toMatchObject({ ok: true });
    expect(await addRecipesToCookbook(db, other.id, { cookbookId: book.value.id, recipeIds: [id] })).toMatchObject({ ok: true });
    await recordView(db, other.id, id);

    expect(await deleteRecipe(db, author.id, id)).toEqual({ ok: true, value: undefined, message: RECIPE_MESSAGES.deleted });
    expect(await db.select().from(recipes).where(eq(recipes.id, id))).toEqual([]);
    expect(await db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, id))).toEqual([]);
    expect(await db.select().from(savedRecipes).where(eq(savedRecipes.recipeId, id))).toEqual([]);
    expect(await db.select().from(cookbookRecipes).where(eq(cookbookRecipes.recipeId, id))).toEqual([]);
    expect(await db.select().from(recentlyViewed).where(eq(recentlyViewed.recipeId, id))).toEqual([]);
    // The other user's cookbook itself stays.
    expect(await getCookbook(db, other.id, book.value.id)).toMatchObject({ name: "Soups", recipes: [] });
  });
});

describe("own recipes over HTTP (route actions and loaders)", () => {
  let database: TestDatabase;
  let author: SessionUser;
  let stranger: SessionUser;
  let privateId: number;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    provideDatabase(database);
    author = await createSessionUser(database.db, { name: "Ada Cook" });
    stranger = await createSessionUser(database.db, { name: "Sam Stranger" });
    const created = await createRecipe(database.db, author.id, draft({ title: "Private Pie" }));
    if (!created.ok) throw new Error("create failed");
    privateId = created.value.id;
  });
  afterAll(() => database?.destroy());

  const form = (overrides: Record<string, string> = {}) => ({
    title: "Weeknight Dal",
    description: "Red lentils simmered with spices.",
    imageUrl: "https://example.com/dal.webp?w=800",
    cookTime: "35",
    servings: "4",
    difficulty: "Easy",
    ingredients: "1 cup red lentils\n\n  2 cloves garlic, minced  \n",
    instructions: "Rinse the lentils.\nSimmer for 30 minutes.",
    tags: "dinner, vegan",
    author: "Ada Cook",
    ...overrides,
  });

  it("create: a valid form makes the recipe and goes to /app/browse with the success message", async () => {
    const answer = await call(createAction, formRequest("/app/create-recipe", form()), { user: author });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/app/browse");
    expect(answer.headers.get("Set-Cookie")).toContain("simmer.flash=");
    const [row] = await database.db.select().from(recipes).where(eq(recipes.title, "Weeknight Dal"));
    expect(row).toMatchObject({
      userId: author.id,
      isPublic: false,
      ingredients: ["1 cup red lentils", "2 cloves garlic, minced"],
    });
  });

  it("create: an invalid form is refused with the rule's message and nothing is written", async () => {
    const before = await countOf(database.db, recipes);
    const answer = await call(createAction, formRequest("/app/create-recipe", form({ cookTime: "2000" })), { user: author });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: "Cook time cannot exceed 24 hours (1440 minutes)" });
    expect(await countOf(database.db, recipes)).toBe(before);
  });

  it("a stranger's page, cook mode, cover, edit page, save, share and delete all answer 404 and change nothing", async () => {
    const params = { id: String(privateId) };
    for (const user of [stranger, null]) {
      const options = { user, params };
      expect((await call(recipeLoader, getRequest(`/recipe/${privateId}`), options)).status).toBe(404);
      expect((await call(cookModeLoader, getRequest(`/cook-mode/${privateId}`), options)).status).toBe(404);
      expect((await call(coverLoader, getRequest(`/recipe/${privateId}/cover.svg`), options)).status).toBe(404);
    }
    expect((await call(editLoader, getRequest(`/app/recipe/${privateId}/edit`), { user: stranger, params })).status).toBe(404);
    const before = await database.db.select().from(recipes).where(eq(recipes.id, privateId));
    const bodies: Record<string, string>[] = [
      { intent: "save", ...form({ title: "Mine now" }) },
      { intent: "share", isPublic: "on" },
      { intent: "delete" },
    ];
    for (const body of bodies) {
      const answer = await call(editAction, formRequest(`/app/recipe/${privateId}/edit`, body), { user: stranger, params });
      expect(answer.status, body.intent).toBe(404);
    }
    expect(await database.db.select().from(recipes).where(eq(recipes.id, privateId))).toEqual(before);
  });

  it("the author's page is noindex without structured data until shared; then it carries the catalog's JSON-LD", async () => {
    const params = { id: String(privateId) };
    const own = await call(recipeLoader, getRequest(`/app/recipe/${privateId}`), { user: author, params });
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ indexable: false, jsonLd: null, owner: { visibility: "private", householdName: null } });
    expect(JSON.stringify(own.data)).not.toContain(author.id);

    const shared = await call(editAction, formRequest(`/app/recipe/${privateId}/edit`, { intent: "share", isPublic: "on" }), {
      user: author,
      params,
    });
    expect(shared.status).toBe(302);
    expect(shared.headers.get("Location")).toBe(`/app/recipe/${privateId}`);
    const visitor = await call(recipeLoader, getRequest(`/recipe/${privateId}`), { user: null, params });
    expect(visitor.status).toBe(200);
    expect(visitor.data).toMatchObject({ indexable: true, owner: null });
    const jsonLd = JSON.parse((visitor.data as { jsonLd: string }).jsonLd) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ "@type": "Recipe", name: "Private Pie" });

    const deleted = await call(editAction, formRequest(`/app/recipe/${privateId}/edit`, { intent: "delete" }), {
      user: author,
      params,
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/app/profile?tab=created");
    expect(
      await database.db
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, privateId))),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(savedRecipes)
        .where(inArray(savedRecipes.recipeId, [privateId])),
    ).toEqual([]);
  });
});
