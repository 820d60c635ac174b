import { ChefHat, Printer, Scale, Share2, ShoppingCart } from "~/components/ui/icons";
import type { RecipeAction } from "~/components/recipe/recipe-actions";
import { withScaleQuery } from "~/domain/ingredients/scale-query";
import { shareMailto, shareRecipe } from "./share";

/**
 * Print: with JavaScript the browser's print dialog (the print stylesheet in app.css makes the page
 * one clean sheet); without it, the print-friendly view, which the browser's own menu prints.
 */
export const printAction: RecipeAction = {
  id: "print",
  label: "Print",
  icon: Printer,
  href: ({ base, recipe, servings, units }) =>
    withScaleQuery(`${base}/recipe/${recipe.id}/print`, recipe.servings, servings, units.value),
  run: () => window.print(),
};

/** Share: the system share sheet or the copied link; without JavaScript, an e-mail with the link. */
export const shareAction: RecipeAction = {
  id: "share",
  label: "Share",
  icon: Share2,
  href: ({ recipe, url }) => shareMailto(recipe.title, url),
  run: ({ recipe, url }) => void shareRecipe(recipe.title, url),
};

/** Start Cooking: cook mode, carrying the servings and units chosen on the page. */
export const cookAction: RecipeAction = {
  id: "cook",
  label: "Start Cooking",
  icon: ChefHat,
  variant: "primary",
  href: ({ recipe, servings, units }) => withScaleQuery(`/cook-mode/${recipe.id}`, recipe.servings, servings, units.value),
};

/** Scale Recipe: the dialog, or without JavaScript the scale page with the servings in its address. */
export const scaleAction: RecipeAction = {
  id: "scale",
  label: "Scale Recipe",
  icon: Scale,
  href: ({ base, recipe, servings, units }) =>
    withScaleQuery(`${base}/recipe/${recipe.id}/scale`, recipe.servings, servings, units.value),
  dialog: () => import("./scale-dialog").then((m) => m.ScaleDialog),
};

/**
 * Generate Shopping List: the dialog, or the shopping-list page. Cooks without the plan see the
 * upgrade teaser there, and nothing at all on a server that sells no plans.
 */
export const shoppingListAction: RecipeAction = {
  id: "shopping-list",
  label: "Generate Shopping List",
  icon: ShoppingCart,
  shown: ({ shoppingLists, billing }) => shoppingLists || billing,
  href: ({ base, recipe, servings, units }) =>
    withScaleQuery(`${base}/recipe/${recipe.id}/shopping-list`, recipe.servings, servings, units.value),
  dialog: () => import("./shopping-list-dialog").then((m) => m.ShoppingListDialog),
};
