import { describe, expect, it } from "vitest";
import { customItem, shoppingListFileName, shoppingListText } from "./shopping-list";

describe("shoppingListFileName", () => {
  it.each([
    ["Classic Margherita Pizza", "classic_margherita_pizza_shopping_list.txt"],
    ["Mom's Chicken & Rice!", "mom_s_chicken___rice__shopping_list.txt"],
    ["Crème Brûlée", "cr_me_br_l_e_shopping_list.txt"],
    ["Pad Thai (15-min)", "pad_thai__15_min__shopping_list.txt"],
    ["ABC123", "abc123_shopping_list.txt"],
  ])("%j downloads as %s", (title, name) => {
    expect(shoppingListFileName(title)).toBe(name);
  });
});

describe("customItem", () => {
  it.each([
    ["  paper towels ", "paper towels"],
    ["ice   cubes", "ice cubes"],
    ["", null],
    ["   ", null],
  ])("%j is %j", (text, item) => {
    expect(customItem(text)).toBe(item);
  });

  it("keeps at most 200 characters", () => {
    expect(customItem("x".repeat(500))).toHaveLength(200);
  });
});

describe("shoppingListText", () => {
  it("lists one item a line under the title, with the count", () => {
    expect(shoppingListText("Pancakes", ["2 cups flour", "3 eggs"])).toBe(
      "Shopping list: Pancakes\n\n- 2 cups flour\n- 3 eggs\n\n2 items\n",
    );
  });
  it("counts one item in the singular", () => {
    expect(shoppingListText("Toast", ["bread"])).toContain("\n1 item\n");
  });
});
