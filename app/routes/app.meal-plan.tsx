import { useActionData, type ShouldRevalidateFunction } from "react-router";
import { ActionNotice, settleAction } from "~/components/ui/action-reply";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { canPlanWeek, mealPlanningLevel } from "~/domain/plans";
import {
  CopyWeekSchema,
  DaySchema,
  MealEntryAddSchema,
  MealEntryIdSchema,
  MealEntryMoveSchema,
} from "~/domain/validation/meal-plan";
import { addDays, weekDays, weekLabel, weeksBetween, weekStartOf } from "~/domain/meal-plan/week";
import { KitchenNotice } from "~/features/meal-plan/kitchen-notice";
import { LiveKitchenStatus } from "~/features/meal-plan/live-kitchen";
import { WeekPlanner } from "~/features/meal-plan/week-planner";
import { useTimeZoneCookie } from "~/features/meal-plan/use-time-zone-cookie";
import { dispatchIntent, onlyId, runIntent } from "~/server/action-reply.server";
import { isEntitled } from "~/server/auth/entitlements.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { kitchenOf, kitchenSummary } from "~/server/households/kitchen.server";
import { addMealEntry, copyWeek, listWeek, moveMealEntry, removeMealEntry } from "~/server/meal-plan/meal-plan.server";
import { userToday } from "~/server/time-zone.server";
import type { Route } from "./+types/app.meal-plan";

export const meta: Route.MetaFunction = () => [{ title: "Meal Plan – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const today = userToday(request);
  // A week the address cannot name (not a day, or outside the days the server plans) shows this week.
  const asked = DaySchema.safeParse(new URL(request.url).searchParams.get("week"));
  const week = weekStartOf(asked.success ? asked.data : today);
  const offset = weeksBetween(today, week);
  const db = await getDb();
  // The plan shown is the kitchen's (the household's while the cook is a member), with its plan's weeks.
  const kitchen = await kitchenOf(db, user);
  const allowed = canPlanWeek(kitchen.planId, offset);
  return {
    today,
    week,
    weekLabel: weekLabel(week),
    days: weekDays(week),
    previousWeek: addDays(week, -7),
    nextWeek: addDays(week, 7),
    isCurrentWeek: offset === 0,
    allowed,
    fullPlanning: mealPlanningLevel(kitchen.planId) === "full",
    canShop: isEntitled(kitchen, "shoppingLists"),
    household: kitchenSummary(kitchen),
    entries: allowed ? await listWeek(db, kitchen, week) : [],
  };
}

/** intent=add (a recipe with servings, or a note), move, remove or copy-week. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const db = await getDb();
  const today = userToday(request);
  const kitchen = await kitchenOf(db, user);
  return dispatchIntent(form, {
    add: () =>
      runIntent(form, MealEntryAddSchema, MEAL_PLAN_MESSAGES.addFailed, async (input) =>
        onlyId(await addMealEntry(db, kitchen, input, today)),
      ),
    move: () =>
      runIntent(form, MealEntryMoveSchema, MEAL_PLAN_MESSAGES.moveFailed, (input) => moveMealEntry(db, kitchen, input, today)),
    remove: () =>
      runIntent(form, MealEntryIdSchema, MEAL_PLAN_MESSAGES.removeFailed, (input) => removeMealEntry(db, kitchen, input)),
    "copy-week": () => runIntent(form, CopyWeekSchema, MEAL_PLAN_MESSAGES.copyFailed, (input) => copyWeek(db, kitchen, input)),
  });
}

const FALLBACKS: Record<string, string> = {
  add: MEAL_PLAN_MESSAGES.addFailed,
  move: MEAL_PLAN_MESSAGES.moveFailed,
  remove: MEAL_PLAN_MESSAGES.removeFailed,
  "copy-week": MEAL_PLAN_MESSAGES.copyFailed,
};

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get("intent"));
  return settleAction(serverAction, { fallback: FALLBACKS[intent] ?? MEAL_PLAN_MESSAGES.addFailed });
}

/** Every write reloads the week, a refused one too. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

export default function MealPlan({ loaderData }: Route.ComponentProps) {
  useTimeZoneCookie();
  const sent = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ActionNotice reply={sent} />
      <KitchenNotice household={loaderData.household} what="this plan" />
      <LiveKitchenStatus />
      <WeekPlanner {...loaderData} />
    </main>
  );
}
