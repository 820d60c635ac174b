import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useFetcher } from "react-router";
import { DialogRecipeSearchField, useDialogRecipeSearch } from "~/components/recipe/dialog-recipe-search";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { MEAL_LABELS, type MealType } from "~/domain/meal-plan";
import { MAX_PLANNED_SERVINGS, MEAL_NOTE_MAX } from "~/domain/validation/meal-plan";
import { dayLabel } from "~/domain/week";

export interface SlotTarget {
  date: string;
  mealType: MealType;
}

/** Search recipes in place and add one (with servings) to a day's meal, or write a free note. */
export function AddMealDialog({ target, onClose }: { target: SlotTarget | null; onClose: () => void }) {
  const [servings, setServings] = useState("");
  const fetcher = useFetcher<ActionReply<unknown>>({ key: "meal-add" });
  const busy = fetcher.state !== "idle";
  useFetcherReply(fetcher, (reply) => reply.ok && onClose());
  const { term, setTerm, found } = useDialogRecipeSearch(target !== null);

  if (!target) return null;
  const slot = `${MEAL_LABELS[target.mealType]}, ${dayLabel(target.date)}`;
  const hidden = (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="date" value={target.date} />
      <input type="hidden" name="mealType" value={target.mealType} />
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Add to {slot}</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">Pick a recipe, or write a note like “leftovers”.</Dialog.Description>
          <div className="mt-4 flex gap-3">
            <div className="relative flex-1">
              <DialogRecipeSearchField id="meal-search" label="Search recipes" value={term} onChange={setTerm} />
            </div>
            <label className="text-warm-800 w-24 text-xs font-semibold">
              Servings
              <input
                type="number"
                min={1}
                max={MAX_PLANNED_SERVINGS}
                value={servings}
                onChange={(e) => setServings(e.target.value)}
                placeholder="Recipe's"
                className={`${inputClass} mt-0.5 px-2 py-1.5`}
              />
            </label>
          </div>
          <ul className="mt-4 min-h-0 flex-1 space-y-2 overflow-y-auto pr-1" aria-label="Recipes to plan">
            {found.map((recipe) => (
              <li key={recipe.id}>
                <fetcher.Form method="post" className="ring-warm-200 flex items-center gap-3 rounded-xl px-3 py-2 ring-1">
                  {hidden}
                  <input type="hidden" name="recipeId" value={recipe.id} />
                  {servings && <input type="hidden" name="servings" value={servings} />}
                  <span className="text-warm-900 flex-1">
                    {recipe.title}
                    <span className="text-warm-700 block text-xs">{recipe.cookTime} min</span>
                  </span>
                  <Button type="submit" size="sm" disabled={busy} aria-label={`Add ${recipe.title}`}>
                    Add
                  </Button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
          <fetcher.Form method="post" className="border-warm-200 mt-4 flex items-end gap-3 border-t pt-4">
            {hidden}
            <label className="text-warm-800 flex-1 text-sm font-semibold">
              Or a note
              <input
                name="note"
                maxLength={MEAL_NOTE_MAX}
                placeholder="Leftovers, eating out…"
                className={`${inputClass} mt-1`}
              />
            </label>
            <Button type="submit" variant="secondary" disabled={busy}>
              Add note
            </Button>
          </fetcher.Form>
          <div className="mt-4 flex justify-end">
            <Dialog.Close type="button" className={buttonClass("ghost")}>
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
