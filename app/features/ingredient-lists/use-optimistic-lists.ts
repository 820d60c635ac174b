import { useFetchers } from "react-router";
import { useQueuedChanges } from "~/components/offline/change-queue";
import { withQueuedPantryMarks } from "~/domain/offline/queued-changes";
import { sameListIngredient } from "~/domain/kitchen/ingredient-list";

export interface ListState {
  id: string;
  name: string;
  isPantry?: boolean;
  createdAt: string | Date;
  items: { id: string; name: string }[];
  shared?: boolean;
  sharedBy?: string;
  canMakePersonal?: boolean;
}

const CREATE_KEY_PREFIX = "list-create-";

/** Fetcher keys of the list page's writes; the pending ones are read back below. */
export const LIST_KEYS = {
  /** One key per list created on the page, so a second create never cancels the first. */
  create: (n: number) => `${CREATE_KEY_PREFIX}${n}`,
  delete: (listId: string) => `list-delete-${listId}`,
  addItem: (listId: string, n: number) => `list-add-${listId}-${n}`,
  removeItem: (itemId: string) => `list-remove-${itemId}`,
  pantry: (listId: string) => `list-pantry-${listId}`,
  shared: (listId: string) => `list-shared-${listId}`,
};

/** A list being created, before the server has answered, has an id that starts with this. */
export const PENDING_LIST_ID = "pending";

export function isPendingList(list: Pick<ListState, "id">): boolean {
  return list.id.startsWith(PENDING_LIST_ID);
}

/**
 * The lists as the page shows them: the loader's, plus every change still on its way (read from the
 * pending fetchers' form data). A refused change needs no undo: once its fetcher settles it is no
 * longer pending, and the loader's data never had it.
 */
export function useOptimisticLists(lists: readonly ListState[]): ListState[] {
  const pending = useFetchers().filter((f) => f.formData && f.key.startsWith("list-"));
  const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
  // Pantry marks made offline wait on the device (issue 31); the page shows them.
  let shown = withQueuedPantryMarks(lists, useQueuedChanges("/app/ingredient-lists"));
  for (const { key, formData } of pending) {
    const form = formData!;
    const intent = form.get("intent");
    if (intent === "create" && key.startsWith(CREATE_KEY_PREFIX)) {
      shown = [{ id: `${PENDING_LIST_ID}-${key}`, name: field(form, "name"), createdAt: new Date(), items: [] }, ...shown];
    } else if (intent === "pantry") {
      shown = shown.map((l) => (l.id === field(form, "listId") ? { ...l, isPantry: field(form, "pantry") === "true" } : l));
    } else if (intent === "delete") {
      shown = shown.filter((l) => l.id !== field(form, "listId"));
    } else if (intent === "add-item") {
      const name = field(form, "ingredient").replace(/\s+/g, " ");
      shown = shown.map((l) =>
        l.id === field(form, "listId") && name && !l.items.some((i) => sameListIngredient(i.name, name))
          ? { ...l, items: [...l.items, { id: key, name }] }
          : l,
      );
    } else if (intent === "remove-item") {
      const itemId = field(form, "itemId");
      shown = shown.map((l) => ({ ...l, items: l.items.filter((i) => i.id !== itemId) }));
    }
  }
  return shown;
}
