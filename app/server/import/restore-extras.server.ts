/**
 * What Simmer's export zip brings back besides recipes (docs/decisions/049): cookbooks, planned
 * meals and ingredient lists, restored once the recipes are in, through the same services the pages
 * use, so that every rule holds (the plan's cookbook limit and planning weeks, the household's write
 * rule, the one read rule for recipes). Running it twice changes nothing the second time: a cookbook
 * or list of the same name is reused, a meal already planned is not planned again. That is what lets
 * an import resumed after a crash run it again.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { CollectionExtras } from "~/domain/import/collection";
import { dedupeKeys } from "~/domain/import/import-job";
import type { RecipeRef } from "~/domain/import/simmer-export";
import { CookbookSchema, NewListSchema } from "~/domain/validation/kitchen";
import { MealEntryAddSchema } from "~/domain/validation/meal-plan";
import type { Db } from "../db/client.server";
import { cookbooks, ingredientLists, mealPlanEntries, recipes } from "../db/schema";
import { currentPlan } from "../billing/subscriptions.server";
import { inKitchen, kitchenOf } from "../households/kitchen.server";
import { addRecipesToCookbook, createCookbook, reachableBooks } from "../kitchen/cookbooks.server";
import { createIngredientList, setListPantry } from "../kitchen/ingredient-lists.server";
import { addMealEntry } from "../meal-plan/meal-plan.server";
import { visibleTo } from "../recipes/visibility.server";

export interface RestoreSummary {
  cookbooks: number;
  meals: number;
  lists: number;
  /** Items refused: unreadable, over a plan limit, outside the plan's weeks, or naming a recipe this server does not have. */
  leftOut: number;
}

/**
 * Restores `extras` for the cook. `recipeKeys` holds, for each recipe of the upload that has a
 * `key`, its dedupe keys (source address, or title and ingredients): the recipe is the cook's
 * newest recipe with one of those keys, whether this import wrote it or skipped it as already there.
 */
export async function restoreExtras(
  db: Db,
  userId: string,
  extras: CollectionExtras,
  recipeKeys: ReadonlyMap<string, readonly string[]>,
  today = new Date().toISOString().slice(0, 10),
): Promise<RestoreSummary> {
  const summary: RestoreSummary = { cookbooks: 0, meals: 0, lists: 0, leftOut: extras.unreadable };
  const kitchen = await kitchenOf(db, { id: userId, planId: await currentPlan(db, userId) });

  const own = await db
    .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients, sourceUrl: recipes.sourceUrl })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), isNotNull(recipes.userId)))
    .orderBy(desc(recipes.id));
  const byDedupeKey = new Map<string, number>();
  for (const recipe of own) for (const key of dedupeKeys(recipe)) if (!byDedupeKey.has(key)) byDedupeKey.set(key, recipe.id);
  const byFile = new Map<string, number>();
  for (const [file, keys] of recipeKeys) {
    const id = keys.map((key) => byDedupeKey.get(key)).find((found) => found !== undefined);
    if (id !== undefined) byFile.set(file, id);
  }
  const resolved = new Map<string, number | null>();
  /** The recipe a reference names here: one of the upload's, or one this cook may see with the same id and title. */
  const resolve = async (ref: RecipeRef): Promise<number | null> => {
    if (ref.file) return byFile.get(ref.file) ?? null;
    const named = JSON.stringify([ref.id, ref.title]);
    if (!resolved.has(named)) {
      const [found] = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.id, ref.id), eq(recipes.title, ref.title), visibleTo(userId)));
      resolved.set(named, found?.id ?? null);
    }
    return resolved.get(named)!;
  };

  const books = await db.select({ id: cookbooks.id, name: cookbooks.name }).from(cookbooks).where(reachableBooks(userId));
  const bookNamed = new Map(books.map((book) => [book.name.toLowerCase(), book.id]));
  for (const book of extras.cookbooks) {
    const input = CookbookSchema.safeParse({ name: book.name, description: book.description, color: book.color });
    if (!input.success) {
      summary.leftOut++;
      continue;
    }
    let id = bookNamed.get(input.data.name.toLowerCase());
    if (!id) {
      const created = await createCookbook(db, userId, input.data);
      if (!created.ok) {
        summary.leftOut++;
        continue;
      }
      id = created.value.id;
      bookNamed.set(input.data.name.toLowerCase(), id);
      summary.cookbooks++;
    }
    const recipeIds: number[] = [];
    for (const ref of book.recipes) {
      const recipeId = await resolve(ref);
      if (recipeId === null) summary.leftOut++;
      else recipeIds.push(recipeId);
    }
    // Recipes already in the book are skipped by the service (it answers 409 when none is new).
    if (recipeIds.length > 0) await addRecipesToCookbook(db, kitchen, { cookbookId: id, recipeIds });
  }

  const planned = await db
    .select({
      date: mealPlanEntries.date,
      mealType: mealPlanEntries.mealType,
      recipeId: mealPlanEntries.recipeId,
      note: mealPlanEntries.note,
    })
    .from(mealPlanEntries)
    .where(inKitchen(kitchen, mealPlanEntries));
  const mealKey = (m: { date: string; mealType: string; recipeId: number | null; note: string | null }) =>
    JSON.stringify([m.date, m.mealType, m.recipeId, m.note ?? null]);
  const plannedKeys = new Set(planned.map(mealKey));
  for (const meal of extras.mealPlan) {
    const recipeId = meal.recipe ? await resolve(meal.recipe) : null;
    const note = meal.note?.trim() || null;
    const input = MealEntryAddSchema.safeParse({
      date: meal.date,
      mealType: meal.meal,
      recipeId: recipeId ?? undefined,
      note: note ?? undefined,
      servings: recipeId !== null ? (meal.servings ?? undefined) : undefined,
    });
    if (!input.success) {
      summary.leftOut++;
      continue;
    }
    const key = mealKey({ date: input.data.date, mealType: input.data.mealType, recipeId, note: input.data.note || null });
    if (plannedKeys.has(key)) continue;
    const added = await addMealEntry(db, kitchen, input.data, today);
    if (!added.ok) {
      summary.leftOut++;
      continue;
    }
    plannedKeys.add(key);
    summary.meals++;
  }

  const lists = await db.select({ name: ingredientLists.name }).from(ingredientLists).where(eq(ingredientLists.userId, userId));
  const listNames = new Set(lists.map((list) => list.name.toLowerCase()));
  for (const list of extras.ingredientLists) {
    const input = NewListSchema.safeParse({ name: list.name, ingredient: list.ingredients });
    if (!input.success) {
      summary.leftOut++;
      continue;
    }
    if (listNames.has(input.data.name.toLowerCase())) continue;
    const created = await createIngredientList(db, userId, input.data);
    if (!created.ok) {
      summary.leftOut++;
      continue;
    }
    if (list.isPantry) await setListPantry(db, kitchen, { listId: created.value.id, pantry: "true" });
    listNames.add(input.data.name.toLowerCase());
    summary.lists++;
  }
  return summary;
}
