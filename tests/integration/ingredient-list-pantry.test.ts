/** Choosing which ingredient lists are the pantry: the Pantry toggle and what /app/shopping marks "In your pantry". */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MESSAGES } from "~/domain/messages/list";
import { action as listsAction, loader as listsLoader } from "~/routes/app.ingredient-lists";
import { action as shoppingAction, loader as shoppingLoader } from "~/routes/app.shopping";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { ingredientLists } from "~/server/db/schema";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("pantry lists on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [recipeId] = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Rice with Oil", ingredients: ["2 cups basmati rice", "1 tbsp olive oil"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  const sessionUser = () => createSessionUser(database.db, { plan: "premium" });
  const lists = (user: SessionUser, form: Record<string, string>) =>
    call(listsAction, formRequest("/app/ingredient-lists", form), { user });
  async function listId(user: SessionUser, name: string): Promise<string> {
    const rows = await database.db.select().from(ingredientLists).where(eq(ingredientLists.userId, user.id));
    return rows.find((r) => r.name === name)!.id;
  }
  async function shopping(user: SessionUser) {
    const page = await call(shoppingLoader, getRequest("/app/shopping"), { user });
    const data = page.data as { items: { text: string; inPantry: boolean }[]; pantryMarked: boolean };
    const inPantry = (food: RegExp) => data.items.find((i) => food.test(i.text))!.inPantry;
    return { marked: data.pantryMarked, rice: inPantry(/basmati rice/), oil: inPantry(/olive oil/) };
  }

  it("while no list is marked every list is the pantry; once one is marked only it counts", async () => {
    const cook = await sessionUser();
    expect((await lists(cook, { intent: "create", name: "Cupboard", ingredient: "olive oil" })).status).toBe(200);
    expect((await lists(cook, { intent: "create", name: "Party ideas", ingredient: "basmati rice" })).status).toBe(200);
    expect(
      (
        await call(shoppingAction, formRequest("/app/shopping", { intent: "add-recipe", recipeId: String(recipeId) }), {
          user: cook,
        })
      ).status,
    ).toBe(200);
    expect(await shopping(cook)).toEqual({ marked: false, rice: true, oil: true });

    const cupboard = await listId(cook, "Cupboard");
    expect(await lists(cook, { intent: "pantry", listId: cupboard, pantry: "true" })).toMatchObject({
      status: 200,
      data: { ok: true, message: LIST_MESSAGES.pantryOn },
    });
    expect(await shopping(cook)).toEqual({ marked: true, rice: false, oil: true });
    const page = await call(listsLoader, getRequest("/app/ingredient-lists"), { user: cook });
    const shown = (page.data as { lists: { name: string; isPantry: boolean }[] }).lists;
    expect(shown.map((l) => [l.name, l.isPantry]).sort()).toEqual([
      ["Cupboard", true],
      ["Party ideas", false],
    ]);

    expect((await lists(cook, { intent: "pantry", listId: cupboard, pantry: "false" })).data).toMatchObject({
      message: LIST_MESSAGES.pantryOff,
    });
    expect(await shopping(cook)).toEqual({ marked: false, rice: true, oil: true });
  });

  it("a stranger's list answers 404 and stays as it was; a bad value is a 400", async () => {
    const owner = await sessionUser();
    const stranger = await sessionUser();
    await lists(owner, { intent: "create", name: "Mine", ingredient: "salt" });
    const mine = await listId(owner, "Mine");
    expect(await lists(stranger, { intent: "pantry", listId: mine, pantry: "true" })).toMatchObject({
      status: 404,
      data: { message: LIST_MESSAGES.notFound },
    });
    expect((await lists(stranger, { intent: "pantry", listId: "not-a-uuid", pantry: "true" })).status).toBe(404);
    expect((await lists(owner, { intent: "pantry", listId: mine, pantry: "maybe" })).status).toBe(400);
    const [row] = await database.db.select().from(ingredientLists).where(eq(ingredientLists.id, mine));
    expect(row!.isPantry).toBe(false);
  });
});
