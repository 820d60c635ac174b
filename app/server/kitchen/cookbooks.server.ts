/**
 * Cookbooks: every read and write names the cookbooks the cook may reach in the query itself
 * (`reachableBooks`: their personal books and, issue 27, their household's), so another cook's
 * cookbook, or a household's once the cook has left it, is indistinguishable from one that does not
 * exist. A household cookbook is read-only while the household has lapsed (kitchenWriteRefusal), and
 * each change to one reaches the other members' open pages through the kitchen's event stream
 * (decision 046).
 */
import { and, asc, avg, count, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { FORMER_MEMBER, HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { COOKBOOK_MESSAGES, recipesAddedMessage } from "~/domain/messages/cookbook";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { isWithinLimit, limitFor, UNLIMITED, type PlanId } from "~/domain/plans";
import { averageRating, withShownRating } from "~/domain/recipes/ratings";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { COOKBOOK_ADD_MAX, type CookbookInput, type CookbookUpdate } from "~/domain/validation/kitchen";
import { rowsOf, type Db } from "../db/client.server";
import { preparedQuery } from "../db/prepared.server";
import { lockedPlan } from "../billing/plan-lock.server";
import { cookbookRecipes, cookbooks, householdMembers, households, profiles, recipes, users } from "../db/schema";
import { kitchenWriteRefusal } from "../auth/entitlements.server";
import { isOpen } from "../households/households.server";
import { kitchenChanged, type Kitchen } from "../households/kitchen.server";
import { isUuid } from "../db/ids";
import { cardColumns, contentColumns } from "../recipes/recipes.server";
import { isVisibleTo, visibleTo } from "../recipes/visibility.server";
import { findAllRecipeIdsByIngredients } from "../recipes/ingredient-index.server";

export type Cookbook = typeof cookbooks.$inferSelect;

/**
 * Who asks: a cook's id, or their kitchen (the routes pass it: whether their household is open).
 * With only an id, a write to a household cookbook reads whether the household is open itself.
 */
export type CookbookViewer = string | Pick<Kitchen, "id" | "householdId" | "open">;

function idOf(viewer: CookbookViewer): string {
  return typeof viewer === "string" ? viewer : viewer.id;
}

/**
 * The cookbooks `userId` may reach, as a WHERE condition: their personal books, and those of the
 * household they are in now (read from household_members in the same statement, like visibleTo).
 */
export function reachableBooks(userId: string | Placeholder): SQL {
  return or(
    and(eq(cookbooks.userId, userId), isNull(cookbooks.householdId)),
    sql`${cookbooks.householdId} in (select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`,
  ) as SQL;
}

/**
 * For a write to a household cookbook: the lapsed refusal while its household is read-only (the
 * kitchen's `open` when the route passed it, else the owner's plan read now). Null for personal books.
 */
async function householdWriteRefusal(db: Db, viewer: CookbookViewer, householdId: string | null) {
  if (!householdId) return null;
  if (typeof viewer !== "string") return kitchenWriteRefusal(viewer);
  const [household] = await db.select({ ownerId: households.ownerId }).from(households).where(eq(households.id, householdId));
  return kitchenWriteRefusal({ open: household ? await isOpen(db, household.ownerId) : false });
}

/** Tells the household's members' open pages (their kitchen's event stream) that a book changed. */
function bookChanged(db: Db, viewer: CookbookViewer, householdId: string | null): void {
  if (householdId) kitchenChanged(db, { id: idOf(viewer), householdId });
}

/** A reachable cookbook, locked for a change; the lapsed refusal for a household's while it is read-only. */
async function lockedBook(tx: Db, viewer: CookbookViewer, cookbookId: string) {
  const [book] = await tx
    .select({ id: cookbooks.id, name: cookbooks.name, userId: cookbooks.userId, householdId: cookbooks.householdId })
    .from(cookbooks)
    .where(and(eq(cookbooks.id, cookbookId), reachableBooks(idOf(viewer))))
    .for("update");
  if (!book) return fail(404, COOKBOOK_MESSAGES.notFound);
  return (await householdWriteRefusal(tx, viewer, book.householdId)) ?? succeed(book);
}

export interface CookbookOverview extends Cookbook {
  recipeCount: number;
  /** The first few recipes, for the preview. */
  preview: RecipeSummary[];
  /** The household's (every member sees and edits it) rather than personal. */
  shared: boolean;
  /** For a household's book: the member who moved it there (FORMER_MEMBER once their account is gone). */
  sharedBy?: string;
  /** For a household's book: whether the cook asking may make it personal again (they moved it there). */
  canMakePersonal?: boolean;
}

const PREVIEW_SIZE = 6;

export async function listCookbooks(db: Db, viewer: CookbookViewer): Promise<CookbookOverview[]> {
  const userId = idOf(viewer);
  const rows = await db
    .select({ book: cookbooks, sharedBy: users.name })
    .from(cookbooks)
    .leftJoin(users, eq(users.id, cookbooks.userId))
    .where(reachableBooks(userId))
    .orderBy(desc(cookbooks.createdAt), desc(cookbooks.id));
  if (rows.length === 0) return [];
  const books = rows.map((r) => ({
    ...r.book,
    shared: r.book.householdId !== null,
    ...(r.book.householdId ? { sharedBy: r.sharedBy ?? FORMER_MEMBER, canMakePersonal: r.book.userId === userId } : {}),
  }));
  const ids = books.map((b) => b.id);
  const [counts, previews] = await Promise.all([
    db
      .select({ cookbookId: cookbookRecipes.cookbookId, n: count() })
      .from(cookbookRecipes)
      .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
      .where(and(inArray(cookbookRecipes.cookbookId, ids), visibleTo(userId)))
      .groupBy(cookbookRecipes.cookbookId),
    db
      .select({ cookbookId: cookbookRecipes.cookbookId, ...cardColumns })
      .from(cookbookRecipes)
      .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
      .where(and(inArray(cookbookRecipes.cookbookId, ids), visibleTo(userId)))
      .orderBy(desc(cookbookRecipes.addedAt)),
  ]);
  return books.map((book) => ({
    ...book,
    recipeCount: counts.find((c) => c.cookbookId === book.id)?.n ?? 0,
    preview: previews
      .filter((p) => p.cookbookId === book.id)
      .slice(0, PREVIEW_SIZE)
      .map(({ cookbookId: _c, ...recipe }) => withShownRating(recipe)),
  }));
}

export async function getCookbook(db: Db, viewer: CookbookViewer, id: string) {
  if (!isUuid(id)) return null;
  const userId = idOf(viewer);
  const [found] = await db
    .select({ book: cookbooks, sharedBy: users.name })
    .from(cookbooks)
    .leftJoin(users, eq(users.id, cookbooks.userId))
    .where(and(eq(cookbooks.id, id), reachableBooks(userId)));
  if (!found) return null;
  const book = {
    ...found.book,
    shared: found.book.householdId !== null,
    sharedBy: found.book.householdId ? (found.sharedBy ?? FORMER_MEMBER) : undefined,
    canMakePersonal: found.book.householdId !== null && found.book.userId === userId,
  };
  const rows = await db
    .select({ ...cardColumns, addedAt: cookbookRecipes.addedAt, addedBy: users.name, visible: isVisibleTo(userId) })
    .from(cookbookRecipes)
    .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
    .leftJoin(users, eq(users.id, cookbookRecipes.addedBy))
    .where(eq(cookbookRecipes.cookbookId, id))
    .orderBy(desc(cookbookRecipes.addedAt), asc(recipes.id));
  // In a household's book, who filed each recipe is shown ("a former member" once their account is gone).
  const items = rows
    .filter((r) => r.visible)
    .map(({ visible: _v, addedBy, ...row }) => ({
      ...withShownRating(row),
      addedBy: book.shared ? (addedBy ?? FORMER_MEMBER) : null,
    }));
  // Filed, then made private by its author: the place stays (to be removed), never the content.
  const unavailable = rows.flatMap((r, position) => (r.visible ? [] : [{ id: r.id, position }]));
  const [stats] = await db
    .select({ averageCookTime: avg(recipes.cookTime) })
    .from(cookbookRecipes)
    .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
    .where(and(eq(cookbookRecipes.cookbookId, id), visibleTo(userId)));
  return {
    ...book,
    recipes: items,
    unavailable,
    stats: {
      count: items.length,
      // The shown ratings' average, of the recipes that have one.
      averageRating: averageRating(items.map((r) => ({ average: r.rating, count: r.ratingCount }))),
      averageCookTime: stats.averageCookTime === null ? null : Math.round(Number(stats.averageCookTime)),
    },
  };
}

/**
 * Creates a cookbook within the limit of the user's own plan (the profile row is locked for the check).
 * `planAtStart` is the plan the request read when it began: when it has no cookbook limit there is
 * nothing to count, and the cookbook is created without the lock, in one statement (decision 030).
 */
export async function createCookbook(
  db: Db,
  userId: string,
  input: CookbookInput,
  planAtStart?: PlanId,
): Promise<Outcome<Cookbook>> {
  if (planAtStart && limitFor(planAtStart, "cookbooks") === UNLIMITED) {
    const [book] = await db
      .insert(cookbooks)
      .values({ userId, ...input })
      .returning();
    return succeed(book, COOKBOOK_MESSAGES.created);
  }
  return db.transaction(async (tx) => {
    const planId = await lockedPlan(tx, userId);
    if (!planId) return fail(404, COOKBOOK_MESSAGES.createFailed);
    // A plan without a limit needs no count (one statement fewer in the transaction).
    if (limitFor(planId, "cookbooks") !== UNLIMITED) {
      // The plan's limit counts the cook's personal books; a household's books are shared.
      const [{ n }] = await tx
        .select({ n: count() })
        .from(cookbooks)
        .where(and(eq(cookbooks.userId, userId), isNull(cookbooks.householdId)));
      if (!isWithinLimit(planId, "cookbooks", n)) return fail(403, COOKBOOK_MESSAGES.limitReached);
    }
    const [book] = await tx
      .insert(cookbooks)
      .values({ userId, ...input })
      .returning();
    return succeed(book, COOKBOOK_MESSAGES.created);
  });
}

/** Renames (or recolours, redescribes) a reachable cookbook: any member edits a household's. */
export async function updateCookbook(db: Db, viewer: CookbookViewer, input: CookbookUpdate): Promise<Outcome> {
  const { cookbookId, ...details } = input;
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const outcome = await db.transaction(async (tx): Promise<Outcome<string | null>> => {
    const book = await lockedBook(tx, viewer, cookbookId);
    if (!book.ok) return book;
    await tx
      .update(cookbooks)
      .set({ ...details, updatedAt: sql`now()` })
      .where(eq(cookbooks.id, cookbookId));
    return succeed(book.value.householdId);
  });
  if (!outcome.ok) return outcome;
  bookChanged(db, viewer, outcome.value);
  return succeed(undefined, COOKBOOK_MESSAGES.updated);
}

/**
 * Deletes a cookbook: a personal one, or a household's that the cook moved there (or whose mover's
 * account is gone); another member's household book is refused with why (403).
 */
export async function deleteCookbook(db: Db, viewer: CookbookViewer, { cookbookId }: { cookbookId: string }): Promise<Outcome> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const outcome = await db.transaction(async (tx): Promise<Outcome<string | null>> => {
    const book = await lockedBook(tx, viewer, cookbookId);
    if (!book.ok) return book;
    if (book.value.householdId && book.value.userId !== null && book.value.userId !== idOf(viewer))
      return fail(403, HOUSEHOLD_MESSAGES.cookbookNotYours);
    await tx.delete(cookbooks).where(eq(cookbooks.id, cookbookId));
    return succeed(book.value.householdId);
  });
  if (!outcome.ok) return outcome;
  bookChanged(db, viewer, outcome.value);
  return succeed(undefined, COOKBOOK_MESSAGES.deleted);
}

/**
 * The switch on a cookbook: moves the cook's personal book to their household (every member then
 * sees and edits it, and the private recipes in it), or a household book the cook moved there back
 * to them; the recipes other members filed that the cook could no longer see leave it then.
 */
export async function setCookbookShared(
  db: Db,
  viewer: CookbookViewer,
  { cookbookId, shared }: { cookbookId: string; shared: "true" | "false" },
): Promise<Outcome> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const userId = idOf(viewer);
  const outcome = await db.transaction(async (tx): Promise<Outcome<string | null>> => {
    const book = await lockedBook(tx, viewer, cookbookId);
    if (!book.ok) return book;
    if (shared === "true") {
      if (book.value.householdId) return succeed(book.value.householdId, HOUSEHOLD_MESSAGES.cookbookShared);
      const [member] = await tx
        .select({ householdId: householdMembers.householdId })
        .from(householdMembers)
        .where(eq(householdMembers.userId, userId));
      if (!member) return fail(403, HOUSEHOLD_MESSAGES.noHousehold);
      const refused = await householdWriteRefusal(tx, viewer, member.householdId);
      if (refused) return refused;
      await tx
        .update(cookbooks)
        .set({ householdId: member.householdId, updatedAt: sql`now()` })
        .where(eq(cookbooks.id, cookbookId));
      return succeed(member.householdId, HOUSEHOLD_MESSAGES.cookbookShared);
    }
    if (!book.value.householdId) return succeed(null, HOUSEHOLD_MESSAGES.cookbookPersonal);
    if (book.value.userId !== userId) return fail(403, HOUSEHOLD_MESSAGES.cookbookNotYours);
    // Other members' recipes the cook could not see on their own leave the book with the household.
    await tx.execute(sql`
      delete from ${cookbookRecipes} using ${recipes}
      where ${cookbookRecipes.cookbookId} = ${cookbookId} and ${recipes.id} = ${cookbookRecipes.recipeId}
        and ${recipes.userId} is not null and ${recipes.userId} <> ${userId} and not ${recipes.isPublic}`);
    await tx
      .update(cookbooks)
      .set({ householdId: null, updatedAt: sql`now()` })
      .where(eq(cookbooks.id, cookbookId));
    return succeed(book.value.householdId, HOUSEHOLD_MESSAGES.cookbookPersonal);
  });
  if (!outcome.ok) return outcome;
  bookChanged(db, viewer, outcome.value);
  return succeed(undefined, outcome.message);
}

