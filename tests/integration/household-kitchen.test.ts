/**
 * What a household shares (issue 27, decision 040): one meal plan, one shopping list, one set of
 * pantry lists, reached through kitchenOf on both databases. Members share; an ex-member and a
 * stranger find nothing and change nothing; a lapsed household is read-only; a cook's personal plan
 * and list wait while they are a member; a deleted member's shared rows stay as "a former member".
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { FORMER_MEMBER, HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { deleteAccount } from "~/server/accounts/account.server";
import { rowsOf } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { ingredientLists, mealPlanEntries, profiles, shoppingListItems, shoppingLists } from "~/server/db/schema";
import { acceptInvite, createHousehold, createInvite, leaveHousehold, removeMember } from "~/server/households/households.server";
import { kitchenOf, onKitchenChanged, type Kitchen } from "~/server/households/kitchen.server";
import {
  addListItem,
  createIngredientList,
  deleteIngredientList,
  listIngredientLists,
  removeListItem,
  setListPantry,
  setListShared,
} from "~/server/kitchen/ingredient-lists.server";
import { addMealEntry, copyWeek, listWeek, moveMealEntry, removeMealEntry } from "~/server/meal-plan/meal-plan.server";
import {
  addCustomItem,
  addRecipeToList,
  clearCheckedItems,
  generateFromWeek,
  getShoppingList,
  pantryOf,
  removeShoppingItem,
  setItemChecked,
} from "~/server/meal-plan/shopping.server";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";

const TODAY = "2026-11-25";
const WEEK = "2026-11-23";
const FAR = "2027-02-03"; // beyond a Free cook's two weeks

describe.each(DATABASE_KINDS)("a household's kitchen on %s", (kind) => {
  let database: TestDatabase;
  let soup: number;
  let salad: number;
  const cook = (name: string, plan: SessionUser["planId"] = "free") => createSessionUser(database.db, { name, plan });
  const kitchen = (who: SessionUser) => kitchenOf(database.db, who);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [soup, salad] = await createRecipes(database.db, [
      buildRecipeSeed({ title: "Lentil Soup", servings: 4, ingredients: ["2 onions", "400 g red lentils", "1 l water"] }),
      buildRecipeSeed({ title: "Green Salad", servings: 2, ingredients: ["1 cucumber", "2 tbsp olive oil"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  /** An Ultimate owner and a Free member sharing one household. */
  async function pair() {
    const owner = await cook("Maya Okafor", "ultimate");
    const created = await createHousehold(database.db, owner, { name: "The Okafors" });
    if (!created.ok) throw new Error(created.message);
    const member = await cook("Sam Okafor");
    const link = await createInvite(database.db, owner, { forWhom: "Sam" });
    if (!link.ok) throw new Error(link.message);
    const joined = await acceptInvite(database.db, member, link.value.token);
    if (!joined.ok) throw new Error(joined.message);
    return { owner, member, householdId: created.value.id };
  }

  async function plan(k: Kitchen, recipeId: number, date = TODAY) {
    const added = await addMealEntry(database.db, k, { date, mealType: "dinner", recipeId, servings: 4 }, TODAY);
    if (!added.ok) throw new Error(added.message);
    return added.value.id;
  }

  async function snapshot(householdId: string) {
    const [entries, items] = await Promise.all([
      database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.householdId, householdId)),
      database.db
        .select({ id: shoppingListItems.id, text: shoppingListItems.text, checked: shoppingListItems.checked })
        .from(shoppingListItems)
        .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
        .where(eq(shoppingLists.householdId, householdId)),
    ]);
    const sort = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    return { entries: sort(entries), items: sort(items) };
  }

  it("gives two members one week and one list: each sees the other's meals, with who added them, and ticks", async () => {
    const { owner, member } = await pair();
    const ownersKitchen = await kitchen(owner);
    const membersKitchen = await kitchen(member);
    expect(membersKitchen).toMatchObject({ householdId: ownersKitchen.householdId, open: true, planId: "ultimate" });

    await plan(ownersKitchen, soup);
    await plan(membersKitchen, salad, "2026-11-26");
    for (const k of [ownersKitchen, membersKitchen]) {
      const week = await listWeek(database.db, k, WEEK);
      expect(week.map((e) => [e.recipe?.title, e.addedBy])).toEqual([
        ["Lentil Soup", "Maya Okafor"],
        ["Green Salad", "Sam Okafor"],
      ]);
    }

    // The Free member generates the shared list (an Ultimate feature of the household) and the owner sees it.
    expect(await generateFromWeek(database.db, membersKitchen, { week: WEEK })).toMatchObject({ ok: true });
    const ownersView = await getShoppingList(database.db, ownersKitchen);
    expect(ownersView.map((i) => i.text)).toEqual(expect.arrayContaining(["2 onions", "2 cucumbers"]));
    const onions = ownersView.find((i) => i.text === "2 onions")!;
    expect(await setItemChecked(database.db, ownersKitchen, { itemId: onions.id, checked: "true" })).toMatchObject({ ok: true });
    expect((await getShoppingList(database.db, membersKitchen)).find((i) => i.id === onions.id)?.checked).toBe(true);

    // A recipe from the recipe page joins the same list; so does a typed item.
    expect((await addRecipeToList(database.db, membersKitchen, { recipeId: salad, servings: 2 })).ok).toBe(true);
    expect((await addCustomItem(database.db, ownersKitchen, { text: "Coffee" })).ok).toBe(true);
    const after = await getShoppingList(database.db, membersKitchen);
    expect(after.map((i) => i.text)).toEqual(expect.arrayContaining(["2 onions", "3 cucumbers", "Coffee"]));
    // The unchanged, ticked line kept its tick (and its id) through the merge.
    expect(after.find((i) => i.text === "2 onions")).toMatchObject({ id: onions.id, checked: true });
    const [{ n: lists }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from shopping_lists where user_id in (${owner.id}, ${member.id})`),
    );
    expect(lists).toBe(1);
  });

  it("gives a Free member of an open household every week and the shopping list; their own kitchen keeps their plan", async () => {
    const { member } = await pair();
    const shared = await kitchen(member);
    await plan(shared, soup);
    expect((await addMealEntry(database.db, shared, { date: FAR, mealType: "lunch", note: "Picnic" }, TODAY)).ok).toBe(true);
    expect((await copyWeek(database.db, shared, { from: WEEK, to: "2026-11-30" })).ok).toBe(true);
    const alone = await cook("Alone");
    expect(
      await addMealEntry(database.db, await kitchen(alone), { date: FAR, mealType: "lunch", note: "x" }, TODAY),
    ).toMatchObject({
      ok: false,
      status: 403,
      message: MEAL_PLAN_MESSAGES.weekLocked,
    });
  });

  it("answers 404 to a stranger and to an ex-member for every shared row and action, and changes nothing", async () => {
    const { owner, member, householdId } = await pair();
    const k = await kitchen(owner);
    const entryId = await plan(k, soup);
    expect((await generateFromWeek(database.db, k, { week: WEEK })).ok).toBe(true);
    const [item] = await getShoppingList(database.db, k);
    const list = await createIngredientList(database.db, owner.id, { name: "Staples", ingredient: ["rice"] });
    if (!list.ok) throw new Error(list.message);
    expect(await setListShared(database.db, k, { listId: list.value.id, shared: "true" })).toMatchObject({ ok: true });
    const listItemId = list.value.items[0]!.id;

    expect(await leaveHousehold(database.db, member)).toMatchObject({ ok: true });
    const stranger = await cook("Stranger", "ultimate");
    const before = await snapshot(householdId);
    const [listBefore] = await database.db.select().from(ingredientLists).where(eq(ingredientLists.id, list.value.id));

    for (const outsider of [member, stranger]) {
      const theirs = await kitchen(outsider);
      expect(theirs.householdId).toBeNull();
      expect(await listWeek(database.db, theirs, WEEK)).toEqual([]);
      expect(await getShoppingList(database.db, theirs)).toEqual([]);
      expect((await listIngredientLists(database.db, theirs)).map((l) => l.id)).not.toContain(list.value.id);
      const move = { entryId, date: "2026-11-26", mealType: "lunch" as const };
      expect(await moveMealEntry(database.db, theirs, move, TODAY)).toMatchObject({ ok: false, status: 404 });
      expect(await removeMealEntry(database.db, theirs, { entryId })).toMatchObject({ ok: false, status: 404 });
      expect(await setItemChecked(database.db, theirs, { itemId: item!.id, checked: "true" })).toMatchObject({ status: 404 });
      expect(await removeShoppingItem(database.db, theirs, { itemId: item!.id })).toMatchObject({ status: 404 });
      expect(await setListPantry(database.db, theirs, { listId: list.value.id, pantry: "true" })).toMatchObject({ status: 404 });
      expect(await setListShared(database.db, theirs, { listId: list.value.id, shared: "false" })).toMatchObject({
        status: 404,
      });
      expect(await addListItem(database.db, theirs, { listId: list.value.id, ingredient: "beans" })).toMatchObject({
        status: 404,
      });
      expect(await removeListItem(database.db, theirs, { listId: list.value.id, itemId: listItemId })).toMatchObject({
        status: 404,
      });
      expect(await deleteIngredientList(database.db, theirs, { listId: list.value.id })).toMatchObject({ status: 404 });
      // Their own list's writes touch their own list, never the household's.
      await clearCheckedItems(database.db, theirs);
      await addCustomItem(database.db, theirs, { text: "Milk" });
    }
    expect(await snapshot(householdId)).toEqual(before);
    const [listAfter] = await database.db.select().from(ingredientLists).where(eq(ingredientLists.id, list.value.id));
    expect(listAfter).toEqual(listBefore);
    expect((await listIngredientLists(database.db, k)).find((l) => l.id === list.value.id)?.items.map((i) => i.name)).toEqual([
      "rice",
    ]);
  });

  it("keeps a lapsed household read-only: every write says why and nothing changes; reading still works", async () => {
    const { owner, member, householdId } = await pair();
    const open = await kitchen(member);
    const entryId = await plan(open, soup);
    expect((await generateFromWeek(database.db, open, { week: WEEK })).ok).toBe(true);
    const [item] = await getShoppingList(database.db, open);
    const list = await createIngredientList(database.db, member.id, { name: "Pantry", ingredient: ["salt"] });
    if (!list.ok) throw new Error(list.message);
    expect((await setListShared(database.db, open, { listId: list.value.id, shared: "true" })).ok).toBe(true);

    await database.db.update(profiles).set({ currentPlanId: "premium" }).where(eq(profiles.id, owner.id));
    const lapsed = await kitchen(member);
    expect(lapsed).toMatchObject({ householdId, open: false });
    const before = await snapshot(householdId);
    const refused = { ok: false, status: 403, message: HOUSEHOLD_MESSAGES.lapsed };
    expect(await addMealEntry(database.db, lapsed, { date: TODAY, mealType: "lunch", note: "x" }, TODAY)).toMatchObject(refused);
    expect(await moveMealEntry(database.db, lapsed, { entryId, date: TODAY, mealType: "lunch" }, TODAY)).toMatchObject(refused);
    expect(await removeMealEntry(database.db, lapsed, { entryId })).toMatchObject(refused);
    expect(await copyWeek(database.db, lapsed, { from: WEEK, to: "2026-11-30" })).toMatchObject(refused);
    expect(await generateFromWeek(database.db, lapsed, { week: WEEK })).toMatchObject(refused);
    expect(await addRecipeToList(database.db, lapsed, { recipeId: salad })).toMatchObject(refused);
    expect(await addCustomItem(database.db, lapsed, { text: "Tea" })).toMatchObject(refused);
    expect(await setItemChecked(database.db, lapsed, { itemId: item!.id, checked: "true" })).toMatchObject(refused);
    expect(await removeShoppingItem(database.db, lapsed, { itemId: item!.id })).toMatchObject(refused);
    expect(await clearCheckedItems(database.db, lapsed)).toMatchObject(refused);
    expect(await addListItem(database.db, lapsed, { listId: list.value.id, ingredient: "pepper" })).toMatchObject(refused);
    expect(await setListPantry(database.db, lapsed, { listId: list.value.id, pantry: "true" })).toMatchObject(refused);
    expect(await snapshot(householdId)).toEqual(before);
    // Still readable, and a personal list stays the cook's to change.
    expect((await listWeek(database.db, lapsed, WEEK)).map((e) => e.id)).toEqual([entryId]);
    expect((await getShoppingList(database.db, lapsed)).length).toBe(before.items.length);
    const mine = await createIngredientList(database.db, member.id, { name: "Mine", ingredient: [] });
    if (!mine.ok) throw new Error(mine.message);
    expect((await addListItem(database.db, lapsed, { listId: mine.value.id, ingredient: "tea" })).ok).toBe(true);
  });

  it("keeps a cook's personal plan and list aside while they are a member, and gives them back when they leave", async () => {
    const sam = await cook("Sam Personal", "premium");
    const own = await kitchen(sam);
    await plan(own, salad);
    expect((await addCustomItem(database.db, own, { text: "Own milk" })).ok).toBe(true);

    const owner = await cook("Owner", "ultimate");
    const created = await createHousehold(database.db, owner, { name: "Home" });
    const link = await createInvite(database.db, owner, { forWhom: "Sam" });
    if (!created.ok || !link.ok) throw new Error("setup");
    expect((await acceptInvite(database.db, sam, link.value.token)).ok).toBe(true);
    const shared = await kitchen(sam);
    expect(await listWeek(database.db, shared, WEEK)).toEqual([]);
    expect(await getShoppingList(database.db, shared)).toEqual([]);
    await plan(shared, soup);

    expect((await removeMember(database.db, owner, sam.id)).ok).toBe(true);
    const back = await kitchen(sam);
    expect((await listWeek(database.db, back, WEEK)).map((e) => [e.recipe?.title, e.addedBy])).toEqual([["Green Salad", null]]);
    expect((await getShoppingList(database.db, back)).map((i) => i.text)).toEqual(["Own milk"]);
    // What Sam added to the household stays there.
    expect((await listWeek(database.db, await kitchen(owner), WEEK)).map((e) => [e.recipe?.title, e.addedBy])).toEqual([
      ["Lentil Soup", "Sam Personal"],
    ]);
  });

  it("keeps a deleted member's shared rows as 'a former member' and takes their personal rows with the account", async () => {
    const { owner, member, householdId } = await pair();
    const personal = await addCustomItem(database.db, await kitchen(owner), { text: "irrelevant" });
    expect(personal.ok).toBe(true);
    // The member's own plan from before, kept aside, and their shared meal and list.
    await database.db.insert(mealPlanEntries).values({ userId: member.id, date: TODAY, mealType: "lunch", note: "Own note" });
    const sharedKitchen = await kitchen(member);
    await plan(sharedKitchen, soup);
    const list = await createIngredientList(database.db, member.id, { name: "Spices", ingredient: ["cumin"] });
    if (!list.ok) throw new Error(list.message);
    expect((await setListShared(database.db, sharedKitchen, { listId: list.value.id, shared: "true" })).ok).toBe(true);
    const ownList = await createIngredientList(database.db, member.id, { name: "Own", ingredient: [] });
    if (!ownList.ok) throw new Error(ownList.message);

    expect((await deleteAccount(database.db, member.id)).ok).toBe(true);
    const ownersKitchen = await kitchen(owner);
    expect((await listWeek(database.db, ownersKitchen, WEEK)).map((e) => [e.recipe?.title, e.addedBy])).toEqual([
      ["Lentil Soup", FORMER_MEMBER],
    ]);
    expect((await listIngredientLists(database.db, ownersKitchen)).find((l) => l.id === list.value.id)).toMatchObject({
      shared: true,
      sharedBy: FORMER_MEMBER,
    });
    const personalLeft = await database.db
      .select()
      .from(mealPlanEntries)
      .where(and(isNull(mealPlanEntries.householdId), eq(mealPlanEntries.note, "Own note")));
    expect(personalLeft).toEqual([]);
    expect(await database.db.select().from(ingredientLists).where(eq(ingredientLists.id, ownList.value.id))).toEqual([]);
    expect((await snapshot(householdId)).entries.every((e) => e.userId === null)).toBe(true);
  });

  it("moves a list to the household, where its pantry marks count for everyone; only who moved it takes it back", async () => {
    const { owner, member } = await pair();
    const ownersKitchen = await kitchen(owner);
    const membersKitchen = await kitchen(member);
    const list = await createIngredientList(database.db, owner.id, { name: "Cupboard", ingredient: ["onions"] });
    if (!list.ok) throw new Error(list.message);
    expect((await pantryOf(database.db, membersKitchen)).foods).toEqual([]);
    expect(await setListShared(database.db, ownersKitchen, { listId: list.value.id, shared: "true" })).toMatchObject({
      ok: true,
      message: HOUSEHOLD_MESSAGES.listShared,
    });
    expect((await pantryOf(database.db, membersKitchen)).foods).toEqual(["onions"]);
    await plan(membersKitchen, soup);
    expect((await generateFromWeek(database.db, membersKitchen, { week: WEEK })).ok).toBe(true);
    expect((await getShoppingList(database.db, ownersKitchen)).find((i) => i.text === "2 onions")?.inPantry).toBe(true);

    expect(await setListShared(database.db, membersKitchen, { listId: list.value.id, shared: "false" })).toMatchObject({
      ok: false,
      status: 403,
      message: HOUSEHOLD_MESSAGES.listNotYours,
    });
    expect((await addListItem(database.db, membersKitchen, { listId: list.value.id, ingredient: "garlic" })).ok).toBe(true);
    expect((await setListShared(database.db, ownersKitchen, { listId: list.value.id, shared: "false" })).ok).toBe(true);
    expect((await pantryOf(database.db, membersKitchen)).foods).toEqual([]);
    expect((await listIngredientLists(database.db, ownersKitchen)).find((l) => l.id === list.value.id)?.items.length).toBe(2);
  });

  it("never shows the others a member's private recipe planned in the household, nor its lines on the list", async () => {
    const { owner, member } = await pair();
    const [secret] = await insertRecipes(
      database.db,
      [buildRecipeSeed({ title: "Grandma's Secret Stew", servings: 4, ingredients: ["3 juniper berries", "1 kg beef"] })],
      { userId: owner.id },
    );
    const ownersKitchen = await kitchen(owner);
    await plan(ownersKitchen, secret!);
    await plan(ownersKitchen, soup, "2026-11-26");
    expect((await generateFromWeek(database.db, ownersKitchen, { week: WEEK })).ok).toBe(true);
    expect((await getShoppingList(database.db, ownersKitchen)).map((i) => i.text)).toContain("3 juniper berries");

    const membersKitchen = await kitchen(member);
    const week = await listWeek(database.db, membersKitchen, WEEK);
    expect(week.map((e) => [e.unavailable, e.recipe?.title ?? null])).toEqual([
      [true, null],
      [false, "Lentil Soup"],
    ]);
    const seen = JSON.stringify(await getShoppingList(database.db, membersKitchen));
    expect(seen).not.toMatch(/juniper|Secret|beef/i);
    expect(seen).toContain("red lentils");
  });

  it("never loses a change when two members tick, add and merge at the same moment", async () => {
    const { owner, member, householdId } = await pair();
    const a = await kitchen(owner);
    const b = await kitchen(member);
    await plan(a, soup);
    expect((await generateFromWeek(database.db, a, { week: WEEK })).ok).toBe(true);
    const items = await getShoppingList(database.db, a);
    const [first, second] = items;
    const changes: string[] = [];
    const stop = onKitchenChanged((key) => changes.push(key));
    const results = await Promise.all([
      setItemChecked(database.db, a, { itemId: first!.id, checked: "true" }),
      setItemChecked(database.db, b, { itemId: second!.id, checked: "true" }),
      addCustomItem(database.db, a, { text: "Bread" }),
      addCustomItem(database.db, b, { text: "bread" }),
      addRecipeToList(database.db, b, { recipeId: salad, servings: 2 }),
    ]);
    stop();
    expect(results.every((r) => r.ok)).toBe(true);
    expect(changes.filter((k) => k === `household:${householdId}`).length).toBeGreaterThanOrEqual(4);
    const after = await getShoppingList(database.db, b);
    expect(after.find((i) => i.id === first!.id)?.checked).toBe(true);
    expect(after.find((i) => i.id === second!.id)?.checked).toBe(true);
    expect(after.filter((i) => i.text.toLowerCase() === "bread")).toHaveLength(1);
    expect(after.map((i) => i.text)).toContain("1 cucumber");
    // Both ticking the same item at once: one tick, not an error.
    const both = await Promise.all([
      setItemChecked(database.db, a, { itemId: first!.id, checked: "false" }),
      setItemChecked(database.db, b, { itemId: first!.id, checked: "false" }),
    ]);
    expect(both.every((r) => r.ok)).toBe(true);
    expect((await getShoppingList(database.db, a)).find((i) => i.id === first!.id)?.checked).toBe(false);
  });
});
