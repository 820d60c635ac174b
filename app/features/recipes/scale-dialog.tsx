import * as Dialog from "@radix-ui/react-dialog";

import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { UnitToggle } from "~/components/recipe/unit-toggle";
import type { RecipeDialogProps } from "~/components/recipe/recipe-actions";
import { Button, buttonClass } from "~/components/ui/button";
import { MIN_SERVINGS, parseServings, scaleFactor, SERVING_QUICK_PICKS, SERVINGS_STEP } from "~/domain/ingredients/scaling";
import { ScaledIngredientList, ScaleSummary } from "./scaled-ingredients";
import { canSaveScaledCopy } from "~/domain/ingredients/scaled-copy";
import { plural } from "~/domain/plural";

/**
 * The Scale Recipe dialog (spec section 2): new serving size typed or picked, the factor, each
 * ingredient scaled with its original struck through, and the estimated cook time. Only a number
 * greater than 0 changes the factor; anything else leaves the last one standing.
 */
export function ScaleDialog({ context, onClose }: RecipeDialogProps) {
  const { recipe, rows, servings, setServings: onServingsChange, units, signedIn } = context;
  const { servings: originalServings, cookTime } = recipe;
  // 'Save Scaled Recipe' is for signed-in cooks.
  const saveAction = signedIn ? `/app/recipe/${recipe.id}/scaled` : undefined;
  const [text, setText] = useState(String(servings));
  const inputId = useId();
  const factor = scaleFactor(originalServings, servings);
  const pick = (value: number) => {
    setText(String(value));
    onServingsChange(value);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-xl">
          <div className="p-6 pb-0">
            <div>
              <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Scale Recipe</Dialog.Title>
              <Dialog.Description className="text-warm-700 mt-1">
                Original recipe: {plural(originalServings, "serving")}
              </Dialog.Description>
            </div>
          </div>
          <div className="overflow-y-auto p-6">
            <label htmlFor={inputId} className="text-warm-900 block font-semibold">
              New serving size
            </label>
            <input
              id={inputId}
              type="number"
              min={MIN_SERVINGS}
              step={SERVINGS_STEP}
              inputMode="decimal"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                const next = parseServings(event.target.value);
                if (next !== null) onServingsChange(next);
              }}
              className="border-warm-300 text-warm-900 focus:border-accent-orange mt-2 w-32 rounded-xl border px-3 py-2 text-lg"
            />
            <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick picks">
              {SERVING_QUICK_PICKS.map((value) => (
                <Button
                  key={value}
                  size="sm"
                  variant={servings === value ? "dark" : "secondary"}
                  aria-pressed={servings === value}
                  onClick={() => pick(value)}
                >
                  {value}
                </Button>
              ))}
            </div>
            <ScaleSummary factor={factor} cookTime={cookTime} className="mt-5" />
            <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-warm-900 font-semibold">Scaled ingredients</h3>
              <UnitToggle units={units} id="scale-units" />
            </div>
            <ScaledIngredientList
              rows={rows}
              factor={factor}
              units={units.value}
              sections={recipe.ingredientSections}
              headingLevel="h4"
            />
          </div>
          <div className="border-warm-200 flex flex-wrap items-center justify-end gap-3 border-t p-4">
            {saveAction && <SaveScaledRecipe action={saveAction} servings={servings} />}
            <Dialog.Close className={buttonClass("primary", "md")}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * 'Save Scaled Recipe': a private copy for the chosen servings in My Recipes, opened once saved.
 * Recipes keep whole servings, so a half serving says so instead of sending.
 */
function SaveScaledRecipe({ action, servings }: { action: string; servings: number }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const whole = canSaveScaledCopy(servings);
  const hintId = useId();
  const message = !whole
    ? "Choose whole servings (1 to 100) to save a copy."
    : fetcher.data && !fetcher.data.ok
      ? fetcher.data.message
      : null;
  return (
    <fetcher.Form method="post" action={action} className="mr-auto flex flex-wrap items-center gap-3">
      <input type="hidden" name="servings" value={servings} />
      <Button
        type="submit"
        variant="secondary"
        disabled={!whole || fetcher.state !== "idle"}
        aria-describedby={message ? hintId : undefined}
      >
        {fetcher.state !== "idle" ? "Saving..." : "Save Scaled Recipe"}
      </Button>
      {message && (
        <p id={hintId} role="status" className="text-warm-700 text-sm">
          {message}
        </p>
      )}
    </fetcher.Form>
  );
}
