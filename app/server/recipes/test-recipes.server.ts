/**
 * Browser tests only (behind ENABLE_TEST_ROUTES): a user's own recipe written straight to the
 * tables, as the recipe form will, so the index tests need no create screen.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { recipes } from "../db/schema";
import { insertRecipes } from "./insert-recipes.server";

export async function createTestRecipe(db: Db, userId: string, input: { title: string; isPublic: boolean }): Promise<number> {
  return db.transaction(async (tx) => {
    const [id] = await insertRecipes(
      tx as unknown as Db,
      [
        {
          title: input.title,
          description: "A recipe written by a browser test.",
          cookTime: 25,
          servings: 2,
          difficulty: "Easy",
          ingredients: ["2 cloves garlic", "1 cup quinoa", "salt to taste"],
          instructions: ["Rinse the quinoa well.", "Simmer everything for twenty minutes."],
          tags: ["test"],
          rating: 0,
          author: "Test Cook",
          isPremium: false,
        },
      ],
      { userId },
    );
    await tx.update(recipes).set({ isPublic: input.isPublic }).where(eq(recipes.id, id));
    return id;
  });
}
