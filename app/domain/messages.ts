/** User-facing messages shared by server and browser (spec section 8), each written once. */
import { plural } from "./plural";

/** Spec section 8, "General": the messages any screen or action may show. */
export const GENERAL_MESSAGES = {
  saved: "Changes saved successfully!",
  saveFailed: "Failed to save changes. Please try again.",
  loadFailed: "Failed to load data. Please refresh the page.",
  unexpected: "An unexpected error occurred. Please try again.",
  network: "Network error. Please check your connection and try again.",
  invalid: "Please enter valid information.",
  forbidden: "You do not have permission to perform this action.",
  notInPlan: "This feature is not available in your current plan.",
  upgrade: "Upgrade your plan to access this feature.",
  sessionExpired: "Your session has expired. Please log in again.",
  maintenance: "The system is temporarily under maintenance. Please try again later.",
} as const;

export const AUTH_MESSAGES = {
  loginSuccess: "Welcome back! You have been logged in successfully.",
  loginFailed: "Failed to log in. Please check your credentials and try again.",
  signupSuccess: "Account created successfully! Welcome to Simmer.",
  signupFailed: "Failed to create your account. Please try again.",
  emailTaken: "An account with this email already exists. Try logging in instead.",
  signedOut: "You have been signed out.",
  resetLinkSent:
    "If an account exists for that email, we have sent a link to reset the password. Check your inbox (and the spam folder).",
  resetLinkInvalid: "This reset link is invalid, has expired or has already been used. Please ask for a new one.",
  passwordChanged: "Your password has been changed. You are now logged in.",
  accountDeleted: "Your account and all your data have been deleted.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

export const SETTINGS_MESSAGES = {
  saved: "Settings saved successfully!",
  failed: "Failed to save settings. Please try again.",
  invalid: GENERAL_MESSAGES.invalid,
  unitsSaved: "Units saved",
} as const;

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

/** The cooking log and ratings (issue 13). */
export const COOK_MESSAGES = {
  logged: "Nice! Added to your cooking log.",
  logFailed: "Could not add this to your cooking log. Please try again.",
  rated: "Thanks! Your rating is saved.",
  rateFailed: "Could not save your rating. Please try again.",
  ratingRange: "Choose a rating from 1 to 5 stars.",
  cookNotFound: "That cook is not in your cooking log.",
} as const;

/** A cook's private note on a recipe (only they see it). */
export const NOTE_MESSAGES = {
  saved: "Your note is saved. Only you can see it.",
  removed: "Your note is removed.",
  saveFailed: "Could not save your note. Please try again.",
  tooLong: "Keep your note to 2,000 characters or fewer.",
} as const;

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

export const LIST_MESSAGES = {
  created: "Ingredient list created successfully!",
  createFailed: "Failed to create list",
  deleted: "Ingredient list deleted successfully!",
  deleteFailed: "Failed to delete list",
  confirmDelete: "Are you sure you want to delete this ingredient list? This action cannot be undone.",
  ingredientAdded: "Ingredient added to the list",
  ingredientRemoved: "Ingredient removed from the list",
  addFailed: "Failed to add ingredient",
  removeFailed: "Failed to remove ingredient",
  duplicate: "This ingredient is already in the list",
  notFound: "Ingredient list not found",
  loadFailed: "Failed to load ingredient lists",
  pantryOn: "List marked as your pantry",
  pantryOff: "List no longer marked as your pantry",
  pantryFailed: "Failed to update the list",
  sharedFailed: "Failed to move the list",
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

/** Subscription outcomes (spec section 8); the quoted ones verbatim, the rest in the same voice. */
export const SUBSCRIPTION_MESSAGES = {
  upgraded: "Subscription upgraded successfully! Welcome to Premium!",
  upgradeFailed: "Failed to upgrade your subscription. Please try again.",
  cancelled: "Your subscription has been cancelled.",
  cancelFailed: "Failed to cancel your subscription. Please try again.",
  resumed: "Your subscription has been resumed.",
  resumeFailed: "Failed to resume your subscription. Please try again.",
  paymentSucceeded: "Payment successful! Thank you.",
  paymentFailed: "Payment failed. Please check your payment method and try again.",
  trialEndingSoon: "Your free trial ends in 3 days. Upgrade to continue enjoying premium features.",
  trialEnded: "Your free trial has ended. Upgrade to continue using premium features.",
  featureUnavailable: "This feature is not available in your current plan.",
  upgradeTeaser: "Upgrade your plan to access this feature.",
  demoNoMoney: "This is a demo checkout: no money is taken and no card is needed.",
} as const;

/** Meal planning and the week's shopping list (spec section 8: meal added/removed, list generated/copied, each with a failure). */
export const MEAL_PLAN_MESSAGES = {
  added: "Meal added to your plan!",
  addFailed: "Failed to add meal to your plan",
  moved: "Meal moved",
  moveFailed: "Failed to move meal",
  removed: "Meal removed from your plan",
  removeFailed: "Failed to remove meal",
  notFound: "Meal not found",
  recipeNotFound: "Recipe not found",
  weekCopied: "Week copied!",
  copyFailed: "Failed to copy week",
  copyEmpty: "There are no meals in that week to copy",
  weekLocked: "The free plan covers this week and next week. Upgrade to plan any week.",
  copyLocked: "Copying a week is part of full meal planning. Upgrade to copy weeks.",
  noteOrRecipe: "Pick a recipe or write a note",
  dayOutOfRange: "Please pick a day between 1970 and 9998",
  listGenerated: "Shopping list generated!",
  listGenerateFailed: "Failed to generate shopping list",
  listEmptyWeek: "There are no recipes planned this week to shop for",
  recipeAddedToList: "Recipe added to your shopping list!",
  recipeAddToListFailed: "Failed to add recipe to your shopping list",
  itemAdded: "Item added to your shopping list",
  itemAddFailed: "Failed to add item",
  itemRemoved: "Item removed from your shopping list",
  itemRemoveFailed: "Failed to remove item",
  itemUpdated: "Shopping list updated",
  itemUpdateFailed: "Failed to update item",
  itemNotFound: "Item not found",
  itemAlreadyListed: "That item is already on the list",
  checkedCleared: "Checked items cleared",
  clearFailed: "Failed to clear checked items",
  listCopied: "Shopping list copied to clipboard!",
  listCopyFailed: "Failed to copy shopping list",
} as const;
