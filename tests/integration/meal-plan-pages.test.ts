/**
 * The meal-plan forms that work without JavaScript (the recipe's /app/recipe/:id/plan and the
 * planner's /app/meal-plan/add): the planner's schema and service behind a plain form. A visitor is
 * sent to sign in, a stranger's private recipe is a 404, bad input a 400 with its message; nothing
 * is planned by any of them. A meal added opens its week.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { addDays, todayIn, weekStartOf } from "~/domain/meal-plan/week";
import { action as addPageAction, loader as addPageLoader } from "~/routes/app.meal-plan.add";
import { action as planAction, loader as planLoader } from "~/routes/app.recipe.plan";
import { provideDatabase } from "~/server/db/index.server";
import { mealPlanEntries } from "~/server/db/schema";
import { stopCatalog } from "~/server/recipes/catalog-cache.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("meal plan pages on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;
  let secretId: number;
  const today = todayIn("UTC");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [recipeId] = await createRecipes(database.db, [buildRecipeSeed({ title: "Lentil Soup", servings: 6 })]);
    const author = await createSessionUser(database.db, { plan: "premium" });
    [secretId] = await insertRecipes(database.db, [buildRecipeSeed({ title: "Secret" })], { userId: author.id });
  });
  afterAll(async () => {
    // The search keeps the catalog's index current from the change log: stop it before the database goes.
    if (database) stopCatalog(database.db);
    await database?.destroy();
  });

  const entriesOf = (userId: string) => database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.userId, userId));
  const form = (fields: Record<string, string>) =>
    formRequest(`/app/recipe/${recipeId}/plan`, { intent: "add", date: today, mealType: "dinner", ...fields });

  it("the recipe's form starts at its own servings and adds the meal, opening its week with the message", async () => {
    const cook = await createSessionUser(database.db, { plan: "free" });
    const page = await call(planLoader, getRequest(`/app/recipe/${recipeId}/plan`), {
      user: cook,
      params: { id: String(recipeId) },
    });
    expect(page.data).toMatchObject({ recipe: { id: recipeId, title: "Lentil Soup", servings: 6 }, today });
    expect((page.data as { days: string[] }).days).toHaveLength(14);

    const next = addDays(today, 7);
    const added = await call(planAction, form({ recipeId: String(recipeId), date: next, servings: "3" }), { user: cook });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/app/meal-plan?week=${weekStartOf(next)}`);
    expect(added.headers.get("Set-Cookie")).toBeTruthy();
    expect(await entriesOf(cook.id)).toMatchObject([{ recipeId, date: next, mealType: "dinner", servings: 3 }]);
  });

  it("a visitor is sent to sign in and back; a stranger's private recipe is a 404; bad input a 400; nothing is planned", async () => {
    const visitor = await call(planLoader, getRequest(`/app/recipe/${recipeId}/plan`), { params: { id: String(recipeId) } });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/app/recipe/${recipeId}/plan`)}`);
    expect((await call(planAction, form({ recipeId: String(recipeId) }))).status).toBe(302);

    const cook = await createSessionUser(database.db, { plan: "free" });
    const hidden = await call(planLoader, getRequest(`/app/recipe/${secretId}/plan`), {
      user: cook,
      params: { id: String(secretId) },
    });
    expect(hidden.status).toBe(404);
    expect(await call(planAction, form({ recipeId: String(secretId) }), { user: cook })).toMatchObject({
      status: 404,
      data: { ok: false, message: MEAL_PLAN_MESSAGES.recipeNotFound },
    });
    for (const [fields, message] of [
      [{ recipeId: String(recipeId), servings: "0" }, "Servings must be a whole number from 1 to 50"],
      [{ recipeId: String(recipeId), servings: "abc" }, "Servings must be a whole number from 1 to 50"],
      [{ recipeId: String(recipeId), date: "tomorrow" }, "Please pick a day"],
      [{ recipeId: String(recipeId), mealType: "brunch" }, "Please pick a meal"],
      [{}, MEAL_PLAN_MESSAGES.noteOrRecipe],
    ] as const) {
      expect(await call(planAction, form(fields), { user: cook }), JSON.stringify(fields)).toMatchObject({
        status: 400,
        data: { ok: false, message },
      });
    }
    // A free cook plans two weeks; the week after is refused with the planner's message.
    expect(
      await call(planAction, form({ recipeId: String(recipeId), date: addDays(weekStartOf(today), 14) }), { user: cook }),
    ).toMatchObject({
      status: 403,
      data: { message: MEAL_PLAN_MESSAGES.weekLocked },
    });
    expect(await entriesOf(cook.id)).toEqual([]);
  });

  it("the planner's Add to… page searches what the cook may see and adds a recipe or a note to its slot", async () => {
    const cook = await createSessionUser(database.db, { plan: "free" });
    const page = await call(addPageLoader, getRequest(`/app/meal-plan/add?date=${today}&meal=lunch&q=lentil`), { user: cook });
    expect(page.data).toMatchObject({ date: today, mealType: "lunch", q: "lentil" });
    const found = (page.data as { recipes: { id: number; servings: number }[] }).recipes;
    expect(found.map((r) => r.id)).toContain(recipeId);
    expect(found.find((r) => r.id === recipeId)?.servings).toBe(6);
    const secret = await call(addPageLoader, getRequest(`/app/meal-plan/add?date=${today}&meal=lunch&q=secret`), { user: cook });
    expect((secret.data as { recipes: { id: number }[] }).recipes.map((r) => r.id)).not.toContain(secretId);
    // An address naming no slot shows the planner.
    for (const query of ["", `date=${today}&meal=brunch`, "date=soon&meal=lunch"]) {
      const odd = await call(addPageLoader, getRequest(`/app/meal-plan/add?${query}`), { user: cook });
      expect(odd.status, query).toBe(302);
      expect(odd.headers.get("Location")).toBe("/app/meal-plan");
    }
    const note = await call(
      addPageAction,
      formRequest("/app/meal-plan/add", { intent: "add", date: today, mealType: "lunch", note: "Leftovers" }),
      { user: cook },
    );
    expect(note.status).toBe(302);
    expect(await entriesOf(cook.id)).toMatchObject([{ recipeId: null, note: "Leftovers", mealType: "lunch" }]);
  });
});
