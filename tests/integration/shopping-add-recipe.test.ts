/** The recipe page's "Add to my shopping list": /app/shopping's add-recipe intent, as the dialog posts it. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { action as shoppingAction, loader as shoppingLoader } from "~/routes/app.shopping";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { recipes, shoppingListItems, shoppingLists } from "~/server/db/schema";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("adding one recipe to the shopping list on %s", (kind) => {
  let database: TestDatabase;
  let riceId: number;
  let pilafId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [riceId, pilafId] = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Plain Rice", servings: 4, ingredients: ["2 cups basmati rice", "1 tbsp olive oil"] }),
      buildRecipeSeed({ title: "Pilaf", servings: 2, ingredients: ["1 cup basmati rice", "1 onion"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  const sessionUser = (plan: "free" | "premium" | "ultimate") => createSessionUser(database.db, { plan });
  const add = (user: SessionUser, form: Record<string, string>) =>
    call(shoppingAction, formRequest("/app/shopping", { intent: "add-recipe", ...form }), { user });
  async function listOf(user: SessionUser) {
    return database.db
      .select({ text: shoppingListItems.text, sources: shoppingListItems.sources })
      .from(shoppingListItems)
      .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
      .where(eq(shoppingLists.userId, user.id));
  }

  it("a free cook is refused with 403 and gets no list", async () => {
    const cook = await sessionUser("free");
    expect(await add(cook, { recipeId: String(riceId), servings: "4" })).toMatchObject({
      status: 403,
      data: { message: SUBSCRIPTION_MESSAGES.featureUnavailable },
    });
    expect(await listOf(cook)).toEqual([]);
  });

  it("merges the recipe at the chosen servings (halves allowed) into the list already there", async () => {
    const cook = await sessionUser("premium");
    expect(await add(cook, { recipeId: String(riceId), servings: "8" })).toMatchObject({
      status: 200,
      data: { ok: true, message: MEAL_PLAN_MESSAGES.recipeAddedToList },
    });
    let items = await listOf(cook);
    expect(items.map((i) => i.text).join("\n")).toMatch(/4 cups? basmati rice/i);
    expect((await add(cook, { recipeId: String(pilafId), servings: "3" })).status).toBe(200);
    items = await listOf(cook);
    const rice = items.filter((i) => /basmati rice/i.test(i.text));
    expect(rice).toHaveLength(1);
    expect(rice[0]!.text).toMatch(/5\.5 cups?|5 1\/2 cups?/i);
    expect(rice[0]!.sources).toEqual(expect.arrayContaining(["Plain Rice", "Pilaf"]));
    expect(items.some((i) => /onion/i.test(i.text))).toBe(true);
    const page = await call(shoppingLoader, getRequest("/app/shopping"), { user: cook });
    expect(page.data).toMatchObject({ entitled: true });
  });

  it("a stranger's private recipe answers 404 and adds nothing; bad servings are a 400", async () => {
    const owner = await sessionUser("ultimate");
    const stranger = await sessionUser("premium");
    const [secretId] = await createRecipes(database.db, [buildRecipeSeed({ title: "Family Secret" })]);
    await database.db.update(recipes).set({ userId: owner.id, isPublic: false }).where(eq(recipes.id, secretId!));
    expect(await add(stranger, { recipeId: String(secretId), servings: "4" })).toMatchObject({
      status: 404,
      data: { message: MEAL_PLAN_MESSAGES.recipeNotFound },
    });
    expect(await listOf(stranger)).toEqual([]);
    expect((await add(owner, { recipeId: String(secretId), servings: "4" })).status).toBe(200);
    expect((await add(stranger, { recipeId: String(riceId), servings: "-2" })).status).toBe(400);
    expect((await add(stranger, { recipeId: String(riceId), servings: "lots" })).status).toBe(400);
    expect(await listOf(stranger)).toEqual([]);
  });
});
