import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/styles";
import type { MealType } from "~/domain/meal-plan/meal-plan";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { MEAL_NOTE_MAX } from "~/domain/validation/meal-plan";
import { PlanRecipeRow } from "./plan-recipe-row";

interface Props {
  date: string;
  mealType: MealType;
  q: string;
  recipes: (RecipeSummary & { servings: number })[];
}

/**
 * The planner's Add to… as a page (the dialog without JavaScript): a search form, each recipe found
 * with its own servings and an Add button, and a free note. Every form posts to this page's action.
 */
export function AddMealPage({ date, mealType, q, recipes }: Props) {
  const hidden = (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="mealType" value={mealType} />
    </>
  );
  return (
    <>
      <Form method="get" role="search" className="mt-6 flex gap-2">
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="meal" value={mealType} />
        <div className="relative min-w-0 flex-1">
          <Search
            className="text-warm-500 pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2"
            aria-hidden="true"
          />
          <label htmlFor="meal-search" className="sr-only">
            Search recipes
          </label>
          <input id="meal-search" name="q" defaultValue={q} placeholder="Search recipes…" className={`${inputClass} pl-10`} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <ul className="mt-4 space-y-2" aria-label="Recipes to plan">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <Form method="post" className="ring-warm-200 flex items-center gap-3 rounded-xl bg-white px-3 py-2 ring-1">
              {hidden}
              <PlanRecipeRow recipe={recipe} />
            </Form>
          </li>
        ))}
      </ul>
      {recipes.length === 0 && <p className="text-warm-700 mt-4">No recipes found. Try another search.</p>}
      <Form method="post" className="border-warm-200 mt-6 flex items-end gap-3 border-t pt-4">
        {hidden}
        <label className="text-warm-800 flex-1 text-sm font-semibold">
          Or a note
          <input name="note" maxLength={MEAL_NOTE_MAX} placeholder="Leftovers, eating out…" className={`${inputClass} mt-1`} />
        </label>
        <Button type="submit" variant="secondary">
          Add note
        </Button>
      </Form>
    </>
  );
}
