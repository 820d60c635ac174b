import { data, Form, useActionData } from "react-router";
import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { ActionNotice } from "~/components/ui/action-reply";
import { Button, ButtonLink } from "~/components/ui/button";
import { daysOffered } from "~/domain/meal-plan/week";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { MealPlanFields } from "~/features/meal-plan/meal-plan-fields";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { addMealFromForm } from "~/server/meal-plan/add-meal-action.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { userToday } from "~/server/time-zone.server";
import type { Route } from "./+types/app.recipe.plan";

/** /app/recipe/:id/plan: Add to Meal Plan as a page (the recipe page's dialog without JavaScript). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const id = parseRecipeId(params.id);
  const recipe = id === null ? null : await getRecipe(await getDb(), id, user.id);
  if (!recipe) throw data(RECIPE_MESSAGES.notFound, { status: 404 });
  const today = userToday(request);
  return { recipe: { id: recipe.id, title: recipe.title, servings: recipe.servings }, today, days: daysOffered(today) };
}

/** The meal plan's add, with the same schema and service; a meal added opens its week in the planner. */
export async function action({ request, context }: Route.ActionArgs) {
  return addMealFromForm(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `Add ${data.recipe.title} to Meal Plan – Simmer` : "Recipe Not Found – Simmer" },
];

export default function PlanRecipe({ loaderData }: Route.ComponentProps) {
  const { recipe, today, days } = loaderData;
  const back = `/app/recipe/${recipe.id}`;
  return (
    <RecipeSubpage back={back} title="Add to Meal Plan" lead={`Plan ${recipe.title} for a day and meal.`}>
      <div className="mt-4">
        <ActionNotice reply={useActionData<typeof action>()} />
      </div>
      <Form method="post" className="ring-warm-200 mt-6 max-w-md space-y-4 rounded-3xl bg-white p-5 ring-1">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="recipeId" value={recipe.id} />
        <MealPlanFields days={days} today={today} servings={recipe.servings} />
        <div className="flex justify-end gap-3">
          <ButtonLink to={back} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit">Add to plan</Button>
        </div>
      </Form>
    </RecipeSubpage>
  );
}
