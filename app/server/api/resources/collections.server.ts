/**
 * Cookbooks and ingredient lists written through the API, the cooking log and ratings, and reading a
 * recipe page into a draft: each the page's own service with the page's own schema (the household's
 * books and lists while the cook is a member, as on the pages).
 */
import { z } from "zod";
import { succeed } from "~/domain/outcome";
import { ImportUrlSchema, type ImportUrlInput } from "~/domain/recipes/recipe-import";
import { RateCookSchema, LogCookSchema, type RateCookInput } from "~/domain/validation/cooking";
import {
  CookbookEditSchema,
  CookbookSchema,
  ListItemSchema,
  ListNameSchema,
  type CookbookInput,
} from "~/domain/validation/kitchen";
import { RecipeIdSchema } from "~/domain/validation/recipe-id";
import { kitchenOf } from "../../households/kitchen.server";
import { importRecipePage } from "../../import/page-import.server";
import {
  addRecipesToCookbook,
  createCookbook,
  deleteCookbook,
  removeRecipeFromCookbook,
  updateCookbook,
} from "../../kitchen/cookbooks.server";
import {
  addListItem,
  createIngredientList,
  deleteIngredientList,
  listIngredientLists,
  removeListItem,
} from "../../kitchen/ingredient-lists.server";
import { cookingLog, logCook, rateCook, ratingOf } from "../../recipes/cooked.server";
import { endpoint, type ApiCall } from "../endpoint.server";
import { CreatedOut } from "../schemas";
import { cookbookView } from "./kitchen.server";
import { foundOrNotFound, withRecipeId } from "./recipe-answers.server";

const kitchen = (call: ApiCall<unknown, unknown>) => kitchenOf(call.db, call.user);

const IngredientListOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isPantry: z.boolean(),
      shared: z.boolean(),
      items: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
const CookingLogOut = z.object({
  items: z.array(
    z.object({
      cookId: z.string(),
      recipeId: z.number().int(),
      title: z.string(),
      cookedAt: z.string(),
      rating: z.number().int().nullable(),
      turnedOutWell: z.boolean().nullable(),
    }),
  ),
});
const DraftOut = z.object({
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  cookTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  difficulty: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  tags: z.array(z.string()),
});
/** The rating form's fields: the recipe comes from the address. */
const RatingBody = RateCookSchema.omit({ recipeId: true });
type RatingBodyValue = Omit<RateCookInput, "recipeId">;

/** The recipe id in the address (null: not one). */
function recipeIdOf(call: ApiCall<unknown, unknown>): number | null {
  const recipeId = RecipeIdSchema.safeParse(call.params.recipeId);
  return recipeId.success ? recipeId.data : null;
}

const RatingOut = z.object({ rating: z.number().nullable() });

/** The cook's rating as `GET /recipes/{recipeId}/rating` answers it: what If-Match on changing it names. */
async function currentRating(call: ApiCall<unknown, unknown>) {
  const recipeId = recipeIdOf(call);
  return recipeId === null ? null : ratingOf(call.db, call.user.id, recipeId);
}

