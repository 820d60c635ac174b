import * as Dialog from "@radix-ui/react-dialog";
import { CalendarPlus } from "~/components/ui/icons";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { MEAL_LABELS, MEAL_TYPES, TIME_ZONE_COOKIE } from "~/domain/meal-plan/meal-plan";
import { MAX_PLANNED_SERVINGS } from "~/domain/validation/meal-plan";
import { addDays, dayLabel, todayIn } from "~/domain/meal-plan/week";

/** Days offered: today and the thirteen after it (this week and next fit every plan). */
const DAYS_OFFERED = 14;

/** The recipe page's Add to Meal Plan: pick a day, a meal and servings; posts to the meal plan's action. */
export function AddToMealPlan({
  recipeId,
  title,
  servings,
  signedIn,
}: {
  recipeId: number;
  title: string;
  servings: number;
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionReply<unknown>>({ key: `meal-add-recipe-${recipeId}` });
  useFetcherReply(fetcher, (reply) => reply.ok && setOpen(false));
  if (!signedIn) {
    return (
      <ButtonLink to="/login" variant="secondary" size="md">
        <CalendarPlus className="h-5 w-5" aria-hidden="true" /> Add to Meal Plan
      </ButtonLink>
    );
  }
  const zone = typeof Intl !== "undefined" ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  const today = todayIn(zone);
  const days = Array.from({ length: DAYS_OFFERED }, (_, i) => addDays(today, i));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button type="button" variant="secondary" size="md">
          <CalendarPlus className="h-5 w-5" aria-hidden="true" /> Add to Meal Plan
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Add to Meal Plan</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">Plan {title} for a day and meal.</Dialog.Description>
          <fetcher.Form method="post" action="/app/meal-plan" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="recipeId" value={recipeId} />
            <label className="text-warm-800 block text-sm font-semibold">
              Day
              <select name="date" defaultValue={today} className={`${inputClass} mt-1`}>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {dayLabel(day)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-warm-800 block text-sm font-semibold">
              Meal
              <select name="mealType" defaultValue="dinner" className={`${inputClass} mt-1`}>
                {MEAL_TYPES.map((meal) => (
                  <option key={meal} value={meal}>
                    {MEAL_LABELS[meal]}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-warm-800 block text-sm font-semibold">
              Servings
              <input
                type="number"
                name="servings"
                min={1}
                max={MAX_PLANNED_SERVINGS}
                defaultValue={servings}
                required
                className={`${inputClass} mt-1`}
              />
            </label>
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
