/**
 * Who may see a recipe: the one rule every page, index and query follows.
 * Catalog recipes (no author) are everyone's; a user's recipe is its author's alone until the
 * author shares it with everyone.
 */
export interface RecipeOwnership {
  /** The author, or null for a catalog recipe. */
  userId: string | null;
  isPublic: boolean;
}

export function isRecipeVisibleTo(recipe: RecipeOwnership, viewerId: string | null | undefined): boolean {
  if (recipe.userId === null || recipe.isPublic) return true;
  return viewerId != null && recipe.userId === viewerId;
}

/** True when the viewer wrote the recipe (and so may edit, share or delete it). */
export function isRecipeOwnedBy(recipe: RecipeOwnership, viewerId: string | null | undefined): boolean {
  return recipe.userId !== null && viewerId != null && recipe.userId === viewerId;
}
