import { describe, expect, it } from "vitest";
import type { IngredientAmount } from "./scaling";
import {
  celsiusToFahrenheit,
  convertIngredient,
  convertTemperatures,
  densityOf,
  displayIngredient,
  displayMeasure,
  fahrenheitToCelsius,
  ingredientLabel,
  isUnitSystem,
  metricVolume,
  metricWeight,
  usVolume,
  usWeight,
} from "./units";

const line = (
  quantity: number | null,
  unit: string | null,
  name: string,
  quantityMax: number | null = null,
): IngredientAmount => ({
  quantity,
  quantityMax,
  unit,
  name,
  notes: null,
});

describe("densityOf", () => {
  it.each([
    ["flour", 0.528],
    ["all-purpose flour", 0.528],
    ["unsalted butter", 0.959],
    ["butter", 0.959],
    ["brown sugar", 0.93],
    ["peanut butter", 1.091],
    ["butter beans", null],
    ["buttermilk", 1.036],
    ["chicken breast", null],
  ])("%s: %s g/ml", (name, density) => {
    expect(densityOf(name)).toBe(density);
  });
});

describe("kitchen rounding", () => {
  it.each([
    [metricWeight(0.4), 1, "g"],
    [metricWeight(37.4), 37, "g"],
    [metricWeight(99.4), 99, "g"],
    [metricWeight(252), 250, "g"],
    [metricWeight(253), 255, "g"],
    [metricWeight(1234), 1.25, "kg"],
    [metricVolume(59.1), 59, "ml"],
    [metricVolume(236.6), 235, "ml"],
    [metricVolume(1892.7), 1.9, "l"],
    [usVolume(1.2), 1 / 4, "tsp"],
    [usVolume(2.5), 1 / 2, "tsp"],
    [usVolume(0.1), 1 / 8, "tsp"],
    [usVolume(30), 2, "tbsp"],
    [usVolume(40), 2.75, "tbsp"],
    [usVolume(118), 1 / 2, "cup"],
    [usVolume(79), 1 / 3, "cup"],
    [usVolume(473), 2, "cup"],
    [usWeight(100), 3.5, "oz"],
    [usWeight(454), 1, "lb"],
    [usWeight(1000), 2.25, "lb"],
  ])("%o is %d %s", (measure, quantity, unit) => {
    expect(measure.unit).toBe(unit);
    expect(measure.quantity).toBeCloseTo(quantity, 10);
  });
});

describe("convertIngredient and displayIngredient", () => {
  it.each([
    // cups of flour to grams (SR24: 1 cup all-purpose flour = 125 g)
    [line(2, "cup", "all-purpose flour"), 1, "metric", "250 g all-purpose flour"],
    [line(1, "cup", "flour"), 0.75, "metric", "94 g flour"],
    [line(1, "cup", "sugar"), 1, "metric", "200 g sugar"],
    // grams of butter to tablespoons (SR24: 1 tbsp butter = 14.2 g)
    [line(28, "g", "butter"), 1, "us", "2 tbsp butter"],
    [line(113, "g", "unsalted butter"), 1, "us", "1/2 cup unsalted butter"],
    [line(7, "g", "butter"), 1, "us", "1 1/2 tsp butter"],
    // weight to weight and volume to volume without a density
    [line(1, "lb", "chicken breast"), 1, "metric", "455 g chicken breast"],
    [line(2.5, "lb", "chicken breast"), 1, "metric", "1.15 kg chicken breast"],
    [line(500, "g", "ground beef"), 1, "us", "1 lb ground beef"],
    [line(200, "g", "ground beef"), 1, "us", "7 oz ground beef"],
    [line(2, "cup", "chopped kale"), 1, "metric", "475 ml chopped kale"],
    [line(250, "ml", "white wine"), 1, "us", "1 cup white wine"],
    [line(1, "l", "white wine"), 1, "us", "4 1/4 cups white wine"],
    // spoons stay spoons in metric, amounts without a measure stay as written
    [line(1, "tsp", "salt"), 1, "metric", "1 tsp salt"],
    [line(3, null, "eggs"), 2, "metric", "6 eggs"],
    [line(2, "clove", "garlic"), 1, "us", "2 cloves garlic"],
    [line(null, null, "salt"), 1, "metric", "salt"],
    // ranges convert both ends into one unit
    [line(1, "cup", "milk", 2), 1, "metric", "245-490 g milk"],
    // scaled before converting
    [line(1, "cup", "all-purpose flour"), 3, "metric", "375 g all-purpose flour"],
    // as written leaves the amount alone but scales it
    [line(1, "cup", "flour"), 1.5, "as-written", "1 1/2 cups flour"],
  ] as const)("%o × %d in %s reads %s", (ingredient, factor, system, expected) => {
    expect(displayIngredient(ingredient, factor, system)).toBe(expected);
  });

  it("as written returns the very same row", () => {
    const row = line(2, "cup", "flour");
    expect(convertIngredient(row, "as-written")).toBe(row);
  });
});

