/**
 * 'Save Scaled Recipe' (spec section 2, Scale dialog): a private copy of a recipe for a new number
 * of servings, with every amount scaled and rounded as the dialog shows it ("as written" units,
 * without the dialog's "about" and metric figure, which the parser would not read back) and the
 * dialog's estimated cook time. Recipes keep whole servings (1–100), so only those can be saved.
 */
import { parseIngredientLine } from "./ingredient-parser";
import type { Difficulty, RecipeText } from "../recipes/recipe";
import { normaliseSections, remapSections, type RecipeSection } from "../recipes/recipe-sections";
import { estimatedCookTime, scaleFactor, type IngredientAmount } from "./scaling";
import { plainScaledIngredient } from "./units";
import { RECIPE_LIMITS as L } from "../validation/recipe";

export interface ScalableRecipe {
  title: string;
  description: string;
  imageUrl: string | null;
  cookTime: number;
  servings: number;
  difficulty: Difficulty;
  ingredients: readonly string[];
  instructions: readonly string[];
  ingredientSections?: readonly RecipeSection[] | null;
  instructionSections?: readonly RecipeSection[] | null;
  tags: readonly string[];
  author: string;
}

export interface ScaledCopy extends RecipeText {
  imageUrl: string;
  /** The original's headings, over the same lines of the copy. */
  ingredientSections: RecipeSection[];
  instructionSections: RecipeSection[];
}

/** True for the servings a saved copy can have: whole numbers from 1 to 100. */
export function canSaveScaledCopy(servings: number): boolean {
  return Number.isInteger(servings) && servings >= 1 && servings <= L.servingsMax;
}

/** The rows the copy is scaled from: the stored parsed rows when they line up with the lines, else the lines parsed now. */
export function rowsFor(lines: readonly string[], stored: readonly IngredientAmount[]): IngredientAmount[] {
  return stored.length === lines.length ? [...stored] : lines.map((line) => parseIngredientLine(line));
}

/** The copy's title: "Lentil Soup (serves 8)", the original shortened if the whole would be too long. */
export function scaledTitle(title: string, servings: number): string {
  const suffix = ` (serves ${servings})`;
  const room = L.titleMax - suffix.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${suffix}`;
}

/** The copy of `recipe` for `servings`, kept within the recipe form's limits. */
export function scaledCopy(recipe: ScalableRecipe, rows: readonly IngredientAmount[], servings: number): ScaledCopy {
  const factor = scaleFactor(recipe.servings, servings);
  const scaled = rows.map((row, i) =>
    (row.quantity === null ? (recipe.ingredients[i] ?? row.name) : plainScaledIngredient(row, factor))
      .trim()
      .slice(0, L.ingredientMax),
  );
  // The old index of each line kept, so that the headings stay over the same lines.
  const kept = scaled
    .map((line, i) => (line.length >= L.ingredientMin ? i : -1))
    .filter((i) => i >= 0)
    .slice(0, L.ingredientsMax);
  const ingredients = kept.map((i) => scaled[i]!);
  const instructions = recipe.instructions.slice(0, L.instructionsMax).map((step) => step.slice(0, L.instructionMax));
  return {
    title: scaledTitle(recipe.title, servings),
    description: recipe.description.slice(0, L.descriptionMax),
    imageUrl: recipe.imageUrl ?? "",
    cookTime: Math.min(L.cookTimeMax, Math.max(1, estimatedCookTime(recipe.cookTime, factor))),
    servings,
    difficulty: recipe.difficulty,
    ingredients,
    instructions,
    ingredientSections: remapSections(recipe.ingredientSections, kept),
    instructionSections: normaliseSections(recipe.instructionSections ?? [], instructions.length),
    tags: recipe.tags.filter((tag) => tag.length >= L.tagMin && tag.length <= L.tagMax).slice(0, L.tagsMax),
    author: recipe.author.slice(0, L.authorMax),
  };
}
