/**
 * Cookbooks: every read and write names the owner in the query itself, so another user's cookbook
 * is indistinguishable from one that does not exist.
 */
import { and, asc, avg, count, desc, eq, inArray, sql } from "drizzle-orm";
import { COOKBOOK_MESSAGES, RECIPE_MESSAGES, recipesAddedMessage } from "~/domain/messages";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { isWithinLimit, limitFor, UNLIMITED, type PlanId } from "~/domain/plans";
import { averageRating, withShownRating } from "~/domain/recipes/ratings";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { COOKBOOK_ADD_MAX, type CookbookInput, type CookbookUpdate } from "~/domain/validation/kitchen";
import { rowsOf, type Db } from "../db/client.server";
import { preparedQuery } from "../db/prepared.server";
import { lockedPlan } from "../billing/plan-lock.server";
import { cookbookRecipes, cookbooks, profiles, recipes } from "../db/schema";
import { isUuid } from "../db/ids";
import { cardColumns, contentColumns } from "../recipes/recipes.server";
import { isVisibleTo, visibleTo } from "../recipes/visibility.server";
import { findAllRecipeIdsByIngredients } from "../recipes/ingredient-index.server";

export type Cookbook = typeof cookbooks.$inferSelect;

export interface CookbookOverview extends Cookbook {
  recipeCount: number;
  /** The first few recipes, for the preview. */
  preview: RecipeSummary[];
}

const PREVIEW_SIZE = 6;

export async function listCookbooks(db: Db, userId: string): Promise<CookbookOverview[]> {
  const books = await db
    .select()
    .from(cookbooks)
    .where(eq(cookbooks.userId, userId))
    .orderBy(desc(cookbooks.createdAt), desc(cookbooks.id));
  if (books.length === 0) return [];
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

export async function getCookbook(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return null;
  const [book] = await db
    .select()
    .from(cookbooks)
    .where(and(eq(cookbooks.id, id), eq(cookbooks.userId, userId)));
  if (!book) return null;
  const rows = await db
    .select({ ...cardColumns, addedAt: cookbookRecipes.addedAt, visible: isVisibleTo(userId) })
    .from(cookbookRecipes)
    .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
    .where(eq(cookbookRecipes.cookbookId, id))
    .orderBy(desc(cookbookRecipes.addedAt), asc(recipes.id));
  const items = rows.filter((r) => r.visible).map(({ visible: _v, ...row }) => withShownRating(row));
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
      const [{ n }] = await tx.select({ n: count() }).from(cookbooks).where(eq(cookbooks.userId, userId));
      if (!isWithinLimit(planId, "cookbooks", n)) return fail(403, COOKBOOK_MESSAGES.limitReached);
    }
    const [book] = await tx
      .insert(cookbooks)
      .values({ userId, ...input })
      .returning();
    return succeed(book, COOKBOOK_MESSAGES.created);
  });
}

export async function updateCookbook(db: Db, userId: string, input: CookbookUpdate): Promise<Outcome> {
  const { cookbookId, ...details } = input;
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const updated = await db
    .update(cookbooks)
    .set(details)
    .where(and(eq(cookbooks.id, cookbookId), eq(cookbooks.userId, userId)))
    .returning({ id: cookbooks.id });
  return updated.length ? succeed(undefined, COOKBOOK_MESSAGES.updated) : fail(404, COOKBOOK_MESSAGES.notFound);
}