describe("temperatures", () => {
  it.each([
    [350, 180],
    [375, 190],
    [400, 200],
    [425, 220],
    [212, 100],
    [165, 74],
    [32, 0],
  ])("%d °F is %d °C", (f, c) => {
    expect(fahrenheitToCelsius(f)).toBe(c);
  });

  it.each([
    [180, 350],
    [200, 400],
    [220, 425],
    [100, 210],
    [74, 165],
    [0, 30],
  ])("%d °C is %d °F", (c, f) => {
    expect(celsiusToFahrenheit(c)).toBe(f);
  });

  it.each([
    ["Preheat the oven to 350°F.", "metric", "Preheat the oven to 180°C."],
    ["Preheat the oven to 350 degrees F and wait.", "metric", "Preheat the oven to 180°C and wait."],
    ["Bake at 400 degrees Fahrenheit for 20 minutes", "metric", "Bake at 200°C for 20 minutes"],
    ["Heat to 425F", "metric", "Heat to 220°C"],
    ["Bake at 180°C (fan 160 °C).", "us", "Bake at 350°F (fan 325°F)."],
    ["Roast at 200 degrees Celsius", "us", "Roast at 400°F"],
    ["Preheat to 350°F", "us", "Preheat to 350°F"],
    ["Bake at 180°C", "metric", "Bake at 180°C"],
    ["Preheat the oven to 350°F.", "as-written", "Preheat the oven to 350°F."],
    ["Stir in 1 C sugar and 2 c flour", "metric", "Stir in 1 C sugar and 2 c flour"],
    ["Cook for 10 minutes at medium heat", "metric", "Cook for 10 minutes at medium heat"],
    // the author gave both: only their figure in the chosen scale stays
    ["Heat the oven to 425°F (220°C) and roast", "metric", "Heat the oven to 220°C and roast"],
    ["Heat the oven to 425°F (220°C) and roast", "us", "Heat the oven to 425°F and roast"],
    ["Bake at 350°F (175°C).", "metric", "Bake at 175°C."],
    ["Bake at 175°C (350°F).", "us", "Bake at 350°F."],
  ] as const)("%j in %s reads %j", (text, system, expected) => {
    expect(convertTemperatures(text, system)).toBe(expected);
  });
});

it("isUnitSystem accepts only the three systems", () => {
  expect(["as-written", "metric", "us", "imperial", "", null].map(isUnitSystem)).toEqual([true, true, true, false, false, false]);
});

describe("displayMeasure and ingredientLabel", () => {
  it("split a line into its measure and what follows", () => {
    const row: IngredientAmount = { quantity: 1, quantityMax: null, unit: "cup", name: "flour", notes: "sifted" };
    expect(displayMeasure(row, 2, "as-written")).toBe("2 cups");
    expect(displayMeasure(row, 1, "metric")).toBe("125 g");
    expect(ingredientLabel(row)).toBe("flour (sifted)");
  });
  it("a line without an amount has no measure", () => {
    expect(displayMeasure(line(null, null, "salt"), 2, "metric")).toBe("");
  });
  it("the label after a bare count takes the plural the scaled count asks for", () => {
    const onion: IngredientAmount = { quantity: 1, quantityMax: null, unit: null, name: "large onion", notes: "diced" };
    expect(ingredientLabel(onion)).toBe("large onion (diced)");
    expect(ingredientLabel(onion, 2)).toBe("large onions (diced)");
    for (const system of ["as-written", "metric", "us"] as const) expect(displayMeasure(onion, 2, system)).toBe("2");
    const garlic: IngredientAmount = { quantity: 2, quantityMax: null, unit: "clove", name: "garlic", notes: null };
    expect(ingredientLabel(garlic, 2)).toBe("garlic");
  });
});

describe("units of recipes in other languages (issue 28)", () => {
  it("converts decilitres and centilitres as volumes", () => {
    expect(displayIngredient(line(2, "dl", "sahne"), 1, "us")).toBe("7/8 cup sahne");
    expect(displayIngredient(line(2, "dl", "sahne"), 1, "metric")).toBe("200 ml sahne");
    expect(displayIngredient(line(2, "dl", "sahne"), 1.5, "as-written")).toBe("300 ml sahne");
    expect(displayIngredient(line(5, "cl", "rum"), 1.5, "as-written")).toBe("75 ml rum");
  });

  it("keeps pinches as pinches, never cups or ml", () => {
    expect(displayIngredient(line(1, "pinch", "muskat"), 1.5, "as-written")).toBe("2 pinches muskat");
    expect(displayIngredient(line(1, "pinch", "muskat"), 1, "metric")).toBe("1 pinch muskat");
    expect(displayIngredient(line(1, "pinch", "muskat"), 1, "us")).toBe("1 pinch muskat");
  });
});
