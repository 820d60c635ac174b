/** Everything about one account as a whole: its numbers, its data export and its deletion. */
import { and, count, desc, eq, inArray, isNotNull, isNull, notExists } from "drizzle-orm";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { withShownRating } from "~/domain/recipes/ratings";
import { parsePhotoFileName } from "~/domain/recipes/photos";
import type { Db } from "../db/client.server";
import {
  accounts,
  cookbookRecipes,
  cookbooks,
  cookedRecipes,
  householdInvites,
  householdMembers,
  households,
  ingredientListItems,
  ingredients,
  ingredientLists,
  mealPlanEntries,
  profiles,
  recentlyViewed,
  recipeIngredients,
  recipeNotes,
  recipeRatings,
  recipes,
  savedRecipes,
  shoppingListItems,
  shoppingLists,
  planChanges,
  subscriptions,
  users,
  verifications,
} from "../db/schema";
import type { FileStore } from "../storage/file-store";
import { fileStore } from "../storage/index.server";
import { removePhoto } from "../uploads/photos.server";
import { forgetAccountLimits } from "../http/rate-limit.server";
import { handOverHouseholdOf } from "../households/households.server";
import { cardColumns, userRecipeCards } from "../recipes/recipes.server";

export async function accountStats(db: Db, userId: string) {
  const [[saved], [books], [created], [cooked]] = await Promise.all([
    db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, userId)),
    db.select({ n: count() }).from(cookbooks).where(eq(cookbooks.userId, userId)),
    db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId)),
    db.select({ n: count() }).from(cookedRecipes).where(eq(cookedRecipes.userId, userId)),
  ]);
  return { savedRecipes: saved.n, cookbooks: books.n, createdRecipes: created.n, cookedRecipes: cooked.n };
}

/** The user's saved recipes, most recently saved first. */
export function listSavedRecipes(db: Db, userId: string, limit = 100): Promise<RecipeSummary[]> {
  return userRecipeCards(db, userId, { table: savedRecipes, order: savedRecipes.createdAt }, limit);
}

/** Recipes the user created, newest first. */
export async function listOwnRecipes(db: Db, userId: string, limit = 100): Promise<RecipeSummary[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.createdAt))
    .limit(limit);
  return rows.map(withShownRating);
}

/**
 * Everything Simmer stores about the user, as one JSON-ready object (no password hashes or session
 * tokens). `recipes: false` leaves the cook's own recipes out (the export zip writes them one file each,
 * never all at once).
 */
export async function exportAccount(db: Db, userId: string, options: { recipes?: boolean } = {}) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const books = await db.select().from(cookbooks).where(eq(cookbooks.userId, userId));
  const bookIds = books.map((b) => b.id);
  const bookRecipes = bookIds.length
    ? await db.select().from(cookbookRecipes).where(inArray(cookbookRecipes.cookbookId, bookIds))
    : [];
  const lists = await db.select().from(ingredientLists).where(eq(ingredientLists.userId, userId));
  const listIds = lists.map((l) => l.id);
  const listItems = listIds.length
    ? await db.select().from(ingredientListItems).where(inArray(ingredientListItems.listId, listIds))
    : [];
  const withIngredients = (l: (typeof lists)[number]) => ({
    ...l,
    ingredients: listItems
      .filter((i) => i.listId === l.id)
      .sort((a, b) => a.position - b.position)
      .map((i) => i.name),
  });
  const shops = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.userId, userId), isNull(shoppingLists.householdId)));
  const shopIds = shops.map((s) => s.id);
  const shopItems = shopIds.length
    ? await db.select().from(shoppingListItems).where(inArray(shoppingListItems.listId, shopIds))
    : [];
  const plan = await db.select().from(mealPlanEntries).where(eq(mealPlanEntries.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile,
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    planChanges: await db.select().from(planChanges).where(eq(planChanges.userId, userId)),
    savedRecipes: await db.select().from(savedRecipes).where(eq(savedRecipes.userId, userId)),
    cookbooks: books.map((b) => ({ ...b, recipeIds: bookRecipes.filter((r) => r.cookbookId === b.id).map((r) => r.recipeId) })),
    ingredientLists: lists.filter((l) => l.householdId === null).map(withIngredients),
    mealPlan: plan.filter((e) => e.householdId === null),
    shoppingLists: shops.map((s) => ({
      ...s,
      items: shopItems.filter((i) => i.listId === s.id).sort((a, b) => a.position - b.position),
    })),
    recentlyViewed: await db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, userId)),
    cookedRecipes: await db.select().from(cookedRecipes).where(eq(cookedRecipes.userId, userId)),
    recipeRatings: await db.select().from(recipeRatings).where(eq(recipeRatings.userId, userId)),
    recipeNotes: await db.select().from(recipeNotes).where(eq(recipeNotes.userId, userId)),
    ...(options.recipes !== false && {
      createdRecipes: await db.select().from(recipes).where(eq(recipes.userId, userId)),
    }),
    household: await exportHouseholdRows(db, userId, {
      mealPlan: plan.filter((e) => e.householdId !== null),
      ingredientLists: lists.filter((l) => l.householdId !== null).map(withIngredients),
    }),
  };
}

