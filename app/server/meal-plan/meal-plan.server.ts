/**
 * The meal plan of a kitchen (the cook's own, or their household's: app/server/households/kitchen.server.ts);
 * every query names the kitchen with `inKitchen`, every write checks kitchenWriteRefusal first and
 * calls kitchenChanged after. How far ahead (and back) a kitchen may plan is answered by
 * app/domain/plans.ts (canPlanWeek) for the kitchen's plan; "today" is the caller's, in the cook's
 * own time zone. Recipes are read through the visibility rule as the cook asking sees them.
 */
import { and, asc, between, eq, inArray, type SQL } from "drizzle-orm";
import { FORMER_MEMBER } from "~/domain/households/household";
import type { MealType } from "~/domain/meal-plan/meal-plan";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { canPlanWeek, mealPlanningLevel } from "~/domain/plans";
import type { MealEntryAdd } from "~/domain/validation/meal-plan";
import { addDays, weeksBetween, weekStartOf } from "~/domain/meal-plan/week";
import type { Db } from "../db/client.server";
import { mealPlanEntries, recipes, users } from "../db/schema";
import { isUuid } from "../db/ids";
import { isVisibleTo, visibleTo } from "../recipes/visibility.server";
import { kitchenWriteRefusal } from "../auth/entitlements.server";
import { inKitchen, kitchenChanged, kitchenRow, type Kitchen } from "../households/kitchen.server";

/** Who plans: the kitchen (its plan decides which weeks). */
export type PlanUser = Pick<Kitchen, "id" | "planId">;

export interface MealEntryView {
  id: string;
  date: string;
  mealType: MealType;
  note: string | null;
  servings: number | null;
  recipe: { id: number; title: string; imageUrl: string | null; servings: number; cookTime: number } | null;
  /** A recipe was planned that the cook can no longer see (its author made it private): shown as such, never its content. */
  unavailable: boolean;
  /** In a household: the member who added the entry (FORMER_MEMBER once their account is gone); null in a personal plan. */
  addedBy: string | null;
}

/** The entries of the week starting at `weekStart` (a Monday), in the order they were added. */
export async function listWeek(db: Db, kitchen: Kitchen, weekStart: string): Promise<MealEntryView[]> {
  return listDays(db, kitchen, weekStart, addDays(weekStart, 6));
}

export async function listDays(db: Db, kitchen: Kitchen, from: string, to: string): Promise<MealEntryView[]> {
  return entryViews(db, kitchen, between(mealPlanEntries.date, from, to));
}

/** One entry of the kitchen's plan, as its week shows it; null when it is not in this kitchen's plan. */
export async function getMealEntry(db: Db, kitchen: Kitchen, entryId: string): Promise<MealEntryView | null> {
  if (!isUuid(entryId)) return null;
  const [entry] = await entryViews(db, kitchen, eq(mealPlanEntries.id, entryId));
  return entry ?? null;
}

async function entryViews(db: Db, kitchen: Kitchen, where: SQL): Promise<MealEntryView[]> {
  const rows = await db
    .select({
      id: mealPlanEntries.id,
      date: mealPlanEntries.date,
      mealType: mealPlanEntries.mealType,
      note: mealPlanEntries.note,
      servings: mealPlanEntries.servings,
      recipeId: mealPlanEntries.recipeId,
      visible: isVisibleTo(kitchen.id),
      title: recipes.title,
      imageUrl: recipes.imageUrl,
      recipeServings: recipes.servings,
      cookTime: recipes.cookTime,
      addedBy: users.name,
    })
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .leftJoin(users, eq(users.id, mealPlanEntries.userId))
    .where(and(inKitchen(kitchen, mealPlanEntries), where))
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
    addedBy: kitchen.householdId ? (r.addedBy ?? FORMER_MEMBER) : null,
  }));
}

function weekAllowed(user: PlanUser, today: string, day: string): boolean {
  return canPlanWeek(user.planId, weeksBetween(today, day));
}

export async function addMealEntry(db: Db, user: Kitchen, input: MealEntryAdd, today: string): Promise<Outcome<{ id: string }>> {
  const refused = kitchenWriteRefusal(user);
  if (refused) return refused;
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
      ...kitchenRow(user),
      recipeId: input.recipeId ?? null,
      date: input.date,
      mealType: input.mealType,
      servings,
      note: input.recipeId === undefined ? input.note! : input.note || null,
    })
    .returning({ id: mealPlanEntries.id });
  kitchenChanged(db, user, "meal_plan");
  return succeed({ id: row!.id }, MEAL_PLAN_MESSAGES.added);
}

