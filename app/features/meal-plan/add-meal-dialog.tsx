import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "react-router";
import { DialogRecipeSearchField, useDialogRecipeSearch } from "~/components/recipe/dialog-recipe-search";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { MEAL_LABELS, type MealType } from "~/domain/meal-plan/meal-plan";
import { MEAL_NOTE_MAX } from "~/domain/validation/meal-plan";
import { dayLabel } from "~/domain/meal-plan/week";
import { PlanRecipeRow } from "./plan-recipe-row";

export interface SlotTarget {
  date: string;
  mealType: MealType;
}

/**
 * Search recipes in place and add one (with servings) to a day's meal, or write a free note. Each
 * opening starts afresh (closing unmounts it): every recipe offers its own servings, which the cook
 * may change for that recipe alone, so a number typed for one meal never carries over to the next
 * (it once did: a spaghetti for 2 was planned for the 6 typed for the meal before).
 */
export function AddMealDialog({ target, onClose }: { target: SlotTarget | null; onClose: () => void }) {
  if (!target) return null;
  return <AddMealDialogOpen key={`${target.date}|${target.mealType}`} target={target} onClose={onClose} />;
}

function AddMealDialogOpen({ target, onClose }: { target: SlotTarget; onClose: () => void }) {
  const fetcher = useFetcher<ActionReply<unknown>>({ key: "meal-add" });
  const busy = fetcher.state !== "idle";
  useFetcherReply(fetcher, (reply) => reply.ok && onClose());
  const { term, setTerm, found } = useDialogRecipeSearch(true);

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
          <div className="relative mt-4">
            <DialogRecipeSearchField id="meal-search" label="Search recipes" value={term} onChange={setTerm} />
          </div>
          <ul className="mt-4 min-h-0 flex-1 space-y-2 overflow-y-auto pr-1" aria-label="Recipes to plan">
            {found.map((recipe) => (
              <li key={recipe.id}>
                <fetcher.Form method="post" className="ring-warm-200 flex items-center gap-3 rounded-xl px-3 py-2 ring-1">
                  {hidden}
                  <PlanRecipeRow recipe={recipe} busy={busy} />
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
