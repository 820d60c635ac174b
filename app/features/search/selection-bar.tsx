import { BookPlus, Heart, X } from "lucide-react";
import { useRevalidator } from "react-router";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { RECIPE_MESSAGES } from "~/domain/messages";
import { AddToCookbookDialog, type CookbookChoice } from "../cookbooks/add-to-cookbook-dialog";

/** Quick actions for the selected recipes: save them all, or put them in a cookbook (new or existing). */
export function SelectionBar({
  selected,
  cookbooks,
  onClear,
  label = "selected",
}: {
  selected: number[];
  cookbooks: CookbookChoice[];
  onClear?: () => void;
  label?: string;
}) {
  const revalidator = useRevalidator();
  const saveAll = async () => {
    const reply = await postAction("/app/saved", { intent: "save-many", recipeId: selected }, RECIPE_MESSAGES.saveFailed);
    // The message can list several outcomes, so it stays up a little longer than a plain success.
    toast(reply.message ?? RECIPE_MESSAGES.saved, reply.ok ? "success" : "error", 5000);
    if (reply.ok) revalidator.revalidate();
  };
  const disabled = selected.length === 0;
  const buttonClass =
    "inline-flex items-center gap-2 rounded-xl px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <div
      role="toolbar"
      aria-label="Quick actions"
      className="bg-warm-900 flex flex-wrap items-center gap-3 rounded-2xl px-4 py-3 text-white"
    >
      <span className="font-semibold" aria-live="polite">
        {selected.length} {label}
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={() => void saveAll()}
        className={`${buttonClass} text-warm-900 hover:bg-warm-100 bg-white`}
      >
        <Heart className="h-4 w-4" aria-hidden="true" /> {label === "selected" ? "Save Selected" : "Save All Recipes"}
      </button>
      <AddToCookbookDialog
        recipeIds={selected}
        cookbooks={cookbooks}
        onAdded={onClear}
        trigger={
          <button type="button" disabled={disabled} className={`${buttonClass} bg-accent-orange text-white hover:bg-orange-800`}>
            <BookPlus className="h-4 w-4" aria-hidden="true" /> Add to Cookbook
          </button>
        }
      />
      {onClear && (
        <button type="button" onClick={onClear} className={`${buttonClass} text-warm-100 hover:bg-white/10`}>
          <X className="h-4 w-4" aria-hidden="true" /> Clear selection
        </button>
      )}
    </div>
  );
}
