/**
 * The week's shopping list: one persisted list per kitchen, the cook's own or their household's
 * (app/server/households/kitchen.server.ts; premium and ultimate, or any member of an open
 * household: the route checks the kitchen's plan). Generated lines come from planned recipes, merged
 * by app/domain/meal-plan/shopping-merge.ts; custom items survive regeneration. Every query names the
 * kitchen with `inKitchen`; every write checks kitchenWriteRefusal, runs with the list's row locked
 * (so two members' changes happen one after the other, none lost) and calls kitchenChanged after.
 * Recipes are read as the cook asking sees them: a member's private recipe shows to nobody else.
 */
import type { ShoppingItemView } from "~/domain/meal-plan/shopping-list";
import { and, asc, eq, inArray, max, not, sql, type SQL } from "drizzle-orm";
import { kitchenWriteRefusal } from "../auth/entitlements.server";
import { inKitchen, kitchenChanged, kitchenRow, type Kitchen } from "../households/kitchen.server";
import { aisleOf } from "~/domain/ingredients/aisles";
import { parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import {
  foodKey,
  inputsOfLines,
  isInPantry,
  mergeShoppingLines,
  originalLineText,
  scaleInput,
  toOriginal,
  type DensityLookup,
  type ShoppingInput,
  type ShoppingLine,
} from "~/domain/meal-plan/shopping-merge";
import { densityOf } from "~/domain/ingredients/units";
import type { Db } from "../db/client.server";
import {
  ingredientListItems,
  ingredientLists,
  ingredients,
  recipeIngredients,
  recipes,
  shoppingListItems,
  shoppingLists,
} from "../db/schema";
import { isUuid } from "../db/ids";
import { plannedRecipes } from "./meal-plan.server";
import { visibleTo } from "../recipes/visibility.server";

/** Grams per ml by food, from units.ts's USDA table: volume and weight merge only where it is known. */
const densityLookup: DensityLookup = densityOf;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The kitchen's list, its row locked for the rest of the transaction (null while it has none). */
async function lockedListOf(tx: Db | Tx, kitchen: Kitchen): Promise<string | null> {
  const [list] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(inKitchen(kitchen, shoppingLists))
    .for("update");
  return list?.id ?? null;
}

async function ensureList(tx: Tx, kitchen: Kitchen): Promise<string> {
  await tx
    .insert(shoppingLists)
    .values({ ...kitchenRow(kitchen), name: "Shopping list" })
    .onConflictDoNothing();
  return (await lockedListOf(tx, kitchen))!;
}

/**
 * The foods of the kitchen's pantry: its ingredient lists marked Pantry, or every one of them while
 * none is marked (`marked` says which). A household's pantry is the lists moved to the household; a
 * member's personal lists stay theirs and do not mark the shared list.
 */
export async function pantryOf(db: Db, kitchen: Kitchen): Promise<{ foods: string[]; marked: boolean }> {
  const rows = await db
    .select({ name: ingredientListItems.name, isPantry: ingredientLists.isPantry })
    .from(ingredientListItems)
    .rightJoin(ingredientLists, eq(ingredientLists.id, ingredientListItems.listId))
    .where(inKitchen(kitchen, ingredientLists));
  const marked = rows.some((r) => r.isPantry);
  const foods = rows.filter((r) => r.name !== null && (!marked || r.isPantry)).map((r) => r.name!);
  return { foods, marked };
}

/** Every food named in the kitchen's pantry lists (see pantryOf). */
export async function pantryFoods(db: Db, kitchen: Kitchen): Promise<string[]> {
  return (await pantryOf(db, kitchen)).foods;
}

export async function getShoppingList(db: Db, kitchen: Kitchen): Promise<ShoppingItemView[]> {
  const [rows, pantry] = await Promise.all([
    db
      .select({
        id: shoppingListItems.id,
        text: shoppingListItems.text,
        checked: shoppingListItems.checked,
        isCustom: shoppingListItems.isCustom,
        aisle: shoppingListItems.aisle,
        sources: shoppingListItems.sources,
        recipeIds: shoppingListItems.recipeIds,
        food: shoppingListItems.food,
        originals: shoppingListItems.originals,
      })
      .from(shoppingListItems)
      .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
      .where(inKitchen(kitchen, shoppingLists))
      .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id)),
    pantryFoods(db, kitchen),
  ]);
  const hidden = await hiddenRecipes(
    db,
    kitchen.id,
    rows.flatMap((r) => r.recipeIds),
  );
  return rows.flatMap(({ food, recipeIds, originals, ...item }) => {
    if (recipeIds.length > 0 && recipeIds.every((id) => hidden.has(id))) return [];
    const hiddenTitles = new Set(recipeIds.flatMap((id) => hidden.get(id) ?? []));
    const sources = item.sources.filter((title) => !hiddenTitles.has(title));
    const visible = originals.filter((o) => !o.recipeIds.some((id) => hidden.has(id)));
    // A recipe made private takes its share of the amount with it: the line is merged again without it.
    const text =
      visible.length < originals.length && visible.length > 0
        ? mergeShoppingLines(visible, densityLookup)
            .filter((line) => food === null || line.food === null || foodKey(line.food) === foodKey(food))
            .map((line) => line.text)
            .join(" + ")
        : item.text;
    return [
      {
        ...item,
        text,
        sources,
        inPantry: isInPantry(food ?? (item.isCustom ? item.text : null), pantry),
        originals: visible.map((o) => ({ text: originalLineText(o), from: o.sources.join(", ") })),
      },
    ];
  });
}

