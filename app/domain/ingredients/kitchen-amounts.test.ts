import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./ingredient-parser";
import { countStep, isAbout, KITCHEN_ABOUT, kitchenAmount } from "./kitchen-amounts";
import { ABOUT_OVER } from "../meal-plan/shopping-amounts";
import { displayIngredient, displayMeasure, ingredientLabel, plainScaledIngredient } from "./units";
import type { UnitSystem } from "./unit-system";

/**
 * Lines as cooks type them, scaled as the scale dialog, the ingredient tabs and cook mode show
 * them (issue 25: "about 2 cloves garlic", not "1 7/8 cloves"; "15/16 lb" reads "about 1 lb (425 g)").
 */
describe("scaled lines a cook can use", () => {
  it.each<[line: string, factor: number, system: UnitSystem, shown: string]>([
    ["3 cloves garlic, minced", 0.625, "as-written", "about 2 cloves garlic (minced)"],
    ["3 cloves garlic, minced", 0.5, "as-written", "about 2 cloves garlic (minced)"],
    ["3 cloves garlic, minced", 0.75, "as-written", "about 2 cloves garlic (minced)"],
    ["3 cloves garlic, minced", 1.5, "as-written", "about 5 cloves garlic (minced)"],
    ["3 cloves garlic, minced", 2, "as-written", "6 cloves garlic (minced)"],
    ["3 cloves garlic, minced", 2.5, "as-written", "about 8 cloves garlic (minced)"],
    ["4 cloves garlic", 3, "as-written", "12 cloves garlic"],
    ["1 clove garlic", 0.5, "as-written", "about 1 clove garlic"],
    ["2-3 cloves garlic", 0.5, "as-written", "about 1-2 cloves garlic"],
    ["2-3 cloves garlic", 0.75, "as-written", "about 2 cloves garlic"],
    ["2-3 cloves garlic", 1.5, "as-written", "about 3-5 cloves garlic"],
    ["2-3 cloves garlic", 2, "as-written", "4-6 cloves garlic"],
    ["2 large eggs", 0.5, "as-written", "1 large egg"],
    ["2 large eggs", 0.75, "as-written", "about 2 large eggs"],
    ["3 eggs", 0.5, "as-written", "about 2 eggs"],
    ["3 eggs", 1.5, "as-written", "about 5 eggs"],
    ["1 egg", 2.5, "as-written", "about 3 eggs"],
    ["2 egg yolks", 0.75, "as-written", "about 2 egg yolks"],
    ["4 eggs", 0.75, "as-written", "3 eggs"],
    ["1 onion, diced", 0.5, "as-written", "1/2 onion (diced)"],
    ["1 onion, diced", 0.75, "as-written", "about 1 onion (diced)"],
    ["1 large onion, chopped", 1.5, "as-written", "1 1/2 large onions (chopped)"],
    ["2 onions", 0.75, "as-written", "1 1/2 onions"],
    ["2 onions", 2.5, "as-written", "5 onions"],
    ["1 lemon, juiced", 0.5, "as-written", "1/2 lemon (juiced)"],
    ["3 lemons", 0.75, "as-written", "about 2 1/2 lemons"],
    ["1 avocado", 3, "as-written", "3 avocados"],
    ["1 (14 oz) can tomatoes", 0.5, "as-written", "1/2 can tomatoes (14 oz)"],
    ["1 (14 oz) can tomatoes", 0.75, "as-written", "about 1 can tomatoes (14 oz)"],
    ["1 (14 oz) can tomatoes", 1.5, "as-written", "1 1/2 cans tomatoes (14 oz)"],
    ["1 (14 oz) can tomatoes", 2.5, "as-written", "2 1/2 cans tomatoes (14 oz)"],
    ["2 cans chickpeas, drained", 0.75, "as-written", "1 1/2 cans chickpeas (drained)"],
    ["2 lb chicken thighs", 0.5, "as-written", "1 lb chicken thighs"],
    ["2 lb chicken thighs", 0.75, "as-written", "1 1/2 lb chicken thighs"],
    ["2 lb chicken thighs", 1.5, "as-written", "3 lb chicken thighs"],
    ["2 lb chicken thighs", 2.5, "as-written", "5 lb chicken thighs"],
    ["1 1/4 lb ground beef", 0.75, "as-written", "about 1 lb (425 g) ground beef"],
    ["1 lb ground beef", 0.2, "as-written", "about 3 oz (91 g) ground beef"],
    ["1 1/2 lb salmon", 0.625, "as-written", "about 1 lb (425 g) salmon"],
    ["8 oz mushrooms", 0.75, "as-written", "6 oz mushrooms"],
    ["8 oz mushrooms", 2.5, "as-written", "1 1/4 lb mushrooms"],
    ["6 oz spinach", 0.625, "as-written", "about 4 oz (105 g) spinach"],
    ["3/4 cup flour", 0.5, "as-written", "3/8 cup flour"],
    ["3/4 cup flour", 0.625, "as-written", "about 1/2 cup (59 g) flour"],
    ["3/4 cup flour", 1.5, "as-written", "1 1/8 cups flour"],
    ["3/4 cup flour", 2, "as-written", "1 1/2 cups flour"],
    ["3/4 cup flour", 3, "as-written", "2 1/4 cups flour"],
    ["1/4 cup olive oil", 0.5, "as-written", "2 tbsp olive oil"],
    ["1/3 cup sugar", 0.75, "as-written", "1/4 cup sugar"],
    ["1 cup milk", 0.625, "as-written", "5/8 cup milk"],
    ["2 tbsp olive oil", 0.75, "as-written", "1 1/2 tbsp olive oil"],
    ["2 tbsp olive oil", 3, "as-written", "6 tbsp olive oil"],
    ["1 tbsp soy sauce", 0.25, "as-written", "3/4 tsp soy sauce"],
    ["6 tbsp butter", 1.5, "as-written", "9 tbsp butter"],
    ["1 tsp cumin", 0.625, "as-written", "about 3/4 tsp cumin"],
    ["1 1/2 tsp salt", 0.75, "as-written", "about 1 1/4 tsp salt"],
    ["1 tsp baking soda", 3, "as-written", "3 tsp baking soda"],
    ["1/2 tsp chili flakes", 0.75, "as-written", "about 1/2 tsp chili flakes"],
    ["a pinch of salt", 0.5, "as-written", "1 pinch salt"],
    ["a pinch of salt", 2.5, "as-written", "3 pinches salt"],
    ["1 bunch cilantro", 0.5, "as-written", "1/2 bunch cilantro"],
    ["1 bunch cilantro", 0.75, "as-written", "about 1 bunch cilantro"],
    ["1 bunch cilantro", 1.5, "as-written", "1 1/2 bunches cilantro"],
    ["2 sprigs thyme", 0.75, "as-written", "about 2 sprigs thyme"],
    ["1 stick butter", 0.5, "as-written", "1/2 stick butter"],
    ["4 slices bacon", 0.625, "as-written", "about 3 slices bacon"],
    ["500 g pasta", 0.75, "as-written", "375 g pasta"],
    ["500 g pasta", 2.5, "as-written", "1.25 kg pasta"],
    ["400 g canned tomatoes", 0.33333, "as-written", "135 g canned tomatoes"],
    ["250 ml stock", 1.5, "as-written", "375 ml stock"],
    ["1 l water", 0.625, "as-written", "625 ml water"],
    ["salt to taste", 2, "as-written", "salt (to taste)"],
    ["2 bay leaves", 0.75, "as-written", "about 2 bay leaves"],
    ["3 cloves garlic", 0.625, "us", "about 2 cloves garlic"],
    ["1 1/4 lb ground beef", 0.75, "us", "15 oz ground beef"],
    ["1 1/4 lb ground beef", 0.75, "metric", "425 g ground beef"],
    ["3/4 cup flour", 0.625, "metric", "59 g flour"],
    ["2 large eggs", 0.75, "metric", "about 2 large eggs"],
    ["7 tbsp olive oil", 1.5, "as-written", "2/3 cup olive oil"],
    ["1 1/2 tsp paprika", 3, "as-written", "4 1/2 tsp paprika"],
    ["2 1/2 tsp paprika", 3, "as-written", "2 1/2 tbsp paprika"],
    ["2 tbsp vegetable oil", 2, "as-written", "4 tbsp vegetable oil"],
    ["2 tsp paprika", 2, "as-written", "4 tsp paprika"],
    ["1 1/4 lb potatoes", 0.75, "as-written", "about 1 lb (425 g) potatoes"],
    ["1/2 cup milk", 0.375, "as-written", "3 tbsp milk"],
    ["1 (400 g) can coconut milk", 0.75, "as-written", "about 1 can coconut milk (400 g)"],
    ["1 1/2 cups rice", 0.625, "as-written", "about 1 cup (175 g) rice"],
  ])("%s × %d (%s) reads %s", (line, factor, system, shown) => {
    expect(displayIngredient(parseIngredientLine(line), factor, system)).toBe(shown);
  });

  it("leaves the author's amounts alone at factor 1", () => {
    expect(displayIngredient(parseIngredientLine("15/16 lb beef"), 1, "as-written")).toBe("15/16 lb beef");
    expect(displayIngredient(parseIngredientLine("1 7/8 cloves garlic"), 1, "as-written")).toBe("1 7/8 cloves garlic");
    expect(displayIngredient(parseIngredientLine("2 lb chicken thighs"), 1, "metric")).toBe("905 g chicken thighs");
  });

  it("gives the measure alone for the scale dialog, with about and the metric figure", () => {
    const garlic = parseIngredientLine("3 cloves garlic, minced");
    expect(displayMeasure(garlic, 5 / 8, "as-written")).toBe("about 2 cloves");
    expect(ingredientLabel(garlic, 5 / 8)).toBe("garlic (minced)");
    expect(displayMeasure(parseIngredientLine("1 1/4 lb ground beef"), 0.75, "as-written")).toBe("about 1 lb (425 g)");
    expect(displayMeasure(parseIngredientLine("salt to taste"), 2, "as-written")).toBe("");
  });

  it("names a count in the number it was rounded to", () => {
    expect(ingredientLabel(parseIngredientLine("1 large egg"), 1.25)).toBe("large egg");
    expect(ingredientLabel(parseIngredientLine("1 onion"), 1.5)).toBe("onions");
  });

  it("saves a scaled copy's lines rounded, without about or the metric figure, so they parse back", () => {
    const beef = plainScaledIngredient(parseIngredientLine("1 1/4 lb ground beef"), 0.75);
    expect(beef).toBe("1 lb ground beef");
    expect(parseIngredientLine(beef)).toMatchObject({ quantity: 1, unit: "lb", name: "ground beef" });
    expect(plainScaledIngredient(parseIngredientLine("3 cloves garlic, minced"), 5 / 8)).toBe("2 cloves garlic (minced)");
    expect(plainScaledIngredient(parseIngredientLine("500 g pasta"), 2.5)).toBe("1.25 kg pasta");
  });
});

