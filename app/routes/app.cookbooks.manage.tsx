import { ArrowLeft, Pencil, Plus, Users } from "~/components/ui/icons";
import { useState } from "react";
import { Link, useActionData, useFetcher, type ShouldRevalidateFunction } from "react-router";
import { ActionNotice, settleAction } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { LiveKitchenStatus } from "~/features/meal-plan/live-kitchen";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { acceptedLocales, defaultPaperSize } from "~/domain/kitchen/paper";
import {
  CookbookAddFoundSchema,
  CookbookAddRecipesSchema,
  CookbookRemoveRecipeSchema,
  CookbookSharedSchema,
  CookbookUpdateSchema,
} from "~/domain/validation/kitchen";
import { AddRecipesDialog } from "~/features/cookbooks/add-recipes-dialog";
import { CookbookDetailsForm } from "~/features/cookbooks/cookbook-details-form";
import { CookbookExport } from "~/features/cookbooks/cookbook-export";
import { CookbookRecipes, LayoutSwitch, useRemovingRecipes, type Layout } from "~/features/cookbooks/cookbook-recipes";
import { dispatchIntent, runIntent } from "~/server/action-reply.server";
import { isEntitled } from "~/server/auth/entitlements.server";
import { redirectWith } from "~/server/auth/responses.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import {
  addFoundRecipesToCookbook,
  addRecipesToCookbook,
  getCookbook,
  removeRecipeFromCookbook,
  setCookbookShared,
  updateCookbook,
  type CookbookViewer,
} from "~/server/kitchen/cookbooks.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { noteCookbookOpened } from "~/server/offline/offline-kitchen.server";
import type { Route } from "./+types/app.cookbooks.manage";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const [cookbook, kitchen] = await Promise.all([getCookbook(db, user.id, params.id), kitchenOf(db, user)]);
  // Unknown and foreign ids look the same: back to the list with the spec's message.
  if (!cookbook) throw redirectWith("/app/cookbooks", null, await flashHeader(COOKBOOK_MESSAGES.notFound, "error"));
  // Its recipes are kept on the cook's devices for a while (offline, issue 31).
  await noteCookbookOpened(db, user.id, cookbook.id);
  return {
    cookbook,
    // The household switch and live updates are for members of a household only.
    inHousehold: kitchen.householdId !== null,
    lapsed: cookbook.shared && !kitchen.open,
    canExport: isEntitled(user, "cookbookExports"),
    paper: defaultPaperSize(acceptedLocales(request.headers.get("accept-language"))),
  };
}

