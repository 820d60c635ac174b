/**
 * Who may see a recipe: the one rule every page, index and query follows.
 * Catalog recipes (no author) are everyone's; a user's recipe is its author's alone until the
 * author shares it with their household (issue 27) or with everyone. A private recipe filed in a
 * household cookbook is seen by the members of that household too, while its author is one of them
 * (decision 046).
 *
 * The SQL form of the same rule is `visibleTo` in app/server/recipes/visibility.server.ts
 * (a test runs both over every combination); the search indexes file each recipe under its
 * `visibilityKey` and answer a viewer with the recipes under one of their `viewerKeys`.
 */
export interface RecipeOwnership {
  /** The author, or null (or absent) for a catalog recipe. */
  userId?: string | null;
  /** Whether the author shares it with everyone; absent counts as not shared. */
  isPublic?: boolean;
  /** Whether the author shares it with their household; absent counts as not shared. */
  sharedWithHousehold?: boolean;
  /** The households whose cookbooks hold this recipe (only the rule's full form reads it). */
  householdBooks?: readonly string[];
}

/**
 * Who is asking: a cook's id (or null for a visitor), or a cook with their household: its id and the
 * ids of its members (the cook included or not). A bare id counts as a cook without a household.
 */
export type RecipeViewer =
  string | null | undefined | { id: string; householdId?: string | null; householdMembers?: readonly string[] };

function viewerIdOf(viewer: RecipeViewer): string | null {
  return viewer == null ? null : typeof viewer === "string" ? viewer : viewer.id;
}

/** True when `userId` is in the viewer's household (the viewer counts as in their own). */
function inViewersHousehold(viewer: RecipeViewer, userId: string): boolean {
  if (viewer == null) return false;
  if (typeof viewer === "string") return viewer === userId;
  return viewer.id === userId || (viewer.householdMembers ?? []).includes(userId);
}

/** True for a catalog recipe or one its author shares: anyone, signed in or not, may see it. */
export function isSharedWithEveryone(recipe: RecipeOwnership): boolean {
  return recipe.userId == null || recipe.isPublic === true;
}

export function isRecipeVisibleTo(recipe: RecipeOwnership, viewer: RecipeViewer): boolean {
  if (isSharedWithEveryone(recipe) || isRecipeOwnedBy(recipe, viewerIdOf(viewer))) return true;
  if (recipe.userId == null || !inViewersHousehold(viewer, recipe.userId)) return false;
  if (recipe.sharedWithHousehold === true) return true;
  // Filed in a cookbook of the household the viewer and the author are both in.
  const household = typeof viewer === "object" && viewer ? viewer.householdId : null;
  return household != null && (recipe.householdBooks ?? []).includes(household);
}

/** True when the viewer wrote the recipe (and so may edit, share or delete it). */
export function isRecipeOwnedBy(recipe: RecipeOwnership, viewerId: string | null | undefined): boolean {
  return recipe.userId != null && viewerId != null && recipe.userId === viewerId;
}

/**
 * The key the search indexes file a recipe under: null for everyone, the author's id for a private
 * recipe, `household:<author>` for one shared with the author's household. Browse, search and the
 * finder list a recipe by its own visibility: a private recipe filed in a household cookbook is
 * reached through the cookbook, not listed (decision 046).
 */
export function visibilityKey(recipe: RecipeOwnership): string | null {
  if (isSharedWithEveryone(recipe)) return null;
  return recipe.sharedWithHousehold ? householdKey(recipe.userId!) : recipe.userId!;
}

function householdKey(authorId: string): string {
  return `household:${authorId}`;
}

/**
 * The keys whose recipes `viewer` sees besides everyone's: their own private ones, and the household
 * recipes of every member of their household (their own included). Empty for a visitor.
 */
export function viewerKeys(viewer: RecipeViewer): string[] {
  const id = viewerIdOf(viewer);
  if (id === null) return [];
  const members = typeof viewer === "object" && viewer ? (viewer.householdMembers ?? []) : [];
  return [id, householdKey(id), ...members.filter((m) => m !== id).map(householdKey)];
}

/** The recipe's visibility as the recipe form names it. */
export const RECIPE_VISIBILITIES = ["private", "household", "public"] as const;
export type RecipeVisibility = (typeof RECIPE_VISIBILITIES)[number];

export function recipeVisibility(recipe: RecipeOwnership): RecipeVisibility {
  return recipe.isPublic ? "public" : recipe.sharedWithHousehold ? "household" : "private";
}
