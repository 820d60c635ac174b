import { useActionData, type ShouldRevalidateFunction } from "react-router";
import { ActionNotice, settleAction } from "~/components/ui/action-reply";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { shoppingChangeLabel } from "~/domain/offline/queued-changes";
import type { Outcome } from "~/domain/outcome";
import {
  ClearCheckedSchema,
  ShoppingItemAddSchema,
  ShoppingItemCheckSchema,
  ShoppingItemIdSchema,
  ShoppingRecipeSchema,
  WeekSchema,
} from "~/domain/validation/meal-plan";
import { weekStartOf } from "~/domain/meal-plan/week";
import { KitchenNotice } from "~/features/meal-plan/kitchen-notice";
import { LiveKitchenStatus } from "~/features/meal-plan/live-kitchen";
import { ShoppingListView } from "~/features/meal-plan/shopping-list-view";
import { isQueuedReply, fieldsOf, sendOrQueue } from "~/components/offline/offline-actions";
import { dispatchIntent, onlyId, runIntent } from "~/server/action-reply.server";
import { isEntitled, requireFeature } from "~/server/auth/entitlements.server";
import { requireUser } from "~/server/auth/session.server";
import type { Db } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { changeKeyOf, onceForKey } from "~/server/offline/offline-changes.server";
import {
  addCustomItem,
  addRecipeToList,
  clearCheckedItems,
  generateFromWeek,
  getShoppingList,
  pantryOf,
  removeShoppingItem,
  setItemChecked,
} from "~/server/meal-plan/shopping.server";
import { kitchenOf, kitchenSummary } from "~/server/households/kitchen.server";
import { userToday } from "~/server/time-zone.server";
import type { Route } from "./+types/app.shopping";

export const meta: Route.MetaFunction = () => [{ title: "Shopping List – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const week = weekStartOf(userToday(request));
  const db = await getDb();
  // The list shown is the kitchen's (the household's while the cook is a member), with its plan's features.
  const kitchen = await kitchenOf(db, user);
  const household = kitchenSummary(kitchen);
  if (!isEntitled(kitchen, "shoppingLists")) {
    return { entitled: false as const, items: [], week, pantryMarked: false, household };
  }
  const [items, pantry] = await Promise.all([getShoppingList(db, kitchen), pantryOf(db, kitchen)]);
  return { entitled: true as const, items, week, pantryMarked: pantry.marked, household };
}

/** intent=generate (a week), add-recipe, add-item, check, remove or clear-checked; premium and ultimate only. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const kitchen = await kitchenOf(db, user);
  requireFeature(kitchen, "shoppingLists");
  const form = await request.formData();
  // A change the cook's device made offline carries its key: applied once however often it is sent.
  const key = changeKeyOf(form);
  const once = <T,>(write: (db: Db) => Promise<Outcome<T>>) => onceForKey(db, user.id, key, write);
  return dispatchIntent(form, {
    generate: () =>
      runIntent(form, WeekSchema, MEAL_PLAN_MESSAGES.listGenerateFailed, (input) =>
        generateFromWeek(db, kitchen, { week: weekStartOf(input.week) }),
      ),
    "add-recipe": () =>
      runIntent(form, ShoppingRecipeSchema, MEAL_PLAN_MESSAGES.recipeAddToListFailed, (input) =>
        addRecipeToList(db, kitchen, input),
      ),
    "add-item": () =>
      runIntent(form, ShoppingItemAddSchema, MEAL_PLAN_MESSAGES.itemAddFailed, (input) =>
        once(async (tx) => onlyId(await addCustomItem(tx, kitchen, input))),
      ),
    check: () =>
      runIntent(form, ShoppingItemCheckSchema, MEAL_PLAN_MESSAGES.itemUpdateFailed, (input) =>
        once((tx) => setItemChecked(tx, kitchen, input)),
      ),
    remove: () =>
      runIntent(form, ShoppingItemIdSchema, MEAL_PLAN_MESSAGES.itemRemoveFailed, (input) =>
        once((tx) => removeShoppingItem(tx, kitchen, input)),
      ),
    "clear-checked": () =>
      runIntent(form, ClearCheckedSchema, MEAL_PLAN_MESSAGES.clearFailed, () => clearCheckedItems(db, kitchen)),
  });
}

const FALLBACKS: Record<string, string> = {
  generate: MEAL_PLAN_MESSAGES.listGenerateFailed,
  "add-recipe": MEAL_PLAN_MESSAGES.recipeAddToListFailed,
  "add-item": MEAL_PLAN_MESSAGES.itemAddFailed,
  check: MEAL_PLAN_MESSAGES.itemUpdateFailed,
  remove: MEAL_PLAN_MESSAGES.itemRemoveFailed,
  "clear-checked": MEAL_PLAN_MESSAGES.clearFailed,
};

/** What a cook may do to the list offline (kept on the device, sent when back: issue 31). */
const OFFLINE_INTENTS = new Set(["check", "add-item", "remove"]);

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const intent = String(form.get("intent"));
  const fields = fieldsOf(form);
  return sendOrQueue({
    route: "/app/shopping",
    form,
    offline: OFFLINE_INTENTS.has(intent) ? { label: shoppingChangeLabel(fields, fields.itemText) } : null,
    serverAction,
    settleReply: (send) =>
      settleAction(send, {
        fallback: FALLBACKS[intent] ?? MEAL_PLAN_MESSAGES.itemUpdateFailed,
        // Ticking items is quiet: the tick itself is the answer; only a failure speaks.
        duration: intent === "check" ? 1200 : undefined,
      }),
  });
}

/** Every write reloads the list, except one kept on the device (there is no server to ask). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  isQueuedReply(actionResult) ? false : formMethod === "POST" || defaultShouldRevalidate;

export default function ShoppingList({ loaderData }: Route.ComponentProps) {
  const sent = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <ActionNotice reply={sent} />
      {loaderData.entitled ? (
        <>
          <KitchenNotice household={loaderData.household} what="this list" />
          <LiveKitchenStatus />
          <ShoppingListView items={loaderData.items} week={loaderData.week} pantryMarked={loaderData.pantryMarked} />
        </>
      ) : (
        <>
          <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">Shopping List</h1>
          <UpgradeTeaser id="shopping-upgrade" title="The week's shopping list">
            Turn your meal plan into one shopping list, merged and sorted by aisle.
          </UpgradeTeaser>
        </>
      )}
    </main>
  );
}
