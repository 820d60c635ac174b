/** Reading the recipe catalog. */
import { desc, eq } from "drizzle-orm";
import type { RecipeSummary } from "~/domain/recipe";
import type { Db } from "../db/client.server";
import { recentlyViewed, recipes } from "../db/schema";

export const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  cookTime: recipes.cookTime,
  difficulty: recipes.difficulty,
  tags: recipes.tags,
  rating: recipes.rating,
  isPremium: recipes.isPremium,
};

/** The newest recipes (the landing page's featured three). */
export function listNewestRecipes(db: Db, limit: number): Promise<RecipeSummary[]> {
  return db.select(cardColumns).from(recipes).orderBy(desc(recipes.createdAt), desc(recipes.id)).limit(limit);
}

const detailColumns = {
  ...cardColumns,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  author: recipes.author,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

export async function getRecipe(db: Db, id: number) {
  const [row] = await db.select(detailColumns).from(recipes).where(eq(recipes.id, id)).limit(1);
  return row ?? null;
}

/** Remembers that the user looked at the recipe (the dashboard's "recently viewed"). */
export async function recordView(db: Db, userId: string, recipeId: number): Promise<void> {
  const viewedAt = new Date();
  await db
    .insert(recentlyViewed)
    .values({ userId, recipeId, viewedAt })
    .onConflictDoUpdate({ target: [recentlyViewed.userId, recentlyViewed.recipeId], set: { viewedAt } });
}

/** A recipe id from a URL segment, or null when it cannot be one. */
export { parseRecipeId } from "~/domain/validation/recipe-id";
