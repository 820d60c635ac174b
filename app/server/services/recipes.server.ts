/** Reading the recipe catalog. */
import { asc, desc, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { RecipeSummary } from "~/domain/recipe";
import { isRecipeVisibleTo } from "~/domain/recipe-visibility";
import type { IngredientAmount } from "~/domain/scaling";
import type { Db } from "../db/client.server";
import { ingredients, recentlyViewed, recipeIngredients, recipes, type savedRecipes } from "../db/schema";

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

/** A table that links a user to recipes (saved, recently viewed), newest link first. */
interface UserRecipeLink {
  table: typeof savedRecipes | typeof recentlyViewed;
  order: AnyPgColumn;
}

/** Card rows for the recipes a user is linked to through `link.table`, newest first. */
export function userRecipeCards(db: Db, userId: string, link: UserRecipeLink, limit: number): Promise<RecipeSummary[]> {
  return db
    .select(cardColumns)
    .from(link.table)
    .innerJoin(recipes, eq(recipes.id, link.table.recipeId))
    .where(eq(link.table.userId, userId))
    .orderBy(desc(link.order))
    .limit(limit);
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

/**
 * The recipe's parsed ingredient rows in order (amount, range maximum, unit, name, notes): what
 * scaling, unit conversion and the shopping list work from. Empty for a recipe not parsed yet.
 */
export function listRecipeIngredients(db: Db, recipeId: number): Promise<IngredientAmount[]> {
  return db
    .select({
      quantity: recipeIngredients.quantity,
      quantityMax: recipeIngredients.quantityMax,
      unit: recipeIngredients.unit,
      name: ingredients.name,
      notes: recipeIngredients.notes,
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.displayOrder));
}

/** The recipe's title when the viewer may see it (the one visibility rule), else null. */
export async function getVisibleRecipeTitle(db: Db, recipeId: number, viewerId: string | null): Promise<string | null> {
  const [row] = await db
    .select({ title: recipes.title, userId: recipes.userId, isPublic: recipes.isPublic })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  return row && isRecipeVisibleTo(row, viewerId) ? row.title : null;
}
