import { describe, expect, it } from "vitest";
import { aisleOf, groupByAisle } from "../ingredients/aisles";
import {
  foodKey,
  formatShoppingQuantity,
  inputsOfLines,
  isInPantry,
  mergeShoppingLines,
  originalLineText,
  scaleInput,
  type ShoppingInput,
} from "./shopping-merge";

const line = (food: string | null, quantity: number | null, unit: string | null, source = "Soup", text = ""): ShoppingInput => ({
  food,
  quantity,
  unit,
  text,
  sources: [source],
});

describe("merging shopping lines", () => {
  it("adds up the same unit across recipes and keeps both recipes", () => {
    const [merged, ...rest] = mergeShoppingLines([line("flour", 200, "g", "Bread"), line("flour", 150, "g", "Cake")]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ food: "flour", quantity: 350, unit: "g", text: "350 g flour", sources: ["Bread", "Cake"] });
  });

  it("converts compatible units: cups with ml, kg with g", () => {
    const [milk] = mergeShoppingLines([line("milk", 1, "cup", "Pancakes"), line("milk", 200, "ml", "Porridge")]);
    // 437 ml needed; a jug measures 450 ml.
    expect(milk).toMatchObject({ unit: "ml", quantity: 450, text: "450 ml milk", sources: ["Pancakes", "Porridge"] });
    const [rice] = mergeShoppingLines([line("rice", 1, "kg"), line("rice", 500, "g")]);
    expect(rice).toMatchObject({ quantity: 1.5, unit: "kg" });
  });

  it("merges volume into weight only where the density is known", () => {
    const density = (food: string) => (food === "flour" ? 0.5 : null);
    const [flour] = mergeShoppingLines([line("flour", 100, "g"), line("flour", 200, "ml")], density);
    expect(flour).toMatchObject({ quantity: 200, unit: "g" });
    // Without a density the amounts stay apart, on the food's one line.
    expect(mergeShoppingLines([line("honey", 100, "g"), line("honey", 2, "tbsp")], density).map((l) => l.text)).toEqual([
      "100 g honey + 2 tbsp honey",
    ]);
  });

  it("keeps incompatible amounts apart, on the food's one line", () => {
    const lines = mergeShoppingLines([line("garlic", 2, "clove"), line("garlic", 1, null), line("garlic", 10, "g")]);
    expect(lines.map((l) => l.text)).toEqual(["10 g garlic + 1 garlic + 2 cloves garlic"]);
  });

  it("adds counts and treats singular and plural as one food", () => {
    const [eggs, ...rest] = mergeShoppingLines([line("large eggs", 2, null, "Cake"), line("large egg", 1, null, "Omelette")]);
    expect(rest).toEqual([]);
    expect(eggs).toMatchObject({ quantity: 3, unit: null, sources: ["Cake", "Omelette"] });
    expect(foodKey("Tomatoes")).toBe("tomato");
    expect(foodKey("hummus")).toBe("hummus");
  });

  it("keeps unparsed lines verbatim and joins lines without an amount", () => {
    const lines = mergeShoppingLines([
      line(null, null, null, "Soup", "a handful of whatever is in season"),
      line("salt", null, null, "Soup"),
      line("salt", 1, "tsp", "Bread"),
    ]);
    expect(lines[0]).toMatchObject({ food: null, text: "a handful of whatever is in season", aisle: "other" });
    // Salt is bought by the container: one line, no amount.
    expect(lines[1]).toMatchObject({ text: "salt", sources: ["Soup", "Bread"] });
  });

  it("scales by the planned servings before merging", () => {
    const [butter] = mergeShoppingLines([scaleInput(line("butter", 50, "g"), 2), line("butter", 25, "g")]);
    expect(butter!.quantity).toBe(125);
    expect(formatShoppingQuantity(1.5)).toBe("1 1/2");
    expect(formatShoppingQuantity(1 / 3)).toBe("1/3");
    expect(formatShoppingQuantity(1.2, "kg")).toBe("1.2");
  });
});

describe("aisles", () => {
  it("finds a food's aisle from the category table, unknown under other", () => {
    expect(aisleOf("grated parmesan cheese")).toBe("dairy and eggs");
    expect(aisleOf("chicken stock")).toBe("pantry");
    expect(aisleOf("boneless chicken thighs")).toBe("meat and fish");
    expect(aisleOf("red onion")).toBe("produce");
    expect(aisleOf("ground cumin")).toBe("spices");
    expect(aisleOf("frozen peas")).toBe("frozen");
    expect(aisleOf("dry white wine")).toBe("drinks");
    expect(aisleOf("baguette")).toBe("bakery");
    expect(aisleOf("unobtainium")).toBe("other");
  });

  it("groups items in aisle order and leaves empty aisles out", () => {
    const groups = groupByAisle([
      { aisle: "spices", id: 1 },
      { aisle: "produce", id: 2 },
      { aisle: "nonsense", id: 3 },
      { aisle: "produce", id: 4 },
    ]);
    expect(groups.map((g) => [g.aisle, g.items.map((i) => i.id)])).toEqual([
      ["produce", [2, 4]],
      ["spices", [1]],
      ["other", [3]],
    ]);
  });
});

