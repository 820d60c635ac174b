import * as Dialog from "@radix-ui/react-dialog";
import { BookOpen, BookPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { inputClass } from "~/components/ui/styles";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { isValidCookbookName, type CookbookColor } from "~/domain/cookbook";
import { COOKBOOK_MESSAGES } from "~/domain/messages";

export interface CookbookChoice {
  id: string;
  name: string;
  color: CookbookColor;
}

interface Props {
  recipeIds: number[];
  cookbooks: CookbookChoice[];
  /** The button that opens the dialog. */
  trigger: ReactNode;
  onAdded?: () => void;
}

/** Add one or several recipes to a cookbook, or to a new cookbook made on the spot. */
export function AddToCookbookDialog({ recipeIds, cookbooks, trigger, onAdded }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [newName, setNewName] = useState("");
  const revalidator = useRevalidator();
  const newNameValid = isValidCookbookName(newName);

  const addTo = async (cookbookId: string) => {
    setBusy(true);
    const reply = await postAction(
      "/app/api/cookbooks",
      { intent: "add-recipes", cookbookId, recipeId: recipeIds },
      COOKBOOK_MESSAGES.addFailed,
    );
    setBusy(false);
    toast(reply.message ?? COOKBOOK_MESSAGES.addFailed, reply.ok ? "success" : "error");
    if (reply.ok) {
      setOpen(false);
      onAdded?.();
      revalidator.revalidate();
    }
  };

  const createAndAdd = async () => {
    setBusy(true);
    const created = await postAction<{ cookbook: { id: string } }>(
      "/app/api/cookbooks",
      { intent: "create", name: newName.trim() },
      COOKBOOK_MESSAGES.createFailed,
    );
    setBusy(false);
    if (!created.ok) return void toast(created.message, "error");
    setNewName("");
    await addTo(created.cookbook.id);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Add to Cookbook</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">
            {recipeIds.length === 1
              ? "Choose a cookbook for this recipe."
              : `Choose a cookbook for these ${recipeIds.length} recipes.`}
          </Dialog.Description>
          {cookbooks.length > 0 && (
            <ul className="mt-4 max-h-64 space-y-2 overflow-y-auto" aria-label="Your cookbooks">
              {cookbooks.map((book) => (
                <li key={book.id}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void addTo(book.id)}
                    className="text-warm-900 ring-warm-200 hover:bg-warm-50 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium ring-1 disabled:opacity-60"
                  >
                    <span className={`grid h-8 w-8 place-items-center rounded-lg text-white ${book.color}`} aria-hidden="true">
                      <BookOpen className="h-4 w-4" />
                    </span>
                    {book.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (newNameValid) void createAndAdd();
            }}
            className="border-warm-200 mt-5 border-t pt-4"
          >
            <label htmlFor="new-cookbook-name" className="text-warm-800 text-sm font-semibold">
              Create Cookbook
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                id="new-cookbook-name"
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                placeholder="e.g. Quick Weeknight Dinners"
                className={inputClass}
              />
              <button
                type="submit"
                disabled={!newNameValid || busy}
                className="bg-accent-orange inline-flex shrink-0 items-center gap-1 rounded-xl px-3 font-semibold text-white hover:bg-orange-800 disabled:opacity-50"
              >
                <BookPlus className="h-4 w-4" aria-hidden="true" /> Create
              </button>
            </div>
          </form>
          <Dialog.Close className="text-warm-900 ring-warm-300 hover:bg-warm-100 mt-5 w-full rounded-xl bg-white px-4 py-2 font-semibold ring-1">
            Cancel
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
