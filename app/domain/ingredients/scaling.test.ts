import { describe, expect, it } from "vitest";
import {
  estimatedCookTime,
  formatAmount,
  formatIngredient,
  formatQuantity,
  parseServings,
  pluralizeFood,
  pluralizeUnit,
  scaleFactor,
  scaleIngredient,
  type IngredientAmount,
} from "./scaling";

describe("scaleFactor", () => {
  it.each([
    [4, 8, 2],
    [4, 2, 0.5],
    [4, 0.5, 0.125],
    [3, 1, 1 / 3],
    [6, 4, 2 / 3],
    [4, 4, 1],
  ])("%d servings to %d gives %d", (original, next, factor) => {
    expect(scaleFactor(original, next)).toBeCloseTo(factor, 12);
  });

  it.each([0, -2, Number.NaN, Number.POSITIVE_INFINITY])("new servings %d do not change the factor (1)", (next) => {
    expect(scaleFactor(4, next)).toBe(1);
  });

  it("an original of 0 servings cannot be scaled", () => {
    expect(scaleFactor(0, 4)).toBe(1);
  });
});

describe("parseServings", () => {
  it.each([
    ["6", 6],
    [" 2.5 ", 2.5],
    ["0.5", 0.5],
    ["", null],
    ["  ", null],
    ["0", null],
    ["-1", null],
    ["abc", null],
    ["Infinity", null],
  ])("%j reads %s", (input, expected) => {
    expect(parseServings(input)).toBe(expected);
  });
});

describe("estimatedCookTime", () => {
  it.each([
    [30, 1, 30],
    [30, 2, 37], // 30 × 2^0.3 = 36.93
    [60, 0.5, 49], // 60 × 0.5^0.3 = 48.74
    [45, 3, 63], // 45 × 3^0.3 = 62.57
    [20, 0.125, 11], // 20 × 0.125^0.3 = 10.72
  ])("%d min at factor %d gives %d min", (minutes, factor, expected) => {
    expect(estimatedCookTime(minutes, factor)).toBe(expected);
  });

  it("a factor that is not above 0 leaves the time as it is", () => {
    expect(estimatedCookTime(30, 0)).toBe(30);
  });
});

describe("formatQuantity", () => {
  it.each([
    // whole numbers
    [2, "2"],
    [12, "12"],
    // halves from 0.5 servings and the like
    [0.5, "1/2"],
    [1.5, "1 1/2"],
    [0.25, "1/4"],
    [0.125, "1/8"],
    // thirds, exact and from floating-point arithmetic
    [1 / 3, "1/3"],
    [2 / 3, "2/3"],
    [(1 / 3) * 4, "1 1/3"],
    [3 * (1 / 3), "1"],
    [0.1 + 0.2, "3/10"],
    // sixteenths and other small denominators
    [1 / 16, "1/16"],
    [3 / 16, "3/16"],
    [2 + 15 / 16, "2 15/16"],
    [0.1, "1/10"],
    [5 / 12, "5/12"],
    [1 / 7, "1/7"],
    // no denominator up to 16: two decimals
    [1 / 17, "0.06"],
    [0.05, "0.05"],
    [2.35, "2.35"],
    [1 / 32, "0.03"],
    [7 / 48, "0.15"],
    // nothing sensible to show
    [0, "0"],
    [-1, "0"],
    [Number.NaN, "0"],
  ])("%d reads %s", (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });
});

describe("formatAmount", () => {
  it("shows ranges with both ends", () => {
    expect(formatAmount(2, 3)).toBe("2-3");
    expect(formatAmount(1, 1.5)).toBe("1-1 1/2");
  });
  it("a missing or non-increasing maximum is a single amount", () => {
    expect(formatAmount(2, null)).toBe("2");
    expect(formatAmount(2, 2)).toBe("2");
  });
  it("no amount is null", () => {
    expect(formatAmount(null, null)).toBeNull();
  });
});

