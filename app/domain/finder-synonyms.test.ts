import { describe, expect, it } from "vitest";
import {
  coversAsFamily,
  familiesOfIngredient,
  familyMembers,
  familyOf,
  FINDER_FAMILIES,
  mentionsFamily,
} from "./finder-synonyms";
import { matchForm, QUICK_SELECT_INGREDIENTS } from "./ingredient-match";

describe("the finder's ingredient families", () => {
  it("gives every quick pick that names a family its members, herbs as the issue lists them", () => {
    for (const pick of ["Herbs", "Cheese", "Pasta", "Mushrooms", "Onions", "Bell Peppers"]) {
      expect(QUICK_SELECT_INGREDIENTS).toContain(pick);
      expect(familyMembers(pick).length, pick).toBeGreaterThan(0);
    }
    for (const herb of [
      "basil",
      "parsley",
      "cilantro",
      "thyme",
      "rosemary",
      "dill",
      "mint",
      "oregano",
      "chives",
      "sage",
      "tarragon",
    ])
      expect(familyMembers("Herbs")).toContain(matchForm(herb));
    // Single ingredients are not families.
    for (const pick of ["Chicken", "Rice", "Garlic", "Salmon", "Lemon", "Eggs"]) expect(familyOf(pick)).toBeNull();
  });

  it("knows a family however it is typed", () => {
    expect(familyOf("Herbs")).toBe("herb");
    expect(familyOf("  herb ")).toBe("herb");
    expect(familyOf("HERBS")).toBe("herb");
    expect(familyOf("bell peppers")).toBe("bell pepper");
    expect(familyOf("fresh herbs")).toBeNull();
    expect(mentionsFamily(["Chicken", "Herbs"])).toBe(true);
    expect(mentionsFamily(["Chicken", "Rice"])).toBe(false);
  });

  it("matches members as whole words, never inside another word", () => {
    expect(familiesOfIngredient("fresh basil leaves")).toEqual(["herb"]);
    expect(familiesOfIngredient("a few sprigs of thyme")).toEqual(["herb"]);
    expect(familiesOfIngredient("Bay Leaves")).toEqual(["herb"]);
    expect(familiesOfIngredient("grated parmesan cheese")).toEqual(["cheese"]);
    expect(familiesOfIngredient("spaghetti pasta")).toEqual(["pasta"]);
    expect(familiesOfIngredient("shiitake mushrooms")).toEqual(["mushroom"]);
    expect(familiesOfIngredient("pork sausages")).toEqual([]); // "sage" is inside, not a word
    expect(familiesOfIngredient("oyster sauce")).toEqual([]);
    expect(familiesOfIngredient("small clove garlic")).toEqual([]);
    expect(familiesOfIngredient("chicken thighs")).toEqual([]);
  });

  it("covers a recipe ingredient only for the family that holds it", () => {
    expect(coversAsFamily("Herbs", "chopped fresh dill")).toBe(true);
    expect(coversAsFamily("Herbs", "grated parmesan cheese")).toBe(false);
    expect(coversAsFamily("Cheese", "fresh mozzarella")).toBe(true);
    expect(coversAsFamily("Basil", "fresh basil")).toBe(false); // not a family: the plain rule applies
  });

  it("keeps the table small and reviewed: lowercase members, no duplicates, no member that is itself a family", () => {
    const families = new Set(Object.keys(FINDER_FAMILIES).map(matchForm));
    for (const [family, members] of Object.entries(FINDER_FAMILIES)) {
      expect(members.length, family).toBeLessThanOrEqual(25);
      expect(new Set(members).size, family).toBe(members.length);
      for (const m of members) {
        expect(m, family).toBe(m.toLowerCase());
        expect(families.has(matchForm(m)), m).toBe(false);
      }
    }
  });
});
