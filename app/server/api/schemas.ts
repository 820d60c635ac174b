/**
 * The API's answers as Zod schemas, for the OpenAPI document (what comes in is described by the
 * forms' own schemas, app/domain/validation). Each matches what its handler returns; the tests
 * parse real answers with them.
 */
import { z } from "zod";
import { MEAL_TYPES } from "~/domain/meal-plan/meal-plan";
import { DIFFICULTIES } from "~/domain/recipes/recipe";
import { API_SCOPES } from "~/domain/api/api-token";

export const RecipeCardOut = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  cookTime: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string()),
  rating: z.number(),
  ratingCount: z.number().int(),
  isPremium: z.boolean(),
});

export const RecipePageOut = z.object({
  items: z.array(RecipeCardOut),
  total: z.number().int(),
  correctedTerm: z.string().nullable(),
  nextCursor: z.string().nullable(),
});

const Section = z.object({ title: z.string(), start: z.number().int() });

export const RecipeOut = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  cookTime: z.number().int(),
  servings: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string()),
  author: z.string(),
  sourceUrl: z.string().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  isPremium: z.boolean(),
  /** catalog: Simmer's own; private, household, public: a cook's, shared that far. */
  visibility: z.enum(["catalog", "private", "household", "public"]),
  own: z.boolean(),
  saved: z.boolean(),
  ingredients: z.array(
    z.object({
      line: z.string(),
      quantity: z.number().nullable(),
      quantityMax: z.number().nullable(),
      unit: z.string().nullable(),
      name: z.string(),
      notes: z.string().nullable(),
    }),
  ),
  ingredientSections: z.array(Section),
  instructions: z.array(z.string()),
  instructionSections: z.array(Section),
  /** Per serving, for plans with nutrition facts; null otherwise. */
  nutrition: z.record(z.string(), z.unknown()).nullable(),
  webUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const MeOut = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  household: z.object({ name: z.string(), open: z.boolean() }).nullable(),
  token: z.object({ scope: z.enum(API_SCOPES) }),
});

export const SavedOut = z.object({ items: z.array(RecipeCardOut), nextCursor: z.string().nullable() });

export const CookbookOut = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  recipeCount: z.number().int(),
  shared: z.boolean(),
});
export const CookbookListOut = z.object({ items: z.array(CookbookOut) });
export const CookbookDetailOut = CookbookOut.extend({ recipes: z.array(RecipeCardOut) });

export const MealEntryOut = z.object({
  id: z.string(),
  date: z.string(),
  mealType: z.enum(MEAL_TYPES),
  note: z.string().nullable(),
  servings: z.number().int().nullable(),
  recipe: z
    .object({
      id: z.number().int(),
      title: z.string(),
      imageUrl: z.string().nullable(),
      servings: z.number(),
      cookTime: z.number(),
    })
    .nullable(),
  unavailable: z.boolean(),
  addedBy: z.string().nullable(),
});
export const WeekOut = z.object({
  week: z.string(),
  days: z.array(z.string()),
  entries: z.array(MealEntryOut),
  household: z.object({ name: z.string(), open: z.boolean() }).nullable(),
});

export const ShoppingItemOut = z.object({
  id: z.string(),
  text: z.string(),
  checked: z.boolean(),
  isCustom: z.boolean(),
  aisle: z.string(),
  sources: z.array(z.string()),
  inPantry: z.boolean(),
  originals: z.array(z.object({ text: z.string(), from: z.string() })),
});
export const ShoppingListOut = z.object({ items: z.array(ShoppingItemOut) });
export const CreatedOut = z.object({ id: z.string() });
