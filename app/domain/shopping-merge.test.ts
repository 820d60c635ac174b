import { describe, expect, it } from "vitest";
import { aisleOf, groupByAisle } from "./aisles";
import { foodKey, formatShoppingQuantity, mergeShoppingLines, scaleInput, type ShoppingInput } from "./shopping-merge";

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
    expect(milk).toMatchObject({ unit: "ml", quantity: 437, text: "437 ml milk", sources: ["Pancakes", "Porridge"] });
    const [rice] = mergeShoppingLines([line("rice", 1, "kg"), line("rice", 500, "g")]);
    expect(rice).toMatchObject({ quantity: 1.5, unit: "kg" });
  });

  it("merges volume into weight only where the density is known", () => {
    const density = (food: string) => (food === "flour" ? 0.5 : null);
    const [flour] = mergeShoppingLines([line("flour", 100, "g"), line("flour", 200, "ml")], density);
    expect(flour).toMatchObject({ quantity: 200, unit: "g" });
    expect(mergeShoppingLines([line("honey", 100, "g"), line("honey", 2, "tbsp")], density)).toHaveLength(2);
  });

  it("keeps incompatible amounts apart", () => {
    const lines = mergeShoppingLines([line("garlic", 2, "clove"), line("garlic", 1, null), line("garlic", 10, "g")]);
    expect(lines.map((l) => l.text)).toEqual(["10 g garlic", "2 cloves garlic", "1 garlic"]);
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
    expect(lines[1]).toMatchObject({ text: "1 tsp salt", sources: ["Bread", "Soup"] });
  });

  it("scales by the planned servings before merging", () => {
    const [butter] = mergeShoppingLines([scaleInput(line("butter", 50, "g"), 2), line("butter", 25, "g")]);
    expect(butter!.quantity).toBe(125);
    expect(formatShoppingQuantity(1.5)).toBe("1 1/2");
    expect(formatShoppingQuantity(0.3333)).toBe("1/3");
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
  it("marks foods the user's ingredient lists name, by whole words", async () => {
    const { isInPantry } = await import("./shopping-merge");
    expect(isInPantry("grated parmesan cheese", ["Parmesan"])).toBe(true);
    expect(isInPantry("onions", ["onion"])).toBe(true);
    expect(isInPantry("ground pork", ["pork belly"])).toBe(false);
    expect(isInPantry("eggplant", ["egg"])).toBe(false);
    expect(isInPantry(null, ["egg"])).toBe(false);
  });
});

describe("merging with the density table of units.ts", () => {
  it("merges a cup of flour with grams of flour, but keeps beans without a density apart", async () => {
    const { densityOf } = await import("./units");
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
    expect(mergeShoppingLines([line("stock", 750, "ml"), line("stock", 500, "ml")])[0]!.text).toBe("1.25 l stock");
    expect(mergeShoppingLines([line("stock", 250, "ml"), line("stock", 500, "ml")])[0]!.text).toBe("750 ml stock");
  });
});

describe("counted foods", () => {
  it("read in the plural when there are several", async () => {
    const { pluralFood } = await import("./shopping-merge");
    expect(mergeShoppingLines([line("large onion", 1, null), line("large onion", 2, null)])[0]!.text).toBe("3 large onions");
    expect(mergeShoppingLines([line("lemon", 1, null)])[0]!.text).toBe("1 lemon");
    expect(pluralFood("tomato")).toBe("tomatoes");
    expect(pluralFood("cherry")).toBe("cherries");
    expect(pluralFood("large eggs")).toBe("large eggs");
    expect(pluralFood("bay leaves")).toBe("bay leaves");
  });
});
