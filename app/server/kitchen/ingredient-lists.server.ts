/**
 * Ingredient lists: a cook's personal lists, and (issue 27) the lists a member moved to their
 * household, which every member sees and edits and whose pantry marks count for the shared shopping
 * list. Every query names the lists the cook may reach with `reachableLists`; a list of another cook
 * or of a household the cook has left is not found. A household's list is read-only while the
 * household has lapsed (kitchenWriteRefusal); personal lists never are.
 */
import { and, asc, desc, eq, inArray, isNull, max, or, sql, type SQL } from "drizzle-orm";
import { FORMER_MEMBER, HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { LIST_MESSAGES } from "~/domain/messages/list";
import { kitchenWriteRefusal } from "../auth/entitlements.server";
import { kitchenChanged, type Kitchen } from "../households/kitchen.server";
import type { Db } from "../db/client.server";
import { ingredientListItems, ingredientLists, users } from "../db/schema";
import { uniqueListIngredients } from "~/domain/kitchen/ingredient-list";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import type { NewList } from "~/domain/validation/kitchen";
import { isUuid } from "../db/ids";

/** Who asks about lists: the cook, and the household they are in (if any). */
export type ListViewer = Pick<Kitchen, "id" | "householdId" | "open">;

export interface IngredientListView {
  id: string;
  name: string;
  isPantry: boolean;
  createdAt: Date;
  items: { id: string; name: string }[];
  /** In the household (shared with every member) rather than personal. */
  shared?: boolean;
  /** For a shared list: the member who moved it there (FORMER_MEMBER once their account is gone). */
  sharedBy?: string;
  /** For a shared list: whether the cook asking may make it personal again (they moved it there). */
  canMakePersonal?: boolean;
}

/** The lists `viewer` may reach: their personal lists, and their household's. */
function reachableLists(viewer: ListViewer): SQL {
  const personal = and(eq(ingredientLists.userId, viewer.id), isNull(ingredientLists.householdId)) as SQL;
  return viewer.householdId ? (or(personal, eq(ingredientLists.householdId, viewer.householdId)) as SQL) : personal;
}

/**
 * Locks a reachable list for a change; a household's list answers the lapsed refusal while the
 * household is read-only. Calls kitchenChanged for a household list after the change (the caller's).
 */
async function lockedList(tx: Db, viewer: ListViewer, listId: string) {
  const [list] = await tx
    .select({ id: ingredientLists.id, userId: ingredientLists.userId, householdId: ingredientLists.householdId })
    .from(ingredientLists)
    .where(and(eq(ingredientLists.id, listId), reachableLists(viewer)))
    .for("update");
  if (!list) return fail(404, LIST_MESSAGES.notFound);
  const refused = list.householdId ? kitchenWriteRefusal(viewer) : null;
  return refused ?? succeed(list);
}

function changedList(db: Db, viewer: ListViewer, householdId: string | null): void {
  if (householdId) kitchenChanged(db, { id: viewer.id, householdId });
}

export async function listIngredientLists(db: Db, viewer: ListViewer): Promise<IngredientListView[]> {
  const lists = await db
    .select({
      id: ingredientLists.id,
      name: ingredientLists.name,
      isPantry: ingredientLists.isPantry,
      createdAt: ingredientLists.createdAt,
      userId: ingredientLists.userId,
      householdId: ingredientLists.householdId,
      addedBy: users.name,
    })
    .from(ingredientLists)
    .leftJoin(users, eq(users.id, ingredientLists.userId))
    .where(reachableLists(viewer))
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
  return lists.map(({ userId, householdId, addedBy, ...l }) => ({
    ...l,
    items: items.filter((i) => i.listId === l.id).map(({ id, name }) => ({ id, name })),
    ...(viewer.householdId
      ? {
          shared: householdId !== null,
          sharedBy: householdId ? (addedBy ?? FORMER_MEMBER) : undefined,
          canMakePersonal: householdId !== null && userId === viewer.id,
        }
      : {}),
  }));
}

/** Creates a list, optionally with its first ingredients (the finder's "Save This List"), in one transaction. */
/** A new list is personal; the switch on the list moves it to the household. */
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

export async function deleteIngredientList(db: Db, viewer: ListViewer, { listId }: { listId: string }): Promise<Outcome> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  const outcome = await db.transaction(async (tx) => {
    const list = await lockedList(tx, viewer, listId);
    if (!list.ok) return list;
    await tx.delete(ingredientLists).where(eq(ingredientLists.id, listId));
    return succeed(list.value.householdId, LIST_MESSAGES.deleted);
  });
  if (!outcome.ok) return outcome;
  changedList(db, viewer, outcome.value);
  return succeed(undefined, outcome.message);
}

