/** Meal plan and shopping list forms. */
import { z } from "zod";
import { MEAL_TYPES } from "../meal-plan/meal-plan";
import { MEAL_PLAN_MESSAGES } from "../messages/meal-plan";
import { isIsoDate } from "../meal-plan/week";
import { RecipeIdSchema } from "./recipe-id";

export const MEAL_NOTE_MAX = 120;
export const MAX_PLANNED_SERVINGS = 50;
export const SHOPPING_ITEM_MAX = 120;

/**
 * The days the server accepts, anywhere: both databases store years 1 to 5874897, but a week's
 * arithmetic (its Monday, its Sunday, the week after) steps past the day asked for, and a year
 * beyond 9999 is not a date PostgreSQL reads. Before 1970 no cook plans a meal.
 */
export const FIRST_DAY = "1970-01-01";
export const LAST_DAY = "9998-12-31";

/** One calendar day (YYYY-MM-DD) from FIRST_DAY to LAST_DAY: every day a form or an address names. */
export const DaySchema = z
  .string({ error: "Please pick a day" })
  .refine(isIsoDate, "Please pick a day")
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, MEAL_PLAN_MESSAGES.dayOutOfRange);
const day = DaySchema;
const mealType = z.enum(MEAL_TYPES, { error: "Please pick a meal" });
const uuidLike = z.string({ error: MEAL_PLAN_MESSAGES.notFound }).max(64, MEAL_PLAN_MESSAGES.notFound);

export const MealEntryAddSchema = z
  .object({
    date: day,
    mealType,
    recipeId: RecipeIdSchema.optional(),
    note: z.string().trim().max(MEAL_NOTE_MAX, `A note must be less than ${MEAL_NOTE_MAX} characters`).optional(),
    servings: z.coerce
      .number({ error: "Servings must be a whole number from 1 to 50" })
      .int("Servings must be a whole number from 1 to 50")
      .min(1, "Servings must be a whole number from 1 to 50")
      .max(MAX_PLANNED_SERVINGS, "Servings must be a whole number from 1 to 50")
      .optional(),
  })
  .refine((v) => v.recipeId !== undefined || (v.note ?? "") !== "", { message: MEAL_PLAN_MESSAGES.noteOrRecipe });
export type MealEntryAdd = z.infer<typeof MealEntryAddSchema>;

export const MealEntryMoveSchema = z.object({ entryId: uuidLike, date: day, mealType });
export const MealEntryIdSchema = z.object({ entryId: uuidLike });
export const CopyWeekSchema = z.object({ from: day, to: day });
export const WeekSchema = z.object({ week: day });

export const ShoppingItemAddSchema = z.object({
  text: z
    .string({ error: "Please enter an item" })
    .trim()
    .min(1, "Please enter an item")
    .max(SHOPPING_ITEM_MAX, `An item must be less than ${SHOPPING_ITEM_MAX} characters`),
});
export const ShoppingItemIdSchema = z.object({ itemId: uuidLike });
export const ShoppingItemCheckSchema = z.object({ itemId: uuidLike, checked: z.enum(["true", "false"]) });
/** Servings come from a meal plan entry or the recipe page's scale dialog (halves allowed there). */
export const MAX_SHOPPING_SERVINGS = 1000;
export const ShoppingRecipeSchema = z.object({
  recipeId: RecipeIdSchema,
  servings: z.coerce.number().positive().max(MAX_SHOPPING_SERVINGS).optional(),
});
/** Clear checked names nothing: the list is the user's one list. */
export const ClearCheckedSchema = z.object({});
