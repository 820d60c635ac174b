/** Recipes the user finished in cook mode. */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { cookedRecipes, recipes } from "../db/schema";

export async function recordCooked(db: Db, userId: string, recipeId: number): Promise<boolean> {
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId));
  if (!recipe) return false;
  await db.insert(cookedRecipes).values({ userId, recipeId });
  return true;
}
