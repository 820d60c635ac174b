import { CheckCircle2, SearchX } from "~/components/ui/icons";
import { foundLine } from "~/domain/ingredients/ingredient-match";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { RecipeCard } from "~/components/recipe/recipe-card";
import { Button, ButtonLink } from "~/components/ui/button";
import { plural } from "~/domain/plural";
import { inPlace, SelectionForm } from "./selection-form";

export interface FinderRow extends RecipeSummary {
  matched: string[];
  missing: string[];
}

const SHOWN_MISSING = 4;

function Missing({ missing }: { missing: string[] }) {
  if (missing.length === 0) {
    return (
      <p className="text-accent-green flex items-center gap-1 text-sm font-medium">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> You have everything
      </p>
    );
  }
  const shown = missing.slice(0, SHOWN_MISSING).join(", ");
  const more = missing.length - SHOWN_MISSING;
  return (
    <p className="text-warm-800 text-sm">
      <span className="font-semibold">You still need:</span> {shown}
      {more > 0 ? ` and ${more} more` : ""}
    </p>
  );
}

interface Props {
  total: number;
  entered: number;
  recipes: FinderRow[];
  savedIds: number[];
  base: string;
  /** The finder's address: without JavaScript, Try Different Ingredients loads it with nothing chosen. */
  path: string;
  onReset: () => void;
}

export function FinderResults({ total, entered, recipes, savedIds, base, path, onReset }: Props) {
  if (total === 0) {
    return (
      <div className="ring-warm-200 rounded-3xl bg-white p-10 text-center ring-1">
        <SearchX className="text-accent-orange mx-auto h-12 w-12" aria-hidden="true" />
        <h2 className="text-warm-900 mt-4 text-2xl font-bold">No Recipes Found</h2>
        <p className="text-warm-700 mt-2">No recipe uses enough of these ingredients. Try a few different or more common ones.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <SelectionForm path={path} selection={[]}>
            <Button type="submit" onClick={inPlace(onReset)} variant="primary" size="md">
              Try Different Ingredients
            </Button>
          </SelectionForm>
          <ButtonLink to={`${base}/browse`} variant="secondary" size="md">
            Browse All Recipes
          </ButtonLink>
        </div>
      </div>
    );
  }
  const saved = new Set(savedIds);
  return (
    <div>
      <p role="status" className="text-warm-800 font-medium">
        {foundLine(total)}
      </p>
      <ul className="mt-4 space-y-4" data-testid="finder-results">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard
              recipe={recipe}
              href={`${base}/recipe/${recipe.id}`}
              saved={saved.has(recipe.id)}
              layout="list"
              badge={
                <span className="bg-accent-green rounded-full px-2.5 py-1 text-xs font-bold text-white" data-testid="match-badge">
                  {recipe.matched.length} of {plural(entered, "ingredient")}
                </span>
              }
            >
              <Missing missing={recipe.missing} />
            </RecipeCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