/**
 * Of these recipes, the ones the cook can no longer see (their authors made them private after
 * the list was made), with their titles: their lines and names leave the list while they are private.
 */
async function hiddenRecipes(db: Db, userId: string, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(inArray(recipes.id, [...new Set(ids)]), not(visibleTo(userId))));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** The ingredient lines of these recipes, scaled to the servings asked for, as merge input. */
async function recipeInputs(
  db: Db | Tx,
  viewerId: string,
  wanted: { recipeId: number; servings: number | null }[],
): Promise<ShoppingInput[]> {
  const ids = [...new Set(wanted.map((w) => w.recipeId))];
  if (ids.length === 0) return [];
  const [recipeRows, lines] = await Promise.all([
    db
      .select({ id: recipes.id, title: recipes.title, servings: recipes.servings, ingredients: recipes.ingredients })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), visibleTo(viewerId))),
    db
      .select({
        recipeId: recipeIngredients.recipeId,
        food: ingredients.name,
        quantity: recipeIngredients.quantity,
        unit: recipeIngredients.unit,
        order: recipeIngredients.displayOrder,
      })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.displayOrder)),
  ]);
  const byRecipe = new Map<number, ShoppingInput[]>();
  for (const recipe of recipeRows) {
    const structured = lines.filter((l) => l.recipeId === recipe.id);
    const inputs: ShoppingInput[] = structured.length
      ? structured.map((l) => ({
          food: l.food,
          quantity: l.quantity,
          unit: l.unit,
          text: recipe.ingredients[l.order] ?? l.food,
          sources: [recipe.title],
          recipeIds: [recipe.id],
        }))
      : recipe.ingredients.map((text) => {
          const parsed = parseIngredientLine(text);
          return {
            food: parsed.name || null,
            quantity: parsed.quantity,
            unit: parsed.unit,
            text,
            sources: [recipe.title],
            recipeIds: [recipe.id],
          };
        });
    byRecipe.set(recipe.id, inputs);
  }
  const servingsOf = new Map(recipeRows.map((r) => [r.id, r.servings]));
  return wanted.flatMap((w) => {
    const base = servingsOf.get(w.recipeId) ?? 1;
    const factor = w.servings && base > 0 ? w.servings / base : 1;
    return (byRecipe.get(w.recipeId) ?? []).map((line) => scaleInput(line, factor));
  });
}

