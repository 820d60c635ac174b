import { count, eq } from "drizzle-orm";
import { solo } from "../support/kitchen";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { LIST_MESSAGES } from "~/domain/messages/list";
import type { PlanId } from "~/domain/plans";
import { cookbookRecipes, cookbooks, ingredientListItems, ingredientLists, savedRecipes } from "~/server/db/schema";
import {
  addRecipesToCookbook,
  createCookbook,
  deleteCookbook,
  getCookbook,
  listCookbooks,
  removeRecipeFromCookbook,
  updateCookbook,
} from "~/server/kitchen/cookbooks.server";
import {
  addListItem,
  createIngredientList,
  deleteIngredientList,
  listIngredientLists,
  removeListItem,
} from "~/server/kitchen/ingredient-lists.server";
import { saveRecipe, unsaveRecipe } from "~/server/kitchen/saved-recipes.server";
import { holdAccountLock, within } from "../support/account-lock";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

const book = (name: string) => ({ name, description: "", color: "bg-accent-orange" as const });

describe.each(DATABASE_KINDS)("cookbooks and ingredient lists on %s", (kind) => {
  let database: TestDatabase;
  let recipeIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    recipeIds = await createRecipes(database.db, [
      buildRecipeSeed({ rating: 4, cookTime: 20 }),
      buildRecipeSeed({ rating: 5, cookTime: 40 }),
      buildRecipeSeed(),
    ]);
  });
  afterAll(() => database?.destroy());

  const userOn = (plan: PlanId) => createUser(database.db, { plan });

  it.each([
    ["free", 2],
    ["premium", 10],
  ] as const)("the %s plan creates up to %i cookbooks", async (plan, limit) => {
    const user = await userOn(plan);
    for (let i = 0; i < limit; i++) expect((await createCookbook(database.db, user.id, book(`Book ${i}`))).ok).toBe(true);
    expect(await createCookbook(database.db, user.id, book("One too many"))).toEqual({
      ok: false,
      status: 403,
      message: COOKBOOK_MESSAGES.limitReached,
    });
    const [{ n }] = await database.db.select({ n: count() }).from(cookbooks).where(eq(cookbooks.userId, user.id));
    expect(n).toBe(limit);
  });

  it("the ultimate plan has no cookbook limit", async () => {
    const user = await userOn("ultimate");
    for (let i = 0; i < 12; i++) expect((await createCookbook(database.db, user.id, book(`Book ${i}`))).ok).toBe(true);
  });

  it("with a plan at the request's start that has no cookbook limit, creating one takes no account lock", async () => {
    const user = await userOn("ultimate");
    const create = (name: string) => createCookbook(database.db, user.id, book(name), "ultimate");
    if (kind === "postgres") {
      // Another request holds the account's lock; a create that took it would wait for that commit.
      const other = await holdAccountLock(database.db, user.id);
      const created = await within(create("While locked"));
      await other.release();
      expect(created).toMatchObject({ ok: true, message: COOKBOOK_MESSAGES.created, value: { name: "While locked" } });
    } else {
      expect(await create("While locked")).toMatchObject({ ok: true, value: { name: "While locked" } });
    }
    for (let i = 0; i < 11; i++) expect((await create(`Book ${i}`)).ok).toBe(true);
    expect((await listCookbooks(database.db, user.id)).map((b) => b.name)).toContain("While locked");
  });

  it("with a plan at the request's start that has a cookbook limit, the limit is still counted under the lock", async () => {
    const user = await userOn("free");
    for (const name of ["One", "Two"]) expect((await createCookbook(database.db, user.id, book(name), "free")).ok).toBe(true);
    expect(await createCookbook(database.db, user.id, book("Three"), "free")).toEqual({
      ok: false,
      status: 403,
      message: COOKBOOK_MESSAGES.limitReached,
    });
  });

  it("adding recipes to a cookbook that is not the cook's, or with no recipe, changes nothing", async () => {
    const owner = await userOn("free");
    const stranger = await userOn("free");
    const created = await createCookbook(database.db, owner.id, book("Mine"));
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    expect(await addRecipesToCookbook(database.db, stranger.id, { cookbookId: id, recipeIds: [recipeIds[0]] })).toEqual({
      ok: false,
      status: 404,
      message: COOKBOOK_MESSAGES.notFound,
    });
    expect(await addRecipesToCookbook(database.db, owner.id, { cookbookId: id, recipeIds: [] })).toEqual({
      ok: false,
      status: 400,
      message: COOKBOOK_MESSAGES.addFailed,
    });
    expect(await addRecipesToCookbook(database.db, stranger.id, { cookbookId: id, recipeIds: [] })).toMatchObject({
      status: 404,
    });
    const [{ n }] = await database.db.select({ n: count() }).from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, id));
    expect(n).toBe(0);
  });

  it("moves a book's updated time only when a recipe is added, and an unknown recipe adds nothing", async () => {
    const user = await userOn("free");
    const created = await createCookbook(database.db, user.id, book("Timed"));
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    const updatedAt = async () =>
      (await database.db.select({ at: cookbooks.updatedAt }).from(cookbooks).where(eq(cookbooks.id, id)))[0].at.getTime();
    const members = async () =>
      (await database.db.select().from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, id))).length;
    const first = await updatedAt();
    expect(await addRecipesToCookbook(database.db, user.id, { cookbookId: id, recipeIds: [987654] })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await members()).toBe(0);
    expect(await updatedAt()).toBe(first);
    await new Promise((r) => setTimeout(r, 5));
    expect((await addRecipesToCookbook(database.db, user.id, { cookbookId: id, recipeIds: [recipeIds[2]] })).ok).toBe(true);
    const second = await updatedAt();
    expect(second).toBeGreaterThan(first);
    expect(await members()).toBe(1);
    await new Promise((r) => setTimeout(r, 5));
    expect(await addRecipesToCookbook(database.db, user.id, { cookbookId: id, recipeIds: [recipeIds[2]] })).toMatchObject({
      status: 409,
    });
    expect(await updatedAt()).toBe(second);
  });

  it("adds recipes once, skips duplicates and unknown ids, and computes the stats", async () => {
    const user = await userOn("free");
    const created = await createCookbook(database.db, user.id, book("Comfort Food Favorites"));
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    expect(
      await addRecipesToCookbook(database.db, user.id, { cookbookId: id, recipeIds: [recipeIds[0], recipeIds[1], 987654] }),
    ).toEqual({
      ok: true,
      value: { added: 2, skipped: 1, name: "Comfort Food Favorites" },
      message: "2 recipes added to Comfort Food Favorites! 1 already in it.",
    });
    expect(await addRecipesToCookbook(database.db, user.id, { cookbookId: id, recipeIds: [recipeIds[0]] })).toEqual({
      ok: false,
      status: 409,
      message: COOKBOOK_MESSAGES.alreadyIn,
    });
    const full = await getCookbook(database.db, user.id, id);
    expect(full?.stats).toEqual({ count: 2, averageRating: 4.5, averageCookTime: 30 });
    const [overview] = await listCookbooks(database.db, user.id);
    expect(overview.recipeCount).toBe(2);
    expect(await removeRecipeFromCookbook(database.db, user.id, { cookbookId: id, recipeId: recipeIds[0] })).toMatchObject({
      ok: true,
      message: COOKBOOK_MESSAGES.recipeRemoved,
    });
    expect((await getCookbook(database.db, user.id, id))?.stats.count).toBe(1);
    expect(await removeRecipeFromCookbook(database.db, user.id, { cookbookId: id, recipeId: recipeIds[0] })).toEqual({
      ok: false,
      status: 404,
      message: COOKBOOK_MESSAGES.removeFailed,
    });
  });

  it("refuses the same recipe twice in a cookbook at the database", async () => {
    const user = await userOn("free");
    const created = await createCookbook(database.db, user.id, book("Twice"));
    if (!created.ok) throw new Error("not created");
    await database.db.insert(cookbookRecipes).values({ cookbookId: created.value.id, recipeId: recipeIds[0] });
    await expect(
      database.db.insert(cookbookRecipes).values({ cookbookId: created.value.id, recipeId: recipeIds[0] }),
    ).rejects.toThrow();
  });

  it("keeps list ingredients unique whatever their case, in order", async () => {
    const user = await userOn("free");
    const created = await createIngredientList(database.db, user.id, {
      name: "Pantry Staples",
      ingredient: ["Rice", "rice", "Olive oil"],
    });
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    expect(created.value.items.map((i) => i.name)).toEqual(["Rice", "Olive oil"]);
    expect(await addListItem(database.db, solo(user.id), { listId: id, ingredient: "OLIVE OIL" })).toEqual({
      ok: false,
      status: 409,
      message: LIST_MESSAGES.duplicate,
    });
    const added = await addListItem(database.db, solo(user.id), { listId: id, ingredient: "Garlic" });
    expect(added.ok).toBe(true);
    const [list] = await listIngredientLists(database.db, solo(user.id));
    expect(list.items.map((i) => i.name)).toEqual(["Rice", "Olive oil", "Garlic"]);
    if (!added.ok) return;
    expect(await removeListItem(database.db, solo(user.id), { listId: id, itemId: added.value.id })).toMatchObject({ ok: true });
    expect(await removeListItem(database.db, solo(user.id), { listId: id, itemId: added.value.id })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("an ownership matrix: a stranger gets not-found for every action on another user's rows and changes nothing", async () => {
    const owner = await userOn("ultimate");
    const stranger = await userOn("ultimate");
    const createdBook = await createCookbook(database.db, owner.id, book("Owner's book"));
    const createdList = await createIngredientList(database.db, owner.id, { name: "Owner's list", ingredient: ["tofu"] });
    if (!createdBook.ok || !createdList.ok) throw new Error("setup failed");
    const bookId = createdBook.value.id;
    const listId = createdList.value.id;
    const itemId = createdList.value.items[0].id;
    await addRecipesToCookbook(database.db, owner.id, { cookbookId: bookId, recipeIds: [recipeIds[0]] });
    await saveRecipe(database.db, owner.id, { recipeId: recipeIds[0] });

    const attempts = {
      getCookbook: await getCookbook(database.db, stranger.id, bookId),
      updateCookbook: await updateCookbook(database.db, stranger.id, { cookbookId: bookId, ...book("Stolen") }),
      deleteCookbook: await deleteCookbook(database.db, stranger.id, { cookbookId: bookId }),
      addRecipes: await addRecipesToCookbook(database.db, stranger.id, { cookbookId: bookId, recipeIds: [recipeIds[1]] }),
      removeRecipe: await removeRecipeFromCookbook(database.db, stranger.id, { cookbookId: bookId, recipeId: recipeIds[0] }),
      deleteList: await deleteIngredientList(database.db, solo(stranger.id), { listId }),
      addItem: await addListItem(database.db, solo(stranger.id), { listId, ingredient: "bacon" }),
      removeItem: await removeListItem(database.db, solo(stranger.id), { listId, itemId }),
      unsave: await unsaveRecipe(database.db, stranger.id, { recipeId: recipeIds[0] }),
    };
    expect(attempts.getCookbook).toBeNull();
    expect(attempts.removeRecipe).toMatchObject({ message: COOKBOOK_MESSAGES.notFound });
    for (const [name, outcome] of Object.entries(attempts).filter(([n]) => n !== "getCookbook")) {
      expect(outcome, name).toMatchObject({ ok: false, status: 404 });
    }
    expect(await listCookbooks(database.db, stranger.id)).toEqual([]);
    expect(await listIngredientLists(database.db, solo(stranger.id))).toEqual([]);

    const ownBook = await getCookbook(database.db, owner.id, bookId);
    expect(ownBook).toMatchObject({ name: "Owner's book", stats: { count: 1 } });
    const [ownList] = await listIngredientLists(database.db, solo(owner.id));
    expect(ownList.items.map((i) => i.name)).toEqual(["tofu"]);
    const [{ n }] = await database.db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, owner.id));
    expect(n).toBe(1);
  });

  it("answers malformed ids as not found instead of failing", async () => {
    const user = await userOn("free");
    expect(await getCookbook(database.db, user.id, "1; drop table cookbooks")).toBeNull();
    expect(await deleteCookbook(database.db, user.id, { cookbookId: "nope" })).toMatchObject({ ok: false, status: 404 });
    expect(await addListItem(database.db, solo(user.id), { listId: "nope", ingredient: "x" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("a refused write leaves the data unchanged (deleting a list that is not yours, adding a duplicate)", async () => {
    const user = await userOn("free");
    const created = await createIngredientList(database.db, user.id, { name: "Vegan Essentials", ingredient: ["tofu"] });
    if (!created.ok) throw new Error("setup failed");
    const before = await database.db.select().from(ingredientListItems).where(eq(ingredientListItems.listId, created.value.id));
    await addListItem(database.db, solo(user.id), { listId: created.value.id, ingredient: "TOFU" });
    await deleteIngredientList(database.db, solo("someone-else"), { listId: created.value.id });
    const after = await database.db.select().from(ingredientListItems).where(eq(ingredientListItems.listId, created.value.id));
    expect(after).toEqual(before);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(ingredientLists)
      .where(eq(ingredientLists.id, created.value.id));
    expect(n).toBe(1);
  });
});
