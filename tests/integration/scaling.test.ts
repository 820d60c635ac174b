/**
 * Issue 13's server side: the units setting (service and /app/units action), the parsed ingredient
 * rows that scaling works from, and the shopping list download (/app/shopping-list) with its plan
 * check and the one visibility rule.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import type { PlanId } from "~/domain/plans";
import { action as unitsAction } from "~/routes/app.units";
import { action as shoppingListAction } from "~/routes/app.shopping-list";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { profiles, recipes } from "~/server/db/schema";
import { listRecipeIngredients } from "~/server/recipes/recipes.server";
import { getUnitSystem, saveUnitSystem } from "~/server/accounts/settings.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser, createUser } from "../support/factories";
import { call, formRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("scaling, units and shopping lists on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;
  let privateId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [recipeId, privateId] = await createRecipes(database.db, [
      buildRecipeSeed({
        title: "Mom's Pancakes!",
        ingredients: ["1 1/2 cups all-purpose flour", "2-3 large eggs", "salt to taste"],
      }),
      buildRecipeSeed({ title: "Secret Stew" }),
    ]);
    const owner = await createUser(database.db);
    await database.db.update(recipes).set({ userId: owner.id, isPublic: false }).where(eq(recipes.id, privateId));
  });
  afterAll(() => database?.destroy());

  const sessionUser = (plan: PlanId = "free") => createSessionUser(database.db, { plan });

  describe("units setting", () => {
    it("is as written until the cook chooses, and then kept for them alone", async () => {
      const cook = await createUser(database.db);
      const other = await createUser(database.db);
      expect(await getUnitSystem(database.db, cook.id)).toBe("as-written");
      expect(await saveUnitSystem(database.db, cook.id, { unitSystem: "metric" })).toMatchObject({ ok: true });
      expect(await getUnitSystem(database.db, cook.id)).toBe("metric");
      expect(await getUnitSystem(database.db, other.id)).toBe("as-written");
    });

    it("the database refuses a system that does not exist", async () => {
      const cook = await createUser(database.db);
      await expect(
        database.db
          .update(profiles)
          .set({ unitSystem: "imperial" as never })
          .where(eq(profiles.id, cook.id)),
      ).rejects.toThrow();
    });

    it("the action saves a fetcher's choice, refuses an unknown one, and sends a form without JavaScript back", async () => {
      const user = await sessionUser();
      const saved = await call(unitsAction, formRequest("/app/units", { unitSystem: "us" }), { user });
      expect(saved.status).toBe(200);
      expect(await getUnitSystem(database.db, user.id)).toBe("us");

      const refused = await call(unitsAction, formRequest("/app/units", { unitSystem: "imperial" }), { user });
      expect(refused.status).toBe(400);
      expect(await getUnitSystem(database.db, user.id)).toBe("us");

      const navigate = formRequest(
        "/app/units",
        { unitSystem: "metric" },
        { headers: { "Sec-Fetch-Mode": "navigate", Referer: "http://localhost:3000/app/recipe/7?x=1" } },
      );
      const back = await call(unitsAction, navigate, { user });
      expect(back.status).toBe(302);
      expect(back.headers.get("Location")).toBe("/app/recipe/7?x=1");
      expect(await getUnitSystem(database.db, user.id)).toBe("metric");
    });

    it("goes back only to a page on this site: an off-site or odd-scheme Referer falls back to browsing", async () => {
      const user = await sessionUser();
      for (const referer of [
        "x:\\\\evil.example",
        "mailto:\\\\evil.example/a",
        "x:/\\evil.example",
        "https://evil.example/app/saved",
        "javascript:alert(1)",
        "http://localhost:3000/..//evil.example",
      ]) {
        const navigate = formRequest(
          "/app/units",
          { unitSystem: "us" },
          { headers: { "Sec-Fetch-Mode": "navigate", Referer: referer } },
        );
        const back = await call(unitsAction, navigate, { user });
        expect(back.status, referer).toBe(302);
        expect(back.headers.get("Location"), referer).toBe("/app/browse");
      }
    });

    it("a visitor is sent to sign in and nothing is saved", async () => {
      const answer = await call(unitsAction, formRequest("/app/units", { unitSystem: "us" }), { user: null });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/login/);
    });
  });

  it("the parsed rows come in the recipe's order with amount, range, unit, name and notes", async () => {
    expect(await listRecipeIngredients(database.db, recipeId)).toEqual([
      { quantity: 1.5, quantityMax: null, unit: "cup", name: "all-purpose flour", notes: null },
      { quantity: 2, quantityMax: 3, unit: null, name: "large eggs", notes: null },
      { quantity: null, quantityMax: null, unit: null, name: "salt", notes: "to taste" },
    ]);
  });

  describe("shopping list download", () => {
    const post = (user: SessionUser | null, form: Record<string, string>, items: string[] = []) => {
      const request = formRequest("/app/shopping-list", form);
      const body = new URLSearchParams(form);
      for (const item of items) body.append("item", item);
      return call(shoppingListAction, new Request(request, { body }), { user });
    };

    it("is refused to a free cook (403) on the server, whatever the page showed", async () => {
      const answer = await post(await sessionUser("free"), { recipeId: String(recipeId) }, ["flour"]);
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ message: SUBSCRIPTION_MESSAGES.featureUnavailable });
    });

    it.each(["premium", "ultimate"] as const)(
      "gives a %s cook the file named after the recipe, blanks left out",
      async (plan) => {
        const answer = await post(await sessionUser(plan), { recipeId: String(recipeId) }, [
          "3 cups all-purpose flour",
          "   ",
          "maple syrup",
        ]);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
        expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="mom_s_pancakes__shopping_list.txt"');
        expect(answer.data).toBe("Shopping list: Mom's Pancakes!\n\n- 3 cups all-purpose flour\n- maple syrup\n\n2 items\n");
      },
    );

    it("answers 404 for a recipe the cook may not see, and 400 for a malformed form", async () => {
      const user = await sessionUser("premium");
      expect((await post(user, { recipeId: String(privateId) }, ["x"])).status).toBe(404);
      expect((await post(user, { recipeId: "999999" }, ["x"])).status).toBe(404);
      expect((await post(user, { recipeId: "abc" }, ["x"])).status).toBe(400);
      const tooMany = Array.from({ length: 201 }, (_, i) => `item ${i}`);
      expect((await post(user, { recipeId: String(recipeId) }, tooMany)).status).toBe(400);
    });

    it("sends a visitor to sign in", async () => {
      const answer = await post(null, { recipeId: String(recipeId) }, ["flour"]);
      expect(answer.status).toBe(302);
    });
  });
});
