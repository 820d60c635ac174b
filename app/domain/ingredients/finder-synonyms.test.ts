import { describe, expect, it } from "vitest";
import { familyMembers, familyOf, FINDER_FAMILIES } from "./finder-synonyms";
import { matchForm, QUICK_SELECT_INGREDIENTS, termMatcher } from "./ingredient-match";

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
  });

  it("matches members as whole words, never inside another word", () => {
    const herbs = termMatcher("Herbs");
    for (const name of ["fresh basil leaves", "a few sprigs of thyme", "Bay Leaves"])
      expect(herbs(matchForm(name)), name).toBe(true);
    // "sage" is inside "sausages", not a word of it
    for (const name of ["pork sausages", "oyster sauce", "small clove garlic", "chicken thighs"]) {
      expect(herbs(matchForm(name)), name).toBe(false);
    }
    expect(termMatcher("Cheese")(matchForm("fresh mozzarella"))).toBe(true);
    expect(termMatcher("Cheese")(matchForm("chopped fresh dill"))).toBe(false);
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
