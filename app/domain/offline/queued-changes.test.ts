import { describe, expect, it } from "vitest";
import type { ShoppingItemView } from "../meal-plan/shopping-list";
import {
  isQueuedItemId,
  queuedItemId,
  shoppingChangeLabel,
  withIdResolved,
  cookingChangeLabel,
  pantryChangeLabel,
  withQueuedPantryMarks,
  refersToQueued,
  withQueuedShoppingChanges,
  type QueuedChange,
} from "./queued-changes";

const item = (id: string, text: string, checked = false): ShoppingItemView => ({
  id,
  text,
  checked,
  isCustom: false,
  aisle: "produce",
  sources: ["Dal"],
  inPantry: false,
  originals: [],
});

let seq = 0;
const change = (fields: Record<string, string>, route = "/app/shopping"): QueuedChange => ({
  seq: ++seq,
  key: `k${seq}`,
  owner: "olu",
  route,
  fields,
  label: "",
  madeAt: seq,
});

describe("the shopping list with the changes still waiting", () => {
  const items = [item("a", "3 lemons"), item("b", "1 bunch cilantro", true), item("c", "2 onions")];

  it("applies ticks, unticks, removals and new items in the order they were made", () => {
    const shown = withQueuedShoppingChanges(items, [
      change({ intent: "check", itemId: "a", checked: "true" }),
      change({ intent: "check", itemId: "b", checked: "false" }),
      change({ intent: "remove", itemId: "c" }),
      change({ intent: "add-item", text: "  oat   milk " }),
      change({ intent: "check", itemId: "a", checked: "false" }),
    ]);
    expect(shown.map((i) => [i.text, i.checked])).toEqual([
      ["3 lemons", false],
      ["1 bunch cilantro", false],
      ["oat milk", false],
    ]);
    const added = shown[2]!;
    expect(isQueuedItemId(added.id)).toBe(true);
    expect(added).toMatchObject({ isCustom: true, sources: [], aisle: expect.any(String) });
  });

  it("ticks a new item made offline, and leaves other pages' changes and unknown items alone", () => {
    const add = change({ intent: "add-item", text: "Dish soap" });
    const shown = withQueuedShoppingChanges(items, [
      add,
      change({ intent: "check", itemId: queuedItemId(add.key), checked: "true" }),
      change({ intent: "check", itemId: "zzz", checked: "true" }),
      change({ intent: "pantry", listId: "a", pantry: "true" }, "/app/ingredient-lists"),
      change({ intent: "add-item", text: "   " }),
    ]);
    expect(shown.map((i) => [i.text, i.checked])).toEqual([
      ["3 lemons", false],
      ["1 bunch cilantro", true],
      ["2 onions", false],
      ["Dish soap", true],
    ]);
  });

  it("names each change as the cook would", () => {
    expect(shoppingChangeLabel({ intent: "check", checked: "true" }, "3 lemons")).toBe("Tick 3 lemons");
    expect(shoppingChangeLabel({ intent: "check", checked: "false" }, "3 lemons")).toBe("Untick 3 lemons");
    expect(shoppingChangeLabel({ intent: "remove" }, "2 onions")).toBe("Remove 2 onions");
    expect(shoppingChangeLabel({ intent: "add-item", text: "Oat milk" }, undefined)).toBe("Add Oat milk");
  });

  it("gives later changes to a new item the id the server gave it", () => {
    const add = change({ intent: "add-item", text: "Dish soap" });
    const tick = change({ intent: "check", itemId: queuedItemId(add.key), checked: "true" });
    const other = change({ intent: "check", itemId: "a", checked: "true" });
    const resolved = withIdResolved([tick, other], queuedItemId(add.key), "real-id");
    expect(resolved.map((c) => c.fields.itemId)).toEqual(["real-id", "a"]);
    expect(refersToQueued(tick.fields)).toBe(true);
    expect(refersToQueued(resolved[0]!.fields)).toBe(false);
  });

  it("gives a rating the id of the cook logged offline before it, and names both as the cook would", () => {
    const cooked = change({ intent: "cooked", recipeId: "3", recipeTitle: "Creamy Tomato Soup" }, "/app/cooked");
    const rate = change(
      { intent: "rate", recipeId: "3", cookId: queuedItemId(cooked.key), rating: "4", recipeTitle: "Creamy Tomato Soup" },
      "/app/cooked",
    );
    expect(withIdResolved([rate], queuedItemId(cooked.key), "c00k")[0]!.fields.cookId).toBe("c00k");
    expect(cookingChangeLabel(cooked.fields)).toBe("I made Creamy Tomato Soup");
    expect(cookingChangeLabel(rate.fields)).toBe("Rate Creamy Tomato Soup 4 of 5");
    expect(cookingChangeLabel({ intent: "rate" })).toBe("Answer about a recipe");
  });
});

describe("pantry marks made offline", () => {
  it("marks and unmarks lists in order, and names the change", () => {
    const lists = [
      { id: "a", name: "Spices", isPantry: false },
      { id: "b", name: "Baking", isPantry: true },
    ];
    const shown = withQueuedPantryMarks(lists, [
      change({ intent: "pantry", listId: "a", pantry: "true" }, "/app/ingredient-lists"),
      change({ intent: "pantry", listId: "b", pantry: "false" }, "/app/ingredient-lists"),
      change({ intent: "check", itemId: "a", checked: "true" }),
    ]);
    expect(shown.map((l) => l.isPantry)).toEqual([true, false]);
    expect(pantryChangeLabel({ pantry: "true", listName: "Spices" })).toBe("Mark Spices as pantry");
    expect(pantryChangeLabel({ pantry: "false" })).toBe("Unmark a list as pantry");
  });
});