export interface RecipesAdded {
  added: number;
  skipped: number;
  name: string;
}

/**
 * Adds recipes to one of the user's cookbooks. Recipes already in it are skipped (the primary key
 * would refuse them anyway); unknown recipe ids are skipped too. One statement. Adding nothing
 * new is refused (409) with the message that says why.
 */
export async function addRecipesToCookbook(
  db: Db,
  viewer: CookbookViewer,
  { cookbookId, recipeIds }: { cookbookId: string; recipeIds: readonly number[] },
): Promise<Outcome<RecipesAdded>> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const userId = idOf(viewer);
  const unique = [...new Set(recipeIds)].filter((r) => Number.isInteger(r) && r > 0);
  const [target] = await db
    .select({ id: cookbooks.id, householdId: cookbooks.householdId })
    .from(cookbooks)
    .where(and(eq(cookbooks.id, cookbookId), reachableBooks(userId)));
  if (!target) return fail(404, COOKBOOK_MESSAGES.notFound);
  const refused = await householdWriteRefusal(db, viewer, target.householdId);
  if (refused) return refused;
  if (unique.length === 0) return fail(400, COOKBOOK_MESSAGES.addFailed);
  // One statement, so one step with no transaction to hold open: a book the cook may reach (locked,
  // so a delete waits), the recipes this cook may see, those of them not in the book yet added (with
  // who added them), and the book's "updated" time set only when something was added.
  const [found] = rowsOf<{ name: string | null; visible: number; added: number }>(
    await db.execute(sql`
      with book as (
        select ${cookbooks.id} as id, ${cookbooks.name} as name from ${cookbooks}
        where ${cookbooks.id} = ${cookbookId}::uuid and ${reachableBooks(userId)}
        for update
      ), visible as (
        select ${recipes.id} as id from ${recipes} where ${and(inArray(recipes.id, unique), visibleTo(userId))}
      ), added as (
        insert into cookbook_recipes (cookbook_id, recipe_id, added_by)
        select book.id, visible.id, ${userId} from book, visible
        on conflict do nothing
        returning recipe_id
      ), touched as (
        update cookbooks set updated_at = now() where id = (select id from book) and exists (select 1 from added)
      )
      select (select name from book) as name, (select count(*)::int from visible) as visible,
        (select count(*)::int from added) as added`),
  );
  if (!found || found.name === null) return fail(404, COOKBOOK_MESSAGES.notFound);
  // None of them exists for this user (unknown ids, or someone else's private recipes).
  if (Number(found.visible) === 0) return fail(404, RECIPE_MESSAGES.notFound);
  const added = Number(found.added);
  const result = { added, skipped: unique.length - added, name: found.name };
  const message = recipesAddedMessage(result.added, result.skipped, found.name);
  if (result.added === 0) return fail(409, message);
  bookChanged(db, viewer, target.householdId);
  return succeed(result, message);
}

