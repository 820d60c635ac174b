/** A recipe id as forms send it: a positive integer that fits PostgreSQL's `integer` column. */
import { z } from "zod";
import { MAX_RECIPE_ID } from "../recipes/recipe-id";

export { MAX_RECIPE_ID, parseRecipeId } from "../recipes/recipe-id";

export const RecipeIdSchema = z.coerce
  .number({ error: "Recipe not found" })
  .int("Recipe not found")
  .positive("Recipe not found")
  .max(MAX_RECIPE_ID, "Recipe not found");
