/**
 * Expectations computed from the test data itself (the demo catalog the E2E server seeds), never
 * read back from the page under test: each demo recipe with the ingredient names the seed stores for
 * it (the same parser as insert-recipes.server.ts), matched by the finder's reference rule.
 */
import { matchInMemory, type RecipeMatch } from "../../app/domain/ingredients/ingredient-match";
import { normalizeIngredientName, parseIngredientLine } from "../../app/domain/ingredients/ingredient-parser";
import { demoRecipes } from "../../app/server/seed/demo-recipes";

/** The demo recipes as the seed numbers them (ids 1, 2, … in catalog order). */
const catalog = demoRecipes.map((recipe, i) => ({
  id: i + 1,
  title: recipe.title,
  rating: recipe.rating,
  ingredientNames: recipe.ingredients.map((line) => normalizeIngredientName(parseIngredientLine(line).name)).filter(Boolean),
}));

/** The finder's matches for these ingredients in the demo catalog, best first, with each recipe's title. */
export function demoFinderMatches(entered: readonly string[]): (RecipeMatch & { title: string })[] {
  const titles = new Map(catalog.map((r) => [r.id, r.title]));
  return matchInMemory(catalog, entered).map((m) => ({ ...m, title: titles.get(m.id)! }));
}