describe("kitchenAmount", () => {
  it("never rounds a positive count to nothing", () => {
    expect(kitchenAmount({ quantity: 0.2, quantityMax: null, unit: "clove", name: "garlic", notes: null }).rounded.quantity).toBe(
      1,
    );
    expect(kitchenAmount({ quantity: 0.2, quantityMax: null, unit: null, name: "onion", notes: null }).rounded.quantity).toBe(
      0.5,
    );
  });

  it("collapses a range whose ends round alike", () => {
    const { rounded, about } = kitchenAmount({ quantity: 1.5, quantityMax: 2.25, unit: "clove", name: "garlic", notes: null });
    expect(rounded).toMatchObject({ quantity: 2, quantityMax: null });
    expect(about).toBe(true);
  });

  it.each([
    [null, "large eggs", 1],
    [null, "egg yolks", 1],
    [null, "bay leaves", 1],
    [null, "onion", 0.5],
    [null, "lemons", 0.5],
    ["clove", "garlic", 1],
    ["sprig", "thyme", 1],
    ["can", "tomatoes", 0.5],
    ["bunch", "cilantro", 0.5],
    ["stick", "butter", 0.5],
  ])("a count of %s %s steps by %d", (unit, name, step) => {
    expect(countStep({ unit, name })).toBe(step);
  });
});

describe("isAbout: the one rule for 'about'", () => {
  it.each([
    [1.875, 2, KITCHEN_ABOUT, true],
    [0.9375, 1, KITCHEN_ABOUT, true],
    [2.1, 2, KITCHEN_ABOUT, false],
    [3, 3, KITCHEN_ABOUT, false],
    [4.5, 5, ABOUT_OVER, true],
    [1.875, 2, ABOUT_OVER, false],
    [1 / 3, 1 / 3, ABOUT_OVER, false],
  ])("%d read as %d with tolerance %d: %s", (exact, rounded, tolerance, about) => {
    expect(isAbout(exact, rounded, tolerance)).toBe(about);
  });
});
