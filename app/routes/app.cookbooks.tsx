import { useActionData, useFetchers } from "react-router";
import { CollectionHeader } from "~/components/layout/collection-header";
import { ActionNotice, settleAction } from "~/components/ui/action-reply";
import { ConfirmDeleteDialog } from "~/components/ui/delete-form";
import { useCollectionPage } from "~/components/ui/use-collection-page";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { limitFor, UNLIMITED } from "~/domain/plans";
import { useBillingEnabled } from "~/components/ui/use-billing";
import { CookbookIdSchema, CookbookSchema } from "~/domain/validation/kitchen";
import { CookbookCard } from "~/features/cookbooks/cookbook-card";
import { CookbookForm, type CreatedCookbookReply } from "~/features/cookbooks/cookbook-form";
import { CookbookPreview } from "~/features/cookbooks/cookbook-preview";
import { dispatchIntent, onlyId, runIntent } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { createCookbook, deleteCookbook, listCookbooks } from "~/server/kitchen/cookbooks.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { LiveKitchenStatus } from "~/features/meal-plan/live-kitchen";
import type { Route } from "./+types/app.cookbooks";
import { plural } from "~/domain/plural";

export const meta: Route.MetaFunction = () => [{ title: "My cookbooks – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const [cookbooks, kitchen] = await Promise.all([listCookbooks(db, user.id), kitchenOf(db, user)]);
  return { cookbooks, limit: limitFor(user.planId, "cookbooks"), inHousehold: kitchen.householdId !== null };
}

/** intent=create (the cookbook form) or intent=delete (cookbookId). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const db = await getDb();
  return dispatchIntent(form, {
    create: () =>
      runIntent(form, CookbookSchema, COOKBOOK_MESSAGES.createFailed, async (input) =>
        onlyId(await createCookbook(db, user.id, input, user.planId)),
      ),
    delete: () =>
      runIntent(form, CookbookIdSchema, COOKBOOK_MESSAGES.deleteFailed, async (input) =>
        deleteCookbook(db, await kitchenOf(db, user), input),
      ),
  });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  const fallback = intent === "delete" ? COOKBOOK_MESSAGES.deleteFailed : COOKBOOK_MESSAGES.createFailed;
  return settleAction(serverAction, { fallback });
}

const DELETE_KEY = "cookbook-delete-";

export default function Cookbooks({ loaderData }: Route.ComponentProps) {
  const { cookbooks, limit, inHousehold } = loaderData;
  // Set only when a form was sent without JavaScript: the page then shows the answer itself.
  const sent = useActionData<typeof action>();
  const {
    formOpen: showForm,
    setFormOpen: setShowForm,
    selectedId,
    setSelectedId,
    confirming,
    setConfirming,
  } = useCollectionPage(sent, "cookbook");
  // Optimistic: a cookbook being deleted is hidden; if the server refuses, it is simply shown again.
  const deleting = new Set(
    useFetchers()
      .filter((f) => f.key.startsWith(DELETE_KEY) && f.formData)
      .map((f) => f.key.slice(DELETE_KEY.length)),
  );
  const visible = cookbooks.filter((b) => !deleting.has(b.id));
  // The plan's limit counts personal cookbooks; the household's are shared (and said apart).
  const personal = visible.filter((b) => !b.shared).length;
  const atLimit = limit !== UNLIMITED && personal >= limit;
  const householdBooks = visible.length - personal;
  const billingEnabled = useBillingEnabled();
  const selected = visible.find((b) => b.id === selectedId) ?? null;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ActionNotice reply={sent} />
      {inHousehold && <LiveKitchenStatus />}
      <CollectionHeader
        title="My Cookbooks"
        lead={
          <p className="text-warm-700 mt-1" data-testid="cookbook-usage">
            {limit === UNLIMITED
              ? plural(visible.length, "cookbook")
              : `${personal} of ${plural(limit, "cookbook")} on your plan` +
                (householdBooks > 0 ? `, and ${plural(householdBooks, "household cookbook")}` : "")}
          </p>
        }
        limitReached={
          atLimit && !showForm
            ? { label: `Limit reached (${personal} of ${limit}): Upgrade`, to: billingEnabled ? "/pricing" : null }
            : undefined
        }
        newButton={{
          label: showForm ? "Close" : "Create Cookbook",
          onClick: () => setShowForm((s) => !s),
          expanded: showForm,
        }}
      />

      {showForm && (
        <div className="mt-6">
          <CookbookForm
            lastReply={sent as CreatedCookbookReply | undefined}
            onCancel={() => setShowForm(false)}
            onCreated={(id) => {
              setShowForm(false);
              setSelectedId(id);
            }}
          />
        </div>
      )}

      {visible.length === 0 ? (
        <p className="border-warm-300 text-warm-700 mt-8 rounded-3xl border-2 border-dashed p-10 text-center">
          No cookbooks yet. Create one to group recipes for weeknights, parties or the holidays.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((book) => (
            <li key={book.id}>
              <CookbookCard
                book={book}
                selected={book.id === selectedId}
                onSelect={() => setSelectedId(book.id === selectedId ? null : book.id)}
                onDelete={() => setConfirming({ id: book.id, name: book.name })}
              />
            </li>
          ))}
        </ul>
      )}

      {selected && <CookbookPreview book={selected} />}

      <ConfirmDeleteDialog
        item={confirming}
        fallbackName="cookbook"
        description={COOKBOOK_MESSAGES.confirmDelete}
        action="/app/cookbooks"
        field="cookbookId"
        fetcherKey={(id) => `${DELETE_KEY}${id}`}
        onClose={() => setConfirming(null)}
      />
    </main>
  );
}
