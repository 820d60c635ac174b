/**
 * The cook's kitchen in the API: who they are, their cookbooks, the week's meal plan and the
 * shopping list — the household's while they are a member, with its plan's features and write rule,
 * exactly as the pages read and write them (kitchenOf, then the pages' services and schemas).
 */
import { z } from "zod";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { canPlanWeek, getPlan } from "~/domain/plans";
import { weekDays, weeksBetween, weekStartOf } from "~/domain/meal-plan/week";
import {
  DaySchema,
  MealEntryAddSchema,
  ShoppingItemAddSchema,
  WeekSchema,
  type MealEntryAdd,
} from "~/domain/validation/meal-plan";
import { MEAL_TYPES } from "~/domain/meal-plan/meal-plan";
import { isEntitled } from "../../auth/entitlements.server";
import { kitchenOf, kitchenSummary, type Kitchen } from "../../households/kitchen.server";
import { getCookbook, listCookbooks } from "../../kitchen/cookbooks.server";
import { addMealEntry, getMealEntry, listWeek, moveMealEntry, removeMealEntry } from "../../meal-plan/meal-plan.server";
import {
  addCustomItem,
  generateFromWeek,
  getShoppingList,
  removeShoppingItem,
  setItemChecked,
} from "../../meal-plan/shopping.server";
import { endpoint, type ApiCall } from "../endpoint.server";
import {
  CookbookDetailOut,
  CookbookListOut,
  CreatedOut,
  MealEntryOut,
  MeOut,
  ShoppingItemOut,
  ShoppingListOut,
  WeekOut,
} from "../schemas";

const kitchen = (call: ApiCall<unknown, unknown>): Promise<Kitchen> => kitchenOf(call.db, call.user);

/**
 * A planned meal as `GET /meal-plan/entries/{id}` answers it (null: not in the cook's plan, or in a
 * week their plan may not see): also what an `If-Match` on moving or removing it is compared with.
 */
async function mealEntryView(call: ApiCall<unknown, unknown>) {
  const k = await kitchen(call);
  const entry = await getMealEntry(call.db, k, call.params.id);
  return entry && canPlanWeek(k.planId, weeksBetween(call.today, entry.date)) ? entry : null;
}

/** A shopping-list item as `GET /shopping-list/items/{id}` answers it (null: not on the cook's list). */
async function shoppingItemView(call: ApiCall<unknown, unknown>) {
  const items = await getShoppingList(call.db, await kitchen(call));
  return items.find((item) => item.id === call.params.id) ?? null;
}

/**
 * A cookbook as `GET /cookbooks/{id}` answers it (null: not one the cook may see): also what an
 * `If-Match` on renaming or deleting it is compared with.
 */
export async function cookbookView(call: ApiCall<unknown, unknown>) {
  const book = await getCookbook(call.db, await kitchen(call), call.params.id);
  if (!book) return null;
  const recipes = book.recipes.map(({ addedAt: _at, addedBy: _by, ...card }) => card);
  return { ...cookbookOut(book, recipes.length), recipes };
}

const WeekQuery = z.object({ week: DaySchema.optional() });
const MealMoveBody = z.object({ date: DaySchema, mealType: z.enum(MEAL_TYPES, { error: "Please pick a meal" }) });
const ItemCheckBody = z.object({ checked: z.boolean({ error: "checked is true or false" }) });

function cookbookOut(
  book: { id: string; name: string; description: string | null; color: string; shared: boolean },
  recipeCount: number,
) {
  return { id: book.id, name: book.name, description: book.description, color: book.color, recipeCount, shared: book.shared };
}

/** The shopping list's endpoints answer only on plans that have shopping lists, as the page does. */
async function shoppingKitchen(call: ApiCall<unknown, unknown>): Promise<Outcome<Kitchen>> {
  const found = await kitchen(call);
  return isEntitled(found, "shoppingLists") ? succeed(found) : fail(403, SUBSCRIPTION_MESSAGES.featureUnavailable);
}

async function withShopping(call: ApiCall<unknown, unknown>, run: (k: Kitchen) => Promise<Outcome<unknown>>) {
  const found = await shoppingKitchen(call);
  return found.ok ? run(found.value) : found;
}

