import { useActionData, useFetcher, type ShouldRevalidateFunction } from "react-router";
import { useState } from "react";
import { CollectionHeader } from "~/components/layout/collection-header";
import { ActionNotice, settleAction } from "~/components/ui/action-reply";
import { ConfirmDeleteDialog } from "~/components/ui/delete-form";
import { useCollectionPage } from "~/components/ui/use-collection-page";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { LIST_MESSAGES } from "~/domain/messages/list";
import {
  ListIdSchema,
  ListPantrySchema,
  ListSharedSchema,
  ListItemAddSchema,
  ListItemRemoveSchema,
  NewListSchema,
} from "~/domain/validation/kitchen";
import { ListCard } from "~/features/ingredient-lists/list-card";
import { ListDetail } from "~/features/ingredient-lists/list-detail";
import { NewListForm, type CreatedListReply } from "~/features/ingredient-lists/new-list-form";
import { LIST_KEYS, useOptimisticLists } from "~/features/ingredient-lists/use-optimistic-lists";
import { dispatchIntent, onlyId, runIntent } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import {
  addListItem,
  createIngredientList,
  deleteIngredientList,
  listIngredientLists,
  removeListItem,
  setListPantry,
  setListShared,
} from "~/server/kitchen/ingredient-lists.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { isQueuedReply, fieldsOf, sendOrQueue } from "~/components/offline/offline-actions";
import { pantryChangeLabel } from "~/domain/offline/queued-changes";
import { changeKeyOf, onceForKey } from "~/server/offline/offline-changes.server";
import type { Route } from "./+types/app.ingredient-lists";

export const meta: Route.MetaFunction = () => [{ title: "Ingredient lists – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const kitchen = await kitchenOf(db, user);
  return { lists: await listIngredientLists(db, kitchen), inHousehold: kitchen.householdId !== null };
}

/** intent=create (name, `ingredient` repeated from the finder), delete, add-item, remove-item, pantry or shared. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const db = await getDb();
  const kitchen = await kitchenOf(db, user);
  return dispatchIntent(form, {
    create: () =>
      runIntent(form, NewListSchema, LIST_MESSAGES.createFailed, async (input) =>
        onlyId(await createIngredientList(db, user.id, input)),
      ),
    delete: () => runIntent(form, ListIdSchema, LIST_MESSAGES.deleteFailed, (input) => deleteIngredientList(db, kitchen, input)),
    "add-item": () => runIntent(form, ListItemAddSchema, LIST_MESSAGES.addFailed, (input) => addListItem(db, kitchen, input)),
    "remove-item": () =>
      runIntent(form, ListItemRemoveSchema, LIST_MESSAGES.removeFailed, (input) => removeListItem(db, kitchen, input)),
    pantry: () =>
      runIntent(form, ListPantrySchema, LIST_MESSAGES.pantryFailed, (input) =>
        // A mark made offline carries its device's key: applied once however often it is sent (issue 31).
        onceForKey(db, user.id, changeKeyOf(form), (tx) => setListPantry(tx, kitchen, input)),
      ),
    shared: () => runIntent(form, ListSharedSchema, LIST_MESSAGES.sharedFailed, (input) => setListShared(db, kitchen, input)),
  });
}

const FALLBACKS: Record<string, string> = {
  create: LIST_MESSAGES.createFailed,
  delete: LIST_MESSAGES.deleteFailed,
  "add-item": LIST_MESSAGES.addFailed,
  "remove-item": LIST_MESSAGES.removeFailed,
  pantry: LIST_MESSAGES.pantryFailed,
  shared: LIST_MESSAGES.sharedFailed,
};
/** Item changes come quickly one after another, so their notifications are short. */
const ITEM_TOAST_MS = 2000;

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const intent = String(form.get("intent"));
  const fields = fieldsOf(form);
  return sendOrQueue({
    route: "/app/ingredient-lists",
    form,
    // Pantry marks work offline (kept on the device, sent when back: issue 31).
    offline: intent === "pantry" ? { label: pantryChangeLabel(fields) } : null,
    serverAction,
    settleReply: (send) =>
      settleAction(send, {
        fallback: FALLBACKS[intent] ?? LIST_MESSAGES.createFailed,
        duration: intent.endsWith("-item") ? ITEM_TOAST_MS : undefined,
      }),
  });
}

/**
 * Every write reloads the lists, a refused one too: a refusal (a duplicate, 409) can arrive while
 * another write's reload is cut short, and React Router would otherwise skip reloading after a 4xx.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  isQueuedReply(actionResult) ? false : formMethod === "POST" || defaultShouldRevalidate;

export default function IngredientLists({ loaderData }: Route.ComponentProps) {
  const lists = useOptimisticLists(loaderData.lists);
  // Set only when a form was sent without JavaScript.
  const sent = useActionData<typeof action>();
  const {
    formOpen: naming,
    setFormOpen: setNaming,
    selectedId,
    setSelectedId,
    confirming,
    setConfirming,
  } = useCollectionPage(sent, "list");
  // Each create has its own fetcher; the page follows the latest, and selects the list it made.
  const [creates, setCreates] = useState(0);
  useFetcherReply(
    useFetcher<CreatedListReply>({ key: LIST_KEYS.create(creates) }),
    (reply) => reply.ok && setSelectedId(reply.value.id),
  );
  const selected = lists.find((l) => l.id === selectedId) ?? null;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ActionNotice reply={sent} />
      <CollectionHeader
        title="Ingredient Lists"
        lead={<p className="text-warm-700 mt-1">Keep what is in your pantry, then find recipes from a list in one click.</p>}
        newButton={naming ? undefined : { label: "Create List", onClick: () => setNaming(true) }}
      />

      {naming && (
        <NewListForm
          fetcherKey={LIST_KEYS.create(creates + 1)}
          onSent={() => {
            setCreates((n) => n + 1);
            setNaming(false);
          }}
          onCancel={() => setNaming(false)}
        />
      )}

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {lists.length === 0 ? (
          <p className="border-warm-300 text-warm-700 rounded-3xl border-2 border-dashed p-8 text-center">
            No saved ingredient lists yet.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Your ingredient lists">
            {lists.map((list) => (
              <li key={list.id}>
                <ListCard
                  list={list}
                  selected={list.id === selectedId}
                  onSelect={() => setSelectedId(list.id)}
                  onDelete={() => setConfirming({ id: list.id, name: list.name })}
                />
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <ListDetail
            key={selected.id}
            id={selected.id}
            name={selected.name}
            isPantry={selected.isPantry ?? false}
            items={selected.items}
            household={
              loaderData.inHousehold
                ? {
                    shared: selected.shared ?? false,
                    sharedBy: selected.sharedBy,
                    canMakePersonal: selected.canMakePersonal ?? false,
                  }
                : null
            }
          />
        ) : (
          lists.length > 0 && (
            <p className="text-warm-700 ring-warm-200 rounded-3xl bg-white p-8 text-center ring-1">
              Select a list to see and edit its ingredients.
            </p>
          )
        )}
      </div>

      <ConfirmDeleteDialog
        item={confirming}
        fallbackName="list"
        description={LIST_MESSAGES.confirmDelete}
        action="/app/ingredient-lists"
        field="listId"
        fetcherKey={LIST_KEYS.delete}
        onClose={() => setConfirming(null)}
        onConfirmed={(id) => id === selectedId && setSelectedId(null)}
      />
    </main>
  );
}
