/** Recipes the user finished in cook mode: one finish is one cook (see isNewCook). */
import { and, desc, eq } from "drizzle-orm";
import { visibleTo } from "./recipes.server";
import { isNewCook } from "~/domain/cook-mode";
import type { Db } from "../db/client.server";
import { cookedRecipes, profiles, recipes } from "../db/schema";

/**
 * Records that the user finished the recipe, unless this is the same cook as the last one recorded
 * (closed again soon after). False when the recipe does not exist or is someone else's private recipe. The user's profile row is
 * locked so two closes at the same moment record one cook.
 */
export async function recordCooked(db: Db, userId: string, recipeId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({ cookTime: recipes.cookTime })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), visibleTo(userId)));
    if (!recipe) return false;
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const [last] = await tx
      .select({ cookedAt: cookedRecipes.cookedAt })
      .from(cookedRecipes)
      .where(and(eq(cookedRecipes.userId, userId), eq(cookedRecipes.recipeId, recipeId)))
      .orderBy(desc(cookedRecipes.cookedAt))
      .limit(1);
    const now = new Date();
    if (isNewCook(last?.cookedAt ?? null, now, recipe.cookTime))
      await tx.insert(cookedRecipes).values({ userId, recipeId, cookedAt: now });
    return true;
  });
}
