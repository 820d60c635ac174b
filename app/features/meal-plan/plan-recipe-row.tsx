import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { MAX_PLANNED_SERVINGS } from "~/domain/validation/meal-plan";

/** How many servings to plan: a number field from 1 to MAX_PLANNED_SERVINGS, starting at `defaultValue`. */
export function PlannedServingsInput({
  defaultValue,
  label,
  className,
}: {
  defaultValue: number;
  /** The accessible name, when the visible label does not give it. */
  label?: string;
  className: string;
}) {
  return (
    <input
      type="number"
      name="servings"
      min={1}
      max={MAX_PLANNED_SERVINGS}
      defaultValue={defaultValue}
      required
      aria-label={label}
      className={`${inputClass} ${className}`}
    />
  );
}

/**
 * One recipe to plan in a slot (the planner's Add to… dialog and its no-JavaScript page): the
 * recipe, its servings and Add, inside the caller's form (a fetcher's or a plain one).
 */
export function PlanRecipeRow({
  recipe,
  busy = false,
}: {
  recipe: { id: number; title: string; cookTime: number; servings: number };
  busy?: boolean;
}) {
  return (
    <>
      <input type="hidden" name="recipeId" value={recipe.id} />
      <span className="text-warm-900 min-w-0 flex-1">
        {recipe.title}
        <span className="text-warm-700 block text-xs">{recipe.cookTime} min</span>
      </span>
      <label className="text-warm-800 w-20 shrink-0 text-xs font-semibold">
        Servings
        <PlannedServingsInput defaultValue={recipe.servings} label={`Servings of ${recipe.title}`} className="mt-0.5 px-2 py-1" />
      </label>
      <Button type="submit" size="sm" disabled={busy} aria-label={`Add ${recipe.title}`}>
        Add
      </Button>
    </>
  );
}
