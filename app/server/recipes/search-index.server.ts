/**
 * Reads recipes as the in-memory indexes see them (`IndexedRecipe`): every recipe in id-ordered
 * chunks for a build, or a few by id for the change log (catalog-cache.server.ts). Each chunk is a
 * short query, so a build's reading never holds the event loop for long either.
 */
import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { IndexedRecipe } from "~/domain/indexes/catalog-index";
import { shownRating } from "~/domain/recipes/ratings";
import type { Db } from "../db/client.server";
import { ingredients, recipeIngredients, recipes } from "../db/schema";
import { ratingColumns } from "./recipes.server";

/** Recipes per read while building: a few milliseconds of parsing per chunk. */
const CHUNK = 2_000;

/**
 * The fields of a recipe that search, filters, sorting and visibility read. The index's `rating` is
 * the shown rating (users' ratings blended with the seeded one, app/domain/recipes/ratings.ts), so Highest
 * Rated, the rating filter and the finder's order match the cards; a rating changes recipes'
 * totals, and so comes through the change log like any other edit.
 */
export const indexedColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  tags: recipes.tags,
  difficulty: recipes.difficulty,
  cookTime: recipes.cookTime,
  ...ratingColumns,
  createdAt: recipes.createdAt,
  userId: recipes.userId,
  isPublic: recipes.isPublic,
  sharedWithHousehold: recipes.sharedWithHousehold,
};

type Row = Omit<IndexedRecipe, "ingredientNames" | "rating"> & { seededRating: number; ratingsSum: number; ratingsCount: number };

function withNames(rows: Row[], links: { recipeId: number; name: string }[]): IndexedRecipe[] {
  const names = new Map<number, string[]>();
  for (const link of links) {
    const list = names.get(link.recipeId);
    if (list) list.push(link.name);
    else names.set(link.recipeId, [link.name]);
  }
  return rows.map(({ seededRating, ratingsSum, ratingsCount, ...row }) => ({
    ...row,
    rating: shownRating({ seeded: seededRating, userSum: ratingsSum, userCount: ratingsCount }).average,
    ingredientNames: names.get(row.id) ?? [],
  }));
}

/**
 * Every recipe with its ingredient names, in chunks of ids, ascending. The next chunk is already
 * being read while the caller handles this one (the database works while this thread does).
 */
export async function* readIndexedChunks(db: Db): AsyncGenerator<IndexedRecipe[]> {
  // Ingredient names once (a few thousand), shared by every recipe that uses them.
  const nameRows = await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients);
  const nameOf = new Map(nameRows.map((r) => [r.id, r.name]));
  let next: Promise<IndexedRecipe[]> | null = readChunk(db, 0, nameOf);
  while (next) {
    const chunk: IndexedRecipe[] = await next;
    next = chunk.length === CHUNK ? readChunk(db, chunk[chunk.length - 1].id, nameOf) : null;
    next?.catch(() => {}); // still rejects where awaited; not unhandled if the caller stops early
    if (chunk.length > 0) yield chunk;
  }
}

/** The recipes after id `last` (at most CHUNK), with their ingredient names. */
async function readChunk(db: Db, last: number, nameOf: Map<number, string>): Promise<IndexedRecipe[]> {
  const rows = await db.select(indexedColumns).from(recipes).where(gt(recipes.id, last)).orderBy(asc(recipes.id)).limit(CHUNK);
  if (rows.length === 0) return [];
  const first = rows[0].id;
  const end = rows[rows.length - 1].id;
  const links = await db
    .select({ recipeId: recipeIngredients.recipeId, ingredientId: recipeIngredients.ingredientId })
    .from(recipeIngredients)
    .where(and(gt(recipeIngredients.recipeId, first - 1), lte(recipeIngredients.recipeId, end)))
    .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.displayOrder));
  const named = links.flatMap((l) => {
    const name = nameOf.get(l.ingredientId);
    return name === undefined ? [] : [{ recipeId: l.recipeId, name }];
  });
  return withNames(rows, named);
}

/** These recipes as they are now (missing ones were deleted). */
export async function readIndexedRecipes(db: Db, ids: readonly number[]): Promise<IndexedRecipe[]> {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db
      .select(indexedColumns)
      .from(recipes)
      .where(inArray(recipes.id, [...ids])),
    db
      .select({ recipeId: recipeIngredients.recipeId, name: ingredients.name })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, [...ids]))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.displayOrder)),
  ]);
  return withNames(rows, links);
}
