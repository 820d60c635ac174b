import { eq } from "drizzle-orm";
import { solo } from "../support/kitchen";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealPlanEntries, shoppingListItems } from "~/server/db/schema";
import { addMealEntry, copyWeek, listWeek, moveMealEntry, removeMealEntry } from "~/server/meal-plan/meal-plan.server";
import {
  addCustomItem,
  addRecipeToList,
  clearCheckedItems,
  generateFromWeek,
  getShoppingList,
  removeShoppingItem,
  setItemChecked,
} from "~/server/meal-plan/shopping.server";
import { createIngredientList } from "~/server/kitchen/ingredient-lists.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser, createUser } from "../support/factories";

const TODAY = "2026-11-25"; // a Wednesday; the week starts on Monday 2026-11-23
const WEEK = "2026-11-23";

describe.each(DATABASE_KINDS)("meal plan and shopping list on %s", (kind) => {
  let database: TestDatabase;
  let pancakes: number;
  let omelette: number;
  let privateRecipe: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const author = await createUser(database.db);
    [pancakes, omelette] = await createRecipes(database.db, [
      buildRecipeSeed({
        title: "Pancakes",
        servings: 4,
        ingredients: ["200 g flour", "2 large eggs", "1 cup milk", "salt to taste"],
      }),
      buildRecipeSeed({
        title: "Omelette",
        servings: 2,
        ingredients: ["3 large eggs", "100 ml milk", "2 tbsp butter", "salt to taste"],
      }),
    ]);
    [privateRecipe] = await insertRecipes(database.db, [buildRecipeSeed({ title: "Secret" })], { userId: author.id });
  });
  afterAll(() => database?.destroy());

  const freeUser = () => createSessionUser(database.db);
  const premiumUser = () => createSessionUser(database.db, { plan: "premium" });

  it("adds, moves and removes the owner's entries; a stranger's id answers 404 and changes nothing", async () => {
    const owner = await freeUser();
    const stranger = await freeUser();
    const added = await addMealEntry(
      database.db,
      solo(owner),
      { date: TODAY, mealType: "dinner", recipeId: pancakes, servings: 2 },
      TODAY,
    );
    expect(added.ok).toBe(true);
    const id = added.ok ? added.value.id : "";
    const note = await addMealEntry(database.db, solo(owner), { date: TODAY, mealType: "lunch", note: "Leftovers" }, TODAY);
    expect(note.ok).toBe(true);

    expect(
      await moveMealEntry(database.db, solo(stranger), { entryId: id, date: "2026-11-26", mealType: "lunch" }, TODAY),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await removeMealEntry(database.db, solo(stranger.id), { entryId: id })).toMatchObject({ ok: false, status: 404 });
    expect(await removeMealEntry(database.db, solo(stranger.id), { entryId: "not-a-uuid" })).toMatchObject({ status: 404 });
    const [row] = await database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.id, id));
    expect(row).toMatchObject({ date: TODAY, mealType: "dinner", servings: 2 });

    expect(
      (await moveMealEntry(database.db, solo(owner), { entryId: id, date: "2026-11-26", mealType: "breakfast" }, TODAY)).ok,
    ).toBe(true);
    const week = await listWeek(database.db, solo(owner.id), WEEK);
    expect(week.map((e) => [e.date, e.mealType, e.recipe?.title ?? e.note])).toEqual([
      ["2026-11-25", "lunch", "Leftovers"],
      ["2026-11-26", "breakfast", "Pancakes"],
    ]);
    expect(await listWeek(database.db, solo(stranger.id), WEEK)).toEqual([]);
    expect((await removeMealEntry(database.db, solo(owner.id), { entryId: id })).ok).toBe(true);
    expect(await listWeek(database.db, solo(owner.id), WEEK)).toHaveLength(1);
  });

  it("refuses another user's private recipe", async () => {
    const user = await freeUser();
    expect(
      await addMealEntry(database.db, solo(user), { date: TODAY, mealType: "dinner", recipeId: privateRecipe }, TODAY),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("limits free users to this week and next, on the server; premium plans any week and copies weeks", async () => {
    const free = await freeUser();
    const entry = { mealType: "dinner" as const, recipeId: pancakes };
    expect((await addMealEntry(database.db, solo(free), { ...entry, date: "2026-11-29" }, TODAY)).ok).toBe(true);
    expect((await addMealEntry(database.db, solo(free), { ...entry, date: "2026-12-06" }, TODAY)).ok).toBe(true);
    expect(await addMealEntry(database.db, solo(free), { ...entry, date: "2026-12-07" }, TODAY)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await addMealEntry(database.db, solo(free), { ...entry, date: "2026-11-22" }, TODAY)).toMatchObject({
      ok: false,
      status: 403,
    });
    const [first] = await listWeek(database.db, solo(free.id), WEEK);
    expect(
      await moveMealEntry(database.db, solo(free), { entryId: first!.id, date: "2026-12-14", mealType: "lunch" }, TODAY),
    ).toMatchObject({
      status: 403,
    });
    expect(await copyWeek(database.db, solo(free), { from: WEEK, to: "2026-11-30" })).toMatchObject({ ok: false, status: 403 });
    expect(await listWeek(database.db, solo(free.id), "2026-11-30")).toHaveLength(1);

    const premium = await premiumUser();
    expect((await addMealEntry(database.db, solo(premium), { ...entry, date: "2027-03-01" }, TODAY)).ok).toBe(true);
    expect((await addMealEntry(database.db, solo(premium), { ...entry, date: "2027-03-03", recipeId: omelette }, TODAY)).ok).toBe(
      true,
    );
    expect(await copyWeek(database.db, solo(premium), { from: "2027-03-01", to: "2027-03-08" })).toMatchObject({
      ok: true,
      value: { copied: 2 },
    });
    expect((await listWeek(database.db, solo(premium.id), "2027-03-08")).map((e) => e.date)).toEqual([
      "2027-03-08",
      "2027-03-10",
    ]);
  });

  it("generates a merged list from a week with overlapping ingredients, keeping custom items", async () => {
    const user = await premiumUser();
    // Pancakes for 8 (twice the recipe) and an omelette for 2 (as written).
    await addMealEntry(database.db, solo(user), { date: TODAY, mealType: "breakfast", recipeId: pancakes, servings: 8 }, TODAY);
    await addMealEntry(
      database.db,
      solo(user),
      { date: "2026-11-27", mealType: "dinner", recipeId: omelette, servings: 2 },
      TODAY,
    );
    await addCustomItem(database.db, solo(user.id), { text: "Dish soap" });
    const list = await createIngredientList(database.db, user.id, { name: "Pantry", ingredient: ["flour"] });
    expect(list.ok).toBe(true);

    expect(await generateFromWeek(database.db, solo(user.id), { week: WEEK })).toMatchObject({ ok: true });
    const items = await getShoppingList(database.db, solo(user.id));
    const byText = Object.fromEntries(items.map((i) => [i.text, i]));
    expect(Object.keys(byText).sort()).toEqual(
      // 573 ml of milk needed: a jug measures 600 ml (decision 034).
      ["2 tbsp butter", "400 g flour", "600 ml milk", "7 large eggs", "Dish soap", "salt"].sort(),
    );
    // The recipes' own lines stay one click away.
    expect(byText["600 ml milk"]!.originals).toEqual([
      { text: "1 cup milk × 2", from: "Pancakes" },
      { text: "100 ml milk", from: "Omelette" },
    ]);
    expect(byText["7 large eggs"]).toMatchObject({ aisle: "dairy and eggs", sources: ["Pancakes", "Omelette"] });
    expect(byText["salt"]!.sources).toEqual(["Pancakes", "Omelette"]);
    expect(byText["400 g flour"]).toMatchObject({ inPantry: true, aisle: "pantry" });
    expect(byText["Dish soap"]).toMatchObject({ isCustom: true, inPantry: false });

    // Regenerating replaces generated lines (no doubling) and keeps the custom item.
    await generateFromWeek(database.db, solo(user.id), { week: WEEK });
    expect((await getShoppingList(database.db, solo(user.id))).map((i) => i.text).sort()).toEqual(Object.keys(byText).sort());

    // One recipe more merges into the lines already there.
    expect((await addRecipeToList(database.db, solo(user.id), { recipeId: omelette, servings: 2 })).ok).toBe(true);
    const texts = (await getShoppingList(database.db, solo(user.id))).map((i) => i.text);
    expect(texts).toContain("10 large eggs");
    expect(texts).toContain("1/4 cup butter");
  });

  it("answers an empty week with a clear message", async () => {
    const user = await premiumUser();
    expect(await generateFromWeek(database.db, solo(user.id), { week: "2030-01-07" })).toMatchObject({ ok: false, status: 400 });
  });

  it("checks, removes and clears only the owner's items", async () => {
    const owner = await premiumUser();
    const stranger = await premiumUser();
    const added = await addCustomItem(database.db, solo(owner.id), { text: "Coffee" });
    const itemId = added.ok ? added.value.id : "";
    expect(await setItemChecked(database.db, solo(stranger.id), { itemId, checked: "true" })).toMatchObject({ status: 404 });
    expect(await removeShoppingItem(database.db, solo(stranger.id), { itemId })).toMatchObject({ status: 404 });
    await clearCheckedItems(database.db, solo(stranger.id));
    expect(await getShoppingList(database.db, solo(owner.id))).toMatchObject([{ text: "Coffee", checked: false }]);

    expect((await setItemChecked(database.db, solo(owner.id), { itemId, checked: "true" })).ok).toBe(true);
    expect(await getShoppingList(database.db, solo(owner.id))).toMatchObject([{ checked: true }]);
    expect(await clearCheckedItems(database.db, solo(owner.id))).toMatchObject({ ok: true, value: { cleared: 1 } });
    expect(await database.db.select().from(shoppingListItems).where(eq(shoppingListItems.id, itemId))).toEqual([]);
  });
});
