/** A recipe id as forms send it: a positive integer that fits PostgreSQL's `integer` column. */
import { z } from "zod";

export const MAX_RECIPE_ID = 2_147_483_647;

export const RecipeIdSchema = z.coerce
  .number({ error: "Recipe not found" })
  .int("Recipe not found")
  .positive("Recipe not found")
  .max(MAX_RECIPE_ID, "Recipe not found");

/** A recipe id from a URL segment (`/recipe/12`): plain digits only, else null (the page answers 404). */
export function parseRecipeId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const parsed = RecipeIdSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}
