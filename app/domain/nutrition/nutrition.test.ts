import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../ingredients/ingredient-parser";
import { FOOD_ALIASES, NOT_COUNTED } from "./aliases";
import { aliasCandidates, computeNutrition, lookupAlias, nutritionFromText } from "./nutrition";
import { SR24_FOODS } from "./sr24-foods";

/*
 * Expected values are worked out by hand from ../shared/data/usda-sr24 (foods.tsv: per 100 g;
 * measures.tsv: grams per household measure). The SR24 rows used:
 *   01123 Egg, whole, raw: 143 kcal, protein 12.56 g, cholesterol 372 mg; "large" 50 g
 *   04053 Oil, olive: 884 kcal, fat 100 g; "tablespoon" 13.5 g
 *   20081 Wheat flour, all-purpose: 364 kcal; "cup" 125 g
 *   01001 Butter, salted: 717 kcal, sodium 714 mg; "tbsp" 14.2 g
 *   01077 Milk, whole: 61 kcal, calcium 113 mg; "cup" 244 g
 *   11215 Garlic, raw: 149 kcal; "clove" 3 g
 *   11457 Spinach, raw: 23 kcal, iron 2.71 mg
 *   20120 Spaghetti, dry: 371 kcal
 *   11531 Tomatoes, canned: 17 kcal, sodium 143 mg
 *   05096 Chicken thigh, meat only, raw: 119 kcal, protein 19.26 g
 *   11282 Onions, raw: 40 kcal; "large" 150 g, "medium (2-1/2" dia)" 110 g
 *   16058 Chickpeas, canned: 88 kcal
 *   12118 Coconut milk, canned: 197 kcal, saturated fat 18.915 g
 *   20444 Rice, long-grain, raw: 365 kcal; "cup" 185 g
 *   14411 Water, tap: 0 kcal, sodium 4 mg; "cup 8 fl oz" 237 g
 *   14096 Wine, red: 85 kcal; "fl oz" 29.4 g
 *   15236 Salmon, Atlantic, farmed, raw: 208 kcal; "0.5 fillet" 198 g
 *   09150 Lemons, raw: 29 kcal; "fruit (2-1/8" dia)" 58 g
 *   01009 Cheese, cheddar: 403 kcal, calcium 721 mg
 *   02047 Salt, table: sodium 38758 mg; "tsp" 6 g
 */

const OZ = 28.349523125;
const LB = 453.59237;

describe("computeNutrition against hand-worked SR24 values", () => {
  it("2 large eggs and 1 tbsp olive oil: 2 × 50 g × 143/100 + 13.5 g × 884/100 ≈ 262 kcal", () => {
    const facts = nutritionFromText(["2 large eggs", "1 tbsp olive oil"], 1);
    expect(facts.perServing.energy).toBeCloseTo(2 * 50 * 1.43 + 13.5 * 8.84, 6); // 262.34
    expect(facts.perServing.fat).toBeCloseTo(2 * 50 * 0.0951 + 13.5, 6);
    expect(facts.perServing.cholesterol).toBeCloseTo(100 * 3.72, 6);
    expect(facts.countedLines).toBe(2);
    expect(facts.skipped).toEqual([]);
  });

  it("a white sauce of flour, butter and milk, for 4", () => {
    const facts = nutritionFromText(["1 cup all-purpose flour", "2 tbsp butter", "1 cup whole milk"], 4);
    const total = 125 * 3.64 + 28.4 * 7.17 + 244 * 0.61; // 807.468 kcal
    expect(facts.total.energy).toBeCloseTo(total, 6);
    expect(facts.perServing.energy).toBeCloseTo(total / 4, 6);
    expect(facts.total.sodium).toBeCloseTo(125 * 0.02 + 28.4 * 7.14 + 244 * 0.43, 6);
    expect(facts.total.calcium).toBeCloseTo(125 * 0.15 + 28.4 * 0.24 + 244 * 1.13, 6);
  });

  it("garlic cloves, a pound of spinach and olive oil", () => {
    const facts = nutritionFromText(["3 cloves garlic, minced", "1 lb fresh spinach", "2 tbsp olive oil"], 2);
    expect(facts.total.energy).toBeCloseTo(9 * 1.49 + LB * 0.23 + 27 * 8.84, 6); // 356.4
    expect(facts.total.iron).toBeCloseTo(9 * 0.017 + LB * 0.0271 + 27 * 0.0056, 6);
  });

  it("spaghetti and canned tomatoes by weight", () => {
    const facts = nutritionFromText(["200 g spaghetti pasta", "400 g canned chopped tomatoes"], 2);
    expect(facts.perServing.energy).toBeCloseTo((200 * 3.71 + 400 * 0.17) / 2, 6); // 405
    expect(facts.perServing.sodium).toBeCloseTo((200 * 0.06 + 400 * 1.43) / 2, 6);
  });

  it("chicken thighs in pounds and a large onion by its SR size", () => {
    const facts = nutritionFromText(["1 1/2 lb boneless chicken thighs", "1 large onion, chopped", "1 onion"], 3);
    expect(facts.total.energy).toBeCloseTo(1.5 * LB * 1.19 + 150 * 0.4 + 110 * 0.4, 6);
    expect(facts.total.protein).toBeCloseTo(1.5 * LB * 0.1926 + 260 * 0.011, 6);
  });

  it("a range counts its midpoint", () => {
    const facts = nutritionFromText(["2-3 cloves garlic"], 1);
    expect(facts.weighed[0]?.grams).toBeCloseTo(2.5 * 3, 9);
    expect(facts.total.energy).toBeCloseTo(7.5 * 1.49, 6);
  });

  it("cans: the size the line gives, else 400 g", () => {
    const facts = nutritionFromText(["1 (15 oz) can chickpeas, drained", "1 can coconut milk"], 4);
    expect(facts.weighed.map((w) => w.grams)).toEqual([15 * OZ, 400]);
    expect(facts.total.energy).toBeCloseTo(15 * OZ * 0.88 + 400 * 1.97, 6);
    expect(facts.total.saturatedFat).toBeCloseTo(15 * OZ * 0.00204 + 400 * 0.18915, 6);
  });

  it("rice and water by the cup", () => {
    const facts = nutritionFromText(["1 cup basmati rice", "2 cups water"], 2);
    expect(facts.weighed.map((w) => w.grams)).toEqual([185, 474]);
    expect(facts.total.energy).toBeCloseTo(185 * 3.65, 6); // 675.25
    expect(facts.total.sodium).toBeCloseTo(185 * 0.05 + 474 * 0.04, 6);
  });

  it("a bottle of wine is 750 ml, weighed through SR's fluid ounce", () => {
    const facts = nutritionFromText(["1 bottle (750 ml) dry red wine"], 6);
    const grams = (750 / 29.5735295625) * 29.4;
    expect(facts.weighed[0]?.grams).toBeCloseTo(grams, 6);
    expect(facts.total.energy).toBeCloseTo(grams * 0.85, 6); // ≈ 634 kcal
  });

  it("salmon portions are half of SR's whole fillet, lemons by the fruit", () => {
    const facts = nutritionFromText(["2 skin-on salmon fillets", "1 lemon"], 2);
    expect(facts.total.energy).toBeCloseTo(2 * 198 * 2.08 + 58 * 0.29, 6); // 840.5
    expect(facts.perServing.energy).toBeCloseTo((2 * 198 * 2.08 + 58 * 0.29) / 2, 6);
  });

  it("cheddar and salt: calcium and sodium", () => {
    const facts = nutritionFromText(["4 oz grated cheddar cheese", "1 tsp fine salt"], 1);
    expect(facts.total.sodium).toBeCloseTo(4 * OZ * 6.21 + 6 * 387.58, 6);
    expect(facts.total.calcium).toBeCloseTo(4 * OZ * 7.21 + 6 * 0.24, 6);
    expect(facts.total.energy).toBeCloseTo(4 * OZ * 4.03, 6);
  });

  it("millilitres go through the food's cup weight", () => {
    const facts = nutritionFromText(["250 ml whole milk"], 1);
    const grams = (250 / 236.5882365) * 244;
    expect(facts.weighed[0]?.grams).toBeCloseTo(grams, 6);
    expect(facts.total.energy).toBeCloseTo(grams * 0.61, 6);
  });
});