/**
 * The finder's Add to Cookbook: every recipe found for these ingredients, across all pages, best
 * match first (at most COOKBOOK_ADD_MAX), added as Add to Cookbook adds the ones it names.
 */
export async function addFoundRecipesToCookbook(
  db: Db,
  viewer: CookbookViewer,
  { cookbookId, ingredients }: { cookbookId: string; ingredients: readonly string[] },
): Promise<Outcome<RecipesAdded>> {
  const recipeIds = await findAllRecipeIdsByIngredients(db, ingredients, { viewerId: idOf(viewer) }, COOKBOOK_ADD_MAX);
  return addRecipesToCookbook(db, viewer, { cookbookId, recipeIds });
}

export async function removeRecipeFromCookbook(
  db: Db,
  viewer: CookbookViewer,
  { cookbookId, recipeId }: { cookbookId: string; recipeId: number },
): Promise<Outcome> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const outcome = await db.transaction(async (tx): Promise<Outcome<string | null>> => {
    const book = await lockedBook(tx, viewer, cookbookId);
    if (!book.ok) return book;
    const removed = await tx
      .delete(cookbookRecipes)
      .where(and(eq(cookbookRecipes.cookbookId, cookbookId), eq(cookbookRecipes.recipeId, recipeId)))
      .returning({ recipeId: cookbookRecipes.recipeId });
    // Nothing removed: the cookbook is there, only the recipe is not in it.
    return removed.length ? succeed(book.value.householdId) : fail(404, COOKBOOK_MESSAGES.removeFailed);
  });
  if (!outcome.ok) return outcome;
  bookChanged(db, viewer, outcome.value);
  return succeed(undefined, COOKBOOK_MESSAGES.recipeRemoved);
}

