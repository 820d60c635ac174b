import { describe, expect, it } from "vitest";
import {
  addIngredient,
  finderPage,
  finderSearchParams,
  foundLine,
  ingredientOccurs,
  matchInMemory,
  missingIngredients,
  normalizeSelection,
  QUICK_SELECT_INGREDIENTS,
  requiredMatches,
  singular,
} from "./ingredient-match";

describe("the min(2, N) rule", () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [6, 2],
  ])("%i entered ingredients need %i matches", (n, expected) => {
    expect(requiredMatches(n)).toBe(expected);
  });
});

describe("singular forms", () => {
  it.each([
    ["tomatoes", "tomato"],
    ["potatoes", "potato"],
    ["berries", "berry"],
    ["radishes", "radish"],
    ["peaches", "peach"],
    ["eggs", "egg"],
    ["onions", "onion"],
    ["peppers", "pepper"],
    ["glass", "glass"],
    ["couscous", "couscous"],
    ["hummus", "hummus"],
    ["oil", "oil"],
    ["peas", "pea"],
  ])("%s → %s", (word, expected) => {
    expect(singular(word)).toBe(expected);
  });
});

describe("does an entered ingredient occur in an ingredient name", () => {
  it.each([
    ["Chicken", "chicken breasts", true],
    ["chicken", "boneless chicken thighs", true],
    ["Tomatoes", "cherry tomato", true],
    ["Tomatoes", "canned chopped tomatoes", true],
    ["Onions", "red onion", true],
    ["Bell Peppers", "red bell pepper", true],
    ["Olive Oil", "extra-virgin olive oil", true],
    ["oil", "olive oil", true],
    ["Eggs", "large eggs", true],
    ["Herbs", "fresh herbs", true],
    ["Ground Beef", "lean ground beef", true],
    ["Salmon", "salmon fillets", true],
    ["Rice", "basmati rice", true],
    ["rice", "chicken", false],
    ["Potatoes", "sweet potato", true],
    // A family word covers its members (app/domain/ingredients/finder-synonyms.ts), as whole words only.
    ["Cheese", "parmesan", true],
    ["Herbs", "fresh basil leaves", true],
    ["Herbs", "pork sausage", false],
    ["Lemon", "parmesan", false],
    ["  ", "salt", false],
  ])("%j in %j: %s", (entered, name, expected) => {
    expect(ingredientOccurs(entered, name)).toBe(expected);
  });
});

describe("the selection", () => {
  it("ignores blank entries and case-insensitive duplicates", () => {
    let selection: string[] = [];
    selection = addIngredient(selection, "  Chicken ");
    selection = addIngredient(selection, "chicken");
    selection = addIngredient(selection, "   ");
    selection = addIngredient(selection, "Rice");
    expect(selection).toEqual(["Chicken", "Rice"]);
    expect(normalizeSelection(["a b", "A  B", "", "c"])).toEqual(["a b", "c"]);
  });

  it("ignores entries made only of punctuation, as it ignores blank ones", () => {
    expect(addIngredient(["Chicken"], "!!")).toEqual(["Chicken"]);
    expect(addIngredient([], " - / ")).toEqual([]);
    expect(normalizeSelection(["!!", "chicken", "...", "rice"])).toEqual(["chicken", "rice"]);
    // Letters and digits in any script still count.
    expect(normalizeSelection(["7up", "jalapeño!", "豆腐"])).toEqual(["7up", "jalapeño!", "豆腐"]);
  });

  it("has the spec's 19 quick-select ingredients", () => {
    expect(QUICK_SELECT_INGREDIENTS).toHaveLength(19);
    expect(new Set(QUICK_SELECT_INGREDIENTS.map((s) => s.toLowerCase())).size).toBe(19);
  });
});

describe("the finder's URL", () => {
  it("reads the page, falling back to the first for anything unreadable", () => {
    expect(finderPage("3")).toBe(3);
    for (const raw of [null, "", "0", "-2", "1.5", "two", "10001"]) expect(finderPage(raw), String(raw)).toBe(1);
  });

  it("writes one i per ingredient and the page only after the first", () => {
    expect(finderSearchParams(["salt", "olive oil"]).toString()).toBe("i=salt&i=olive+oil");
    expect(finderSearchParams(["salt"], 1).toString()).toBe("i=salt");
    expect(finderSearchParams(["salt"], 2).toString()).toBe("i=salt&page=2");
  });
});

describe("matching recipes", () => {
  const recipes = [
    { id: 1, rating: 4.0, ingredientNames: ["chicken breasts", "basmati rice", "garlic", "onion"] },
    { id: 2, rating: 4.9, ingredientNames: ["chicken thighs", "garlic"] },
    { id: 3, rating: 4.5, ingredientNames: ["salmon fillets", "lemon", "garlic"] },
    { id: 4, rating: 5.0, ingredientNames: ["spaghetti", "tomatoes"] },
    { id: 5, rating: 4.2, ingredientNames: ["chicken stock", "basmati rice", "garlic", "onion"] },
  ];

  it("needs two matches when two or more are entered, ordered by matches then rating", () => {
    const result = matchInMemory(recipes, ["Chicken", "Rice", "Garlic", "Onions"]);
    expect(result.map((r) => [r.id, r.matched.length])).toEqual([
      [5, 4],
      [1, 4],
      [2, 2],
    ]);
    expect(result[2].matched).toEqual(["Chicken", "Garlic"]);
  });

  it("needs one match when one is entered", () => {
    expect(matchInMemory(recipes, ["lemon"]).map((r) => r.id)).toEqual([3]);
    expect(matchInMemory(recipes, ["garlic"]).map((r) => r.id)).toEqual([2, 3, 5, 1]);
  });

  it("finds nothing for nothing entered or nothing shared", () => {
    expect(matchInMemory(recipes, [])).toEqual([]);
    expect(matchInMemory(recipes, ["tofu", "kale"])).toEqual([]);
    expect(matchInMemory(recipes, ["tofu", "garlic"])).toEqual([]);
  });

  it("treats an entry that normalises to nothing as not entered", () => {
    expect(matchInMemory(recipes, ["!!"])).toEqual([]);
    expect(matchInMemory(recipes, ["!!", "lemon"])).toEqual(matchInMemory(recipes, ["lemon"]));
    expect(matchInMemory(recipes, ["lemon", "?!"]).map((r) => r.id)).toEqual([3]);
  });

  it("says what is missing", () => {
    expect(missingIngredients(recipes[0].ingredientNames, ["Chicken", "Rice"])).toEqual(["garlic", "onion"]);
    expect(missingIngredients(recipes[1].ingredientNames, ["chicken", "garlic"])).toEqual([]);
  });

  it("words the result line", () => {
    expect(foundLine(1)).toBe("Found 1 recipe using your available ingredients.");
    expect(foundLine(12)).toBe("Found 12 recipes using your available ingredients.");
  });
});
