/**
 * The public recipes as search engines and feed readers see them (the sitemap, the Atom feed): the
 * visibility rule with no viewer, so only the catalog and recipes their authors shared.
 */
import { desc } from "drizzle-orm";
import type { PublicRecipeEntry } from "~/domain/recipes/site-feeds";
import type { Db } from "../db/client.server";
import { recipes } from "../db/schema";
import { visibleTo } from "./visibility.server";

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the pages take a few. */
const SITEMAP_RECIPES = 49_000;

/** Every public recipe's address and last change, newest first. */
export function publicRecipeLinks(db: Db, limit = SITEMAP_RECIPES): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: recipes.id, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(visibleTo(null))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
}

/** The newest public recipes, for the feed. */
export function newPublicRecipes(db: Db, limit: number): Promise<PublicRecipeEntry[]> {
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      author: recipes.author,
      createdAt: recipes.createdAt,
      updatedAt: recipes.updatedAt,
    })
    .from(recipes)
    .where(visibleTo(null))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
}
