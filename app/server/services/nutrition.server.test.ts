import { describe, expect, it } from "vitest";
import { nutritionForViewer } from "./nutrition.server";

const recipe = { ingredients: ["2 large eggs", "1 tbsp olive oil", "salt to taste"], servings: 2 };

describe("nutritionForViewer", () => {
  it("gives no numbers to visitors and the free plan", () => {
    expect(nutritionForViewer(null, recipe)).toBeNull();
    expect(nutritionForViewer({ planId: "free" }, recipe)).toBeNull();
  });

  it("gives premium and ultimate the per-serving facts and the coverage", () => {
    for (const planId of ["premium", "ultimate"] as const) {
      const facts = nutritionForViewer({ planId }, recipe);
      expect(facts?.perServing.energy).toBeCloseTo((2 * 50 * 1.43 + 13.5 * 8.84) / 2, 6);
      expect(facts).toMatchObject({ servings: 2, totalLines: 3, countedLines: 2 });
      expect(facts?.skipped).toEqual([{ text: "salt to taste", reason: "no amount" }]);
    }
  });
});
