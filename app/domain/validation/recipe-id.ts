/** A recipe id as forms send it: a positive integer that fits PostgreSQL's `integer` column. */
import { z } from "zod";

export const MAX_RECIPE_ID = 2_147_483_647;

export const RecipeIdSchema = z.coerce
  .number({ error: "Recipe not found" })
  .int("Recipe not found")
  .positive("Recipe not found")
  .max(MAX_RECIPE_ID, "Recipe not found");