const cookbookNamesQuery = preparedQuery((db) =>
  db
    .select({ id: cookbooks.id, name: cookbooks.name, color: cookbooks.color })
    .from(cookbooks)
    .where(reachableBooks(sql.placeholder("userId")))
    .orderBy(desc(cookbooks.createdAt))
    .prepare("cookbook_names"),
);

/** The cookbooks the user may reach (their household's too) as a short list for pickers (Add to Cookbook). */
export function listCookbookNames(db: Db, userId: string) {
  return cookbookNamesQuery(db).execute({ userId });
}

/** Everything the printed book needs, in the manage page's order (newest addition first); null unless reachable. */
export async function getCookbookForExport(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return null;
  const [book] = await db
    .select({
      id: cookbooks.id,
      name: cookbooks.name,
      description: cookbooks.description,
      color: cookbooks.color,
      // A household's book is printed as the household's.
      ownerName: sql<string>`coalesce(${households.name}, ${profiles.name}, '')`,
    })
    .from(cookbooks)
    .leftJoin(profiles, eq(profiles.id, cookbooks.userId))
    .leftJoin(households, eq(households.id, cookbooks.householdId))
    .where(and(eq(cookbooks.id, id), reachableBooks(userId)));
  if (!book) return null;
  const items = await db
    .select(contentColumns)
    .from(cookbookRecipes)
    .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
    .where(and(eq(cookbookRecipes.cookbookId, id), visibleTo(userId)))
    .orderBy(desc(cookbookRecipes.addedAt), asc(recipes.id));
  const [filed] = await db.select({ n: count() }).from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, id));
  // Recipes filed here that their authors have made private: counted, never printed.
  return { ...book, recipes: items, unavailable: filed!.n - items.length };
}

export type CookbookExport = NonNullable<Awaited<ReturnType<typeof getCookbookForExport>>>;