export async function moveMealEntry(
  db: Db,
  user: Kitchen,
  input: { entryId: string; date: string; mealType: MealType },
  today: string,
): Promise<Outcome> {
  if (!isUuid(input.entryId)) return fail(404, MEAL_PLAN_MESSAGES.notFound);
  const refused = kitchenWriteRefusal(user);
  if (refused) return (await entryExists(db, user, input.entryId)) ? refused : fail(404, MEAL_PLAN_MESSAGES.notFound);
  if (!weekAllowed(user, today, input.date)) return fail(403, MEAL_PLAN_MESSAGES.weekLocked);
  const moved = await db
    .update(mealPlanEntries)
    .set({ date: input.date, mealType: input.mealType })
    .where(and(eq(mealPlanEntries.id, input.entryId), inKitchen(user, mealPlanEntries)))
    .returning({ id: mealPlanEntries.id });
  if (moved.length === 0) return fail(404, MEAL_PLAN_MESSAGES.notFound);
  kitchenChanged(db, user, "meal_plan");
  return succeed(undefined, MEAL_PLAN_MESSAGES.moved);
}

/** Whether the kitchen holds this entry (a refusal names a lapsed household only to its members' own entries). */
async function entryExists(db: Db, kitchen: Kitchen, entryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mealPlanEntries.id })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, entryId), inKitchen(kitchen, mealPlanEntries)));
  return Boolean(row);
}

export async function removeMealEntry(db: Db, kitchen: Kitchen, { entryId }: { entryId: string }): Promise<Outcome> {
  if (!isUuid(entryId)) return fail(404, MEAL_PLAN_MESSAGES.notFound);
  const refused = kitchenWriteRefusal(kitchen);
  if (refused) return (await entryExists(db, kitchen, entryId)) ? refused : fail(404, MEAL_PLAN_MESSAGES.notFound);
  const removed = await db
    .delete(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, entryId), inKitchen(kitchen, mealPlanEntries)))
    .returning({ id: mealPlanEntries.id });
  if (removed.length === 0) return fail(404, MEAL_PLAN_MESSAGES.notFound);
  kitchenChanged(db, kitchen, "meal_plan");
  return succeed(undefined, MEAL_PLAN_MESSAGES.removed);
}

/** Copies every entry of the week of `from` to the same weekday and meal of the week of `to` (full planning only). */
export async function copyWeek(db: Db, user: Kitchen, input: { from: string; to: string }): Promise<Outcome<{ copied: number }>> {
  const refused = kitchenWriteRefusal(user);
  if (refused) return refused;
  if (mealPlanningLevel(user.planId) !== "full") return fail(403, MEAL_PLAN_MESSAGES.copyLocked);
  const from = weekStartOf(input.from);
  const to = weekStartOf(input.to);
  const offset = weeksBetween(from, to) * 7;
  if (offset === 0) return fail(400, MEAL_PLAN_MESSAGES.copyFailed);
  const source = await db
    .select()
    .from(mealPlanEntries)
    .where(and(inKitchen(user, mealPlanEntries), between(mealPlanEntries.date, from, addDays(from, 6))))
    .orderBy(asc(mealPlanEntries.createdAt));
  if (source.length === 0) return fail(400, MEAL_PLAN_MESSAGES.copyEmpty);
  await db.insert(mealPlanEntries).values(
    source.map((e) => ({
      ...kitchenRow(user),
      recipeId: e.recipeId,
      date: addDays(e.date, offset),
      mealType: e.mealType,
      servings: e.servings,
      note: e.note,
    })),
  );
  kitchenChanged(db, user, "meal_plan");
  return succeed({ copied: source.length }, MEAL_PLAN_MESSAGES.weekCopied);
}

/** The recipe entries of a week that the cook may still see, with the planned servings (for the shopping list). */
export async function plannedRecipes(db: Db, kitchen: Kitchen, weekStart: string) {
  return db
    .select({ recipeId: recipes.id, servings: mealPlanEntries.servings })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        inKitchen(kitchen, mealPlanEntries),
        visibleTo(kitchen.id),
        between(mealPlanEntries.date, weekStart, addDays(weekStart, 6)),
        inArray(mealPlanEntries.mealType, ["breakfast", "lunch", "dinner", "snack"]),
      ),
    );
}
