import { inputClass } from "~/components/ui/styles";
import { MEAL_LABELS, MEAL_TYPES, type MealType } from "~/domain/meal-plan/meal-plan";
import { dayLabel } from "~/domain/meal-plan/week";
import { PlannedServingsInput } from "./plan-recipe-row";

/**
 * Day, meal and servings for planning one recipe (the recipe page's dialog and its no-JavaScript
 * page): the servings start at the recipe's own every time the form is shown.
 */
export function MealPlanFields({ days, today, servings }: { days: string[]; today: string; servings: number }) {
  return (
    <>
      <DayMealSelects days={days} day={today} meal="dinner" />
      <label className="text-warm-800 block text-sm font-semibold">
        Servings
        <PlannedServingsInput defaultValue={servings} className="mt-1" />
      </label>
    </>
  );
}

/**
 * The day and the meal of a planned meal (fields `date` and `mealType`), each a select inside its
 * label: full size in a form, `small` in a planned meal's Move menu.
 */
export function DayMealSelects({
  days,
  day,
  meal,
  small = false,
}: {
  days: string[];
  day: string;
  meal: MealType;
  small?: boolean;
}) {
  const labelClass = `text-warm-800 block ${small ? "text-xs" : "text-sm"} font-semibold`;
  const selectClass = small ? "border-warm-300 mt-1 block w-full rounded-lg border px-2 py-1 text-sm" : `${inputClass} mt-1`;
  const fields = [
    { label: "Day", name: "date", value: day, options: days.map((d) => [d, dayLabel(d)]) },
    { label: "Meal", name: "mealType", value: meal, options: MEAL_TYPES.map((m) => [m, MEAL_LABELS[m]]) },
  ];
  return fields.map(({ label, name, value, options }) => (
    <label key={name} className={labelClass}>
      {label}
      <select name={name} defaultValue={value} className={selectClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  ));
}
