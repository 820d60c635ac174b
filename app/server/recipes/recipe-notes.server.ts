/**
 * A cook's private notes on recipes: one per cook and recipe, on any recipe they may see. Every
 * query names the note's owner and passes through the visibility rule, so a note on a recipe its
 * cook can no longer see (made private by its author) is neither shown nor changed.
 */
import { and, eq, inArray } from "drizzle-orm";
import { NOTE_MESSAGES } from "~/domain/messages/cooking";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import type { RecipeNoteInput } from "~/domain/validation/cooking";
import type { Db } from "../db/client.server";
import { recipeNotes, recipes } from "../db/schema";
import { visibleTo } from "./visibility.server";

/** The cook's note on the recipe, or null (none, or a recipe they may not see). */
export async function recipeNote(db: Db, userId: string, recipeId: number): Promise<string | null> {
  const [row] = await db
    .select({ body: recipeNotes.body })
    .from(recipeNotes)
    .innerJoin(recipes, eq(recipes.id, recipeNotes.recipeId))
    .where(and(eq(recipeNotes.userId, userId), eq(recipeNotes.recipeId, recipeId), visibleTo(userId)));
  return row?.body ?? null;
}

/** The cook's notes on these recipes (those they may still see), by recipe id. */
export async function recipeNotesFor(db: Db, userId: string, recipeIds: readonly number[]): Promise<Map<number, string>> {
  if (recipeIds.length === 0) return new Map();
  const rows = await db
    .select({ recipeId: recipeNotes.recipeId, body: recipeNotes.body })
    .from(recipeNotes)
    .innerJoin(recipes, eq(recipes.id, recipeNotes.recipeId))
    .where(and(eq(recipeNotes.userId, userId), inArray(recipeNotes.recipeId, [...new Set(recipeIds)]), visibleTo(userId)));
  return new Map(rows.map((r) => [r.recipeId, r.body]));
}

/**
 * Writes the cook's note on the recipe (replacing the one before), or removes it when empty. 404
 * for a recipe the cook may not see, and nothing changes.
 */
export async function saveRecipeNote(db: Db, userId: string, input: RecipeNoteInput): Promise<Outcome<{ note: string | null }>> {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), visibleTo(userId)));
    if (!recipe) return fail(404, RECIPE_MESSAGES.notFound);
    if (input.note === "") {
      await tx.delete(recipeNotes).where(and(eq(recipeNotes.userId, userId), eq(recipeNotes.recipeId, input.recipeId)));
      return succeed({ note: null }, NOTE_MESSAGES.removed);
    }
    const now = new Date();
    await tx
      .insert(recipeNotes)
      .values({ userId, recipeId: input.recipeId, body: input.note, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [recipeNotes.userId, recipeNotes.recipeId], set: { body: input.note, updatedAt: now } });
    return succeed({ note: input.note }, NOTE_MESSAGES.saved);
  });
}
