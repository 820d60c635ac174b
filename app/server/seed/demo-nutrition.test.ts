import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { lookupAlias, nutritionFromText } from "~/domain/nutrition/nutrition";
import { demoRecipes } from "./demo-recipes";

describe("nutrition facts for the demo catalog", () => {
  it("covers every ingredient of the demo catalog, or says it leaves it out", () => {
    const unknown = new Set<string>();
    for (const recipe of demoRecipes) {
      for (const line of recipe.ingredients) {
        const { name } = parseIngredientLine(line);
        if (lookupAlias(name).kind === "none") unknown.add(name);
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it("reads the demo curry's 14 lines as the panel will", () => {
    const curry = demoRecipes.find((r) => r.title === "Weeknight Chicken Curry");
    expect(curry).toBeDefined();
    const facts = nutritionFromText(curry?.ingredients ?? [], curry?.servings ?? 1);
    expect(facts.totalLines).toBe(14);
    expect(facts.countedLines).toBe(12);
    expect(facts.skipped).toEqual([
      { text: "salt to taste", reason: "no amount" },
      { text: "fresh cilantro, chopped, to serve", reason: "no amount" },
    ]);
    // Plausible for thighs, rice, yogurt and oil shared by four.
    expect(facts.perServing.energy).toBeGreaterThan(450);
    expect(facts.perServing.energy).toBeLessThan(700);
  });
});
