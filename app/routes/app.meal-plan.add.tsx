import { redirect, useActionData } from "react-router";
import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { ActionNotice } from "~/components/ui/action-reply";
import { isMealType, MEAL_LABELS } from "~/domain/meal-plan/meal-plan";
import { dayLabel, weekStartOf } from "~/domain/meal-plan/week";
import { normalizeTerm } from "~/domain/recipes/browse";
import { DaySchema } from "~/domain/validation/meal-plan";
import { AddMealPage } from "~/features/meal-plan/add-meal-page";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { addMealFromForm } from "~/server/meal-plan/add-meal-action.server";
import { searchRecipesToPick } from "~/server/recipes/browse.server";
import type { Route } from "./+types/app.meal-plan.add";

/** /app/meal-plan/add?date=2026-03-02&meal=dinner&q=soup: the planner's Add to… as a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const date = DaySchema.safeParse(query.get("date"));
  const mealType = query.get("meal");
  // An address that names no slot has nothing to add to: the planner itself.
  if (!date.success || !isMealType(mealType)) throw redirect("/app/meal-plan");
  const q = normalizeTerm(query.get("q") ?? "");
  const { recipes } = await searchRecipesToPick(await getDb(), q, user.id);
  return { date: date.data, mealType, q, recipes };
}

/** The meal plan's add, with the same schema and service; a meal added opens its week in the planner. */
export async function action({ request, context }: Route.ActionArgs) {
  return addMealFromForm(request, context);
}

export const meta: Route.MetaFunction = () => [{ title: "Add to Meal Plan – Simmer" }];

export default function AddMeal({ loaderData }: Route.ComponentProps) {
  const { date, mealType } = loaderData;
  return (
    <RecipeSubpage
      back={`/app/meal-plan?week=${weekStartOf(date)}`}
      backLabel="Back to the meal plan"
      title={`Add to ${MEAL_LABELS[mealType]}, ${dayLabel(date)}`}
      lead="Pick a recipe, or write a note like “leftovers”."
    >
      <div className="mt-4">
        <ActionNotice reply={useActionData<typeof action>()} />
      </div>
      <AddMealPage {...loaderData} />
    </RecipeSubpage>
  );
}
