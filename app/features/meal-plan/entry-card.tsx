import { useDraggable } from "@dnd-kit/core";
import { GripVertical, ShoppingCart, Trash2 } from "~/components/ui/icons";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { MEAL_LABELS, MEAL_TYPES, plannedMealTitle, type MealType } from "~/domain/meal-plan/meal-plan";
import { dayLabel } from "~/domain/meal-plan/week";
import { plural } from "~/domain/plural";

export interface PlannedEntry {
  id: string;
  date: string;
  mealType: MealType;
  note: string | null;
  servings: number | null;
  recipe: { id: number; title: string } | null;
  /** A recipe was planned that its author has since made private: its place shows, not its content. */
  unavailable?: boolean;
  /** In a household's plan: the member who added it. */
  addedBy?: string | null;
}

export const entryTitle = (entry: PlannedEntry) => plannedMealTitle(entry);

/** One planned meal: the recipe (with its servings) or the note, a drag handle, Move and Remove. */
export function EntryCard({ entry, days, canShop }: { entry: PlannedEntry; days: string[]; canShop: boolean }) {
  const title = entryTitle(entry);
  const where = `${MEAL_LABELS[entry.mealType]} on ${dayLabel(entry.date)}`;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: entry.id,
    data: { slot: slotId(entry.date, entry.mealType), title },
  });
  const remove = useFetcher({ key: `meal-remove-${entry.id}` });
  const shop = useFetcher({ key: `list-recipe-${entry.id}` });
  const move = useFetcher({ key: `meal-move-${entry.id}` });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="meal-entry"
      className={`ring-warm-200 rounded-xl bg-white p-1.5 text-sm shadow-sm ring-1 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="min-w-0">
        {entry.recipe ? (
          <Link
            to={`/app/recipe/${entry.recipe.id}`}
            lang="en"
            className="text-warm-900 block leading-snug font-semibold hyphens-auto hover:underline"
          >
            {entry.recipe.title}
          </Link>
        ) : (
          <p lang="en" className="text-warm-800 leading-snug hyphens-auto italic">
            {title}
          </p>
        )}
        {entry.recipe && entry.servings && <p className="text-warm-700 text-xs">{plural(entry.servings, "serving")}</p>}
        {entry.addedBy && (
          <p className="text-warm-600 text-xs" data-testid="entry-added-by">
            Added by {entry.addedBy}
          </p>
        )}
      </div>
      <div className="mt-1 flex items-center gap-1">
        <button
          type="button"
          className="text-warm-500 hover:text-warm-900 mr-auto cursor-grab touch-none rounded p-1"
          aria-label={`Drag ${title}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="h-4 w-4" aria-hidden="true" />
        </button>
        <details className="group relative">
          <summary className="text-warm-700 hover:bg-warm-100 cursor-pointer list-none rounded-lg px-1.5 py-1 text-xs font-semibold">
            Move<span className="sr-only"> {title}</span>
          </summary>
          <move.Form
            method="post"
            className="ring-warm-200 absolute right-0 z-20 mt-1 w-52 space-y-2 rounded-xl bg-white p-3 shadow-lg ring-1"
            onSubmit={(e) => e.currentTarget.closest("details")?.removeAttribute("open")}
          >
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="entryId" value={entry.id} />
            <label className="text-warm-800 block text-xs font-semibold">
              Day
              <select
                name="date"
                defaultValue={entry.date}
                className="border-warm-300 mt-1 block w-full rounded-lg border px-2 py-1 text-sm"
              >
                {days.map((day) => (
                  <option key={day} value={day}>
                    {dayLabel(day)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-warm-800 block text-xs font-semibold">
              Meal
              <select
                name="mealType"
                defaultValue={entry.mealType}
                className="border-warm-300 mt-1 block w-full rounded-lg border px-2 py-1 text-sm"
              >
                {MEAL_TYPES.map((meal) => (
                  <option key={meal} value={meal}>
                    {MEAL_LABELS[meal]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={buttonClass("primary", "sm", "w-full")}>
              Move here
            </button>
          </move.Form>
        </details>
        {canShop && entry.recipe && (
          <shop.Form method="post" action="/app/shopping">
            <input type="hidden" name="intent" value="add-recipe" />
            <input type="hidden" name="recipeId" value={entry.recipe.id} />
            {entry.servings && <input type="hidden" name="servings" value={entry.servings} />}
            <button
              type="submit"
              className="text-warm-700 hover:bg-warm-100 rounded-lg p-1"
              aria-label={`Add ${title} to the shopping list`}
            >
              <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            </button>
          </shop.Form>
        )}
        <remove.Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="entryId" value={entry.id} />
          <button
            type="submit"
            className="text-warm-700 hover:bg-accent-red-light hover:text-accent-red rounded-lg p-1"
            aria-label={`Remove ${title} from ${where}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </remove.Form>
      </div>
    </li>
  );
}

/** A drop target's id; sorting ids as strings orders slots day by day, meal by meal. */
export function slotId(date: string, meal: MealType): string {
  return `slot|${date}|${MEAL_TYPES.indexOf(meal)}`;
}

export function parseSlotId(id: string): { date: string; mealType: MealType } | null {
  const [kind, date, index] = id.split("|");
  const meal = MEAL_TYPES[Number(index)];
  return kind === "slot" && date && meal ? { date, mealType: meal } : null;
}
