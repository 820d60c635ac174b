import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";

/** "Delete this recipe?": the author's confirmation (recipe-owner-actions.tsx fetches it on intent). */
export function DeleteRecipeDialog({
  onOpenChange,
  onConfirm,
}: {
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete this recipe?"
      description={RECIPE_MESSAGES.confirmDelete}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
