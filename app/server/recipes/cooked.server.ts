/**
 * The cooking log (recipes a user finished in cook mode or marked "I made this"; one finish is one
 * cook, see isNewCook) and ratings (one per user per recipe). A user's log and ratings are theirs:
 * another user's cook is "not found". Only recipes the user may see can be logged or rated.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { isNewCook } from "~/domain/cooking/cook-mode";
import { COOK_MESSAGES } from "~/domain/messages/cooking";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { shownRating, successRate, type ShownRating } from "~/domain/recipes/ratings";
import type { RateCookInput } from "~/domain/validation/cooking";
import type { Db } from "../db/client.server";
import { preparedQuery } from "../db/prepared.server";
import { cookedRecipes, profiles, recipeRatings, recipes } from "../db/schema";
import { visibleTo } from "./visibility.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function visibleRecipe(tx: Db | Tx, userId: string, recipeId: number) {
  const [recipe] = await tx
    .select({ cookTime: recipes.cookTime })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(userId)));
  return recipe ?? null;
}

/**
 * Logs that the user cooked the recipe and gives the cook's id, or the id of the cook already
 * logged when this is the same cook (closed again soon after). 404 for a recipe the user cannot see.
 * The user's profile row is locked so two finishes at the same moment log one cook.
 */
export async function logCook(db: Db, userId: string, input: { recipeId: number }): Promise<Outcome<{ cookId: string }>> {
  return db.transaction(async (tx) => {
    const recipe = await visibleRecipe(tx, userId, input.recipeId);
    if (!recipe) return fail(404, RECIPE_MESSAGES.notFound);
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const [last] = await tx
      .select({ id: cookedRecipes.id, cookedAt: cookedRecipes.cookedAt })
      .from(cookedRecipes)
      .where(and(eq(cookedRecipes.userId, userId), eq(cookedRecipes.recipeId, input.recipeId)))
      .orderBy(desc(cookedRecipes.cookedAt))
      .limit(1);
    const now = new Date();
    if (last && !isNewCook(last.cookedAt, now, recipe.cookTime)) return succeed({ cookId: last.id }, COOK_MESSAGES.logged);
    const [row] = await tx
      .insert(cookedRecipes)
      .values({ userId, recipeId: input.recipeId, cookedAt: now })
      .returning({ id: cookedRecipes.id });
    return succeed({ cookId: row.id }, COOK_MESSAGES.logged);
  });
}

/**
 * The answers after a cook, each skippable: the user's rating of the recipe (one per user and
 * recipe, replaced when given again) and whether that cook turned out well.
 */
export async function rateCook(db: Db, userId: string, input: RateCookInput): Promise<Outcome<{ rating: number | null }>> {
  return db.transaction(async (tx) => {
    if (!(await visibleRecipe(tx, userId, input.recipeId))) return fail(404, RECIPE_MESSAGES.notFound);
    if (input.cookId !== undefined) {
      const updated = await tx
        .update(cookedRecipes)
        .set({ turnedOutWell: input.turnedOutWell })
        .where(
          and(eq(cookedRecipes.id, input.cookId), eq(cookedRecipes.userId, userId), eq(cookedRecipes.recipeId, input.recipeId)),
        )
        .returning({ id: cookedRecipes.id });
      if (updated.length === 0) return fail(404, COOK_MESSAGES.cookNotFound);
    }
    if (input.rating !== undefined) {
      const now = new Date();
      await tx
        .insert(recipeRatings)
        .values({ userId, recipeId: input.recipeId, rating: input.rating, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [recipeRatings.userId, recipeRatings.recipeId],
          set: { rating: input.rating, updatedAt: now },
        });
    }
    return succeed({ rating: input.rating ?? null }, COOK_MESSAGES.rated);
  });
}

/**
 * A recipe's shown rating (its users' ratings with the seeded rating as priors), from the totals the
 * triggers on recipe_ratings keep on the recipe; null for a recipe that does not exist.
 */
export async function recipeRating(db: Db, recipeId: number): Promise<ShownRating | null> {
  const [row] = await db
    .select({ seeded: recipes.rating, userSum: recipes.ratingsSum, userCount: recipes.ratingsCount })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  return row ? shownRating(row) : null;
}

const userRatingQuery = preparedQuery((db) =>
  db
    .select({ rating: recipeRatings.rating })
    .from(recipeRatings)
    .where(and(eq(recipeRatings.userId, sql.placeholder("userId")), eq(recipeRatings.recipeId, sql.placeholder("recipeId"))))
    .prepare("user_rating"),
);

/** The user's own rating of the recipe, or null. */
/** The cook's own rating of a recipe they may see ({ rating: null } when they have not rated it); null when they may not see it. */
export async function ratingOf(db: Db, userId: string, recipeId: number): Promise<{ rating: number | null } | null> {
  if (!(await visibleRecipe(db, userId, recipeId))) return null;
  return { rating: await userRating(db, userId, recipeId) };
}

export async function userRating(db: Db, userId: string, recipeId: number): Promise<number | null> {
  const [row] = await userRatingQuery(db).execute({ userId, recipeId });
  return row?.rating ?? null;
}

export interface CookingLogEntry {
  cookId: string;
  recipeId: number;
  title: string;
  cookedAt: Date;
  turnedOutWell: boolean | null;
  rating: number | null;
}

/** The user's cooking log, most recent first, with their current rating of each recipe. */
export function cookingLog(db: Db, userId: string, limit = 50): Promise<CookingLogEntry[]> {
  return db
    .select({
      cookId: cookedRecipes.id,
      recipeId: cookedRecipes.recipeId,
      title: recipes.title,
      cookedAt: cookedRecipes.cookedAt,
      turnedOutWell: cookedRecipes.turnedOutWell,
      rating: recipeRatings.rating,
    })
    .from(cookedRecipes)
    .innerJoin(recipes, eq(recipes.id, cookedRecipes.recipeId))
    .leftJoin(recipeRatings, and(eq(recipeRatings.userId, userId), eq(recipeRatings.recipeId, cookedRecipes.recipeId)))
    .where(and(eq(cookedRecipes.userId, userId), visibleTo(userId)))
    .orderBy(desc(cookedRecipes.cookedAt))
    .limit(limit);
}

/** The dashboard's cooking figures: cooks logged and the success rate of those answered. */
export async function cookingStats(db: Db, userId: string): Promise<{ cooked: number; successRate: number | null }> {
  const [row] = await db
    .select({
      cooked: count(),
      answered: count(cookedRecipes.turnedOutWell),
      well: sql<number>`count(*) filter (where ${cookedRecipes.turnedOutWell})`.mapWith(Number),
    })
    .from(cookedRecipes)
    .where(eq(cookedRecipes.userId, userId));
  return { cooked: row.cooked, successRate: successRate(row.well, row.answered) };
}
