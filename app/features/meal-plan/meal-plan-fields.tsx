import { inputClass } from "~/components/ui/styles";
import { MEAL_LABELS, MEAL_TYPES } from "~/domain/meal-plan/meal-plan";
import { dayLabel } from "~/domain/meal-plan/week";
import { PlannedServingsInput } from "./plan-recipe-row";

/**
 * Day, meal and servings for planning one recipe (the recipe page's dialog and its no-JavaScript
 * page): the servings start at the recipe's own every time the form is shown.
 */
export function MealPlanFields({ days, today, servings }: { days: string[]; today: string; servings: number }) {
  return (
    <>
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
        <PlannedServingsInput defaultValue={servings} className="mt-1" />
      </label>
    </>
  );
}
