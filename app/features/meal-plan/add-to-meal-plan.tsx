import * as Dialog from "@radix-ui/react-dialog";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import type { RecipeDialogProps } from "~/components/recipe/recipe-actions";
import { Button, buttonClass } from "~/components/ui/button";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { TIME_ZONE_COOKIE } from "~/domain/meal-plan/meal-plan";
import { daysOffered, todayIn } from "~/domain/meal-plan/week";
import { MealPlanFields } from "./meal-plan-fields";

/**
 * The recipe page's Add to Meal Plan dialog: pick a day, a meal and servings (the recipe's own to
 * start with, every opening); posts to the meal plan's action. Without JavaScript the same form is
 * the page /app/recipe/:id/plan.
 */
export function AddToMealPlan({ context, onClose }: RecipeDialogProps) {
  const { id: recipeId, title, servings } = context.recipe;
  const fetcher = useFetcher<ActionReply<unknown>>({ key: `meal-add-recipe-${recipeId}` });
  useFetcherReply(fetcher, (reply) => reply.ok && onClose());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The server reads "today" in the cook's time zone.
  useEffect(() => {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  }, [zone]);
  const today = todayIn(zone);
  const days = daysOffered(today);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Add to Meal Plan</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">Plan {title} for a day and meal.</Dialog.Description>
          <fetcher.Form method="post" action="/app/meal-plan" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="recipeId" value={recipeId} />
            <MealPlanFields days={days} today={today} servings={servings} />
            <div className="flex justify-end gap-3">
              <Dialog.Close type="button" className={buttonClass("secondary")}>
                Cancel
              </Dialog.Close>
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                Add to plan
              </Button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