export async function deleteCookbook(db: Db, userId: string, { cookbookId }: { cookbookId: string }): Promise<Outcome> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const deleted = await db
    .delete(cookbooks)
    .where(and(eq(cookbooks.id, cookbookId), eq(cookbooks.userId, userId)))
    .returning({ id: cookbooks.id });
  return deleted.length ? succeed(undefined, COOKBOOK_MESSAGES.deleted) : fail(404, COOKBOOK_MESSAGES.notFound);
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
  userId: string,
  { cookbookId, recipeIds }: { cookbookId: string; recipeIds: readonly number[] },
): Promise<Outcome<RecipesAdded>> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const unique = [...new Set(recipeIds)].filter((r) => Number.isInteger(r) && r > 0);
  if (unique.length === 0) {
    const [book] = await db
      .select({ id: cookbooks.id })
      .from(cookbooks)
      .where(and(eq(cookbooks.id, cookbookId), eq(cookbooks.userId, userId)));
    return fail(book ? 400 : 404, book ? COOKBOOK_MESSAGES.addFailed : COOKBOOK_MESSAGES.notFound);
  }
  // One statement, so one step with no transaction to hold open: the cook's own book (locked, so a
  // delete waits), the recipes this cook may see, those of them not in the book yet added, and the
  // book's "updated" time set only when something was added.
  const [found] = rowsOf<{ name: string | null; visible: number; added: number }>(
    await db.execute(sql`
      with book as (
        select ${cookbooks.id} as id, ${cookbooks.name} as name from ${cookbooks}
        where ${cookbooks.id} = ${cookbookId}::uuid and ${cookbooks.userId} = ${userId}
        for update
      ), visible as (
        select ${recipes.id} as id from ${recipes} where ${and(inArray(recipes.id, unique), visibleTo(userId))}
      ), added as (
        insert into cookbook_recipes (cookbook_id, recipe_id)
        select book.id, visible.id from book, visible
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
  return succeed(result, message);
}

/**
 * The finder's Add to Cookbook: every recipe found for these ingredients, across all pages, best
 * match first (at most COOKBOOK_ADD_MAX), added as Add to Cookbook adds the ones it names.
 */
export async function addFoundRecipesToCookbook(
  db: Db,
  userId: string,
  { cookbookId, ingredients }: { cookbookId: string; ingredients: readonly string[] },
): Promise<Outcome<RecipesAdded>> {
  const recipeIds = await findAllRecipeIdsByIngredients(db, ingredients, { viewerId: userId }, COOKBOOK_ADD_MAX);
  return addRecipesToCookbook(db, userId, { cookbookId, recipeIds });
}

export async function removeRecipeFromCookbook(
  db: Db,
  userId: string,
  { cookbookId, recipeId }: { cookbookId: string; recipeId: number },
): Promise<Outcome> {
  if (!isUuid(cookbookId)) return fail(404, COOKBOOK_MESSAGES.notFound);
  const removed = await db
    .delete(cookbookRecipes)
    .where(
      and(
        eq(cookbookRecipes.cookbookId, cookbookId),
        eq(cookbookRecipes.recipeId, recipeId),
        sql`exists (select 1 from ${cookbooks} where ${cookbooks.id} = ${cookbookId} and ${cookbooks.userId} = ${userId})`,
      ),
    )
    .returning({ recipeId: cookbookRecipes.recipeId });
  if (removed.length) return succeed(undefined, COOKBOOK_MESSAGES.recipeRemoved);
  // Nothing removed: say whether the cookbook is missing (not the user's) or only the recipe is not in it.
  const [own] = await db
    .select({ id: cookbooks.id })
    .from(cookbooks)
    .where(and(eq(cookbooks.id, cookbookId), eq(cookbooks.userId, userId)));
  return fail(404, own ? COOKBOOK_MESSAGES.removeFailed : COOKBOOK_MESSAGES.notFound);
}

const cookbookNamesQuery = preparedQuery((db) =>
  db
    .select({ id: cookbooks.id, name: cookbooks.name, color: cookbooks.color })
    .from(cookbooks)
    .where(eq(cookbooks.userId, sql.placeholder("userId")))
    .orderBy(desc(cookbooks.createdAt))
    .prepare("cookbook_names"),
);

/** The user's cookbooks as a short list for pickers (Add to Cookbook). */
export function listCookbookNames(db: Db, userId: string) {
  return cookbookNamesQuery(db).execute({ userId });
}

/** Everything the printed book needs, in the manage page's order (newest addition first); null unless the user's. */
export async function getCookbookForExport(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return null;
  const [book] = await db
    .select({
      id: cookbooks.id,
      name: cookbooks.name,
      description: cookbooks.description,
      color: cookbooks.color,
      ownerName: profiles.name,
    })
    .from(cookbooks)
    .innerJoin(profiles, eq(profiles.id, cookbooks.userId))
    .where(and(eq(cookbooks.id, id), eq(cookbooks.userId, userId)));
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
