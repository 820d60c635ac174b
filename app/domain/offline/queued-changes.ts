/**
 * Changes a cook makes while offline (issue 31, decision 056): kept on the device in order, shown
 * on the page at once, and sent when the connection is back, each with its own key so the server
 * applies it once. This module is what a change is and how the pages show it; the device's store
 * is app/features/offline/change-queue.ts.
 */
import { aisleOf } from "../ingredients/aisles";
import type { ShoppingItemView } from "../meal-plan/shopping-list";

export interface QueuedChange {
  /** The order changes were made in (the store's key). */
  seq?: number;
  /** Sent with the change as `changeKey`: the server applies a key once. */
  key: string;
  /** Whose change it is (the cook signed in when it was made). */
  owner: string;
  /** The route whose action takes it, and the form it sends. */
  route: string;
  fields: Record<string, string>;
  /** What the cook did, in their words ("Tick Oat milk"), for the waiting list and a refusal. */
  label: string;
  /** The field of the answer naming what the change made (a logged cook's `cookId`), if it makes something. */
  makes?: string;
  madeAt: number;
}

/** The id something made offline (a new item, a logged cook) has on the page until the server gives it its own. */
export const queuedItemId = (key: string) => `queued:${key}`;
export const isQueuedItemId = (id: string) => id.startsWith("queued:");

/** The shopping list as the cook left it: the loaded items with the changes still waiting applied, in order. */
export function withQueuedShoppingChanges(
  items: readonly ShoppingItemView[],
  changes: readonly QueuedChange[],
): ShoppingItemView[] {
  let shown = [...items];
  for (const { fields, key, route } of changes) {
    if (route !== "/app/shopping") continue;
    const id = fields.itemId ?? "";
    switch (fields.intent) {
      case "check":
        shown = shown.map((item) => (item.id === id ? { ...item, checked: fields.checked === "true" } : item));
        break;
      case "remove":
        shown = shown.filter((item) => item.id !== id);
        break;
      case "add-item": {
        const text = (fields.text ?? "").trim().replace(/\s+/g, " ");
        if (!text) break;
        shown.push({
          id: queuedItemId(key),
          text,
          checked: false,
          isCustom: true,
          aisle: aisleOf(text),
          sources: [],
          inPantry: false,
          originals: [],
        });
        break;
      }
    }
  }
  return shown;
}

/** What a shopping-list change did, as the cook would say it. */
export function shoppingChangeLabel(fields: Record<string, string>, itemText: string | undefined): string {
  const what = itemText ?? fields.text ?? "an item";
  switch (fields.intent) {
    case "check":
      return `${fields.checked === "true" ? "Tick" : "Untick"} ${what}`;
    case "remove":
      return `Remove ${what}`;
    case "add-item":
      return `Add ${what}`;
    default:
      return "A change to the shopping list";
  }
}

/**
 * Once a change that made something (a new item, a logged cook) reached the server and got its id,
 * the changes made to it after (a tick, a rating) name that id instead of the page's placeholder.
 */
export function withIdResolved(changes: readonly QueuedChange[], placeholder: string, id: string): QueuedChange[] {
  return changes.map((change) =>
    Object.values(change.fields).includes(placeholder)
      ? {
          ...change,
          fields: Object.fromEntries(
            Object.entries(change.fields).map(([name, value]) => [name, value === placeholder ? id : value]),
          ),
        }
      : change,
  );
}

/** Whether a change names something made offline and not sent yet (it must wait for it, in order). */
export function refersToQueued(fields: Record<string, string>): boolean {
  return Object.values(fields).some(isQueuedItemId);
}

/** What a cooking-log change did ("I made Creamy Tomato Soup", "Rate Creamy Tomato Soup 4 of 5"). */
export function cookingChangeLabel(fields: Record<string, string>): string {
  const recipe = fields.recipeTitle || "a recipe";
  if (fields.intent === "cooked") return `I made ${recipe}`;
  if (fields.intent === "rate") return fields.rating ? `Rate ${recipe} ${fields.rating} of 5` : `Answer about ${recipe}`;
  return `A change to ${recipe}`;
}

/** Pantry marks made offline, applied over the lists as loaded (a list's `isPantry`). */
export function withQueuedPantryMarks<T extends { id: string; isPantry?: boolean }>(
  lists: readonly T[],
  changes: readonly QueuedChange[],
): T[] {
  let shown = [...lists];
  for (const { route, fields } of changes) {
    if (route !== "/app/ingredient-lists" || fields.intent !== "pantry") continue;
    shown = shown.map((list) => (list.id === fields.listId ? { ...list, isPantry: fields.pantry === "true" } : list));
  }
  return shown;
}

/** What a pantry mark did ("Mark Spices as pantry"). */
export function pantryChangeLabel(fields: Record<string, string>): string {
  const list = fields.listName || "a list";
  return fields.pantry === "true" ? `Mark ${list} as pantry` : `Unmark ${list} as pantry`;
}
