import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useFetcher } from "react-router";
import { DialogRecipeSearchField, useDialogRecipeSearch } from "~/components/recipe/dialog-recipe-search";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { plural } from "~/domain/plural";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Recipes already in the cookbook: shown as such and not selectable. */
  existingIds: number[];
}

/** Search the catalog and pick several recipes to add at once (the manage page's intent=add-recipes). */
export function AddRecipesDialog({ open, onOpenChange, existingIds }: Props) {
  const { term, setTerm, found } = useDialogRecipeSearch(open);
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const fetcher = useFetcher<ActionReply<unknown>>({ key: "cookbook-add-recipes" });
  const busy = fetcher.state !== "idle";
  useFetcherReply(fetcher, (reply) => {
    if (!reply.ok) return;
    setPicked(new Set());
    onOpenChange(false);
  });

  const existing = new Set(existingIds);
  const toggle = (id: number) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(new Set());
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Add recipes</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">
            Search, tick the recipes you want, then add them all at once.
          </Dialog.Description>
          <div className="relative mt-4">
            <DialogRecipeSearchField id="add-recipes-search" label="Search recipes to add" value={term} onChange={setTerm} />
          </div>
          <fetcher.Form method="post" className="mt-4 flex min-h-0 flex-1 flex-col">
            <input type="hidden" name="intent" value="add-recipes" />
            {/* Ticked recipes the current search no longer shows are still sent. */}
            {[...picked]
              .filter((id) => !found.some((r) => r.id === id))
              .map((id) => (
                <input key={id} type="hidden" name="recipeId" value={id} />
              ))}
            <ul className="flex-1 space-y-2 overflow-y-auto pr-1" aria-label="Recipes to add">
              {found.map((recipe) => {
                const already = existing.has(recipe.id);
                return (
                  <li key={recipe.id}>
                    <label
                      className={`ring-warm-200 flex items-center gap-3 rounded-xl px-3 py-2 ring-1 ${already ? "bg-warm-100" : "hover:bg-warm-50 cursor-pointer"}`}
                    >
                      <input
                        type="checkbox"
                        name="recipeId"
                        value={recipe.id}
                        disabled={already}
                        checked={already || picked.has(recipe.id)}
                        onChange={() => toggle(recipe.id)}
                        className="accent-accent-orange h-4 w-4"
                      />
                      <span className="text-warm-900 flex-1">{recipe.title}</span>
                      {already && <span className="text-warm-700 text-xs font-medium">In this cookbook</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4 flex justify-end gap-3">
              <Dialog.Close type="button" className={buttonClass("secondary")}>
                Cancel
              </Dialog.Close>
              <Button type="submit" disabled={picked.size === 0 || busy}>
                {busy ? "Adding..." : `Add ${plural(picked.size, "recipe")}`}
              </Button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
