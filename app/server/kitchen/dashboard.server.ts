/** The dashboard's numbers and picks, all from the user's recorded activity. */
import { and, asc, gte, lt, max, min, sql, type SQL } from "drizzle-orm";
import { dayKey, preferenceTags, suggestionTarget } from "~/domain/kitchen/dashboard";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { withShownRating } from "~/domain/recipes/ratings";
import { cookbooks, cookedRecipes, ingredientLists, recentlyViewed, recipes, savedRecipes, users } from "../db/schema";
import { rowsOf, type Db } from "../db/client.server";
import { accountStats } from "../accounts/account.server";
import { cookingStats } from "../recipes/cooked.server";
import { cardColumns, userRecipeCards } from "../recipes/recipes.server";
import { visibleTo } from "../recipes/visibility.server";

export async function dashboardStats(db: Db, userId: string) {
  const [counts, cooking, activeRows] = await Promise.all([
    accountStats(db, userId),
    cookingStats(db, userId),
    // Days active: distinct days (UTC) on which the user signed up, saved, filed, cooked, viewed or listed something.
    db.execute(sql`
      select count(distinct (t at time zone 'UTC')::date)::int as days from (
        select ${users.createdAt} as t from ${users} where ${users.id} = ${userId}
        union all select ${savedRecipes.createdAt} from ${savedRecipes} where ${savedRecipes.userId} = ${userId}
        union all select ${cookbooks.createdAt} from ${cookbooks} where ${cookbooks.userId} = ${userId}
        union all select ${cookedRecipes.cookedAt} from ${cookedRecipes} where ${cookedRecipes.userId} = ${userId}
        union all select ${recentlyViewed.viewedAt} from ${recentlyViewed} where ${recentlyViewed.userId} = ${userId}
        union all select ${ingredientLists.createdAt} from ${ingredientLists} where ${ingredientLists.userId} = ${userId}
      ) activity`),
  ]);
  const [{ days }] = rowsOf<{ days: number }>(activeRows);
  return { ...counts, successRate: cooking.successRate, daysActive: Number(days) };
}

export function recentlyViewedRecipes(db: Db, userId: string, limit = 3): Promise<RecipeSummary[]> {
  return userRecipeCards(db, userId, { table: recentlyViewed, order: recentlyViewed.viewedAt }, limit);
}

/** The first recipe the viewer may see (and matching `where`) from `target` on, wrapping round to the lowest id. */
async function firstFrom(db: Db, viewerId: string, where: SQL | undefined, target: number): Promise<RecipeSummary | null> {
  for (const side of [gte(recipes.id, target), lt(recipes.id, target)]) {
    const [row] = await db
      .select(cardColumns)
      .from(recipes)
      .where(and(visibleTo(viewerId), where, side))
      .orderBy(asc(recipes.id))
      .limit(1);
    if (row) return withShownRating(row);
  }
  return null;
}

/**
 * A recipe for today: the same all day, a different one tomorrow. In order of preference: one of
 * the user's saved recipes that fits their dietary preferences, any catalog recipe that fits them,
 * one of their saved recipes, then any recipe they may see.
 */
export async function suggestionOfTheDay(
  db: Db,
  userId: string,
  preferences: readonly string[],
  now = new Date(),
): Promise<RecipeSummary | null> {
  const [range] = await db.select({ lo: min(recipes.id), hi: max(recipes.id) }).from(recipes);
  if (range.lo === null || range.hi === null) return null;
  const target = suggestionTarget(range.lo, range.hi, userId, dayKey(now));
  const tags = preferenceTags(preferences);
  const saved = sql`exists (select 1 from ${savedRecipes} where ${savedRecipes.userId} = ${userId} and ${savedRecipes.recipeId} = ${recipes.id})`;
  const fits = sql`${recipes.tags} && ${sql.param(tags)}::text[]`;
  // Each within what the cook may see (never someone else's private recipe).
  const choices: (SQL | undefined)[] = [...(tags.length > 0 ? [and(saved, fits), fits] : []), saved, undefined];
  for (const where of choices) {
    const pick = await firstFrom(db, userId, where, target);
    if (pick) return pick;
  }
  return null;
}
