import { CalendarPlus } from "~/components/ui/icons";
import type { RecipeAction } from "~/components/recipe/recipe-actions";

/**
 * Add to Meal Plan: the dialog for a signed-in cook; without JavaScript (and for a visitor, who is
 * asked to sign in first and comes back) the form on /app/recipe/:id/plan.
 */
export const mealPlanAction: RecipeAction = {
  id: "meal-plan",
  label: "Add to Meal Plan",
  icon: CalendarPlus,
  href: ({ recipe }) => `/app/recipe/${recipe.id}/plan`,
  dialog: () => import("./add-to-meal-plan").then((m) => m.AddToMealPlan),
  opensDialog: ({ signedIn }) => signedIn,
};