/**
 * The household rows the cook created, each marked `household: true` (decisions 040, 041): the
 * household if they own it, their membership, the invitations they made (never a token's hash), and
 * what they added to the shared kitchen (meal-plan entries, typed shopping items, ingredient lists
 * moved to the household, the shared list if they started it). Other members' rows are not theirs to
 * export.
 */
async function exportHouseholdRows(
  db: Db,
  userId: string,
  rows: { mealPlan: (typeof mealPlanEntries.$inferSelect)[]; ingredientLists: object[] },
) {
  const marked = <T extends object>(list: T[]) => list.map((row) => ({ household: true as const, ...row }));
  const [owned, membership, invites, shops, lines] = await Promise.all([
    db.select().from(households).where(eq(households.ownerId, userId)),
    db.select().from(householdMembers).where(eq(householdMembers.userId, userId)),
    db
      .select({
        id: householdInvites.id,
        householdId: householdInvites.householdId,
        forWhom: householdInvites.forWhom,
        email: householdInvites.email,
        createdAt: householdInvites.createdAt,
        expiresAt: householdInvites.expiresAt,
        usedAt: householdInvites.usedAt,
        revokedAt: householdInvites.revokedAt,
        declinedAt: householdInvites.declinedAt,
      })
      .from(householdInvites)
      .where(eq(householdInvites.invitedBy, userId)),
    db
      .select()
      .from(shoppingLists)
      .where(and(eq(shoppingLists.userId, userId), isNotNull(shoppingLists.householdId))),
    db
      .select({ item: shoppingListItems, householdId: shoppingLists.householdId })
      .from(shoppingListItems)
      .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
      .where(and(eq(shoppingListItems.addedBy, userId), isNotNull(shoppingLists.householdId))),
  ]);
  return {
    households: marked(owned),
    memberships: marked(membership),
    invites: marked(invites),
    mealPlan: marked(rows.mealPlan),
    shoppingLists: marked(shops),
    shoppingItems: marked(lines.map((l) => ({ ...l.item, householdId: l.householdId }))),
    ingredientLists: marked(rows.ingredientLists),
  };
}

/**
 * Deletes the account and, in one transaction, every row about it: the user's own rows through the
 * database's cascades, the pending links (password reset, e-mail confirmation) kept in the
 * verification table, the account's rate-limit counters, and the ingredients that only its recipes
 * named (their names are the cook's own words). After the commit, the photos of its recipes that no
 * other recipe shows leave the store, so their addresses stop being served (a photo that could not be
 * removed is left to the unused-photo sweep). Answers the deleted account's e-mail, for removing
 * stored mail copies.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  store: FileStore = fileStore(),
  /** Runs inside the deletion's transaction before the account goes (an admin's audit row). */
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<Outcome<{ email: string }>> {
  const deleted = await db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    const own = await tx.select({ imageUrl: recipes.imageUrl }).from(recipes).where(eq(recipes.userId, userId));
    const named = await tx
      .selectDistinct({ id: recipeIngredients.ingredientId })
      .from(recipeIngredients)
      .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
      .where(eq(recipes.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await forgetAccountLimits(tx, userId);
    await handOverHouseholdOf(tx, userId);
    const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
    if (rows.length === 1 && named.length > 0) {
      // The recipes (and their links) went with the user: what no other recipe names goes too. The
      // rows are locked first, so a recipe being linked to one right now is waited for and then seen
      // (the delete reads after the lock), never deleted from under its link.
      const ids = named.map((n) => n.id);
      await tx.select({ id: ingredients.id }).from(ingredients).where(inArray(ingredients.id, ids)).for("update");
      await tx
        .delete(ingredients)
        .where(
          and(
            inArray(ingredients.id, ids),
            notExists(
              tx
                .select({ one: recipeIngredients.id })
                .from(recipeIngredients)
                .where(eq(recipeIngredients.ingredientId, ingredients.id)),
            ),
          ),
        );
    }
    const photos = own.flatMap((r) => (r.imageUrl?.startsWith("/uploads/") ? [r.imageUrl] : []));
    return { rows, photos: [...new Set(photos)] };
  });
  if (deleted.rows.length !== 1) return fail(404, "Account not found");
  await removeUnusedPhotos(db, store, deleted.photos);
  return succeed({ email: deleted.rows[0].email });
}

/** Removes the stored photos among `urls` (/uploads/<id>.webp) that no recipe shows. */
async function removeUnusedPhotos(db: Db, store: FileStore, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const used = new Set(
    (await db.select({ url: recipes.imageUrl }).from(recipes).where(inArray(recipes.imageUrl, urls))).map((r) => r.url),
  );
  for (const url of urls) {
    const photo = parsePhotoFileName(url.slice("/uploads/".length));
    if (!photo || used.has(url)) continue;
    await removePhoto(store, photo.id).catch((error: unknown) =>
      console.error("[simmer] removing a deleted account's photo failed", error),
    );
  }
}

/** Whether the account can sign in with a password (social-only accounts cannot). */
export async function hasPasswordLogin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(row);
}