describe("pluralizeUnit", () => {
  it.each([
    ["cup", 2, "cups"],
    ["cup", 1.5, "cups"],
    ["cup", 1, "cup"],
    ["cup", 0.5, "cup"],
    ["clove", 3, "cloves"],
    ["pinch", 2, "pinches"],
    ["bunch", 2, "bunches"],
    ["dash", 2, "dashes"],
    ["g", 200, "g"],
    ["tbsp", 2, "tbsp"],
    ["fl oz", 8, "fl oz"],
    ["cup", null, "cup"],
  ] as const)("%s with %s reads %s", (unit, quantity, expected) => {
    expect(pluralizeUnit(unit, quantity)).toBe(expected);
  });
});

const line = (over: Partial<IngredientAmount>): IngredientAmount => ({
  quantity: null,
  quantityMax: null,
  unit: null,
  name: "flour",
  notes: null,
  ...over,
});

describe("scaleIngredient and formatIngredient", () => {
  it.each([
    // [original, factor, expected line]
    [line({ quantity: 1, unit: "cup" }), 0.5, "1/2 cup flour"],
    [line({ quantity: 1, unit: "cup" }), 2, "2 cups flour"],
    [line({ quantity: 0.75, unit: "cup" }), 2, "1 1/2 cups flour"],
    [line({ quantity: 1, unit: "cup" }), 1 / 3, "1/3 cup flour"],
    [line({ quantity: 2, quantityMax: 3, unit: "clove", name: "garlic" }), 2, "4-6 cloves garlic"],
    [line({ quantity: 1, quantityMax: 2, unit: "clove", name: "garlic" }), 0.5, "1/2-1 clove garlic"],
    [line({ quantity: 3, name: "eggs" }), 0.5, "1 1/2 eggs"],
    [line({ name: "salt", notes: "to taste" }), 3, "salt (to taste)"],
    [line({ quantity: 200, unit: "g", name: "butter", notes: "softened" }), 1.5, "300 g butter (softened)"],
    [line({ quantity: 1, unit: "tsp", name: "salt" }), 1 / 17, "0.06 tsp salt"],
    [line({ quantity: 1, unit: "tbsp", name: "sugar" }), 3 / 16, "3/16 tbsp sugar"],
  ])("%o × %d reads %s", (ingredient, factor, expected) => {
    expect(formatIngredient(scaleIngredient(ingredient, factor))).toBe(expected);
  });

  it("keeps the other fields of the row", () => {
    const scaled = scaleIngredient({ ...line({ quantity: 2, unit: "cup" }), displayOrder: 3 }, 2);
    expect(scaled).toEqual({ ...line({ quantity: 4, unit: "cup" }), displayOrder: 3 });
  });
});

