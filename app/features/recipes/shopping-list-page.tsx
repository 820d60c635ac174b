import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Download, Lightbulb, ListPlus } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/styles";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { SHOPPING_TIPS, type RecipeShoppingItem } from "~/domain/meal-plan/shopping-list";
import { plural } from "~/domain/plural";
import { ShoppingItemChoice } from "./recipe-lines";

interface Props {
  recipeId: number;
  servings: number;
  /** recipeShoppingItems: the same lines the dialog shows (merged and rounded as the week's list). */
  items: RecipeShoppingItem[];
  entitled: boolean;
}

/**
 * Generate Shopping List as a page (spec section 2), for a browser without JavaScript: the lines
 * with checkboxes and one extra item, downloaded as a text file (/app/shopping-list), or added to
 * the cook's own shopping list (/app/shopping, add-recipe). Cooks without the plan see the teaser.
 */
export function ShoppingListPage({ recipeId, servings, items, entitled }: Props) {
  if (!entitled)
    return (
      <>
        <p className="text-warm-800 mt-6">Turn any recipe into a shopping list you can download or copy.</p>
        <UpgradeTeaser id="shopping-list-teaser" title="Shopping lists" cta="See plans">
          Shopping lists come with Premium and Ultimate.
        </UpgradeTeaser>
      </>
    );
  return (
    <>
      <form method="post" action="/app/shopping-list" className="ring-warm-200 mt-6 rounded-3xl bg-white p-5 ring-1">
        <input type="hidden" name="recipeId" value={recipeId} />
        <fieldset>
          <legend className="text-warm-900 font-semibold">Recipe ingredients</legend>
          <ul className="mt-2 space-y-1" data-testid="shopping-items">
            {items.map((item, i) => (
              <li key={i}>
                <ShoppingItemChoice item={item} />
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="text-warm-900 mt-5 block font-semibold">
          Add an extra item
          <input name="item" maxLength={200} placeholder="e.g. paper towels" className={`${inputClass} mt-2`} />
        </label>
        <p className="text-warm-900 mt-4 font-semibold" data-testid="shopping-total">
          {plural(items.length, "ingredient")}
        </p>
        <Button type="submit" variant="primary" size="md" className="mt-4">
          <Download className="h-5 w-5" aria-hidden="true" /> Download
        </Button>
      </form>

      <Form method="post" action="/app/shopping" className="mt-4">
        <input type="hidden" name="intent" value="add-recipe" />
        <input type="hidden" name="recipeId" value={recipeId} />
        <input type="hidden" name="servings" value={servings} />
        <Button type="submit" variant="secondary" size="md">
          <ListPlus className="h-5 w-5" aria-hidden="true" /> Add to my shopping list
        </Button>
      </Form>

      <aside aria-labelledby="shopping-tips" className="bg-accent-yellow-light mt-6 rounded-2xl p-4">
        <h2 id="shopping-tips" className="text-warm-900 flex items-center gap-2 font-semibold">
          <Lightbulb className="h-4 w-4" aria-hidden="true" /> Tips
        </h2>
        <ul className="text-warm-800 mt-1 list-disc pl-5 text-sm">
          {SHOPPING_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </>
  );
}
