import { BookPlus } from "~/components/ui/icons";
import type { RecipeAction } from "./recipe-actions";

/** Add to Cookbook (signed-in cooks): the dialog, or without JavaScript the page that lists the cook's cookbooks. */
export const cookbookAction: RecipeAction = {
  id: "cookbook",
  label: "Add to Cookbook",
  icon: BookPlus,
  shown: ({ signedIn }) => signedIn,
  href: ({ recipe }) => `/app/recipe/${recipe.id}/cookbooks`,
  dialog: () => import("./add-to-cookbook-action").then((m) => m.AddToCookbookAction),
};
