import { plural } from "../plural";

export const COOKBOOK_MESSAGES = {
  created: "Cookbook created successfully!",
  createFailed: "Failed to create cookbook. Please try again.",
  limitReached: "You have reached the maximum number of cookbooks for your plan. Please upgrade to create more cookbooks.",
  updated: "Cookbook updated successfully!",
  updateFailed: "Failed to update cookbook. Please try again.",
  deleted: "Cookbook deleted successfully!",
  deleteFailed: "Failed to delete cookbook. Please try again.",
  confirmDelete: "Are you sure you want to delete this cookbook? This action cannot be undone.",
  recipeRemoved: "Recipe removed from cookbook",
  removeFailed: "Failed to remove recipe from cookbook",
  addFailed: "Failed to add recipe to cookbook",
  alreadyIn: "Recipe is already in this cookbook",
  notFound: "Cookbook not found",
  loadFailed: "Failed to load cookbooks",
  sharedFailed: "Failed to move the cookbook",
  tooManyExports: "You have exported a lot of cookbooks in the last few minutes. Please try again a little later.",
  exportBusy: "Many cookbooks are being printed right now. Please try again in a minute.",
  exportFailed: "Your PDF could not be made. Please try again.",
} as const;

/** "Recipe added to Comfort Food Favorites!" / "3 recipes added to …" plus what was skipped. */
export function recipesAddedMessage(added: number, skipped: number, cookbook: string): string {
  if (added === 0) return skipped === 1 ? COOKBOOK_MESSAGES.alreadyIn : `These recipes are already in ${cookbook}`;
  const main = added === 1 ? `Recipe added to ${cookbook}!` : `${plural(added, "recipe")} added to ${cookbook}!`;
  return skipped > 0 ? `${main} ${skipped} already in it.` : main;
}