export const collectionEndpoints = [
  endpoint<undefined, CookbookInput>({
    method: "POST",
    path: "/cookbooks",
    operationId: "createCookbook",
    summary: "Create a cookbook (your plan's cookbook limit applies)",
    tag: "Cookbooks",
    body: CookbookSchema,
    response: CreatedOut,
    successStatus: 201,
    handle: async (call) => {
      const made = await createCookbook(call.db, call.user.id, call.body, call.user.planId);
      return made.ok ? succeed({ id: made.value.id }, made.message) : made;
    },
  }),
  endpoint<undefined, z.infer<typeof CookbookEditSchema>>({
    method: "PATCH",
    path: "/cookbooks/{id}",
    operationId: "updateCookbook",
    summary: "Rename a cookbook, or change its description or colour (send If-Match with its ETag to refuse a stale write)",
    tag: "Cookbooks",
    body: CookbookEditSchema,
    successStatus: 204,
    current: cookbookView,
    handle: async (call) => updateCookbook(call.db, await kitchen(call), { cookbookId: call.params.id, ...call.body }),
  }),
  endpoint({
    method: "DELETE",
    path: "/cookbooks/{id}",
    operationId: "deleteCookbook",
    summary: "Delete a cookbook (the recipes stay; If-Match refuses a stale delete)",
    tag: "Cookbooks",
    successStatus: 204,
    current: cookbookView,
    handle: async (call) => deleteCookbook(call.db, await kitchen(call), { cookbookId: call.params.id }),
  }),
  endpoint({
    method: "PUT",
    path: "/cookbooks/{id}/recipes/{recipeId}",
    operationId: "addRecipeToCookbook",
    summary: "File a recipe you may see in a cookbook",
    tag: "Cookbooks",
    successStatus: 204,
    handle: (call) =>
      withRecipeId(recipeIdOf(call), async (recipeId) =>
        addRecipesToCookbook(call.db, await kitchen(call), { cookbookId: call.params.id, recipeIds: [recipeId] }),
      ),
  }),
  endpoint({
    method: "DELETE",
    path: "/cookbooks/{id}/recipes/{recipeId}",
    operationId: "removeRecipeFromCookbook",
    summary: "Take a recipe out of a cookbook",
    tag: "Cookbooks",
    successStatus: 204,
    handle: (call) =>
      withRecipeId(recipeIdOf(call), async (recipeId) =>
        removeRecipeFromCookbook(call.db, await kitchen(call), { cookbookId: call.params.id, recipeId }),
      ),
  }),
  endpoint({
    method: "GET",
    path: "/ingredient-lists",
    operationId: "listIngredientLists",
    summary: "Your ingredient lists and your household's",
    tag: "Ingredient lists",
    response: IngredientListOut,
    handle: async (call) => {
      const lists = await listIngredientLists(call.db, await kitchen(call));
      return succeed({
        items: lists.map((l) => ({ id: l.id, name: l.name, isPantry: l.isPantry, shared: Boolean(l.shared), items: l.items })),
      });
    },
  }),
  endpoint<undefined, z.infer<typeof ListNameSchema>>({
    method: "POST",
    path: "/ingredient-lists",
    operationId: "createIngredientList",
    summary: "Create an ingredient list",
    tag: "Ingredient lists",
    body: ListNameSchema,
    response: CreatedOut,
    successStatus: 201,
    handle: async (call) => {
      const made = await createIngredientList(call.db, call.user.id, { name: call.body.name, ingredient: [] });
      return made.ok ? succeed({ id: made.value.id }, made.message) : made;
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/ingredient-lists/{id}",
    operationId: "deleteIngredientList",
    summary: "Delete an ingredient list",
    tag: "Ingredient lists",
    successStatus: 204,
    handle: async (call) => deleteIngredientList(call.db, await kitchen(call), { listId: call.params.id }),
  }),
  endpoint<undefined, z.infer<typeof ListItemSchema>>({
    method: "POST",
    path: "/ingredient-lists/{id}/items",
    operationId: "addIngredientListItem",
    summary: "Add an ingredient to a list",
    tag: "Ingredient lists",
    body: ListItemSchema,
    response: CreatedOut,
    successStatus: 201,
    handle: async (call) => {
      const added = await addListItem(call.db, await kitchen(call), { listId: call.params.id, ingredient: call.body.ingredient });
      return added.ok ? succeed({ id: added.value.id }, added.message) : added;
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/ingredient-lists/{id}/items/{itemId}",
    operationId: "removeIngredientListItem",
    summary: "Remove an ingredient from a list",
    tag: "Ingredient lists",
    successStatus: 204,
    handle: async (call) => removeListItem(call.db, await kitchen(call), { listId: call.params.id, itemId: call.params.itemId }),
  }),
  endpoint({
    method: "GET",
    path: "/cooking-log",
    operationId: "getCookingLog",
    summary: "What you cooked lately, newest first, with your ratings",
    tag: "Cooking log",
    response: CookingLogOut,
    handle: async (call) => {
      const log = await cookingLog(call.db, call.user.id);
      return succeed({
        items: log.map((e) => ({
          cookId: e.cookId,
          recipeId: e.recipeId,
          title: e.title,
          cookedAt: e.cookedAt.toISOString(),
          rating: e.rating,
          turnedOutWell: e.turnedOutWell,
        })),
      });
    },
  }),
  endpoint<undefined, z.infer<typeof LogCookSchema>>({
    method: "POST",
    path: "/cooking-log",
    operationId: "logCook",
    summary: "Record that you cooked a recipe",
    tag: "Cooking log",
    body: LogCookSchema,
    response: z.object({ cookId: z.string() }),
    successStatus: 201,
    handle: (call) => logCook(call.db, call.user.id, call.body),
  }),
  endpoint({
    method: "GET",
    path: "/recipes/{recipeId}/rating",
    operationId: "getRating",
    summary: "Your rating of a recipe (null when you have not rated it)",
    tag: "Cooking log",
    response: RatingOut,
    handle: async (call) => foundOrNotFound(await currentRating(call)),
  }),
  endpoint<undefined, RatingBodyValue>({
    method: "PUT",
    path: "/recipes/{recipeId}/rating",
    operationId: "rateRecipe",
    summary: "Rate a recipe 1 to 5 (and, for a cook just logged, whether it turned out well); If-Match refuses a stale change",
    tag: "Cooking log",
    body: RatingBody,
    response: RatingOut,
    current: currentRating,
    handle: (call) => withRecipeId(recipeIdOf(call), (recipeId) => rateCook(call.db, call.user.id, { ...call.body, recipeId })),
  }),
  endpoint<undefined, ImportUrlInput>({
    method: "POST",
    path: "/recipes/import",
    operationId: "readRecipePage",
    summary: "Read a recipe page into a draft (send it to POST /recipes to keep it), as the create form's import does",
    tag: "Recipes",
    body: ImportUrlSchema,
    response: DraftOut,
    handle: (call) => importRecipePage(call.db, call.user.id, call.body, call.user.planId),
  }),
];
