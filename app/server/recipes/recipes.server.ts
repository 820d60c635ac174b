/** Reading the recipe catalog. */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { withShownRating } from "~/domain/recipes/ratings";
import type { IngredientAmount } from "~/domain/ingredients/scaling";
import type { Db } from "../db/client.server";
import { preparedQuery } from "../db/prepared.server";
import { ingredients, recentlyViewed, recipeIngredients, recipes, type savedRecipes } from "../db/schema";
import { visibleTo } from "./visibility.server";

/**
 * What a shown rating is made of (app/domain/recipes/ratings.ts): select these and map the row through
 * `withShownRating`, never show `recipes.rating` (the seeded figure) alone.
 */
export const ratingColumns = {
  seededRating: recipes.rating,
  ratingsSum: recipes.ratingsSum,
  ratingsCount: recipes.ratingsCount,
};

/** A card's columns; map the rows through `withShownRating` for a `RecipeSummary`. */
export const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  cookTime: recipes.cookTime,
  difficulty: recipes.difficulty,
  tags: recipes.tags,
  isPremium: recipes.isPremium,
  ...ratingColumns,
};

/** What a recipe says, without its ratings or owner: what a printed book and the edit form show. */
export const contentColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  difficulty: recipes.difficulty,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  ingredientSections: recipes.ingredientSections,
  instructionSections: recipes.instructionSections,
  tags: recipes.tags,
  sourceUrl: recipes.sourceUrl,
};

/** The newest recipes anyone may see (the landing page's featured three). */
export async function listNewestRecipes(db: Db, limit: number): Promise<RecipeSummary[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .where(visibleTo(null))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
  return rows.map(withShownRating);
}

/** A table that links a user to recipes (saved, recently viewed), newest link first. */
interface UserRecipeLink {
  table: typeof savedRecipes | typeof recentlyViewed;
  order: AnyPgColumn;
}

/**
 * Card rows for the recipes a user is linked to through `link.table`, newest first. A recipe its
 * author has made private again (or never shared) is left out for everyone but its author.
 */
export async function userRecipeCards(db: Db, userId: string, link: UserRecipeLink, limit: number): Promise<RecipeSummary[]> {
  const rows = await db
    .select(cardColumns)
    .from(link.table)
    .innerJoin(recipes, eq(recipes.id, link.table.recipeId))
    .where(and(eq(link.table.userId, userId), visibleTo(userId)))
    .orderBy(desc(link.order))
    .limit(limit);
  return rows.map(withShownRating);
}

const detailColumns = {
  ...cardColumns,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  ingredientSections: recipes.ingredientSections,
  instructionSections: recipes.instructionSections,
  author: recipes.author,
  sourceUrl: recipes.sourceUrl,
  userId: recipes.userId,
  isPublic: recipes.isPublic,
  sharedWithHousehold: recipes.sharedWithHousehold,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

const recipeQuery = preparedQuery((db) =>
  db
    .select(detailColumns)
    .from(recipes)
    .where(and(eq(recipes.id, sql.placeholder("id")), visibleTo(sql.placeholder("viewerId"))))
    .limit(1)
    .prepare("recipe_by_id"),
);

/**
 * The recipe, or null when it does not exist or `viewerId` may not see it (someone else's private
 * recipe): every page answers both with the same 404.
 */
export async function getRecipe(db: Db, id: number, viewerId: string | null | undefined) {
  const [row] = await recipeQuery(db).execute({ id, viewerId: viewerId ?? null });
  return row ? withShownRating(row) : null;
}

const recordViewQuery = preparedQuery((db) =>
  db
    .insert(recentlyViewed)
    .values({
      userId: sql.placeholder("userId"),
      recipeId: sql.placeholder("recipeId"),
      // Strictly after the cook's newest view: two views in one millisecond (the clock's step)
      // still come out in the order they were made.
      viewedAt: sql`greatest(${sql.placeholder("viewedAt")}::timestamptz, (
        select max(${recentlyViewed.viewedAt}) + interval '1 microsecond' from ${recentlyViewed}
        where ${recentlyViewed.userId} = ${sql.placeholder("userId")}))`,
    })
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.recipeId],
      // The time just inserted (Drizzle's update set takes no placeholder).
      set: { viewedAt: sql`excluded.${sql.identifier(recentlyViewed.viewedAt.name)}` },
    })
    .prepare("record_view"),
);

/** Remembers that the user looked at the recipe (the dashboard's "recently viewed"). */
export async function recordView(db: Db, userId: string, recipeId: number): Promise<void> {
  await recordViewQuery(db).execute({ userId, recipeId, viewedAt: new Date().toISOString() });
}

const recipeIngredientsQuery = preparedQuery((db) =>
  db
    .select({
      quantity: recipeIngredients.quantity,
      quantityMax: recipeIngredients.quantityMax,
      unit: recipeIngredients.unit,
      name: ingredients.name,
      notes: recipeIngredients.notes,
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, sql.placeholder("recipeId")))
    .orderBy(asc(recipeIngredients.displayOrder))
    .prepare("recipe_ingredients"),
);

/**
 * The recipe's parsed ingredient rows in order (amount, range maximum, unit, name, notes): what
 * scaling, unit conversion and the shopping list work from. Empty for a recipe not parsed yet.
 */
export function listRecipeIngredients(db: Db, recipeId: number): Promise<IngredientAmount[]> {
  return recipeIngredientsQuery(db).execute({ recipeId });
}

/** The recipe's title when the viewer may see it (the one visibility rule), else null. */
export async function getVisibleRecipeTitle(db: Db, recipeId: number, viewerId: string | null): Promise<string | null> {
  const [row] = await db
    .select({ title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(viewerId)))
    .limit(1);
  return row?.title ?? null;
}

/** The servings each of these recipes is written for (recipes the viewer may not see, or that do not exist, are left out). */
export async function recipeServings(db: Db, ids: number[], viewerId: string | null): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, servings: recipes.servings })
    .from(recipes)
    .where(and(inArray(recipes.id, ids), visibleTo(viewerId)));
  return new Map(rows.map((row) => [row.id, row.servings]));
}