describe("the lines the facts leave out", () => {
  it("lists each line with its reason, in order", () => {
    const facts = nutritionFromText(
      [
        "2 large eggs",
        "salt to taste",
        "1 tbsp dragon fruit glitter",
        "a handful of fresh basil leaves",
        "500 g mascarpone cheese",
        "",
      ],
      2,
    );
    expect(facts.totalLines).toBe(5);
    expect(facts.countedLines).toBe(1);
    expect(facts.skipped).toEqual([
      { text: "salt to taste", reason: "no amount" },
      { text: "1 tbsp dragon fruit glitter", reason: "no match" },
      { text: "a handful of fresh basil leaves", reason: "no weight" },
      { text: "500 g mascarpone cheese", reason: "not counted" },
    ]);
  });

  it("counts nothing for a recipe with no lines, and never divides by zero servings", () => {
    const facts = computeNutrition([], 0);
    expect(facts.servings).toBe(1);
    expect(facts.perServing.energy).toBe(0);
    expect(facts.totalLines).toBe(0);
  });
});

describe("scaling", () => {
  it("per-serving values stay put when lines and servings scale together; totals follow the servings", () => {
    const lines = ["2 large eggs", "1 tbsp olive oil", "1 cup whole milk"];
    const base = nutritionFromText(lines, 2);
    const doubled = computeNutrition(
      lines.map((text) => {
        const parsed = parseIngredientLine(text);
        return { text, ...parsed, quantity: (parsed.quantity ?? 0) * 2 };
      }),
      4,
    );
    expect(doubled.perServing.energy).toBeCloseTo(base.perServing.energy, 9);
    expect(doubled.total.energy).toBeCloseTo(base.total.energy * 2, 9);
  });
});

describe("the alias table", () => {
  it("names only foods the derived table holds", () => {
    for (const [name, alias] of Object.entries(FOOD_ALIASES)) {
      expect(SR24_FOODS[alias.ndb], name).toBeDefined();
    }
  });

  it("finds names without descriptors and in the singular, exact keys first", () => {
    expect(aliasCandidates("large eggs")).toEqual(["large eggs", "large egg", "eggs", "egg"]);
    expect(lookupAlias("hot chicken stock")).toMatchObject({ kind: "food", key: "chicken stock" });
    expect(lookupAlias("boneless chicken thighs")).toMatchObject({ key: "boneless chicken thighs" });
    expect(lookupAlias("ice cubes")).toMatchObject({ kind: "not counted" });
    expect(lookupAlias("unobtainium")).toEqual({ kind: "none" });
  });

  it("keeps the not-counted list apart from the aliases", () => {
    for (const name of Object.keys(NOT_COUNTED)) expect(Object.hasOwn(FOOD_ALIASES, name), name).toBe(false);
  });
});