/**
 * Replaces the list's generated lines with `lines`, keeps custom items; a line whose text is
 * unchanged keeps its id (so a member's tick waiting for the list's lock still lands on it), and its
 * tick if `keepChecked`.
 */
async function replaceGenerated(tx: Tx, kitchen: Kitchen, lines: ShoppingLine[], keepChecked: boolean): Promise<void> {
  const listId = await ensureList(tx, kitchen);
  const old = await tx
    .select({ id: shoppingListItems.id, text: shoppingListItems.text, checked: shoppingListItems.checked })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.isCustom, false)));
  const checked = new Set(keepChecked ? old.filter((o) => o.checked).map((o) => o.text) : []);
  const oldIds = new Map(old.map((o) => [o.text, o.id]));
  await tx.delete(shoppingListItems).where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.isCustom, false)));
  if (lines.length) {
    await tx.insert(shoppingListItems).values(
      lines.map((line, position) => {
        const id = oldIds.get(line.text);
        oldIds.delete(line.text);
        return {
          ...(id ? { id } : {}),
          listId,
          text: line.text,
          food: line.food,
          quantity: line.quantity,
          unit: line.unit,
          aisle: line.aisle,
          sources: line.sources,
          recipeIds: line.recipeIds,
          originals: line.originals.map(toOriginal),
          isCustom: false,
          checked: checked.has(line.text),
          position,
        };
      }),
    );
  }
  await tx
    .update(shoppingLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(shoppingLists.id, listId));
}

/** Generates the list from the week starting at `weekStart`: the generated lines are replaced, custom items kept. */
export async function generateFromWeek(
  db: Db,
  kitchen: Kitchen,
  { week }: { week: string },
): Promise<Outcome<{ lines: number }>> {
  const refused = kitchenWriteRefusal(kitchen);
  if (refused) return refused;
  const planned = (await plannedRecipes(db, kitchen, week)).filter(
    (p): p is { recipeId: number; servings: number | null } => p.recipeId !== null,
  );
  if (planned.length === 0) return fail(400, MEAL_PLAN_MESSAGES.listEmptyWeek);
  const lines = mergeShoppingLines(await recipeInputs(db, kitchen.id, planned), densityLookup);
  await db.transaction((tx) => replaceGenerated(tx, kitchen, lines, false));
  kitchenChanged(db, kitchen, "shopping_list");
  return succeed({ lines: lines.length }, MEAL_PLAN_MESSAGES.listGenerated);
}

/** Adds one recipe's lines to the list, merged with the generated lines already there. */
export async function addRecipeToList(
  db: Db,
  kitchen: Kitchen,
  { recipeId, servings }: { recipeId: number; servings?: number },
): Promise<Outcome> {
  const [recipe] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(kitchen.id)));
  if (!recipe) return fail(404, MEAL_PLAN_MESSAGES.recipeNotFound);
  const refused = kitchenWriteRefusal(kitchen);
  if (refused) return refused;
  const added = await recipeInputs(db, kitchen.id, [{ recipeId, servings: servings ?? null }]);
  await db.transaction(async (tx) => {
    const listId = await ensureList(tx, kitchen);
    const existing = await tx
      .select()
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.isCustom, false)))
      .orderBy(asc(shoppingListItems.position));
    // Each line merges again from the recipes' own lines it keeps (a list stored before they were
    // kept merges from its rounded line).
    const current: ShoppingInput[] = inputsOfLines(
      existing.map((item) => ({
        food: item.food,
        originals:
          item.originals.length > 0
            ? item.originals
            : [
                {
                  food: item.food,
                  quantity: item.quantity,
                  unit: item.unit,
                  text: item.text,
                  sources: item.sources,
                  recipeIds: item.recipeIds,
                },
              ],
      })),
    );
    await replaceGenerated(tx, kitchen, mergeShoppingLines([...current, ...added], densityLookup), true);
  });
  kitchenChanged(db, kitchen, "shopping_list");
  return succeed(undefined, MEAL_PLAN_MESSAGES.recipeAddedToList);
}

