/**
 * A typed client made from the published OpenAPI document (issue 30): openapi-typescript turns the
 * document into types (tests/support/api-types.generated.ts, written afresh by `npm run typecheck`
 * before the compiler runs), and openapi-fetch drives a cook's whole week through them on both
 * databases, so a change to an endpoint that the document does not describe fails the compiler or
 * this test.
 */
process.env.AUTH_SECRET ??= "api-client-test-secret-of-enough-length-0123456789";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, weekStartOf } from "~/domain/meal-plan/week";
import { createApiToken } from "~/server/api/tokens.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { action as apiAction, loader as apiLoader } from "~/routes/api";
import type { paths } from "../support/api-types.generated";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { ORIGIN } from "../support/routes";

/** The client's requests, answered by the API's route module as React Router runs it. */
async function inProcess(request: Request): Promise<Response> {
  const handler = request.method === "GET" || request.method === "HEAD" ? apiLoader : apiAction;
  return (await handler({ request, params: {}, context: {} } as never)) as Response;
}

describe.each(DATABASE_KINDS)("a typed client on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let curry: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    [curry] = await createRecipes(db, [
      buildRecipeSeed({
        title: "Weeknight Chicken Curry",
        ingredients: ["2 tbsp curry paste", "400 ml coconut milk", "500 g chicken thighs"],
      }),
    ]);
  });
  afterAll(() => database?.destroy());

  it("drives a cook's week: a recipe made and found, the week planned and moved, the list made, shopped and ticked", async () => {
    const maya = await createSessionUser(db, { name: "Maya Okafor", plan: "premium" });
    const made = await createApiToken(db, maya.id, { name: "Typed client", scope: "write", expiresIn: "30" });
    if (!made.ok) throw new Error(made.message);
    const client = createClient<paths>({
      baseUrl: `${ORIGIN}/api/v1`,
      fetch: inProcess,
      headers: { Authorization: `Bearer ${made.value.secret}` },
    });

    const me = await client.GET("/me");
    expect(me.data?.name).toBe("Maya Okafor");

    const created = await client.POST("/recipes", {
      body: {
        title: "Quixotic Sheet-Pan Gnocchi",
        description: "Gnocchi roasted with tomatoes and peppers on one tray.",
        imageUrl: "https://images.example.com/gnocchi.jpg",
        cookTime: 35,
        servings: 4,
        difficulty: "Easy",
        ingredients: ["500 g potato gnocchi", "300 g cherry tomatoes", "2 tbsp olive oil"],
        instructions: ["Heat the oven to 220°C.", "Roast everything on one tray for 25 minutes."],
        tags: ["dinner"],
        author: "Maya Okafor",
      },
    });
    expect(created.response.status).toBe(201);
    const recipe = created.data!;
    expect(recipe.title).toBe("Quixotic Sheet-Pan Gnocchi");
    expect(recipe.ingredients[0]).toMatchObject({ quantity: 500, unit: "g" });

    // Found through the browse rules once the index has followed the write.
    await expect
      .poll(async () => (await client.GET("/recipes", { params: { query: { q: "Quixotic" } } })).data?.items.map((r) => r.id))
      .toContain(recipe.id);

    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    const dinner = await client.POST("/meal-plan/entries", {
      body: { date: monday, mealType: "dinner", recipeId: recipe.id, servings: 4 },
    });
    expect(dinner.response.status).toBe(201);
    const lunch = await client.POST("/meal-plan/entries", {
      body: { date: addDays(monday, 1), mealType: "lunch", recipeId: curry, servings: 2 },
    });
    expect(lunch.response.status).toBe(201);
    const moved = await client.PATCH("/meal-plan/entries/{id}", {
      params: { path: { id: lunch.data!.id } },
      body: { date: addDays(monday, 2), mealType: "dinner" },
    });
    expect(moved.response.status).toBe(204);
    const week = await client.GET("/meal-plan", { params: { query: { week: monday } } });
    expect(week.data?.entries.map((e) => [e.date, e.mealType, e.recipe?.id])).toEqual([
      [monday, "dinner", recipe.id],
      [addDays(monday, 2), "dinner", curry],
    ]);

    const generated = await client.POST("/shopping-list/generate", { body: { week: monday } });
    expect(generated.response.status).toBe(200);
    const added = await client.POST("/shopping-list/items", { body: { text: "1 loaf sourdough" } });
    expect(added.response.status).toBe(201);
    const list = await client.GET("/shopping-list");
    const texts = list.data!.items.map((item) => item.text);
    expect(texts.some((text) => /gnocchi/i.test(text))).toBe(true);
    expect(texts.some((text) => /coconut milk/i.test(text))).toBe(true);
    expect(texts).toContain("1 loaf sourdough");
    const gnocchi = list.data!.items.find((item) => /gnocchi/i.test(item.text))!;
    const ticked = await client.PATCH("/shopping-list/items/{id}", {
      params: { path: { id: gnocchi.id } },
      body: { checked: true },
    });
    expect(ticked.response.status).toBe(204);
    const after = await client.GET("/shopping-list");
    expect(after.data!.items.find((item) => item.id === gnocchi.id)?.checked).toBe(true);

    const cooked = await client.POST("/cooking-log", { body: { recipeId: recipe.id } });
    expect(cooked.response.status).toBe(201);
    const rated = await client.PUT("/recipes/{recipeId}/rating", {
      params: { path: { recipeId: String(recipe.id) } },
      body: { cookId: cooked.data!.cookId, rating: 5, turnedOutWell: "yes" },
    });
    expect(rated.response.status).toBe(200);
    expect(rated.data?.rating).toBe(5);
    const log = await client.GET("/cooking-log");
    expect(log.data?.items.map((item) => [item.recipeId, item.rating])).toEqual([[recipe.id, 5]]);

    // A problem comes back typed too: the page's message for a recipe that is not there.
    const missing = await client.GET("/recipes/{id}", { params: { path: { id: "2000000000" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.detail).toBeTruthy();
  });
});
