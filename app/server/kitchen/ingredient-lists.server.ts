/** Ingredient lists: owned by one user; every query names the owner. */
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import { LIST_MESSAGES } from "~/domain/messages";
import type { Db } from "../db/client.server";
import { ingredientListItems, ingredientLists } from "../db/schema";
import { uniqueListIngredients } from "~/domain/kitchen/ingredient-list";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import type { NewList } from "~/domain/validation/kitchen";
import { isUuid } from "../db/ids";

export interface IngredientListView {
  id: string;
  name: string;
  isPantry: boolean;
  createdAt: Date;
  items: { id: string; name: string }[];
}

export async function listIngredientLists(db: Db, userId: string): Promise<IngredientListView[]> {
  const lists = await db
    .select({
      id: ingredientLists.id,
      name: ingredientLists.name,
      isPantry: ingredientLists.isPantry,
      createdAt: ingredientLists.createdAt,
    })
    .from(ingredientLists)
    .where(eq(ingredientLists.userId, userId))
    .orderBy(desc(ingredientLists.createdAt), desc(ingredientLists.id));
  if (lists.length === 0) return [];
  const items = await db
    .select({ id: ingredientListItems.id, listId: ingredientListItems.listId, name: ingredientListItems.name })
    .from(ingredientListItems)
    .where(
      inArray(
        ingredientListItems.listId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(ingredientListItems.position), asc(ingredientListItems.createdAt));
  return lists.map((l) => ({ ...l, items: items.filter((i) => i.listId === l.id).map(({ id, name }) => ({ id, name })) }));
}

/** Creates a list, optionally with its first ingredients (the finder's "Save This List"), in one transaction. */
export async function createIngredientList(db: Db, userId: string, input: NewList): Promise<Outcome<IngredientListView>> {
  const ingredients = uniqueListIngredients(input.ingredient);
  return db.transaction(async (tx) => {
    const [list] = await tx.insert(ingredientLists).values({ userId, name: input.name }).returning();
    const items = ingredients.length
      ? await tx
          .insert(ingredientListItems)
          .values(ingredients.map((item, position) => ({ listId: list.id, name: item, position })))
          .returning({ id: ingredientListItems.id, name: ingredientListItems.name })
      : [];
    return succeed(
      { id: list.id, name: list.name, isPantry: list.isPantry, createdAt: list.createdAt, items },
      LIST_MESSAGES.created,
    );
  });
}

export async function deleteIngredientList(db: Db, userId: string, { listId }: { listId: string }): Promise<Outcome> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  const deleted = await db
    .delete(ingredientLists)
    .where(and(eq(ingredientLists.id, listId), eq(ingredientLists.userId, userId)))
    .returning({ id: ingredientLists.id });
  return deleted.length ? succeed(undefined, LIST_MESSAGES.deleted) : fail(404, LIST_MESSAGES.notFound);
}

/** Marks or unmarks a list as the pantry (the shopping list's "In your pantry"); a stranger's list is a 404. */
export async function setListPantry(
  db: Db,
  userId: string,
  { listId, pantry }: { listId: string; pantry: "true" | "false" },
): Promise<Outcome> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  const on = pantry === "true";
  const updated = await db
    .update(ingredientLists)
    .set({ isPantry: on, updatedAt: sql`now()` })
    .where(and(eq(ingredientLists.id, listId), eq(ingredientLists.userId, userId)))
    .returning({ id: ingredientLists.id });
  if (updated.length === 0) return fail(404, LIST_MESSAGES.notFound);
  return succeed(undefined, on ? LIST_MESSAGES.pantryOn : LIST_MESSAGES.pantryOff);
}

/** Adds an ingredient; the same text (any case) twice is refused by a unique index and reported. */
export async function addListItem(
  db: Db,
  userId: string,
  { listId, ingredient }: { listId: string; ingredient: string },
): Promise<Outcome<{ id: string; name: string }>> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select({ id: ingredientLists.id })
      .from(ingredientLists)
      .where(and(eq(ingredientLists.id, listId), eq(ingredientLists.userId, userId)))
      .for("update");
    if (!list) return fail(404, LIST_MESSAGES.notFound);
    const [{ last }] = await tx
      .select({ last: max(ingredientListItems.position) })
      .from(ingredientListItems)
      .where(eq(ingredientListItems.listId, listId));
    const [item] = await tx
      .insert(ingredientListItems)
      .values({ listId, name: ingredient, position: (last ?? -1) + 1 })
      .onConflictDoNothing()
      .returning({ id: ingredientListItems.id, name: ingredientListItems.name });
    if (!item) return fail(409, LIST_MESSAGES.duplicate);
    await tx
      .update(ingredientLists)
      .set({ updatedAt: sql`now()` })
      .where(eq(ingredientLists.id, listId));
    return succeed(item, LIST_MESSAGES.ingredientAdded);
  });
}

export async function removeListItem(
  db: Db,
  userId: string,
  { listId, itemId }: { listId: string; itemId: string },
): Promise<Outcome> {
  if (!isUuid(listId) || !isUuid(itemId)) return fail(404, LIST_MESSAGES.notFound);
  const removed = await db
    .delete(ingredientListItems)
    .where(
      and(
        eq(ingredientListItems.id, itemId),
        eq(ingredientListItems.listId, listId),
        sql`exists (select 1 from ${ingredientLists} where ${ingredientLists.id} = ${listId} and ${ingredientLists.userId} = ${userId})`,
      ),
    )
    .returning({ id: ingredientListItems.id });
  return removed.length ? succeed(undefined, LIST_MESSAGES.ingredientRemoved) : fail(404, LIST_MESSAGES.removeFailed);
}
