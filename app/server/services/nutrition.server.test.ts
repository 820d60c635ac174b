import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.server";
import { nutritionForViewer } from "./nutrition.server";

const recipe = { ingredients: ["2 large eggs", "1 tbsp olive oil", "salt to taste"], servings: 2 };

/** Without an AI provider the facts need no database: any use of this handle fails the test. */
const noDatabase = new Proxy({} as Db, {
  get(_target, property) {
    throw new Error(`the database was used (${String(property)})`);
  },
});

describe("nutritionForViewer", () => {
  it("gives no numbers to visitors and the free plan", async () => {
    expect(await nutritionForViewer(noDatabase, null, recipe)).toBeNull();
    expect(await nutritionForViewer(noDatabase, { planId: "free" }, recipe)).toBeNull();
  });

  it("gives premium and ultimate the per-serving facts and the coverage", async () => {
    for (const planId of ["premium", "ultimate"] as const) {
      const facts = await nutritionForViewer(
        noDatabase,
        { planId },
        { ...recipe, ingredients: [...recipe.ingredients, "1 kohlrabi"] },
      );
      expect(facts?.perServing.energy).toBeCloseTo((2 * 50 * 1.43 + 13.5 * 8.84) / 2, 6);
      expect(facts).toMatchObject({ servings: 2, totalLines: 4, countedLines: 2, aiMatched: [] });
      expect(facts?.skipped).toEqual([
        { text: "salt to taste", reason: "no amount" },
        { text: "1 kohlrabi", reason: "no match" },
      ]);
    }
  });
});
