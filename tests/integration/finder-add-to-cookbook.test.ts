/** The finder's Add to Cookbook files every result across pages, as Save All Recipes saves them. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKBOOK_MESSAGES, recipesAddedMessage } from "~/domain/messages/cookbook";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { cookbookRecipes } from "~/server/db/schema";
import { addFoundRecipesToCookbook, createCookbook } from "~/server/kitchen/cookbooks.server";
import { findAllRecipeIdsByIngredients } from "~/server/recipes/ingredient-index.server";
import { createRecipe } from "~/server/recipes/own-recipes.server";
import { action as manageAction } from "~/routes/app.cookbooks.manage";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser, createUser } from "../support/factories";
import { call, formRequest } from "../support/routes";

async function newCookbook(database: TestDatabase, userId: string, name: string) {
  const made = await createCookbook(database.db, userId, { name, description: "", color: "bg-accent-orange" }, "premium");
  if (!made.ok) throw new Error(made.message);
  return made.value.id;
}

async function filedIds(database: TestDatabase, cookbookId: string) {
  const rows = await database.db
    .select({ id: cookbookRecipes.recipeId })
    .from(cookbookRecipes)
    .where(eq(cookbookRecipes.cookbookId, cookbookId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe.each(DATABASE_KINDS)("the finder's Add to Cookbook on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createRecipes(
      database.db,
      Array.from({ length: 29 }, (_, i) =>
        buildRecipeSeed({
          title: `Fennel dish ${i + 1}`,
          ingredients: ["1 fennel bulb", i % 2 ? "1 orange" : "2 tbsp olive oil"],
        }),
      ),
    );
  });
  afterAll(() => database?.destroy());

  it("files all 29 results, not the first page's 24, and says how many; again, it says they are already in", async () => {
    const cook = await createUser(database.db);
    const bookId = await newCookbook(database, cook.id, "Fennel Week");
    const all = await findAllRecipeIdsByIngredients(database.db, ["fennel"], { viewerId: cook.id, fresh: true });
    expect(all).toHaveLength(29);

    const outcome = await addFoundRecipesToCookbook(database.db, cook.id, { cookbookId: bookId, ingredients: ["Fennel"] });
    expect(outcome).toEqual({
      ok: true,
      value: { added: 29, skipped: 0, name: "Fennel Week" },
      message: recipesAddedMessage(29, 0, "Fennel Week"),
    });
    expect(await filedIds(database, bookId)).toEqual([...all].sort((a, b) => a - b));

    const again = await addFoundRecipesToCookbook(database.db, cook.id, { cookbookId: bookId, ingredients: ["Fennel"] });
    expect(again).toMatchObject({ ok: false, status: 409, message: "These recipes are already in Fennel Week" });
  });

  it("another cook's cookbook is not found and gains nothing; another cook's private recipe is never filed", async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const bookId = await newCookbook(database, owner.id, "Owner's Book");
    const outcome = await addFoundRecipesToCookbook(database.db, stranger.id, { cookbookId: bookId, ingredients: ["fennel"] });
    expect(outcome).toMatchObject({ ok: false, status: 404, message: COOKBOOK_MESSAGES.notFound });
    expect(await filedIds(database, bookId)).toEqual([]);

    const secret = await createRecipe(database.db, stranger.id, {
      title: "Secret Fennel Salad",
      description: "Only its author may see it.",
      imageUrl: "",
      cookTime: 10,
      servings: 2,
      difficulty: "Easy",
      ingredients: ["1 fennel bulb", "1 lemon"],
      instructions: ["Slice the fennel.", "Dress with lemon."],
      tags: [],
      author: "Sam",
    });
    if (!secret.ok) throw new Error("create failed");
    const filed = await addFoundRecipesToCookbook(database.db, owner.id, { cookbookId: bookId, ingredients: ["fennel"] });
    expect(filed).toMatchObject({ ok: true, value: { added: 29 } });
    expect(await filedIds(database, bookId)).not.toContain(secret.value.id);
  });
});

describe("the finder's Add to Cookbook over HTTP", () => {
  let database: TestDatabase;
  let cook: SessionUser;
  let stranger: SessionUser;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    provideDatabase(database);
    cook = await createSessionUser(database.db);
    stranger = await createSessionUser(database.db);
    await createRecipes(
      database.db,
      Array.from({ length: 26 }, (_, i) =>
        buildRecipeSeed({ title: `Kohlrabi dish ${i + 1}`, ingredients: ["1 kohlrabi", "salt"] }),
      ),
    );
  });
  afterAll(() => database?.destroy());

  it("intent=add-found files every result; a stranger gets 404; no ingredient is a clear refusal", async () => {
    const bookId = await newCookbook(database, cook.id, "Kohlrabi");
    const post = (user: SessionUser, form: Record<string, string>) =>
      call(manageAction, formRequest(`/app/cookbooks/${bookId}/manage`, form), { user, params: { id: bookId } });

    const refused = await post(stranger, { intent: "add-found", i: "kohlrabi" });
    expect(refused.status).toBe(404);
    expect(await filedIds(database, bookId)).toEqual([]);

    const empty = await post(cook, { intent: "add-found" });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ ok: false, message: COOKBOOK_MESSAGES.addFailed });

    const answer = await post(cook, { intent: "add-found", i: "kohlrabi" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, message: "26 recipes added to Kohlrabi!" });
    expect(await filedIds(database, bookId)).toHaveLength(26);
  });
});
