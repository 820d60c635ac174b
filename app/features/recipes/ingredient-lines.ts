import type { IngredientAmount } from "~/domain/ingredients/scaling";
import { displayIngredient, type UnitSystem } from "~/domain/ingredients/units";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";

/** A recipe's lines as the recipe page and its print sheet show them. */
export interface RecipeLinesProps {
  /** The lines as the author wrote them. */
  ingredients: string[];
  /** The same lines parsed (amount, unit, name, notes), in the same order. */
  rows: IngredientAmount[];
  instructions: string[];
  /** Headings over the lines ("For the sauce"), shown as h3s in their column. */
  ingredientSections?: readonly RecipeSection[] | null;
  instructionSections?: readonly RecipeSection[] | null;
  units: UnitSystem;
}

/**
 * The ingredient lines to show: as written at the recipe's own servings when the cook asks for that
 * or the parsed rows do not line up with the lines; otherwise each row at `factor` in `units`.
 */
export function ingredientLines({ ingredients, rows, units }: RecipeLinesProps, factor: number): string[] {
  const asWritten = factor === 1 && (units === "as-written" || rows.length !== ingredients.length);
  return asWritten ? ingredients : rows.map((row) => displayIngredient(row, factor, units));
}
