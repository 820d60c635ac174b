/** Saving recipes, within the limit of the user's own plan. */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { bulkSaveMessage, RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { limitFor, UNLIMITED, type PlanId } from "~/domain/plans";
import { rowsOf, type Db } from "../db/client.server";
import { isAnyOf, preparedQuery } from "../db/prepared.server";
import { lockedPlan } from "../billing/plan-lock.server";
import { recipes, savedRecipes } from "../db/schema";
import { visibleTo } from "../recipes/visibility.server";
import { findAllRecipeIdsByIngredients } from "../recipes/ingredient-index.server";

/**
 * How many more recipes the user may save: the plan's limit minus what is saved, read with the
 * profile row locked so two saves at once cannot both slip under it. Single and bulk saving both
 * ask this one function. Null when the user has no profile.
 */
async function roomToSave(tx: Db, userId: string): Promise<number | null> {
  const planId = await lockedPlan(tx, userId);
  if (!planId) return null;
  const limit = limitFor(planId, "savedRecipes");
  if (limit === UNLIMITED) return Number.POSITIVE_INFINITY;
  const [{ n }] = await tx.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
  return Math.max(0, limit - n);
}

/**
 * Saves a recipe for the user; the primary key refuses a second save of one recipe.
 *
 * `planAtStart` is the plan the request read when it began (the session's, read per request). When
 * that plan has no limit on saved recipes there is nothing to count, so the save takes no account
 * lock: one statement, no transaction (decision 030). Otherwise the limit is checked under the lock.
 */
export async function saveRecipe(
  db: Db,
  userId: string,
  { recipeId }: { recipeId: number },
  planAtStart?: PlanId,
): Promise<Outcome> {
  if (planAtStart && limitFor(planAtStart, "savedRecipes") === UNLIMITED) return saveWithoutLimit(db, userId, recipeId);
  return db.transaction(async (tx) => {
    const room = await roomToSave(tx, userId);
    if (room === null) return fail(404, RECIPE_MESSAGES.saveFailed);
    const refused = await whyNotSaved(tx, userId, recipeId);
    if (refused) return refused;
    if (room < 1) return fail(403, RECIPE_MESSAGES.limitReached);
    await tx.insert(savedRecipes).values({ userId, recipeId });
    return succeed(undefined, RECIPE_MESSAGES.saved);
  });
}

/** A save with no limit to check: the recipe is saved if the cook may see it and has not saved it. */
async function saveWithoutLimit(db: Db, userId: string, recipeId: number): Promise<Outcome> {
  const inserted = rowsOf<{ recipe_id: number }>(
    await db.execute(sql`
      insert into ${savedRecipes} (user_id, recipe_id)
      select ${userId}, ${recipes.id} from ${recipes} where ${and(eq(recipes.id, recipeId), visibleTo(userId))}
      on conflict do nothing
      returning recipe_id`),
  );
  if (inserted.length) return succeed(undefined, RECIPE_MESSAGES.saved);
  return (await whyNotSaved(db, userId, recipeId)) ?? fail(409, RECIPE_MESSAGES.alreadySaved);
}

/**
 * Why this recipe cannot be saved, in one statement: the cook may not see it (404) or has saved it
 * already (409). Null when it can be saved.
 */
async function whyNotSaved(db: Db, userId: string, recipeId: number): Promise<Outcome | null> {
  const [recipe] = await db
    .select({ id: recipes.id, savedAlready: savedRecipes.recipeId })
    .from(recipes)
    .leftJoin(savedRecipes, and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipes.id)))
    .where(and(eq(recipes.id, recipeId), visibleTo(userId)));
  if (!recipe) return fail(404, RECIPE_MESSAGES.notFound);
  if (recipe.savedAlready !== null) return fail(409, RECIPE_MESSAGES.alreadySaved);
  return null;
}