/**
 * intent=update (the details form), add-recipes (recipeId repeated), add-found (the finder's
 * ingredients `i` repeated: every result) or remove-recipe; the cookbook is the URL's.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  form.set("cookbookId", params.id);
  const reply = await answer(form, await kitchenOf(await getDb(), user));
  // The cookbook is the address: one that is not the caller's is a missing page (404), as for the loader.
  if (reply.data.message === COOKBOOK_MESSAGES.notFound) throw reply;
  return reply;
}

async function answer(form: FormData, viewer: CookbookViewer) {
  const db = await getDb();
  return dispatchIntent(form, {
    shared: () =>
      runIntent(form, CookbookSharedSchema, COOKBOOK_MESSAGES.sharedFailed, (input) => setCookbookShared(db, viewer, input)),
    update: () =>
      runIntent(form, CookbookUpdateSchema, COOKBOOK_MESSAGES.updateFailed, (input) => updateCookbook(db, viewer, input)),
    "add-recipes": () =>
      runIntent(form, CookbookAddRecipesSchema, COOKBOOK_MESSAGES.addFailed, ({ cookbookId, recipeId }) =>
        addRecipesToCookbook(db, viewer, { cookbookId, recipeIds: recipeId }),
      ),
    "add-found": () =>
      runIntent(form, CookbookAddFoundSchema, COOKBOOK_MESSAGES.addFailed, ({ cookbookId, i }) =>
        addFoundRecipesToCookbook(db, viewer, { cookbookId, ingredients: i }),
      ),
    "remove-recipe": () =>
      runIntent(form, CookbookRemoveRecipeSchema, COOKBOOK_MESSAGES.removeFailed, (input) =>
        removeRecipeFromCookbook(db, viewer, input),
      ),
  });
}

const FALLBACKS: Record<string, string> = {
  shared: COOKBOOK_MESSAGES.sharedFailed,
  update: COOKBOOK_MESSAGES.updateFailed,
  "add-recipes": COOKBOOK_MESSAGES.addFailed,
  "add-found": COOKBOOK_MESSAGES.addFailed,
  "remove-recipe": COOKBOOK_MESSAGES.removeFailed,
};

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get("intent"));
  return settleAction(serverAction, {
    fallback: FALLBACKS[intent] ?? COOKBOOK_MESSAGES.updateFailed,
    successType: intent === "remove-recipe" ? "info" : "success",
  });
}

/** Every write reloads the cookbook, a refused one too: if it is gone, the loader sends the page back to the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `${data.cookbook.name} – Simmer` : "Cookbook – Simmer" },
];

export default function ManageCookbook({ loaderData }: Route.ComponentProps) {
  const { cookbook, canExport, paper, inHousehold, lapsed } = loaderData;
  // Set only when a form was sent without JavaScript.
  const sent = useActionData<typeof action>();
  const [editing, setEditing] = useState(sent !== undefined && !sent.ok && !!sent.result);
  const [adding, setAdding] = useState(false);
  const [layout, setLayout] = useState<Layout>("grid");
  const removing = useRemovingRecipes();
  const shown = cookbook.recipes.filter((r) => !removing.has(r.id));
  const { stats } = cookbook;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ActionNotice reply={sent} />
      <Link to="/app/cookbooks" className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All cookbooks
      </Link>
      <div className={`mt-4 h-2 rounded-full ${cookbook.color}`} aria-hidden="true" />
      {editing ? (
        <div className="mt-6">
          <CookbookDetailsForm
            initial={{ name: cookbook.name, description: cookbook.description, color: cookbook.color }}
            lastReply={sent}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">{cookbook.name}</h1>
            {cookbook.description && <p className="text-warm-700 mt-2">{cookbook.description}</p>}
            {cookbook.shared && cookbook.sharedBy && (
              <p className="text-warm-700 mt-1 text-sm" data-testid="cookbook-shared-by">
                Shared with your household by {cookbook.sharedBy}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {inHousehold && (
              <HouseholdSwitch cookbookId={cookbook.id} shared={cookbook.shared} canMakePersonal={cookbook.canMakePersonal} />
            )}
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit details
            </Button>
          </div>
        </div>
      )}
      {lapsed && (
        <p role="status" className="bg-warm-100 text-warm-800 mt-4 rounded-2xl p-4 text-sm">
          {HOUSEHOLD_MESSAGES.lapsed}{" "}
          <Link to="/pricing" className="font-semibold underline">
            See the plans
          </Link>
        </p>
      )}
      {inHousehold && <LiveKitchenStatus />}

      <dl className="mt-6 grid grid-cols-3 gap-3" aria-label="Cookbook statistics">
        {[
          ["Recipes", String(shown.length)],
          ["Average rating", stats.averageRating === null ? "–" : stats.averageRating.toFixed(1)],
          ["Average cook time", stats.averageCookTime === null ? "–" : `${stats.averageCookTime} min`],
        ].map(([label, value]) => (
          <div key={label} className="ring-warm-200 rounded-2xl bg-white p-4 ring-1">
            <dt className="text-warm-700 text-sm">{label}</dt>
            <dd className="text-warm-900 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-5 w-5" aria-hidden="true" /> Add Recipes
        </Button>
        <LayoutSwitch layout={layout} onChange={setLayout} />
      </div>
      <CookbookRecipes recipes={shown} unavailable={cookbook.unavailable.filter((r) => !removing.has(r.id))} layout={layout} />
      <CookbookExport cookbookId={cookbook.id} canExport={canExport} initialPaper={paper} />
      <AddRecipesDialog open={adding} onOpenChange={setAdding} existingIds={cookbook.recipes.map((r) => r.id)} />
    </main>
  );
}

/**
 * The household switch on a cookbook (issue 27): moves a personal cookbook to the household (every
 * member sees and edits it, with the private recipes in it), or back (only for the member who moved it).
 */
function HouseholdSwitch({
  cookbookId,
  shared,
  canMakePersonal,
}: {
  cookbookId: string;
  shared: boolean;
  canMakePersonal: boolean;
}) {
  const fetcher = useFetcher({ key: `cookbook-shared-${cookbookId}` });
  if (shared && !canMakePersonal) return null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="shared" />
      <input type="hidden" name="shared" value={shared ? "false" : "true"} />
      <button type="submit" aria-pressed={shared} className={buttonClass(shared ? "dark" : "secondary", "md")}>
        <Users className="h-4 w-4" aria-hidden="true" /> Household
      </button>
    </fetcher.Form>
  );
}
