/** Saving recipes, within the limit of the user's own plan. */
import { and, count, eq, inArray } from "drizzle-orm";
import { RECIPE_MESSAGES } from "~/domain/messages";
import { isWithinLimit, limitFor, UNLIMITED } from "~/domain/plans";
import type { Db } from "../db/client.server";
import { lockedPlan } from "./plan-lock.server";
import { recipes, savedRecipes } from "../db/schema";

export type SaveOutcome = { ok: true; message: string } | { ok: false; status: 403 | 404 | 409; message: string };

/**
 * Saves a recipe for the user. The profile row is locked for the check-then-insert, so two saves
 * at once cannot both slip under the limit; the primary key refuses a second save of one recipe.
 */
export async function saveRecipe(db: Db, userId: string, recipeId: number): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const planId = await lockedPlan(tx, userId);
    if (!planId) return { ok: false, status: 404, message: RECIPE_MESSAGES.saveFailed };
    const [recipe] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId));
    if (!recipe) return { ok: false, status: 404, message: RECIPE_MESSAGES.notFound };
    const [existing] = await tx
      .select({ id: savedRecipes.recipeId })
      .from(savedRecipes)
      .where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)));
    if (existing) return { ok: false, status: 409, message: RECIPE_MESSAGES.alreadySaved };
    const [{ n }] = await tx.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
    if (!isWithinLimit(planId, "savedRecipes", n)) return { ok: false, status: 403, message: RECIPE_MESSAGES.limitReached };
    await tx.insert(savedRecipes).values({ userId, recipeId });
    return { ok: true, message: RECIPE_MESSAGES.saved };
  });
}

export async function unsaveRecipe(db: Db, userId: string, recipeId: number): Promise<SaveOutcome> {
  const removed = await db
    .delete(savedRecipes)
    .where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)))
    .returning({ id: savedRecipes.recipeId });
  return removed.length
    ? { ok: true, message: RECIPE_MESSAGES.unsaved }
    : { ok: false, status: 404, message: RECIPE_MESSAGES.unsaveFailed };
}

/** Which of these recipes the user has saved. */
export async function savedAmong(db: Db, userId: string | null, recipeIds: readonly number[]): Promise<number[]> {
  if (!userId || recipeIds.length === 0) return [];
  const rows = await db
    .select({ id: savedRecipes.recipeId })
    .from(savedRecipes)
    .where(and(eq(savedRecipes.userId, userId), inArray(savedRecipes.recipeId, [...recipeIds])));
  return rows.map((r) => r.id);
}

export interface BulkSaveResult {
  saved: number;
  alreadySaved: number;
  /** Left out because the plan's limit was reached. */
  overLimit: number;
}

/** Saves several recipes at once, as many as the user's plan still allows, in one transaction. */
export async function saveRecipes(db: Db, userId: string, recipeIds: readonly number[]): Promise<BulkSaveResult | null> {
  const unique = [...new Set(recipeIds)];
  return db.transaction(async (tx) => {
    const planId = await lockedPlan(tx, userId);
    if (!planId) return null;
    const existing = unique.length ? await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, unique)) : [];
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
    const candidates = existing.map((r) => r.id).filter((id) => !alreadyIds.has(id));
    const [{ n }] = await tx.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
    const limit = limitFor(planId, "savedRecipes");
    const room = limit === UNLIMITED ? candidates.length : Math.max(0, limit - n);
    const toSave = candidates.slice(0, room);
    if (toSave.length)
      await tx
        .insert(savedRecipes)
        .values(toSave.map((recipeId) => ({ userId, recipeId })))
        .onConflictDoNothing();
    return { saved: toSave.length, alreadySaved: alreadyIds.size, overLimit: candidates.length - toSave.length };
  });
}
