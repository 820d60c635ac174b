/**
 * Inserts recipes with their parsed ingredient links. Shared by the demo seed, the synthetic
 * catalog generator and the tests, so all three make recipes the same way.
 */
import { inArray, sql } from "drizzle-orm";
import { normalizeIngredientName, parseIngredientLine } from "../../domain/ingredients/ingredient-parser";
import type { RecipeSeed } from "../../domain/recipes/recipe";
import type { Db } from "../db/client.server";
import { ingredients, recipeIngredients, recipes } from "../db/schema";

export interface InsertRecipesOptions {
  /** Creation time of the i-th recipe; defaults to now. */
  createdAt?: (index: number) => Date;
  /** Owner of the recipes (user-created recipes); catalog recipes have none. */
  userId?: string | null;
  /** Rows per INSERT statement. */
  batchSize?: number;
}

const MAX_PARAMS = 30_000; // PostgreSQL allows 65,535 bind parameters per statement.

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Returns the ids of the inserted recipes, in input order. Runs in one transaction. */
export async function insertRecipes(db: Db, seeds: readonly RecipeSeed[], options: InsertRecipesOptions = {}): Promise<number[]> {
  if (seeds.length === 0) return [];
  const batchSize = options.batchSize ?? 1000;
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [batchIndex, batch] of chunk(seeds, batchSize).entries()) {
      const rows = batch.map((seed, i) => {
        const createdAt = options.createdAt?.(batchIndex * batchSize + i) ?? new Date();
        return {
          title: seed.title,
          description: seed.description,
          imageUrl: seed.imageUrl ?? null,
          cookTime: seed.cookTime,
          servings: seed.servings,
          difficulty: seed.difficulty,
          ingredients: seed.ingredients,
          instructions: seed.instructions,
          tags: seed.tags,
          rating: seed.rating,
          author: seed.author,
          isPremium: seed.isPremium,
          userId: options.userId ?? null,
          createdAt,
          updatedAt: createdAt,
        };
      });
      const inserted = await tx.insert(recipes).values(rows).returning({ id: recipes.id });
      ids.push(...inserted.map((r) => r.id));
    }

    await linkRecipeIngredients(
      tx,
      seeds.map((seed, i) => ({ recipeId: ids[i], lines: seed.ingredients })),
    );
    return ids;
  });
}

/** One recipe's ingredient lines, in order, to be linked to `ingredients` rows. */
export interface RecipeIngredientLines {
  recipeId: number;
  lines: readonly string[];
}

/**
 * Parses each line (app/domain/ingredients/ingredient-parser.ts) and links it to the `ingredients` row of the
 * same name (case-insensitive, trimmed), creating the rows that do not exist yet: insert ... on
 * conflict do nothing, then read them back, so two writers adding the same new name both end up
 * with the one row. A line the parser cannot read is linked by its whole text with no quantity.
 * Call it inside the transaction that wrote the recipes (`tx`); the recipes must have no links yet.
 */
export async function linkRecipeIngredients(tx: Db, entries: readonly RecipeIngredientLines[]): Promise<void> {
  const parsed = entries.map((entry) => entry.lines.map((line) => parseIngredientLine(line)));
  const names = [
    ...new Set(
      parsed
        .flat()
        .map((p) => normalizeIngredientName(p.name))
        .filter(Boolean),
    ),
  ];
  const idByName = new Map<string, number>();
  for (const part of chunk(names, 5000)) {
    await tx
      .insert(ingredients)
      .values(part.map((name) => ({ name })))
      .onConflictDoNothing();
    const found = await tx
      .select({ id: ingredients.id, name: ingredients.name })
      .from(ingredients)
      .where(inArray(sql`lower(${ingredients.name})`, part));
    for (const row of found) idByName.set(row.name.toLowerCase(), row.id);
  }

  const links = parsed.flatMap((lines, entryIndex) =>
    lines.flatMap((line, order) => {
      const ingredientId = idByName.get(normalizeIngredientName(line.name));
      if (ingredientId === undefined) return [];
      return [
        {
          recipeId: entries[entryIndex].recipeId,
          ingredientId,
          quantity: line.quantity,
          quantityMax: line.quantityMax,
          unit: line.unit,
          notes: line.notes,
          displayOrder: order,
        },
      ];
    }),
  );
  for (const part of chunk(links, Math.floor(MAX_PARAMS / 8))) {
    await tx.insert(recipeIngredients).values(part);
  }
}
