/**
 * Who may see a recipe: the one rule every page, index and query follows.
 * Catalog recipes (no author) are everyone's; a user's recipe is its author's alone until the
 * author shares it with everyone.
 *
 * The SQL form of the same rule is `visibleTo` in app/server/recipes/visibility.server.ts
 * (a test runs both over every combination); the search indexes ask `isSharedWithEveryone` to
 * decide whether a recipe goes to everyone or only to its author.
 */
export interface RecipeOwnership {
  /** The author, or null (or absent) for a catalog recipe. */
  userId?: string | null;
  /** Whether the author shares it; absent counts as not shared. */
  isPublic?: boolean;
}

/** True for a catalog recipe or one its author shares: anyone, signed in or not, may see it. */
export function isSharedWithEveryone(recipe: RecipeOwnership): boolean {
  return recipe.userId == null || recipe.isPublic === true;
}

export function isRecipeVisibleTo(recipe: RecipeOwnership, viewerId: string | null | undefined): boolean {
  return isSharedWithEveryone(recipe) || isRecipeOwnedBy(recipe, viewerId);
}

/** True when the viewer wrote the recipe (and so may edit, share or delete it). */
export function isRecipeOwnedBy(recipe: RecipeOwnership, viewerId: string | null | undefined): boolean {
  return recipe.userId != null && viewerId != null && recipe.userId === viewerId;
}