/**
 * The switch on a list: moves the cook's personal list to their household, or a household list the
 * cook moved there back to them. Another member's shared list stays shared (403 with why).
 */
export async function setListShared(
  db: Db,
  viewer: ListViewer,
  { listId, shared }: { listId: string; shared: "true" | "false" },
): Promise<Outcome> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  const householdId = viewer.householdId;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const list = await lockedList(tx, viewer, listId);
    if (!list.ok) return list;
    if (!householdId) return fail(403, HOUSEHOLD_MESSAGES.noHousehold);
    const refused = kitchenWriteRefusal(viewer);
    if (refused) return refused;
    if (shared === "true") {
      if (list.value.householdId) return succeed(undefined, HOUSEHOLD_MESSAGES.listShared);
      await tx
        .update(ingredientLists)
        .set({ householdId, updatedAt: sql`now()` })
        .where(eq(ingredientLists.id, listId));
      return succeed(undefined, HOUSEHOLD_MESSAGES.listShared);
    }
    if (!list.value.householdId) return succeed(undefined, HOUSEHOLD_MESSAGES.listPersonal);
    if (list.value.userId !== viewer.id) return fail(403, HOUSEHOLD_MESSAGES.listNotYours);
    await tx
      .update(ingredientLists)
      .set({ householdId: null, updatedAt: sql`now()` })
      .where(eq(ingredientLists.id, listId));
    return succeed(undefined, HOUSEHOLD_MESSAGES.listPersonal);
  });
  if (outcome.ok && householdId) kitchenChanged(db, { id: viewer.id, householdId });
  return outcome;
}

/** Marks or unmarks a list as the pantry (the shopping list's "In your pantry"); a stranger's list is a 404. */
export async function setListPantry(
  db: Db,
  viewer: ListViewer,
  { listId, pantry }: { listId: string; pantry: "true" | "false" },
): Promise<Outcome> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  const on = pantry === "true";
  const outcome = await db.transaction(async (tx) => {
    const list = await lockedList(tx, viewer, listId);
    if (!list.ok) return list;
    await tx
      .update(ingredientLists)
      .set({ isPantry: on, updatedAt: sql`now()` })
      .where(eq(ingredientLists.id, listId));
    return succeed(list.value.householdId);
  });
  if (!outcome.ok) return outcome;
  changedList(db, viewer, outcome.value);
  return succeed(undefined, on ? LIST_MESSAGES.pantryOn : LIST_MESSAGES.pantryOff);
}

/** Adds an ingredient; the same text (any case) twice is refused by a unique index and reported. */
export async function addListItem(
  db: Db,
  viewer: ListViewer,
  { listId, ingredient }: { listId: string; ingredient: string },
): Promise<Outcome<{ id: string; name: string }>> {
  if (!isUuid(listId)) return fail(404, LIST_MESSAGES.notFound);
  let householdId: string | null = null;
  const outcome = await db.transaction(async (tx) => {
    const list = await lockedList(tx, viewer, listId);
    if (!list.ok) return list;
    householdId = list.value.householdId;
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
  if (outcome.ok) changedList(db, viewer, householdId);
  return outcome;
}

export async function removeListItem(
  db: Db,
  viewer: ListViewer,
  { listId, itemId }: { listId: string; itemId: string },
): Promise<Outcome> {
  if (!isUuid(listId) || !isUuid(itemId)) return fail(404, LIST_MESSAGES.notFound);
  const outcome = await db.transaction(async (tx): Promise<Outcome<string | null>> => {
    const list = await lockedList(tx, viewer, listId);
    if (!list.ok) return list.status === 404 ? fail(404, LIST_MESSAGES.removeFailed) : list;
    const removed = await tx
      .delete(ingredientListItems)
      .where(and(eq(ingredientListItems.id, itemId), eq(ingredientListItems.listId, listId)))
      .returning({ id: ingredientListItems.id });
    return removed.length ? succeed(list.value.householdId) : fail(404, LIST_MESSAGES.removeFailed);
  });
  if (!outcome.ok) return outcome;
  changedList(db, viewer, outcome.value);
  return succeed(undefined, LIST_MESSAGES.ingredientRemoved);
}