describe("pantry", () => {
  it("marks foods the user's ingredient lists name, by whole words", () => {
    expect(isInPantry("grated parmesan cheese", ["Parmesan"])).toBe(true);
    expect(isInPantry("onions", ["onion"])).toBe(true);
    expect(isInPantry("ground pork", ["pork belly"])).toBe(false);
    expect(isInPantry("eggplant", ["egg"])).toBe(false);
    expect(isInPantry(null, ["egg"])).toBe(false);
  });
});

describe("merging with the density table of units.ts", () => {
  it("merges a cup of flour with grams of flour, but keeps beans without a density apart", async () => {
    const { densityOf } = await import("../ingredients/units");
    const [flour, ...rest] = mergeShoppingLines(
      [line("flour", 100, "g", "Bread"), line("all-purpose flour", 1, "cup", "Cake")],
      densityOf,
    );
    // "all-purpose flour" and "flour" are different foods by name; the same name merges across units:
    expect(rest).toHaveLength(1);
    expect(flour!.unit).toBe("g");
    const [merged, ...none] = mergeShoppingLines([line("flour", 100, "g"), line("flour", 1, "cup")], densityOf);
    expect(none).toEqual([]);
    expect(merged!.unit).toBe("g");
    expect(merged!.quantity).toBeGreaterThan(200);
    expect(merged!.quantity).toBeLessThan(250);
  });
});

describe("large merged amounts", () => {
  it("turns 1000 g and more into kg, 1000 ml and more into l", () => {
    expect(mergeShoppingLines([line("tomatoes", 800, "g"), line("tomatoes", 400, "g")])[0]!.text).toBe("1.2 kg tomatoes");
    expect(mergeShoppingLines([line("stock", 750, "ml"), line("stock", 500, "ml")])[0]!.text).toBe("1.3 l stock");
    expect(mergeShoppingLines([line("stock", 250, "ml"), line("stock", 500, "ml")])[0]!.text).toBe("750 ml stock");
  });
});

describe("counted foods", () => {
  it("read in the plural when there are several", () => {
    expect(mergeShoppingLines([line("large onion", 1, null), line("large onion", 2, null)])[0]!.text).toBe("3 large onions");
    expect(mergeShoppingLines([line("lemon", 1, null)])[0]!.text).toBe("1 lemon");
    expect(mergeShoppingLines([line("tomato", 2, null)])[0]!.text).toBe("2 tomatoes");
    expect(mergeShoppingLines([line("bay leaves", 2, null)])[0]!.text).toBe("2 bay leaves");
  });
});

describe("what a merged line keeps", () => {
  it("keeps every recipe and the recipes' own lines, scaled, through a second merge", () => {
    const curry: ShoppingInput = {
      ...line("grated fresh ginger", 1, "tbsp", "Curry", "1 tbsp grated fresh ginger"),
      recipeIds: [1],
    };
    const stirFry: ShoppingInput = { ...line("grated ginger", 1, "tsp", "Stir fry", "1 tsp grated ginger"), recipeIds: [2] };
    const [ginger] = mergeShoppingLines([scaleInput(curry, 2), stirFry]);
    expect(ginger).toMatchObject({
      food: "ginger",
      text: "2 1/2 tbsp ginger",
      sources: ["Curry", "Stir fry"],
      recipeIds: [1, 2],
    });
    expect(ginger!.originals.map(originalLineText)).toEqual(["1 tbsp grated fresh ginger × 2", "1 tsp grated ginger"]);
    // Adding a recipe later merges from the originals, not from the rounded line.
    const soup: ShoppingInput = { ...line("ginger", 1, "tsp", "Soup", "1 tsp ginger"), recipeIds: [3] };
    const [again] = mergeShoppingLines([...ginger!.originals, soup]);
    expect(again).toMatchObject({ text: "about 3 tbsp ginger", recipeIds: [1, 2, 3] });
    expect(again!.originals).toHaveLength(3);
  });

  it("splits salt and pepper and keeps the recipe on both", () => {
    const lines = mergeShoppingLines([{ ...line("salt and pepper", null, null, "Stew", "salt and pepper"), recipeIds: [7] }]);
    expect(lines.map((l) => [l.text, l.aisle, l.recipeIds])).toEqual([
      ["salt", "spices", [7]],
      ["black pepper", "spices", [7]],
    ]);
  });

  it("marks merged foods from the pantry read the same way", () => {
    expect(isInPantry("ginger", ["fresh ginger"])).toBe(true);
    expect(isInPantry("green onions", ["scallions"])).toBe(true);
    expect(isInPantry("black pepper", ["pepper"])).toBe(true);
    expect(isInPantry("salt", ["salt and pepper"])).toBe(true);
  });
});

describe("merging again from stored lines", () => {
  it("counts a line split into salt and pepper once, and twice-planned lines twice", () => {
    const garlic: ShoppingInput = { ...line("garlic", 3, "clove", "Curry", "3 cloves garlic"), recipeIds: [1] };
    const seasoning: ShoppingInput = { ...line("salt and pepper", null, null, "Stew", "salt and pepper"), recipeIds: [2] };
    const stored = mergeShoppingLines([garlic, garlic, seasoning]);
    const again = mergeShoppingLines(inputsOfLines(stored));
    expect(again.map((l) => [l.text, l.originals.length])).toEqual([
      ["6 cloves garlic", 2],
      ["salt", 1],
      ["black pepper", 1],
    ]);
  });
});
