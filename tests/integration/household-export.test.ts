/**
 * A household member's account export and deletion (issue 27, decisions 040 and 041), on both
 * databases: the export holds the household rows the cook created, marked as household rows, and
 * none of another member's; deleting the account removes the cook's personal rows and keeps what the
 * household shares, attributed to nobody ("a former member").
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { FORMER_MEMBER } from "~/domain/households/household";
import { deleteAccount, exportAccount } from "~/server/accounts/account.server";
import { provideDatabase } from "~/server/db/index.server";
import {
  householdInvites,
  householdMembers,
  households,
  ingredientLists,
  mealPlanEntries,
  shoppingListItems,
  shoppingLists,
} from "~/server/db/schema";
import { acceptInvite, createHousehold, createInvite } from "~/server/households/households.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { createIngredientList, listIngredientLists, setListShared } from "~/server/kitchen/ingredient-lists.server";
import { addMealEntry, listWeek } from "~/server/meal-plan/meal-plan.server";
import { addCustomItem, getShoppingList } from "~/server/meal-plan/shopping.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";

const TODAY = "2026-11-25";
const WEEK = "2026-11-23";

describe.each(DATABASE_KINDS)("a household member's export and deletion on %s", (kind) => {
  let database: TestDatabase;
  let soup: number;
  const cook = (name: string, plan: SessionUser["planId"] = "free") => createSessionUser(database.db, { name, plan });
  const kitchen = (who: SessionUser) => kitchenOf(database.db, who);
  const must = <T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T => {
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    [soup] = await createRecipes(database.db, [buildRecipeSeed({ title: "Lentil Soup", ingredients: ["2 onions"] })]);
  });
  afterAll(() => database?.destroy());

  /** Maya owns the household and invited Sam and Ada; each added to the shared kitchen, Sam also to his own. */
  async function household() {
    const owner = await cook("Maya Okafor", "ultimate");
    const { id: householdId } = must(await createHousehold(database.db, owner, { name: "The Okafors" }));
    const [sam, ada] = [await cook("Sam Okafor"), await cook("Ada Okafor")];
    const samsLink = must(await createInvite(database.db, owner, { forWhom: "Sam" }));
    must(await acceptInvite(database.db, sam, samsLink.token));
    must(await acceptInvite(database.db, ada, must(await createInvite(database.db, owner, { forWhom: "Ada" })).token));
    must(await createInvite(database.db, owner, { forWhom: "Grandma", email: "grandma@example.com" }));

    const [mayas, sams, adas] = [await kitchen(owner), await kitchen(sam), await kitchen(ada)];
    const mayasEntry = must(
      await addMealEntry(database.db, mayas, { date: TODAY, mealType: "dinner", recipeId: soup, servings: 4 }, TODAY),
    );
    const samsEntry = must(await addMealEntry(database.db, sams, { date: TODAY, mealType: "lunch", note: "Leftovers" }, TODAY));
    must(await addCustomItem(database.db, mayas, { text: "Oat milk" }));
    const samsItem = must(await addCustomItem(database.db, sams, { text: "Coffee beans" }));
    must(await addCustomItem(database.db, adas, { text: "Tea" }));
    const spices = must(await createIngredientList(database.db, sam.id, { name: "Spices", ingredient: ["cumin", "paprika"] }));
    must(await setListShared(database.db, sams, { listId: spices.id, shared: "true" }));
    const samsOwnList = must(await createIngredientList(database.db, sam.id, { name: "Sam's own", ingredient: ["chili"] }));
    // Sam's personal plan from before he joined, kept aside while he is a member.
    const [samsOwnEntry] = await database.db
      .insert(mealPlanEntries)
      .values({ userId: sam.id, date: TODAY, mealType: "breakfast", note: "Sam's porridge" })
      .returning({ id: mealPlanEntries.id });
    return { owner, sam, ada, householdId, mayasEntry, samsEntry, samsItem, spices, samsOwnList, samsOwnEntry: samsOwnEntry!.id };
  }

  it("exports the household rows a member created, marked as household rows, and none of the others'", async () => {
    const h = await household();
    const exported = await exportAccount(database.db, h.sam.id);

    expect(exported.household.households).toEqual([]);
    expect(exported.household.memberships).toMatchObject([{ household: true, householdId: h.householdId, userId: h.sam.id }]);
    expect(exported.household.invites).toEqual([]);
    expect(exported.household.mealPlan).toMatchObject([
      { household: true, id: h.samsEntry.id, householdId: h.householdId, note: "Leftovers" },
    ]);
    expect(exported.household.shoppingItems).toMatchObject([
      { household: true, id: h.samsItem.id, text: "Coffee beans", householdId: h.householdId },
    ]);
    expect(exported.household.ingredientLists).toMatchObject([
      { household: true, id: h.spices.id, householdId: h.householdId, ingredients: ["cumin", "paprika"] },
    ]);
    // Personal rows stay under their own keys, household rows are not repeated there.
    expect(exported.mealPlan.map((e) => e.id)).toEqual([h.samsOwnEntry]);
    expect(exported.ingredientLists.map((l) => l.id)).toEqual([h.samsOwnList.id]);
    const text = JSON.stringify(exported);
    for (const others of ["Oat milk", "Tea", "Grandma", "The Okafors"]) expect(text).not.toContain(others);
  });

  it("exports the household its owner made, the invitations they made (never a token's hash) and the shared list they started", async () => {
    const h = await household();
    const exported = await exportAccount(database.db, h.owner.id);

    expect(exported.household.households).toMatchObject([
      { household: true, id: h.householdId, name: "The Okafors", ownerId: h.owner.id },
    ]);
    expect(exported.household.memberships).toMatchObject([{ household: true, householdId: h.householdId }]);
    expect(exported.household.invites.map((i) => i.forWhom).sort()).toEqual(["Ada", "Grandma", "Sam"]);
    expect(exported.household.invites.every((i) => i.household && i.householdId === h.householdId)).toBe(true);
    expect(exported.household.invites.find((i) => i.forWhom === "Sam")?.usedAt).toBeInstanceOf(Date);
    expect(exported.household.mealPlan).toMatchObject([{ id: h.mayasEntry.id, recipeId: soup }]);
    expect(exported.household.shoppingLists).toMatchObject([{ household: true, householdId: h.householdId }]);
    expect(exported.household.shoppingItems.map((i) => i.text)).toEqual(["Oat milk"]);
    expect(exported.household.ingredientLists).toEqual([]);
    const hashes = await database.db
      .select({ hash: householdInvites.tokenHash })
      .from(householdInvites)
      .where(eq(householdInvites.householdId, h.householdId));
    const text = JSON.stringify(exported);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toContain("tokenHash");
  });

  it("a cook without a household exports no household rows", async () => {
    const alone = await cook("Lone Cook");
    must(await addCustomItem(database.db, await kitchen(alone), { text: "Bread" }));
    const exported = await exportAccount(database.db, alone.id);
    expect(Object.values(exported.household).every((rows) => rows.length === 0)).toBe(true);
    expect(exported.shoppingLists).toMatchObject([{ householdId: null, items: [{ text: "Bread" }] }]);
  });

  it("deleting a member's account removes their personal rows and keeps the household's, shown as 'a former member'", async () => {
    const h = await household();
    expect((await deleteAccount(database.db, h.sam.id)).ok).toBe(true);

    // Personal: gone.
    expect(await database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.id, h.samsOwnEntry))).toEqual([]);
    expect(await database.db.select().from(ingredientLists).where(eq(ingredientLists.id, h.samsOwnList.id))).toEqual([]);
    expect(await database.db.select().from(householdMembers).where(eq(householdMembers.userId, h.sam.id))).toEqual([]);
    // Shared: kept, attributed to nobody.
    const mayas = await kitchen(h.owner);
    const week = await listWeek(database.db, mayas, WEEK);
    expect(week.find((e) => e.id === h.samsEntry.id)?.addedBy).toBe(FORMER_MEMBER);
    expect(week.find((e) => e.id === h.mayasEntry.id)?.addedBy).toBe("Maya Okafor");
    expect((await getShoppingList(database.db, mayas)).map((i) => i.text).sort()).toEqual(["Coffee beans", "Oat milk", "Tea"]);
    const [item] = await database.db.select().from(shoppingListItems).where(eq(shoppingListItems.id, h.samsItem.id));
    expect(item?.addedBy).toBeNull();
    expect((await listIngredientLists(database.db, mayas)).find((l) => l.id === h.spices.id)).toMatchObject({
      sharedBy: FORMER_MEMBER,
    });
    const [samsInvite] = await database.db
      .select({ usedBy: householdInvites.usedBy })
      .from(householdInvites)
      .where(and(eq(householdInvites.householdId, h.householdId), eq(householdInvites.forWhom, "Sam")));
    expect(samsInvite?.usedBy).toBeNull();
    // The other members' rows are untouched.
    expect(await database.db.select().from(householdMembers).where(eq(householdMembers.householdId, h.householdId))).toHaveLength(
      2,
    );
  });

  it("deleting the owner's account hands the household over; their invitations and shared rows stay, unattributed", async () => {
    const h = await household();
    const [list] = await database.db.select().from(shoppingLists).where(eq(shoppingLists.householdId, h.householdId));
    expect((await deleteAccount(database.db, h.owner.id)).ok).toBe(true);

    const [after] = await database.db.select().from(households).where(eq(households.id, h.householdId));
    expect(after?.ownerId).toBe(h.sam.id);
    const invites = await database.db.select().from(householdInvites).where(eq(householdInvites.householdId, h.householdId));
    expect(invites).toHaveLength(3);
    expect(invites.every((i) => i.invitedBy === null)).toBe(true);
    const [keptList] = await database.db
      .select()
      .from(shoppingLists)
      .where(inArray(shoppingLists.id, [list!.id]));
    expect(keptList?.userId).toBeNull();
    const week = await listWeek(database.db, await kitchen(h.sam), WEEK);
    expect(week.find((e) => e.id === h.mayasEntry.id)?.addedBy).toBe(FORMER_MEMBER);
    // The new owner's export now names the household; the invitations stay the former owner's.
    const exported = await exportAccount(database.db, h.sam.id);
    expect(exported.household.households).toMatchObject([{ id: h.householdId }]);
    expect(exported.household.invites).toEqual([]);
  });
});
