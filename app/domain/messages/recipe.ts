import { plural } from "../plural";

export const RECIPE_MESSAGES = {
  saved: "Recipe saved successfully!",
  unsaved: "Recipe removed from saved",
  saveFailed: "Failed to save recipe",
  unsaveFailed: "Failed to remove recipe from saved",
  limitReached: "You have reached the maximum number of saved recipes for your plan. Please upgrade to save more recipes.",
  alreadySaved: "Recipe is already in your saved recipes",
  notFound: "Recipe not found",
  /** Where a cook filed a recipe that its author has since made private (meal plan, cookbook). */
  noLongerAvailable: "This recipe is no longer available",
  linkCopied: "Link copied to clipboard",
  created: "Recipe created successfully!",
  createFailed: "Failed to create recipe. Please try again.",
  updated: "Recipe updated successfully!",
  updateFailed: "Failed to update recipe. Please try again.",
  deleted: "Recipe deleted",
  deleteFailed: "Failed to delete recipe. Please try again.",
  confirmDiscard: "Are you sure you want to discard this recipe? All changes will be lost.",
  confirmDelete: "Are you sure you want to delete this recipe? This action cannot be undone.",
  shared: "Your recipe is now shared with everyone",
  unshared: "Your recipe is private again",
  householdOnly: "Your recipe is now shared with your household",
  shareFailed: "Failed to change who can see this recipe. Please try again.",
  scaledSaved: "Scaled recipe saved to My Recipes",
  scaledServings: "Choose whole servings from 1 to 100 to save a scaled copy.",
  scaledFailed: "Failed to save the scaled recipe. Please try again.",
  copied: "Recipe copied to My Recipes. Change it as you like, then save.",
  copyFailed: "Failed to copy the recipe. Please try again.",
} as const;

/** What "Save All" / "Save Selected" did: "3 recipes saved. 2 were already saved. 1 not saved: your plan's limit is reached." */
export function bulkSaveMessage(result: { saved: number; alreadySaved: number; overLimit: number }): string {
  const parts = [`${plural(result.saved, "recipe")} saved.`];
  if (result.alreadySaved > 0)
    parts.push(result.alreadySaved === 1 ? "1 was already saved." : `${result.alreadySaved} were already saved.`);
  if (result.overLimit > 0)
    parts.push(
      `${result.overLimit} not saved: you have reached the maximum number of saved recipes for your plan. Please upgrade to save more recipes.`,
    );
  return parts.join(" ");
}
