import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../ingredients/ingredient-parser";
import { customItem, recipeShoppingItems, shoppingListFileName, shoppingListText } from "./shopping-list";

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

describe("a recipe's shopping list uses the week list's rules", () => {
  const row = (line: string) => parseIngredientLine(line);
  const curry = [
    "1 1/2 lb boneless chicken thighs, cut into bite-size pieces",
    "2 tbsp vegetable oil",
    "1 large onion, finely chopped",
    "3 cloves garlic, minced",
    "1 tbsp grated fresh ginger",
    "1 tsp grated ginger",
    "400 g canned chopped tomatoes",
    "salt to taste",
    "salt and pepper",
    "2-3 large eggs",
  ].map(row);

  it("merges by food, rounds up to what a shop sells and keeps the recipe's lines", () => {
    const items = recipeShoppingItems(curry, 1.5, "as-written");
    expect(items.map((i) => i.text)).toEqual([
      "2 1/4 lb boneless chicken thighs",
      "3 tbsp vegetable oil",
      "about 2 large onions",
      "about 5 cloves garlic",
      "2 tbsp ginger",
      "about 2 cans chopped tomatoes",
      "salt",
      "black pepper",
      "about 5 large eggs",
    ]);
    expect(items[4]!.originals).toEqual(["1 1/2 tbsp grated fresh ginger", "1 1/2 tsp grated ginger"]);
    expect(items[6]!.originals).toEqual(["salt (to taste)", "salt and pepper"]);
  });

  it("reads in the cook's units", () => {
    const items = recipeShoppingItems([row("1 cup milk"), row("1 lb ground beef")], 1, "metric");
    // units.ts weighs milk in metric (decision 017); 455 g of beef is bought as 500 g.
    expect(items.map((i) => i.text)).toEqual(["250 g milk", "500 g ground beef"]);
  });
});

describe("a recipe written in German", () => {
  it("adds decilitres to millilitres, Msp. to Prise and EL to TL", () => {
    const rows = [
      "2 dl Sahne",
      "200 ml Sahne",
      "1 Msp. Muskatnuss",
      "1 Prise Muskatnuss",
      "1 EL Olivenöl",
      "2 TL Olivenöl",
      "5 cl Rum",
    ].map((line) => parseIngredientLine(line));
    expect(recipeShoppingItems(rows, 2, "as-written").map((i) => i.text)).toEqual([
      "800 ml sahne",
      "4 pinches muskatnuss",
      "3 1/2 tbsp olivenöl",
      "100 ml rum",
    ]);
  });
});
