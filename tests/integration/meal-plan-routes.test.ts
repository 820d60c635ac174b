/** The meal plan and shopping list actions as the browser reaches them: plan rules and ownership on the server. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { addDays, todayIn, weekStartOf } from "~/domain/meal-plan/week";
import { action as mealPlanAction, loader as mealPlanLoader } from "~/routes/app.meal-plan";
import { action as shoppingAction } from "~/routes/app.shopping";
import { provideDatabase } from "~/server/db/index.server";
import { mealPlanEntries } from "~/server/db/schema";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("meal plan routes on %s", (kind) => {
  let database: TestDatabase;
  let recipeId: number;
  const today = todayIn("UTC");
  const week = weekStartOf(today);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [recipeId] = await createRecipes(database.db, [buildRecipeSeed()]);
  });
  afterAll(() => database?.destroy());

  const sessionUser = (plan: "free" | "premium" | "ultimate") => createSessionUser(database.db, { plan });

  it("a free cook plans this week and next; the week after is refused with a clear message and shows no entries", async () => {
    const cook = await sessionUser("free");
    const add = (date: string) =>
      call(
        mealPlanAction,
        formRequest("/app/meal-plan", { intent: "add", date, mealType: "dinner", recipeId: String(recipeId) }),
        {
          user: cook,
        },
      );
    expect((await add(today)).status).toBe(200);
    expect((await add(addDays(week, 13))).status).toBe(200);
    const refused = await add(addDays(week, 14));
    expect(refused).toMatchObject({ status: 403, data: { ok: false, message: MEAL_PLAN_MESSAGES.weekLocked } });
    const later = await call(mealPlanLoader, getRequest(`/app/meal-plan?week=${addDays(week, 14)}`), { user: cook });
    expect(later.data).toMatchObject({ allowed: false, entries: [] });
    const copy = await call(
      mealPlanAction,
      formRequest("/app/meal-plan", { intent: "copy-week", from: week, to: addDays(week, 7) }),
      {
        user: cook,
      },
    );
    expect(copy).toMatchObject({ status: 403, data: { message: MEAL_PLAN_MESSAGES.copyLocked } });
    expect(await call(shoppingAction, formRequest("/app/shopping", { intent: "generate", week }), { user: cook })).toMatchObject({
      status: 403,
      data: { message: SUBSCRIPTION_MESSAGES.featureUnavailable },
    });
  });

  it("a stranger's entry id answers 404 and changes nothing; bad input is a 400, never a 500", async () => {
    const owner = await sessionUser("premium");
    const stranger = await sessionUser("premium");
    await call(
      mealPlanAction,
      formRequest("/app/meal-plan", { intent: "add", date: today, mealType: "lunch", note: "Leftovers" }),
      {
        user: owner,
      },
    );
    const [entry] = await database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.userId, owner.id));
    const move = await call(
      mealPlanAction,
      formRequest("/app/meal-plan", { intent: "move", entryId: entry!.id, date: today, mealType: "dinner" }),
      { user: stranger },
    );
    expect(move).toMatchObject({ status: 404, data: { message: MEAL_PLAN_MESSAGES.notFound } });
    const remove = await call(mealPlanAction, formRequest("/app/meal-plan", { intent: "remove", entryId: entry!.id }), {
      user: stranger,
    });
    expect(remove.status).toBe(404);
    const [after] = await database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.id, entry!.id));
    expect(after).toMatchObject({ mealType: "lunch", note: "Leftovers" });

    const bad = await call(
      mealPlanAction,
      formRequest("/app/meal-plan", { intent: "add", date: "2026-02-30", mealType: "brunch" }),
      {
        user: owner,
      },
    );
    expect(bad.status).toBe(400);
    const empty = await call(mealPlanAction, formRequest("/app/meal-plan", { intent: "add", date: today, mealType: "dinner" }), {
      user: owner,
    });
    expect(empty).toMatchObject({ status: 400, data: { message: MEAL_PLAN_MESSAGES.noteOrRecipe } });
    const item = await call(
      shoppingAction,
      formRequest("/app/shopping", { intent: "check", itemId: entry!.id, checked: "true" }),
      {
        user: stranger,
      },
    );
    expect(item.status).toBe(404);
  });

  it.each(["premium", "ultimate"] as const)(
    "days outside 1970–9998 are a 400 with a clear message for a %s cook, never a 500, and change nothing",
    async (plan) => {
      const cook = await sessionUser(plan);
      const post = (action: typeof mealPlanAction | typeof shoppingAction, path: string, form: Record<string, string>) =>
        call(action, formRequest(path, form), { user: cook });
      const refused = { status: 400, data: { ok: false, message: MEAL_PLAN_MESSAGES.dayOutOfRange } };
      for (const date of ["0000-01-03", "9999-12-31", "1969-12-31"]) {
        const form = { intent: "add", date, mealType: "dinner", recipeId: String(recipeId) };
        expect(await post(mealPlanAction, "/app/meal-plan", form), date).toMatchObject(refused);
        expect(await post(mealPlanAction, "/app/meal-plan", { intent: "copy-week", from: week, to: date })).toMatchObject(
          refused,
        );
        expect(await post(mealPlanAction, "/app/meal-plan", { intent: "copy-week", from: date, to: week })).toMatchObject(
          refused,
        );
        expect(await post(shoppingAction, "/app/shopping", { intent: "generate", week: date })).toMatchObject(refused);
      }
      expect(await database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.userId, cook.id))).toEqual([]);

      // The edges themselves are planned, copied and shopped for.
      for (const date of ["1970-01-01", "9998-12-31"]) {
        const form = { intent: "add", date, mealType: "dinner", note: "Edge" };
        expect((await post(mealPlanAction, "/app/meal-plan", form)).status, date).toBe(200);
        const copy = await post(mealPlanAction, "/app/meal-plan", { intent: "copy-week", from: week, to: date });
        expect(copy.status, date).toBeLessThan(500);
        const shop = await post(shoppingAction, "/app/shopping", { intent: "generate", week: date });
        expect(shop.status, date).toBeLessThan(500);
      }

      // A week out of range in the address falls back to this week.
      for (const asked of ["9999-12-31", "0000-01-03", "9998-12-31"]) {
        const page = await call(mealPlanLoader, getRequest(`/app/meal-plan?week=${asked}`), { user: cook });
        expect(page.status, asked).toBe(200);
        if (asked !== "9998-12-31") expect(page.data, asked).toMatchObject({ week, isCurrentWeek: true });
      }
    },
  );
});