export const kitchenEndpoints = [
  endpoint({
    method: "GET",
    path: "/me",
    operationId: "getMe",
    summary: "You: your name, plan and household, and what this token may do",
    tag: "Account",
    response: MeOut,
    handle: async (call) => {
      const k = await kitchen(call);
      return succeed({
        id: call.user.id,
        name: call.user.name,
        email: call.user.email,
        plan: { id: call.user.planId, name: getPlan(call.user.planId).name },
        household: kitchenSummary(k),
        token: { scope: call.scope },
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/cookbooks",
    operationId: "listCookbooks",
    summary: "Your cookbooks and your household's",
    tag: "Cookbooks",
    response: CookbookListOut,
    handle: async (call) => {
      const books = await listCookbooks(call.db, await kitchen(call));
      return succeed({ items: books.map((book) => cookbookOut(book, book.recipeCount)) });
    },
  }),
  endpoint({
    method: "GET",
    path: "/cookbooks/{id}",
    operationId: "getCookbook",
    summary: "One cookbook with the recipes in it you may see",
    tag: "Cookbooks",
    response: CookbookDetailOut,
    handle: async (call) => {
      const view = await cookbookView(call);
      return view ? succeed(view) : fail(404, COOKBOOK_MESSAGES.notFound);
    },
  }),
  endpoint<z.infer<typeof WeekQuery>>({
    method: "GET",
    path: "/meal-plan",
    operationId: "getMealPlanWeek",
    summary: "A week of the meal plan (this week without ?week=; any day names its week)",
    tag: "Meal plan",
    query: WeekQuery,
    response: WeekOut,
    handle: async (call) => {
      const week = weekStartOf(call.query.week ?? call.today);
      const k = await kitchen(call);
      if (!canPlanWeek(k.planId, weeksBetween(call.today, week))) return fail(403, MEAL_PLAN_MESSAGES.weekLocked);
      return succeed({ week, days: weekDays(week), entries: await listWeek(call.db, k, week), household: kitchenSummary(k) });
    },
  }),
  endpoint<undefined, MealEntryAdd>({
    method: "POST",
    path: "/meal-plan/entries",
    operationId: "addMealEntry",
    summary: "Plan a recipe (with servings) or a note on a day and meal",
    tag: "Meal plan",
    body: MealEntryAddSchema,
    response: CreatedOut,
    successStatus: 201,
    handle: async (call) => addMealEntry(call.db, await kitchen(call), call.body, call.today),
  }),
  endpoint({
    method: "GET",
    path: "/meal-plan/entries/{id}",
    operationId: "getMealEntry",
    summary: "One planned meal, as its week shows it (its ETag is what If-Match on moving or removing it names)",
    tag: "Meal plan",
    response: MealEntryOut,
    handle: async (call) => {
      const entry = await mealEntryView(call);
      return entry ? succeed(entry) : fail(404, MEAL_PLAN_MESSAGES.notFound);
    },
  }),
  endpoint<undefined, z.infer<typeof MealMoveBody>>({
    method: "PATCH",
    path: "/meal-plan/entries/{id}",
    operationId: "moveMealEntry",
    summary: "Move a planned meal to another day or meal (If-Match refuses a stale move)",
    tag: "Meal plan",
    body: MealMoveBody,
    successStatus: 204,
    current: mealEntryView,
    handle: async (call) => moveMealEntry(call.db, await kitchen(call), { entryId: call.params.id, ...call.body }, call.today),
  }),
  endpoint({
    method: "DELETE",
    path: "/meal-plan/entries/{id}",
    operationId: "removeMealEntry",
    summary: "Remove a planned meal (If-Match refuses a stale remove)",
    tag: "Meal plan",
    successStatus: 204,
    current: mealEntryView,
    handle: async (call) => removeMealEntry(call.db, await kitchen(call), { entryId: call.params.id }),
  }),
  endpoint({
    method: "GET",
    path: "/shopping-list",
    operationId: "getShoppingList",
    summary: "The shopping list (Premium and Ultimate)",
    tag: "Shopping list",
    response: ShoppingListOut,
    handle: (call) => withShopping(call, async (k) => succeed({ items: await getShoppingList(call.db, k) })),
  }),
  endpoint<undefined, z.infer<typeof ShoppingItemAddSchema>>({
    method: "POST",
    path: "/shopping-list/items",
    operationId: "addShoppingItem",
    summary: "Add an item you type to the shopping list",
    tag: "Shopping list",
    body: ShoppingItemAddSchema,
    response: CreatedOut,
    successStatus: 201,
    handle: (call) => withShopping(call, (k) => addCustomItem(call.db, k, call.body)),
  }),
  endpoint<undefined, z.infer<typeof WeekSchema>>({
    method: "POST",
    path: "/shopping-list/generate",
    operationId: "generateShoppingList",
    summary: "Make the list from a week's planned recipes (any day names its week), as the page's Generate does",
    tag: "Shopping list",
    body: WeekSchema,
    response: z.object({ lines: z.number().int() }),
    handle: (call) => withShopping(call, (k) => generateFromWeek(call.db, k, { week: weekStartOf(call.body.week) })),
  }),
  endpoint({
    method: "GET",
    path: "/shopping-list/items/{id}",
    operationId: "getShoppingItem",
    summary: "One item of the shopping list (its ETag is what If-Match on ticking or removing it names)",
    tag: "Shopping list",
    response: ShoppingItemOut,
    handle: (call) =>
      withShopping(call, async () => {
        const item = await shoppingItemView(call);
        return item ? succeed(item) : fail(404, MEAL_PLAN_MESSAGES.itemNotFound);
      }),
  }),
  endpoint<undefined, z.infer<typeof ItemCheckBody>>({
    method: "PATCH",
    path: "/shopping-list/items/{id}",
    operationId: "checkShoppingItem",
    summary: "Tick or untick an item (If-Match refuses a stale tick)",
    tag: "Shopping list",
    body: ItemCheckBody,
    successStatus: 204,
    current: shoppingItemView,
    handle: (call) =>
      withShopping(call, (k) =>
        setItemChecked(call.db, k, { itemId: call.params.id, checked: call.body.checked ? "true" : "false" }),
      ),
  }),
  endpoint({
    method: "DELETE",
    path: "/shopping-list/items/{id}",
    operationId: "removeShoppingItem",
    summary: "Remove an item from the shopping list (If-Match refuses a stale remove)",
    tag: "Shopping list",
    successStatus: 204,
    current: shoppingItemView,
    handle: (call) => withShopping(call, (k) => removeShoppingItem(call.db, k, { itemId: call.params.id })),
  }),
];
