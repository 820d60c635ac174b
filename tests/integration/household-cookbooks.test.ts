/**
 * Household cookbooks and the "household" recipe visibility (issue 27, decision 046), on both
 * databases: every member sees and edits a household's cookbook and the private recipes filed in
 * it; an ex-member and a stranger get 404 for every cookbook action and nothing changes; a lapsed
 * household's books are read-only; leaving drops the leaver's unshared recipes from the books; a
 * household recipe is found by the members in browse and the finder, and by nobody else.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { parseBrowseParams } from "~/domain/recipes/browse-params";
import { provideDatabase } from "~/server/db/index.server";
import { cookbookRecipes, cookbooks, profiles } from "~/server/db/schema";
import { acceptInvite, createHousehold, createInvite, leaveHousehold, removeMember } from "~/server/households/households.server";
import { kitchenOf, onKitchenChanged } from "~/server/households/kitchen.server";
import {
  addRecipesToCookbook,
  createCookbook,
  deleteCookbook,
  getCookbook,
  getCookbookForExport,
  listCookbookNames,
  listCookbooks,
  removeRecipeFromCookbook,
  setCookbookShared,
  updateCookbook,
} from "~/server/kitchen/cookbooks.server";
import { browseRecipes } from "~/server/recipes/browse.server";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { createRecipe, setRecipeSharing, updateRecipe, type RecipeWrite } from "~/server/recipes/own-recipes.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";

function draft(word: string, overrides: Partial<RecipeWrite> = {}): RecipeWrite {
  return {
    title: `${word} Stew`,
    description: `A ${word.toLowerCase()} stew for two.`,
    imageUrl: "",
    cookTime: 40,
    servings: 2,
    difficulty: "Easy",
    ingredients: [`300 g ${word.toLowerCase()}root`, "1 onion"],
    instructions: ["Simmer everything."],
    tags: [],
    author: "A Cook",
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("household cookbooks and household recipes on %s", (kind) => {
  let database: TestDatabase;
  let n = 0;
  const cook = (name: string, plan: SessionUser["planId"] = "free") => createSessionUser(database.db, { name, plan });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  /** Maya (Ultimate, owner) and Sam in one household, and a stranger. */
  async function household() {
    const maya = await cook("Maya Okafor", "ultimate");
    const created = await createHousehold(database.db, maya, { name: "The Okafors" });
    if (!created.ok) throw new Error(created.message);
    const sam = await cook("Sam Okafor");
    const link = await createInvite(database.db, maya, { forWhom: "Sam" });
    if (!link.ok) throw new Error(link.message);
    const joined = await acceptInvite(database.db, sam, link.value.token);
    if (!joined.ok) throw new Error(joined.message);
    const stranger = await cook("Stella Stranger", "ultimate");
    return { maya, sam, stranger, householdId: created.value.id };
  }

  /** A recipe whose words appear nowhere else. */
  async function recipe(userId: string, overrides: Partial<RecipeWrite> = {}) {
    const word = `Quorblex${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`;
    n++;
    const made = await createRecipe(database.db, userId, draft(word, overrides));
    if (!made.ok) throw new Error(made.message);
    return { id: made.value.id, word: word.toLowerCase() };
  }

  /** Maya's household cookbook holding her private recipe. */
  async function householdBook(maya: SessionUser) {
    const book = await createCookbook(database.db, maya.id, {
      name: "Family Dinners",
      description: "",
      color: "bg-accent-orange",
    });
    if (!book.ok) throw new Error(book.message);
    const shared = await setCookbookShared(database.db, await kitchenOf(database.db, maya), {
      cookbookId: book.value.id,
      shared: "true",
    });
    expect(shared).toMatchObject({ ok: true, message: HOUSEHOLD_MESSAGES.cookbookShared });
    const secret = await recipe(maya.id);
    expect((await addRecipesToCookbook(database.db, maya.id, { cookbookId: book.value.id, recipeIds: [secret.id] })).ok).toBe(
      true,
    );
    return { cookbookId: book.value.id, secret };
  }

  async function bookState(cookbookId: string) {
    const [book] = await database.db.select().from(cookbooks).where(eq(cookbooks.id, cookbookId));
    const entries = await database.db.select().from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, cookbookId));
    return { book, entries: entries.map((e) => e.recipeId).sort() };
  }

  it("shows a household cookbook and the private recipes in it to every member, who edit it; who added each is shown", async () => {
    const { maya, sam, stranger, householdId } = await household();
    const { cookbookId, secret } = await householdBook(maya);

    const samsBooks = await listCookbooks(database.db, sam.id);
    expect(samsBooks).toEqual([
      expect.objectContaining({ id: cookbookId, shared: true, sharedBy: "Maya Okafor", canMakePersonal: false, recipeCount: 1 }),
    ]);
    expect((await listCookbookNames(database.db, sam.id)).map((b) => b.id)).toEqual([cookbookId]);
    const seen = await getCookbook(database.db, sam.id, cookbookId);
    expect(seen?.recipes.map((r) => [r.id, r.addedBy])).toEqual([[secret.id, "Maya Okafor"]]);
    expect(seen?.unavailable).toEqual([]);
    expect((await getCookbookForExport(database.db, sam.id, cookbookId))?.recipes.map((r) => r.title)).toHaveLength(1);
    // Through the book, Sam opens the recipe itself; the stranger does not.
    expect((await getRecipe(database.db, secret.id, sam.id))?.id).toBe(secret.id);
    expect(await getRecipe(database.db, secret.id, stranger.id)).toBeNull();
    // A private recipe in a book is reached through the book, not listed in browse (decision 046).
    const browsed = await browseRecipes(database.db, parseBrowseParams(new URLSearchParams({ q: secret.word })), maya.id, {
      fresh: true,
    });
    expect(browsed.total).toBe(1);
    expect((await browseRecipes(database.db, parseBrowseParams(new URLSearchParams({ q: secret.word })), sam.id)).total).toBe(0);

    // Sam renames it, adds his own private recipe and removes Maya's; every change is heard live.
    const heard: string[] = [];
    const stop = onKitchenChanged((key) => heard.push(key));
    const samKitchen = await kitchenOf(database.db, sam);
    expect(
      await updateCookbook(database.db, samKitchen, {
        cookbookId,
        name: "Okafor Dinners",
        description: "",
        color: "bg-accent-green",
      }),
    ).toMatchObject({ ok: true });
    const his = await recipe(sam.id);
    expect((await addRecipesToCookbook(database.db, samKitchen, { cookbookId, recipeIds: [his.id] })).ok).toBe(true);
    expect((await getCookbook(database.db, maya.id, cookbookId))?.recipes.map((r) => [r.id, r.addedBy])).toContainEqual([
      his.id,
      "Sam Okafor",
    ]);
    expect((await getRecipe(database.db, his.id, maya.id))?.id).toBe(his.id);
    expect((await removeRecipeFromCookbook(database.db, samKitchen, { cookbookId, recipeId: secret.id })).ok).toBe(true);
    stop();
    expect(heard.filter((k) => k === `household:${householdId}`).length).toBe(3);
    expect((await bookState(cookbookId)).book.name).toBe("Okafor Dinners");
    // Only the member who moved it there takes it back or deletes it.
    expect(await setCookbookShared(database.db, samKitchen, { cookbookId, shared: "false" })).toMatchObject({
      ok: false,
      status: 403,
      message: HOUSEHOLD_MESSAGES.cookbookNotYours,
    });
    expect(await deleteCookbook(database.db, samKitchen, { cookbookId })).toMatchObject({ ok: false, status: 403 });
    expect((await bookState(cookbookId)).book.householdId).toBe(householdId);
  });

  it("answers an ex-member and a stranger 404 for every household cookbook action, and nothing changes", async () => {
    const { maya, sam, stranger } = await household();
    const { cookbookId, secret } = await householdBook(maya);
    const spare = await recipe(maya.id, { isPublic: true });
    expect((await leaveHousehold(database.db, sam)).ok).toBe(true);
    const before = await bookState(cookbookId);
    for (const outsider of [sam, stranger]) {
      const k = await kitchenOf(database.db, outsider);
      const notFound = { ok: false, status: 404, message: COOKBOOK_MESSAGES.notFound };
      expect(await getCookbook(database.db, outsider.id, cookbookId)).toBeNull();
      expect(await getCookbookForExport(database.db, outsider.id, cookbookId)).toBeNull();
      expect(await listCookbooks(database.db, outsider.id)).toEqual([]);
      expect(
        await updateCookbook(database.db, k, { cookbookId, name: "Mine now", description: "", color: "bg-accent-green" }),
      ).toMatchObject(notFound);
      expect(await addRecipesToCookbook(database.db, k, { cookbookId, recipeIds: [spare.id] })).toMatchObject(notFound);
      expect(await removeRecipeFromCookbook(database.db, k, { cookbookId, recipeId: secret.id })).toMatchObject(notFound);
      expect(await setCookbookShared(database.db, k, { cookbookId, shared: "false" })).toMatchObject(notFound);
      expect(await deleteCookbook(database.db, k, { cookbookId })).toMatchObject(notFound);
      expect(await getRecipe(database.db, secret.id, outsider.id)).toBeNull();
    }
    expect(await bookState(cookbookId)).toEqual(before);
  });

  it("keeps a lapsed household's cookbooks readable and read-only", async () => {
    const { maya, sam } = await household();
    const { cookbookId, secret } = await householdBook(maya);
    const spare = await recipe(sam.id, { isPublic: true });
    await database.db.update(profiles).set({ currentPlanId: "premium" }).where(eq(profiles.id, maya.id));
    const before = await bookState(cookbookId);
    const refused = { ok: false, status: 403, message: HOUSEHOLD_MESSAGES.lapsed };
    for (const viewer of [sam.id, await kitchenOf(database.db, sam)]) {
      expect(
        await updateCookbook(database.db, viewer, { cookbookId, name: "x", description: "", color: "bg-accent-green" }),
      ).toMatchObject(refused);
      expect(await addRecipesToCookbook(database.db, viewer, { cookbookId, recipeIds: [spare.id] })).toMatchObject(refused);
      expect(await removeRecipeFromCookbook(database.db, viewer, { cookbookId, recipeId: secret.id })).toMatchObject(refused);
    }
    expect(await bookState(cookbookId)).toEqual(before);
    expect((await getCookbook(database.db, sam.id, cookbookId))?.recipes).toHaveLength(1);
  });

  it("keeps the books with the household when a member leaves or is removed, without their unshared recipes", async () => {
    const { maya, sam, householdId } = await household();
    const { cookbookId } = await householdBook(maya);
    const samPrivate = await recipe(sam.id);
    const samPublic = await recipe(sam.id, { isPublic: true });
    expect((await addRecipesToCookbook(database.db, sam.id, { cookbookId, recipeIds: [samPrivate.id, samPublic.id] })).ok).toBe(
      true,
    );
    expect((await removeMember(database.db, maya, sam.id)).ok).toBe(true);
    const after = await bookState(cookbookId);
    expect(after.book.householdId).toBe(householdId);
    expect(after.entries).not.toContain(samPrivate.id);
    expect(after.entries).toContain(samPublic.id);
    expect(await getRecipe(database.db, samPrivate.id, maya.id)).toBeNull();
  });

  it("shows a household recipe to the members in browse, search and the finder, and to nobody else, also after leaving", async () => {
    const { maya, sam, stranger } = await household();
    const shared = await recipe(maya.id, { visibility: "household" });
    const find = async (who: string | null) => ({
      browse: (
        await browseRecipes(database.db, parseBrowseParams(new URLSearchParams({ q: shared.word })), who, { fresh: true })
      ).recipes.map((r) => r.id),
      finder: (
        await findRecipesByIngredients(database.db, [`${shared.word}root`, "onion"], 1, 20, { viewerId: who, fresh: true })
      ).recipes.map((r) => r.id),
      page: (await getRecipe(database.db, shared.id, who))?.id ?? null,
    });
    const seen = { browse: [shared.id], finder: [shared.id], page: shared.id };
    const hidden = { browse: [], finder: [], page: null };
    expect(await find(maya.id)).toEqual(seen);
    expect(await find(sam.id)).toEqual(seen);
    expect(await find(stranger.id)).toEqual(hidden);
    expect(await find(null)).toEqual(hidden);
    expect((await leaveHousehold(database.db, sam)).ok).toBe(true);
    expect(await find(sam.id)).toEqual(hidden);
    expect(await find(maya.id)).toEqual(seen);
    // Private again: the household no longer sees it.
    const rejoined = await household();
    const mine = await recipe(rejoined.maya.id, { visibility: "household" });
    expect((await updateRecipe(database.db, rejoined.maya.id, mine.id, draft("Quorblexzz", { visibility: "private" }))).ok).toBe(
      true,
    );
    expect(await getRecipe(database.db, mine.id, rejoined.sam.id)).toBeNull();
  });

  it("refuses the household value from a cook without a household, and changes nothing", async () => {
    const alone = await cook("Alex Alone");
    const outcome = await createRecipe(database.db, alone.id, draft("Lonely", { visibility: "household" }));
    expect(outcome).toMatchObject({ ok: false, status: 400, message: HOUSEHOLD_MESSAGES.recipeNeedsHousehold });
    const own = await recipe(alone.id);
    expect(await updateRecipe(database.db, alone.id, own.id, draft("Lonely", { visibility: "household" }))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect((await getRecipe(database.db, own.id, alone.id))?.title).toMatch(/^Quorblex/);
  });
  it("moves a recipe between private, household and everyone from its page, and says where it ended", async () => {
    const { maya, sam, stranger } = await household();
    const own = await recipe(maya.id);
    const row = async () => (await getRecipe(database.db, own.id, maya.id))!;
    const samSees = async () => Boolean(await getRecipe(database.db, own.id, sam.id));

    expect(await setRecipeSharing(database.db, maya.id, own.id, { isPublic: false, visibility: "household" })).toMatchObject({
      ok: true,
      message: RECIPE_MESSAGES.householdOnly,
    });
    expect(await row()).toMatchObject({ isPublic: false, sharedWithHousehold: true });
    expect(await samSees()).toBe(true);
    // The "Share with everyone" switch on, then off again: back with the household, not private.
    expect(await setRecipeSharing(database.db, maya.id, own.id, { isPublic: true })).toMatchObject({
      ok: true,
      message: RECIPE_MESSAGES.shared,
    });
    expect(await setRecipeSharing(database.db, maya.id, own.id, { isPublic: false })).toMatchObject({
      ok: true,
      message: RECIPE_MESSAGES.householdOnly,
    });
    expect(await samSees()).toBe(true);
    expect(await setRecipeSharing(database.db, maya.id, own.id, { isPublic: false, visibility: "private" })).toMatchObject({
      ok: true,
      message: RECIPE_MESSAGES.unshared,
    });
    expect(await row()).toMatchObject({ isPublic: false, sharedWithHousehold: false });
    expect(await samSees()).toBe(false);

    // Not the author: 404, whatever they ask. Not in a household: "household" is refused. Nothing changes.
    expect(await setRecipeSharing(database.db, sam.id, own.id, { isPublic: false, visibility: "household" })).toMatchObject({
      ok: false,
      status: 404,
    });
    const alone = await recipe(stranger.id);
    expect(
      await setRecipeSharing(database.db, stranger.id, alone.id, { isPublic: false, visibility: "household" }),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: HOUSEHOLD_MESSAGES.recipeNeedsHousehold,
    });
    expect(await getRecipe(database.db, alone.id, stranger.id)).toMatchObject({ isPublic: false, sharedWithHousehold: false });
    expect(await row()).toMatchObject({ isPublic: false, sharedWithHousehold: false });
  });
});
