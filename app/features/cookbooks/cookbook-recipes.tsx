import { LayoutGrid, List, X } from "~/components/ui/icons";
import { useFetcher, useFetchers } from "react-router";
import { Button } from "~/components/ui/button";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { RecipeCard } from "~/components/recipe/recipe-card";

const REMOVE_KEY = "cookbook-remove-";

/** Recipes whose removal is on its way: the manage page hides them at once (optimistic). */
export function useRemovingRecipes(): Set<number> {
  return new Set(
    useFetchers()
      .filter((f) => f.key.startsWith(REMOVE_KEY) && f.formData)
      .map((f) => Number(f.key.slice(REMOVE_KEY.length))),
  );
}

/** The cross on a recipe: intent=remove-recipe on the manage page's action. */
function RemoveRecipeButton({ recipe, label }: { recipe: { id: number }; label: string }) {
  const fetcher = useFetcher({ key: `${REMOVE_KEY}${recipe.id}` });
  return (
    <fetcher.Form method="post" className="absolute top-3 right-3 z-10">
      <input type="hidden" name="intent" value="remove-recipe" />
      <input type="hidden" name="recipeId" value={recipe.id} />
      <Button type="submit" variant="secondary" size="icon" aria-label={label} className="h-9 w-9 shadow">
        <X className="h-4 w-4" aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}

export type Layout = "grid" | "list";

/** The grid/list switch above the recipes. */
export function LayoutSwitch({ layout, onChange }: { layout: Layout; onChange: (layout: Layout) => void }) {
  return (
    <div className="bg-warm-100 flex rounded-xl p-1" role="group" aria-label="Layout">
      {(
        [
          ["grid", "Grid view", LayoutGrid],
          ["list", "List view", List],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          aria-label={label}
          onClick={() => onChange(value)}
          className={`rounded-lg p-2 ${layout === value ? "text-accent-orange bg-white shadow-sm" : "text-warm-700"}`}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/**
 * The cookbook's recipes, each with its remove cross. A recipe filed here that its author has made
 * private since keeps its place, saying so, with nothing of its content (it can be removed).
 */
export function CookbookRecipes({
  recipes,
  unavailable,
  layout,
}: {
  /** `addedBy`: in a household's cookbook, the member who filed it. */
  recipes: (RecipeSummary & { addedBy?: string | null })[];
  /** `position`: the place among all the cookbook's recipes, in the page's order. */
  unavailable: { id: number; position: number }[];
  layout: Layout;
}) {
  const entries: ({ recipe: RecipeSummary & { addedBy?: string | null } } | { unavailableId: number })[] = recipes.map(
    (recipe) => ({ recipe }),
  );
  for (const { id, position } of unavailable) entries.splice(Math.min(position, entries.length), 0, { unavailableId: id });
  if (recipes.length === 0 && unavailable.length === 0)
    return (
      <p className="border-warm-300 text-warm-700 mt-6 rounded-3xl border-2 border-dashed p-10 text-center">
        No recipes in this cookbook yet.
      </p>
    );
  return (
    <ul
      className={layout === "list" ? "mt-6 space-y-4" : "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}
      data-testid="cookbook-recipes"
    >
      {entries.map((entry) =>
        "recipe" in entry ? (
          <li key={entry.recipe.id} className="relative">
            <RecipeCard recipe={entry.recipe} href={`/app/recipe/${entry.recipe.id}`} layout={layout} />
            {entry.recipe.addedBy && (
              <p className="text-warm-700 mt-1 px-2 text-sm" data-testid="recipe-added-by">
                Added by {entry.recipe.addedBy}
              </p>
            )}
            <RemoveRecipeButton recipe={entry.recipe} label={`Remove ${entry.recipe.title} from this cookbook`} />
          </li>
        ) : (
          <li key={entry.unavailableId} className="relative" data-testid="unavailable-recipe">
            <p className="border-warm-300 text-warm-700 flex min-h-24 items-center rounded-3xl border-2 border-dashed p-6 pr-14 italic">
              {RECIPE_MESSAGES.noLongerAvailable}
            </p>
            <RemoveRecipeButton
              recipe={{ id: entry.unavailableId }}
              label="Remove the recipe that is no longer available from this cookbook"
            />
          </li>
        ),
      )}
    </ul>
  );
}
