/**
 * What a cook's device keeps for use offline (issue 31, decision 056): the kitchen's pages and the
 * recipes the cook is likely to cook from, newest need first — this and next week's meal plan,
 * saved recipes, the cook's own, and the recipes of cookbooks opened in the last 30 days — each
 * read through the one visibility rule, at most KEPT_RECIPES_MAX.
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { addDays, weekStartOf } from "~/domain/meal-plan/week";
import { keptPictures } from "~/domain/offline/kept-pictures";
import { KEPT_COOKBOOK_DAYS, KEPT_RECIPES_MAX, type KeptKitchen } from "~/domain/offline/offline-rules";
import type { Db } from "../db/client.server";
import { cookbookOpens, cookbookRecipes, cookbooks, recipes, savedRecipes } from "../db/schema";
import type { Kitchen } from "../households/kitchen.server";
import { reachableBooks } from "../kitchen/cookbooks.server";
import { listDays } from "../meal-plan/meal-plan.server";
import { visibleTo } from "../recipes/visibility.server";

/** Notes that the cook opened a cookbook now (its recipes are then kept on their devices for a while). */
export async function noteCookbookOpened(db: Db, userId: string, cookbookId: string): Promise<void> {
  await db
    .insert(cookbookOpens)
    .values({ userId, cookbookId })
    .onConflictDoUpdate({ target: [cookbookOpens.userId, cookbookOpens.cookbookId], set: { openedAt: sql`now()` } });
}

export async function offlineKitchen(db: Db, kitchen: Kitchen, today: string): Promise<KeptKitchen> {
  const week = weekStartOf(today);
  const nextWeek = addDays(week, 7);
  const since = new Date(Date.now() - KEPT_COOKBOOK_DAYS * 24 * 60 * 60 * 1000);
  const [planned, saved, own, filed] = await Promise.all([
    listDays(db, kitchen, week, addDays(week, 13)),
    db
      .select({ id: savedRecipes.recipeId })
      .from(savedRecipes)
      .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
      .where(and(eq(savedRecipes.userId, kitchen.id), visibleTo(kitchen.id)))
      .orderBy(desc(savedRecipes.createdAt))
      .limit(KEPT_RECIPES_MAX),
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.userId, kitchen.id))
      .orderBy(desc(recipes.id))
      .limit(KEPT_RECIPES_MAX),
    db
      .select({ id: cookbookRecipes.recipeId })
      .from(cookbookOpens)
      .innerJoin(cookbooks, eq(cookbooks.id, cookbookOpens.cookbookId))
      .innerJoin(cookbookRecipes, eq(cookbookRecipes.cookbookId, cookbooks.id))
      .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
      .where(
        and(
          eq(cookbookOpens.userId, kitchen.id),
          gte(cookbookOpens.openedAt, since),
          reachableBooks(kitchen.id),
          visibleTo(kitchen.id),
        ),
      )
      .orderBy(desc(cookbookOpens.openedAt), desc(cookbookRecipes.addedAt))
      .limit(KEPT_RECIPES_MAX),
  ]);
  const ids = [
    ...new Set([
      ...planned.flatMap((entry) => (entry.recipe ? [entry.recipe.id] : [])),
      ...saved.map((r) => r.id),
      ...own.map((r) => r.id),
      ...filed.map((r) => r.id),
    ]),
  ].slice(0, KEPT_RECIPES_MAX);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: recipes.id, title: recipes.title, tags: recipes.tags, imageUrl: recipes.imageUrl })
          .from(recipes)
          .where(and(inArray(recipes.id, ids), visibleTo(kitchen.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    pages: [
      "/app/dashboard",
      "/app/shopping",
      "/app/meal-plan",
      `/app/meal-plan?week=${nextWeek}`,
      "/app/ingredient-lists",
      "/app/cookbooks",
    ],
    recipes: ids.flatMap((id) => {
      const recipe = byId.get(id);
      return recipe ? [{ id, title: recipe.title, pictures: keptPictures(recipe) }] : [];
    }),
  };
}
