import { ChefHat } from "~/components/ui/icons";
import type { RecipeAction } from "~/components/recipe/recipe-actions";
import { MadeThis } from "./made-this";

/** I made this (signed-in cooks): a plain form that logs the cook, then asks for a rating. */
export const madeThisAction: RecipeAction = {
  id: "made-this",
  label: "I made this",
  icon: ChefHat,
  shown: ({ signedIn }) => signedIn,
  render: ({ recipe, myRating }) => <MadeThis recipeId={recipe.id} recipeTitle={recipe.title} currentRating={myRating} />,
};
