import { AddToCookbookDialog } from "./add-to-cookbook-dialog";
import type { RecipeDialogProps } from "./recipe-actions";

/** Add to Cookbook as the recipe page opens it: this recipe, the cook's cookbooks. */
export function AddToCookbookAction({ context, onClose }: RecipeDialogProps) {
  return (
    <AddToCookbookDialog
      recipeIds={[context.recipe.id]}
      cookbooks={context.cookbooks}
      open
      onOpenChange={(open) => !open && onClose()}
    />
  );
}
