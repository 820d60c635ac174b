/**
 * Recipes in the API: search and filter through the browse index (the browse page's own service),
 * read one as its page does (the visibility rule, the parsed lines, nutrition where entitled), and
 * create, replace and delete the cook's own through the recipe form's schema and services.
 */
import { z } from "zod";
import { decodeCursor, nextCursor } from "~/domain/api/cursor";
import { API_MESSAGES } from "~/domain/api/problem";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { DEFAULT_BROWSE, MAX_TERM_LENGTH, normalizeTerm, SORTS, type Sort } from "~/domain/recipes/browse";
import { pageCountFor } from "~/domain/recipes/browse-params";
import { DIFFICULTIES } from "~/domain/recipes/recipe";
import { parseRecipeId } from "~/domain/recipes/recipe-id";
import { isRecipeOwnedBy } from "~/domain/recipes/recipe-visibility";
import { recipeFormFields, recipeInputOf } from "~/domain/validation/recipe";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "../../db/client.server";
import { linkOrigin } from "../../http/link-origin.server";
import { savedAmong, saveRecipe, unsaveRecipe } from "../../kitchen/saved-recipes.server";
import { nutritionForViewer } from "../../nutrition/nutrition.server";
import { browseRecipes } from "../../recipes/browse.server";
import { createRecipe, deleteRecipe, updateRecipe } from "../../recipes/own-recipes.server";
import { getRecipe, listRecipeIngredients } from "../../recipes/recipes.server";
import { endpoint, type ApiCall } from "../endpoint.server";
import { RecipeOut, RecipePageOut } from "../schemas";
import { foundOrNotFound, withRecipeId } from "./recipe-answers.server";

const SORT_VALUES = SORTS.map((s) => s.value) as [Sort, ...Sort[]];

const RecipeSearchQuery = z.object({
  q: z
    .string()
    .max(MAX_TERM_LENGTH * 10, "The search term is too long")
    .optional(),
  difficulty: z.enum(DIFFICULTIES, { error: "difficulty is Easy, Medium or Hard" }).optional(),
  tag: z.string().trim().min(1).max(40, "A tag is at most 40 characters").optional(),
  maxTime: z.coerce.number().int().min(1).max(1440).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  sort: z.enum(SORT_VALUES, { error: `sort is one of ${SORT_VALUES.join(", ")}` }).optional(),
  saved: z.enum(["true", "false"]).optional(),
  cursor: z.string().max(40).optional(),
});
type RecipeSearch = z.infer<typeof RecipeSearchQuery>;

/** Lines as a list (the form's text area, one line each; "# Heading" starts a section). */
const lines = <T>(field: z.ZodType<T, string>) =>
  z
    .union([z.array(z.string().max(2000)).max(1000), z.string()])
    .transform((value) => (Array.isArray(value) ? value.join("\n") : value))
    .pipe(field);

/** The recipe form's own fields and rules; lists may be sent as arrays. */
export const RecipeBody = z.object({
  ...recipeFormFields,
  ingredients: lines(recipeFormFields.ingredients),
  instructions: lines(recipeFormFields.instructions),
  tags: z
    .union([z.array(z.string().max(200)).max(100), z.string()])
    .optional()
    .transform((value) => (Array.isArray(value) ? value.join(", ") : value))
    .pipe(recipeFormFields.tags),
});
type RecipeBodyValue = z.output<typeof RecipeBody>;

async function search(call: ApiCall<RecipeSearch, undefined>, saved: boolean): Promise<Outcome<unknown>> {
  const page = decodeCursor(call.query.cursor);
  if (page === null) return fail(400, API_MESSAGES.invalidCursor);
  const q = call.query;
  const state = {
    ...DEFAULT_BROWSE,
    q: normalizeTerm(q.q ?? ""),
    difficulty: q.difficulty ?? null,
    tag: q.tag?.toLowerCase() ?? null,
    maxTime: q.maxTime ?? null,
    minRating: q.minRating ?? null,
    sort: q.sort ?? DEFAULT_BROWSE.sort,
    saved: saved || q.saved === "true",
    page,
  };
  const found = await browseRecipes(call.db, state, call.user.id);
  return succeed({
    items: found.recipes,
    total: found.total,
    correctedTerm: found.correctedTerm,
    nextCursor: nextCursor(page, pageCountFor(found.total)),
  });
}