describe("a food's name after a count over 1 (no unit, or a size word)", () => {
  it.each([
    // [original line's row, factor, expected line]
    [line({ quantity: 1, name: "large onion" }), 2, "2 large onions"],
    [line({ quantity: 1, name: "onion", notes: "diced" }), 3, "3 onions (diced)"],
    [line({ quantity: 1, name: "medium carrot" }), 1.5, "1 1/2 medium carrots"],
    [line({ quantity: 1, name: "lemon" }), 2, "2 lemons"],
    [line({ quantity: 1, name: "ripe peach" }), 2, "2 ripe peaches"],
    [line({ quantity: 1, name: "radish" }), 4, "4 radishes"],
    [line({ quantity: 1, name: "large potato" }), 2, "2 large potatoes"],
    [line({ quantity: 1, name: "tomato" }), 2, "2 tomatoes"],
    [line({ quantity: 1, name: "avocado" }), 2, "2 avocados"],
    [line({ quantity: 1, name: "bay leaf" }), 2, "2 bay leaves"],
    [line({ quantity: 1, name: "cherry" }), 2, "2 cherries"],
    [line({ quantity: 1, name: "lemon or lime" }), 2, "2 lemons or limes"],
    [line({ quantity: 1, quantityMax: 2, name: "small zucchini" }), 1, "1-2 small zucchinis"],
    [line({ quantity: 1, name: "Red Bell Pepper" }), 2, "2 Red Bell Peppers"],
    // Stays: one or less, already plural, a unit carrying the count, or a food that does not count.
    [line({ quantity: 1, name: "large onion" }), 1, "1 large onion"],
    [line({ quantity: 2, name: "large onion" }), 0.5, "1 large onion"],
    [line({ quantity: 1, name: "lemon" }), 0.5, "1/2 lemon"],
    // Down to one or less, a plural count reads singular.
    [line({ quantity: 2, name: "large eggs" }), 0.5, "1 large egg"],
    [line({ quantity: 2, name: "lemons" }), 0.25, "1/2 lemon"],
    [line({ quantity: 2, name: "cherries" }), 0.5, "1 cherry"],
    [line({ quantity: 2, name: "large potatoes" }), 0.5, "1 large potato"],
    [line({ quantity: 2, name: "bay leaves" }), 0.5, "1 bay leaf"],
    [line({ quantity: 2, name: "peaches" }), 0.5, "1 peach"],
    [line({ quantity: 2, name: "lemons or limes" }), 0.5, "1 lemon or lime"],
    [line({ quantity: 2, name: "molasses" }), 0.5, "1 molasses"],
    [line({ quantity: 2, name: "asparagus" }), 0.5, "1 asparagus"],
    [line({ quantity: 2, name: "oats" }), 0.5, "1 oats"],
    [line({ quantity: 2, unit: "cup", name: "peas" }), 0.5, "1 cup peas"],
    [line({ quantity: 4, name: "eggs" }), 0.5, "2 eggs"],
    [line({ quantity: 3, name: "large eggs" }), 2, "6 large eggs"],
    [line({ quantity: 2, unit: "clove", name: "garlic" }), 2, "4 cloves garlic"],
    [line({ quantity: 1, unit: "can", name: "chickpeas" }), 2, "2 cans chickpeas"],
    [line({ quantity: 1, unit: "cup", name: "onion" }), 2, "2 cups onion"],
    [line({ quantity: 1, unit: "tsp", name: "salt" }), 2, "2 tsp salt"],
    [line({ quantity: 2, name: "garlic" }), 2, "4 garlic"],
    [line({ quantity: 1, name: "sea salt" }), 2, "2 sea salt"],
    [line({ quantity: 1, name: "all-purpose flour" }), 2, "2 all-purpose flour"],
    [line({ quantity: 1, name: "fresh spinach" }), 2, "2 fresh spinach"],
    [line({ name: "salt", notes: "to taste" }), 3, "salt (to taste)"],
  ])("%o × %d reads %s", (ingredient, factor, expected) => {
    expect(formatIngredient(scaleIngredient(ingredient, factor))).toBe(expected);
  });

  it("pluralises the last word only, and only over 1", () => {
    expect(pluralizeFood("chicken breast", 2)).toBe("chicken breasts");
    expect(pluralizeFood("chicken breast", 1)).toBe("chicken breast");
    expect(pluralizeFood("chicken breast", null)).toBe("chicken breast");
    expect(pluralizeFood("", 3)).toBe("");
  });

  it("reads a plural name singular at one or less, and leaves words that only look plural", () => {
    expect(pluralizeFood("large eggs", 1)).toBe("large egg");
    expect(pluralizeFood("boxes", 0.5)).toBe("box");
    expect(pluralizeFood("glass", 1)).toBe("glass");
    expect(pluralizeFood("hummus", 1)).toBe("hummus");
    expect(pluralizeFood("couscous", 1)).toBe("couscous");
    expect(pluralizeFood("swiss chard leaves", 1)).toBe("swiss chard leaf");
    expect(pluralizeFood("eggs", 0)).toBe("eggs");
  });
});
