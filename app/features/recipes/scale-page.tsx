import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { ChefHat, ShoppingCart } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/styles";
import { withScaleQuery } from "~/domain/ingredients/scale-query";
import { canSaveScaledCopy } from "~/domain/ingredients/scaled-copy";
import { MIN_SERVINGS, SERVING_QUICK_PICKS, SERVINGS_STEP, type IngredientAmount } from "~/domain/ingredients/scaling";
import { UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from "~/domain/ingredients/unit-system";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";
import { ScaledIngredientList, ScaleSummary } from "./scaled-ingredients";

interface Props {
  recipe: { id: number; servings: number; cookTime: number; ingredientSections?: readonly RecipeSection[] | null };
  rows: IngredientAmount[];
  servings: number;
  factor: number;
  units: UnitSystem;
  base: string;
  signedIn: boolean;
  /** Shopping lists are in the cook's plan, or offered (billing on). */
  offersShoppingList: boolean;
}

/**
 * The scale dialog as a page (spec section 2), for a browser without JavaScript: the servings and
 * units are in the address (a GET form and quick-pick links), the scaled ingredients below them, and
 * for a signed-in cook 'Save Scaled Recipe' as a plain form.
 */
export function ScalePage({ recipe, rows, servings, factor, units, base, signedIn, offersShoppingList }: Props) {
  const path = `${base}/recipe/${recipe.id}`;
  const href = (to: string, value: number) => withScaleQuery(to, recipe.servings, value, units);
  return (
    <>
      <Form method="get" key={`${servings}-${units}`} className="ring-warm-200 mt-6 space-y-4 rounded-3xl bg-white p-5 ring-1">
        <label className="text-warm-900 block font-semibold">
          New serving size
          <input
            type="number"
            name="servings"
            min={MIN_SERVINGS}
            step={SERVINGS_STEP}
            inputMode="decimal"
            defaultValue={servings}
            required
            className={`${inputClass} mt-2 max-w-32 text-lg`}
          />
        </label>
        <fieldset>
          <legend className="text-warm-900 font-semibold">Units</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {UNIT_SYSTEMS.map((system) => (
              <label key={system} className="text-warm-800 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="units"
                  value={system}
                  defaultChecked={units === system}
                  className="accent-accent-orange h-4 w-4"
                />
                {UNIT_SYSTEM_LABELS[system]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="primary" size="md">
          Scale
        </Button>
      </Form>

      <nav aria-label="Quick picks" className="mt-4 flex flex-wrap gap-2">
        {SERVING_QUICK_PICKS.map((value) => (
          <ButtonLink
            key={value}
            to={href(`${path}/scale`, value)}
            size="sm"
            variant={servings === value ? "dark" : "secondary"}
            aria-current={servings === value ? "page" : undefined}
          >
            {value}
          </ButtonLink>
        ))}
      </nav>

      <ScaleSummary factor={factor} cookTime={recipe.cookTime} className="mt-6" />

      <h2 className="text-warm-900 mt-6 text-xl font-semibold">Scaled ingredients</h2>
      <ScaledIngredientList rows={rows} factor={factor} units={units} sections={recipe.ingredientSections} />

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {signedIn &&
          (canSaveScaledCopy(servings) ? (
            <form method="post" action={`/app/recipe/${recipe.id}/scale`}>
              <input type="hidden" name="servings" value={servings} />
              <Button type="submit" variant="secondary">
                Save Scaled Recipe
              </Button>
            </form>
          ) : (
            <p className="text-warm-700 text-sm">Choose whole servings (1 to 100) to save a copy.</p>
          ))}
        {offersShoppingList && (
          <ButtonLink to={href(`${path}/shopping-list`, servings)} variant="secondary">
            <ShoppingCart className="h-5 w-5" aria-hidden="true" /> Generate Shopping List
          </ButtonLink>
        )}
        <ButtonLink to={href(`/cook-mode/${recipe.id}`, servings)} variant="primary">
          <ChefHat className="h-5 w-5" aria-hidden="true" /> Start Cooking
        </ButtonLink>
      </div>
      <p className="mt-6">
        <Link to={href(path, recipe.servings)} className="text-warm-800 font-semibold underline">
          Back to the recipe as written
        </Link>
      </p>
    </>
  );
}