/** A recipe as the API answers it (null: not there for this cook, as the page's 404). */
export async function recipeView(db: Db, user: SessionUser, id: number, request: Request) {
  const [recipe, savedIds, parsedRows] = await Promise.all([
    getRecipe(db, id, user.id),
    savedAmong(db, user.id, [id]),
    listRecipeIngredients(db, id),
  ]);
  if (!recipe) return null;
  const nutrition = await nutritionForViewer(db, user, recipe);
  const rows =
    parsedRows.length === recipe.ingredients.length ? parsedRows : recipe.ingredients.map((line) => parseIngredientLine(line));
  const origin = linkOrigin(request);
  const visibility =
    recipe.userId === null ? "catalog" : recipe.isPublic ? "public" : recipe.sharedWithHousehold ? "household" : "private";
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    imageUrl: recipe.imageUrl ? new URL(recipe.imageUrl, origin).toString() : null,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    tags: recipe.tags,
    author: recipe.author,
    sourceUrl: recipe.sourceUrl ?? null,
    rating: recipe.rating,
    ratingCount: recipe.ratingCount,
    isPremium: recipe.isPremium,
    visibility,
    own: isRecipeOwnedBy(recipe, user.id),
    saved: savedIds.length > 0,
    ingredients: recipe.ingredients.map((line, i) => {
      const row = rows[i];
      return {
        line,
        quantity: row?.quantity ?? null,
        quantityMax: row?.quantityMax ?? null,
        unit: row?.unit ?? null,
        name: row?.name ?? line,
        notes: row?.notes ?? null,
      };
    }),
    ingredientSections: recipe.ingredientSections ?? [],
    instructions: recipe.instructions,
    instructionSections: recipe.instructionSections ?? [],
    nutrition: nutrition as Record<string, unknown> | null,
    webUrl: new URL(`/recipe/${recipe.id}`, origin).toString(),
    createdAt: recipe.createdAt.toISOString(),
    updatedAt: recipe.updatedAt.toISOString(),
  };
}

function recipeIdOf(call: ApiCall<unknown, unknown>): number | null {
  return parseRecipeId(call.params.id);
}

async function currentRecipe(call: ApiCall<unknown, unknown>) {
  const id = recipeIdOf(call);
  return id === null ? null : recipeView(call.db, call.user, id, call.request);
}

async function answerWithRecipe(call: ApiCall<unknown, unknown>, outcome: Outcome<{ id: number }>): Promise<Outcome<unknown>> {
  if (!outcome.ok) return outcome;
  return foundOrNotFound(await recipeView(call.db, call.user, outcome.value.id, call.request), outcome.message);
}

export const recipeEndpoints = [
  endpoint<RecipeSearch>({
    method: "GET",
    path: "/recipes",
    operationId: "searchRecipes",
    summary: "Search and filter the recipes you may see (the browse page's rules), 24 a page",
    tag: "Recipes",
    query: RecipeSearchQuery,
    response: RecipePageOut,
    handle: (call) => search(call, false),
  }),
  endpoint<RecipeSearch>({
    method: "GET",
    path: "/saved",
    operationId: "listSavedRecipes",
    summary: "Your saved recipes (the browse page's Saved only), 24 a page",
    tag: "Saved recipes",
    query: RecipeSearchQuery,
    response: RecipePageOut,
    handle: (call) => search(call, true),
  }),
  endpoint({
    method: "PUT",
    path: "/saved/{id}",
    operationId: "saveRecipe",
    summary: "Save a recipe (your plan's saved-recipe limit applies)",
    tag: "Saved recipes",
    successStatus: 204,
    handle: (call) =>
      withRecipeId(recipeIdOf(call), (id) => saveRecipe(call.db, call.user.id, { recipeId: id }, call.user.planId)),
  }),
  endpoint({
    method: "DELETE",
    path: "/saved/{id}",
    operationId: "unsaveRecipe",
    summary: "Remove a recipe from your saved recipes",
    tag: "Saved recipes",
    successStatus: 204,
    handle: (call) => withRecipeId(recipeIdOf(call), (id) => unsaveRecipe(call.db, call.user.id, { recipeId: id })),
  }),
  endpoint({
    method: "GET",
    path: "/recipes/{id}",
    operationId: "getRecipe",
    summary: "One recipe with its parsed ingredients (and nutrition facts on plans that have them)",
    tag: "Recipes",
    response: RecipeOut,
    handle: async (call) => foundOrNotFound(await currentRecipe(call)),
  }),
  endpoint<undefined, RecipeBodyValue>({
    method: "POST",
    path: "/recipes",
    operationId: "createRecipe",
    summary: "Create one of your recipes (the recipe form's fields and rules)",
    tag: "Recipes",
    body: RecipeBody,
    response: RecipeOut,
    successStatus: 201,
    handle: async (call) => answerWithRecipe(call, await createRecipe(call.db, call.user.id, recipeInputOf(call.body))),
  }),
  endpoint<undefined, RecipeBodyValue>({
    method: "PUT",
    path: "/recipes/{id}",
    operationId: "replaceRecipe",
    summary: "Replace one of your recipes (send If-Match with its ETag to refuse a stale write)",
    tag: "Recipes",
    body: RecipeBody,
    response: RecipeOut,
    current: currentRecipe,
    handle: (call) =>
      withRecipeId(recipeIdOf(call), async (id) =>
        answerWithRecipe(call, await updateRecipe(call.db, call.user.id, id, recipeInputOf(call.body))),
      ),
  }),
  endpoint({
    method: "DELETE",
    path: "/recipes/{id}",
    operationId: "deleteRecipe",
    summary: "Delete one of your recipes",
    tag: "Recipes",
    successStatus: 204,
    current: currentRecipe,
    handle: (call) => withRecipeId(recipeIdOf(call), (id) => deleteRecipe(call.db, call.user.id, id)),
  }),
];
