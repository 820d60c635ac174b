/** The shopping list's download form: the recipe and the ticked and custom items, one `item` field each. */
import { z } from "zod";
import { GENERAL_MESSAGES } from "../messages/general";
import { customItem, MAX_SHOPPING_ITEMS } from "../meal-plan/shopping-list";
import { RecipeIdSchema } from "./recipe-id";

export const ShoppingListSchema = z.object({
  recipeId: RecipeIdSchema,
  item: z
    .array(z.string())
    .max(MAX_SHOPPING_ITEMS, GENERAL_MESSAGES.invalid)
    .default([])
    // Blank items are ignored, as in the dialog.
    .transform((items) => items.map(customItem).filter((item): item is string => item !== null)),
});
export type ShoppingListInput = z.infer<typeof ShoppingListSchema>;