const unsaveQuery = preparedQuery((db) =>
  db
    .delete(savedRecipes)
    .where(and(eq(savedRecipes.userId, sql.placeholder("userId")), eq(savedRecipes.recipeId, sql.placeholder("recipeId"))))
    .returning({ id: savedRecipes.recipeId })
    .prepare("unsave_recipe"),
);

export async function unsaveRecipe(db: Db, userId: string, { recipeId }: { recipeId: number }): Promise<Outcome> {
  const removed = await unsaveQuery(db).execute({ userId, recipeId });
  return removed.length ? succeed(undefined, RECIPE_MESSAGES.unsaved) : fail(404, RECIPE_MESSAGES.unsaveFailed);
}

const savedAmongQuery = preparedQuery((db) =>
  db
    .select({ id: savedRecipes.recipeId })
    .from(savedRecipes)
    .where(and(eq(savedRecipes.userId, sql.placeholder("userId")), isAnyOf(savedRecipes.recipeId, "recipeIds")))
    .prepare("saved_among"),
);

/** Which of these recipes the user has saved. */
export async function savedAmong(db: Db, userId: string | null, recipeIds: readonly number[]): Promise<number[]> {
  if (!userId || recipeIds.length === 0) return [];
  const rows = await savedAmongQuery(db).execute({ userId, recipeIds });
  return rows.map((r) => r.id);
}

export interface BulkSaveResult {
  saved: number;
  alreadySaved: number;
  /** Left out because the plan's limit was reached. */
  overLimit: number;
}

/**
 * Saves several recipes at once, as many as the user's plan still allows, in one transaction.
 * Saving none of them because the limit is reached is refused (403); the message counts each part.
 */
export async function saveRecipes(
  db: Db,
  userId: string,
  { recipeIds }: { recipeIds: readonly number[] },
): Promise<Outcome<BulkSaveResult>> {
  const unique = [...new Set(recipeIds)];
  return db.transaction(async (tx) => {
    const room = await roomToSave(tx, userId);
    if (room === null) return fail(404, RECIPE_MESSAGES.saveFailed);
    const existing = unique.length
      ? await tx
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(inArray(recipes.id, unique), visibleTo(userId)))
      : [];
    // None of them exists for this user (unknown ids, or someone else's private recipes).
    if (existing.length === 0) return fail(404, RECIPE_MESSAGES.notFound);
    const already = existing.length
      ? await tx
          .select({ id: savedRecipes.recipeId })
          .from(savedRecipes)
          .where(
            and(
              eq(savedRecipes.userId, userId),
              inArray(
                savedRecipes.recipeId,
                existing.map((r) => r.id),
              ),
            ),
          )
      : [];
    const alreadyIds = new Set(already.map((r) => r.id));
    // In the order asked (the finder's best matches first), so the plan's room goes to those.
    const visible = new Set(existing.map((r) => r.id));
    const candidates = unique.filter((id) => visible.has(id) && !alreadyIds.has(id));
    const toSave = candidates.slice(0, room);
    if (toSave.length)
      await tx
        .insert(savedRecipes)
        .values(toSave.map((recipeId) => ({ userId, recipeId })))
        .onConflictDoNothing();
    const result = { saved: toSave.length, alreadySaved: alreadyIds.size, overLimit: candidates.length - toSave.length };
    if (result.saved === 0 && result.overLimit > 0) return fail(403, bulkSaveMessage(result));
    return succeed(result, bulkSaveMessage(result));
  });
}

/**
 * "Save All Recipes" in the finder: every recipe found for these ingredients, across all pages,
 * best match first, as many as the plan allows (the message says how many did not fit).
 */
export async function saveFoundRecipes(
  db: Db,
  userId: string,
  { ingredients }: { ingredients: readonly string[] },
): Promise<Outcome<BulkSaveResult>> {
  const recipeIds = await findAllRecipeIdsByIngredients(db, ingredients, { viewerId: userId });
  if (recipeIds.length === 0) return fail(404, RECIPE_MESSAGES.notFound);
  return saveRecipes(db, userId, { recipeIds });
}
