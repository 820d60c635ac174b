/**
 * The meal plan: entries owned by one user; every query names the owner. How far ahead (and back)
 * a user may plan is answered by app/domain/plans.ts (canPlanWeek); "today" is the caller's, in the
 * user's own time zone.
 */
import { and, asc, between, eq, inArray } from "drizzle-orm";
import type { MealType } from "~/domain/meal-plan/meal-plan";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { canPlanWeek, mealPlanningLevel, type PlanId } from "~/domain/plans";
import type { MealEntryAdd } from "~/domain/validation/meal-plan";
import { addDays, weeksBetween, weekStartOf } from "~/domain/meal-plan/week";
import type { Db } from "../db/client.server";
import { mealPlanEntries, recipes } from "../db/schema";
import { isUuid } from "../db/ids";
import { isVisibleTo, visibleTo } from "../recipes/visibility.server";

export interface PlanUser {
  id: string;
  planId: PlanId;
}

export interface MealEntryView {
  id: string;
  date: string;
  mealType: MealType;
  note: string | null;
  servings: number | null;
  recipe: { id: number; title: string; imageUrl: string | null; servings: number; cookTime: number } | null;
  /** A recipe was planned that the cook can no longer see (its author made it private): shown as such, never its content. */
  unavailable: boolean;
}

/** The entries of the week starting at `weekStart` (a Monday), in the order they were added. */
export async function listWeek(db: Db, userId: string, weekStart: string): Promise<MealEntryView[]> {
  return listDays(db, userId, weekStart, addDays(weekStart, 6));
}

export async function listDays(db: Db, userId: string, from: string, to: string): Promise<MealEntryView[]> {
  const rows = await db
    .select({
      id: mealPlanEntries.id,
      date: mealPlanEntries.date,
      mealType: mealPlanEntries.mealType,
      note: mealPlanEntries.note,
      servings: mealPlanEntries.servings,
      recipeId: mealPlanEntries.recipeId,
      visible: isVisibleTo(userId),
      title: recipes.title,
      imageUrl: recipes.imageUrl,
      recipeServings: recipes.servings,
      cookTime: recipes.cookTime,
    })
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlanEntries.userId, userId), between(mealPlanEntries.date, from, to)))
    .orderBy(asc(mealPlanEntries.date), asc(mealPlanEntries.createdAt), asc(mealPlanEntries.id));
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    mealType: r.mealType,
    note: r.note,
    servings: r.servings,
    recipe:
      r.recipeId === null || !r.visible
        ? null
        : { id: r.recipeId, title: r.title!, imageUrl: r.imageUrl, servings: r.recipeServings!, cookTime: r.cookTime! },
    unavailable: r.recipeId !== null && !r.visible,
  }));
}

function weekAllowed(user: PlanUser, today: string, day: string): boolean {
  return canPlanWeek(user.planId, weeksBetween(today, day));
}

export async function addMealEntry(db: Db, user: PlanUser, input: MealEntryAdd, today: string): Promise<Outcome<{ id: string }>> {
  if (!weekAllowed(user, today, input.date)) return fail(403, MEAL_PLAN_MESSAGES.weekLocked);
  let servings: number | null = null;
  if (input.recipeId !== undefined) {
    const [recipe] = await db
      .select({ servings: recipes.servings })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), visibleTo(user.id)));
    if (!recipe) return fail(404, MEAL_PLAN_MESSAGES.recipeNotFound);
    servings = input.servings ?? recipe.servings;
  }
  const [row] = await db
    .insert(mealPlanEntries)
    .values({
      userId: user.id,
      recipeId: input.recipeId ?? null,
      date: input.date,
      mealType: input.mealType,
      servings,
      note: input.recipeId === undefined ? input.note! : input.note || null,
    })
    .returning({ id: mealPlanEntries.id });
  return succeed({ id: row!.id }, MEAL_PLAN_MESSAGES.added);
}

export async function moveMealEntry(
  db: Db,
  user: PlanUser,
  input: { entryId: string; date: string; mealType: MealType },
  today: string,
): Promise<Outcome> {
  if (!isUuid(input.entryId)) return fail(404, MEAL_PLAN_MESSAGES.notFound);
  if (!weekAllowed(user, today, input.date)) return fail(403, MEAL_PLAN_MESSAGES.weekLocked);
  const moved = await db
    .update(mealPlanEntries)
    .set({ date: input.date, mealType: input.mealType })
    .where(and(eq(mealPlanEntries.id, input.entryId), eq(mealPlanEntries.userId, user.id)))
    .returning({ id: mealPlanEntries.id });
  return moved.length ? succeed(undefined, MEAL_PLAN_MESSAGES.moved) : fail(404, MEAL_PLAN_MESSAGES.notFound);
}

export async function removeMealEntry(db: Db, userId: string, { entryId }: { entryId: string }): Promise<Outcome> {
  if (!isUuid(entryId)) return fail(404, MEAL_PLAN_MESSAGES.notFound);
  const removed = await db
    .delete(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, entryId), eq(mealPlanEntries.userId, userId)))
    .returning({ id: mealPlanEntries.id });
  return removed.length ? succeed(undefined, MEAL_PLAN_MESSAGES.removed) : fail(404, MEAL_PLAN_MESSAGES.notFound);
}

/** Copies every entry of the week of `from` to the same weekday and meal of the week of `to` (full planning only). */
export async function copyWeek(
  db: Db,
  user: PlanUser,
  input: { from: string; to: string },
): Promise<Outcome<{ copied: number }>> {
  if (mealPlanningLevel(user.planId) !== "full") return fail(403, MEAL_PLAN_MESSAGES.copyLocked);
  const from = weekStartOf(input.from);
  const to = weekStartOf(input.to);
  const offset = weeksBetween(from, to) * 7;
  if (offset === 0) return fail(400, MEAL_PLAN_MESSAGES.copyFailed);
  const source = await db
    .select()
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, user.id), between(mealPlanEntries.date, from, addDays(from, 6))))
    .orderBy(asc(mealPlanEntries.createdAt));
  if (source.length === 0) return fail(400, MEAL_PLAN_MESSAGES.copyEmpty);
  await db.insert(mealPlanEntries).values(
    source.map((e) => ({
      userId: user.id,
      recipeId: e.recipeId,
      date: addDays(e.date, offset),
      mealType: e.mealType,
      servings: e.servings,
      note: e.note,
    })),
  );
  return succeed({ copied: source.length }, MEAL_PLAN_MESSAGES.weekCopied);
}

/** The recipe entries of a week that the cook may still see, with the planned servings (for the shopping list). */
export async function plannedRecipes(db: Db, userId: string, weekStart: string) {
  return db
    .select({ recipeId: recipes.id, servings: mealPlanEntries.servings })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        eq(mealPlanEntries.userId, userId),
        visibleTo(userId),
        between(mealPlanEntries.date, weekStart, addDays(weekStart, 6)),
        inArray(mealPlanEntries.mealType, ["breakfast", "lunch", "dinner", "snack"]),
      ),
    );
}
