/**
 * What a cook's device keeps for use offline (issue 31): this and next week's planned recipes, saved
 * recipes, the cook's own and those of cookbooks opened in the last 30 days, each through the one
 * visibility rule (a recipe its author made private again is not kept), in that order, on both
 * databases.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, weekStartOf } from "~/domain/meal-plan/week";
import { KEPT_COOKBOOK_DAYS } from "~/domain/offline/offline-rules";
import { provideDatabase } from "~/server/db/index.server";
import { cookbookOpens } from "~/server/db/schema";
import { kitchenOf } from "~/server/households/kitchen.server";
import { addRecipesToCookbook, createCookbook } from "~/server/kitchen/cookbooks.server";
import { saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { addMealEntry } from "~/server/meal-plan/meal-plan.server";
import { noteCookbookOpened, offlineKitchen } from "~/server/offline/offline-kitchen.server";
import { createRecipe, setRecipeSharing, type RecipeWrite } from "~/server/recipes/own-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";

const draft = (title: string, overrides: Partial<RecipeWrite> = {}): RecipeWrite => ({
  title,
  description: `${title}, for two.`,
  imageUrl: "",
  cookTime: 30,
  servings: 2,
  difficulty: "Easy",
  ingredients: ["2 carrots", "1 onion"],
  instructions: ["Chop.", "Simmer."],
  tags: ["stew"],
  author: "A Cook",
  ...overrides,
});

describe.each(DATABASE_KINDS)("the kitchen kept offline on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  async function recipe(userId: string, title: string, overrides: Partial<RecipeWrite> = {}) {
    const made = await createRecipe(database.db, userId, draft(title, overrides));
    if (!made.ok) throw new Error(made.message);
    return made.value.id;
  }

  it("keeps the planned, saved, own and recently opened cookbooks' recipes, in that order, and the kitchen's pages", async () => {
    const olu = await createSessionUser(database.db, { name: "Olu Offline", plan: "ultimate" });
    const author = await createSessionUser(database.db, { name: "Ada Author", plan: "ultimate" });
    const today = "2026-11-25";
    const kitchen = await kitchenOf(database.db, olu);

    const own = await recipe(olu.id, "Olu's Own Stew");
    const shared = await recipe(author.id, "Ada's Shared Soup", { isPublic: true });
    const madePrivate = await recipe(author.id, "Ada's Soup Made Private", { isPublic: true });
    const strangersPrivate = await recipe(author.id, "Ada's Secret Pie");
    const inBook = await recipe(author.id, "Ada's Filed Curry", { isPublic: true });
    const inOldBook = await recipe(author.id, "Ada's Forgotten Bake", { isPublic: true });

    // Planned this week and next week; the week after is not kept.
    const [thisWeek, nextWeek, later] = [
      await recipe(author.id, "Ada's Monday Chili", { isPublic: true }),
      await recipe(author.id, "Ada's Next Week Tagine", { isPublic: true }),
      await recipe(author.id, "Ada's Far Off Roast", { isPublic: true }),
    ];
    for (const [date, recipeId] of [
      [today, thisWeek],
      [addDays(weekStartOf(today), 8), nextWeek],
      [addDays(weekStartOf(today), 15), later],
    ] as const) {
      const added = await addMealEntry(database.db, kitchen, { date, mealType: "dinner", recipeId }, today);
      expect(added.ok, added.ok ? "" : added.message).toBe(true);
    }
    for (const recipeId of [shared, madePrivate]) expect((await saveRecipe(database.db, olu.id, { recipeId })).ok).toBe(true);
    expect((await setRecipeSharing(database.db, author.id, madePrivate, { isPublic: false })).ok).toBe(true);

    const book = await createCookbook(database.db, olu.id, { name: "Weeknights", description: "", color: "bg-accent-orange" });
    const oldBook = await createCookbook(database.db, olu.id, { name: "Last year", description: "", color: "bg-accent-green" });
    if (!book.ok || !oldBook.ok) throw new Error("cookbooks");
    await addRecipesToCookbook(database.db, olu.id, { cookbookId: book.value.id, recipeIds: [inBook] });
    await addRecipesToCookbook(database.db, olu.id, { cookbookId: oldBook.value.id, recipeIds: [inOldBook] });
    await noteCookbookOpened(database.db, olu.id, book.value.id);
    await noteCookbookOpened(database.db, olu.id, oldBook.value.id);
    await database.db
      .update(cookbookOpens)
      .set({ openedAt: sql`now() - make_interval(days => ${KEPT_COOKBOOK_DAYS + 1})` })
      .where(eq(cookbookOpens.cookbookId, oldBook.value.id));

    const kept = await offlineKitchen(database.db, kitchen, today);
    expect(kept.recipes.map((r) => r.id)).toEqual([thisWeek, nextWeek, shared, own, inBook]);
    expect(kept.recipes.map((r) => r.title)).not.toContain("Ada's Soup Made Private");
    expect(kept.recipes.map((r) => r.id)).not.toContain(strangersPrivate);
    expect(kept.recipes.every((r) => r.pictures.length > 0)).toBe(true);
    expect(kept.pages).toEqual(
      expect.arrayContaining(["/app/shopping", "/app/meal-plan", `/app/meal-plan?week=${addDays(weekStartOf(today), 7)}`]),
    );

    // Ada's device keeps her own recipes (the private ones too), and not Olu's private one.
    const ada = (await offlineKitchen(database.db, await kitchenOf(database.db, author), today)).recipes.map((r) => r.id);
    expect(ada).toEqual(expect.arrayContaining([strangersPrivate, madePrivate, shared]));
    expect(ada).not.toContain(own);
  });

  it("notes an opening once per cook and book, moving its time", async () => {
    const cook = await createSessionUser(database.db, { name: "Otto Opener", plan: "ultimate" });
    const book = await createCookbook(database.db, cook.id, { name: "Soups", description: "", color: "bg-accent-orange" });
    if (!book.ok) throw new Error(book.message);
    await noteCookbookOpened(database.db, cook.id, book.value.id);
    const [first] = await database.db.select().from(cookbookOpens).where(eq(cookbookOpens.userId, cook.id));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await noteCookbookOpened(database.db, cook.id, book.value.id);
    const rows = await database.db.select().from(cookbookOpens).where(eq(cookbookOpens.userId, cook.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.openedAt.getTime()).toBeGreaterThanOrEqual(first!.openedAt.getTime());
  });
});