/** Adds an item the cook typed; the same text (any case) not yet ticked is not added twice (two members adding milk at once). */
export async function addCustomItem(db: Db, kitchen: Kitchen, { text }: { text: string }): Promise<Outcome<{ id: string }>> {
  const refused = kitchenWriteRefusal(kitchen);
  if (refused) return refused;
  const outcome = await db.transaction(async (tx) => {
    const listId = await ensureList(tx, kitchen);
    const [listed] = await tx
      .select({ id: shoppingListItems.id })
      .from(shoppingListItems)
      .where(
        and(
          eq(shoppingListItems.listId, listId),
          eq(shoppingListItems.checked, false),
          sql`lower(${shoppingListItems.text}) = lower(${text})`,
        ),
      );
    if (listed) return succeed({ id: listed.id }, MEAL_PLAN_MESSAGES.itemAlreadyListed);
    const [{ last }] = await tx
      .select({ last: max(shoppingListItems.position) })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, listId));
    const [item] = await tx
      .insert(shoppingListItems)
      .values({ listId, text, isCustom: true, aisle: aisleOf(text), position: (last ?? -1) + 1, addedBy: kitchen.id })
      .returning({ id: shoppingListItems.id });
    return succeed({ id: item!.id }, MEAL_PLAN_MESSAGES.itemAdded);
  });
  kitchenChanged(db, kitchen, "shopping_list");
  return outcome;
}

/**
 * Changes one item of the kitchen's list with the list's row locked: an item of another kitchen
 * (a stranger's, or a household the cook has left) is not found, and a lapsed household's items
 * answer why they cannot change. `change` gets the condition that picks the item on the list and
 * returns the rows it changed: none is not found.
 */
async function changeItem(
  db: Db,
  kitchen: Kitchen,
  itemId: string,
  change: (tx: Tx, item: SQL) => Promise<unknown[]>,
  message: string,
): Promise<Outcome> {
  if (!isUuid(itemId)) return fail(404, MEAL_PLAN_MESSAGES.itemNotFound);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const listId = await lockedListOf(tx, kitchen);
    if (!listId) return fail(404, MEAL_PLAN_MESSAGES.itemNotFound);
    const refused = kitchenWriteRefusal(kitchen);
    if (refused) return refused;
    const item = and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)) as SQL;
    const changed = await change(tx, item);
    return changed.length === 1 ? succeed(undefined, message) : fail(404, MEAL_PLAN_MESSAGES.itemNotFound);
  });
  if (outcome.ok) kitchenChanged(db, kitchen, "shopping_list");
  return outcome;
}

export async function setItemChecked(
  db: Db,
  kitchen: Kitchen,
  { itemId, checked }: { itemId: string; checked: "true" | "false" },
): Promise<Outcome> {
  return changeItem(
    db,
    kitchen,
    itemId,
    (tx, item) =>
      tx
        .update(shoppingListItems)
        .set({ checked: checked === "true" })
        .where(item)
        .returning({ id: shoppingListItems.id }),
    MEAL_PLAN_MESSAGES.itemUpdated,
  );
}

export async function removeShoppingItem(db: Db, kitchen: Kitchen, { itemId }: { itemId: string }): Promise<Outcome> {
  return changeItem(
    db,
    kitchen,
    itemId,
    (tx, item) => tx.delete(shoppingListItems).where(item).returning({ id: shoppingListItems.id }),
    MEAL_PLAN_MESSAGES.itemRemoved,
  );
}

export async function clearCheckedItems(db: Db, kitchen: Kitchen): Promise<Outcome<{ cleared: number }>> {
  const refused = kitchenWriteRefusal(kitchen);
  if (refused) return refused;
  const cleared = await db.transaction(async (tx) => {
    const listId = await lockedListOf(tx, kitchen);
    if (!listId) return 0;
    const rows = await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.checked, true)))
      .returning({ id: shoppingListItems.id });
    return rows.length;
  });
  if (cleared > 0) kitchenChanged(db, kitchen, "shopping_list");
  return succeed({ cleared }, MEAL_PLAN_MESSAGES.checkedCleared);
}
