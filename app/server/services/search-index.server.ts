/**
 * The browse index (app/domain/indexes/browse-index.ts) for this database: read from the recipes table in
 * id-ordered chunks, built on first use and rebuilt in the background after the catalog changes.
 */
import { asc, gt } from "drizzle-orm";
import type { SearchableRecipe } from "~/domain/browse";
import { buildBrowseIndex, type BrowseIndex } from "~/domain/indexes/browse-index";
import type { Db } from "../db/client.server";
import { recipes } from "../db/schema";
import { catalogCache, readCatalogVersion, type Versioned } from "./catalog-cache.server";

/** Rows per read while building: bounded memory on the database side and in the driver. */
const CHUNK = 20_000;

/** The fields of a recipe that search, filters and sorting read (`SearchableRecipe`). */
export const searchableColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  tags: recipes.tags,
  difficulty: recipes.difficulty,
  cookTime: recipes.cookTime,
  rating: recipes.rating,
  createdAt: recipes.createdAt,
};

export type VersionedSearchIndex = BrowseIndex & Versioned;

export async function loadSearchIndex(db: Db): Promise<VersionedSearchIndex> {
  const version = await readCatalogVersion(db);
  const rows: SearchableRecipe[] = [];
  for (let last = 0; ;) {
    const chunk = await db
      .select(searchableColumns)
      .from(recipes)
      .where(gt(recipes.id, last))
      .orderBy(asc(recipes.id))
      .limit(CHUNK);
    for (const row of chunk) rows.push(row);
    if (chunk.length < CHUNK) break;
    last = chunk[chunk.length - 1].id;
  }
  return { version, ...buildBrowseIndex(rows) };
}

export const currentSearchIndex = catalogCache("search-index", loadSearchIndex);
