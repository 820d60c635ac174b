import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.server";
import { buildFoodIndex, parseCatalogRow, type CatalogFood } from "~/domain/nutrition/food-match";
import { SR24_CATALOG_ROWS } from "~/domain/data/sr24-catalog";
import { nutritionFromText, summarizeNutrition, type AiFood } from "~/domain/nutrition/nutrition";
import { nutritionForViewer, rememberedSummary } from "./nutrition.server";

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

describe("remembered summaries", () => {
  const catalog = buildFoodIndex(SR24_CATALOG_ROWS.map(parseCatalogRow));
  const food = (ndb: string): AiFood => ({ ndb, food: catalog.byNdb.get(ndb) as CatalogFood });
  const lines = ["2 large eggs", "1 cup fresh kohlrabi, diced"];
  const fresh = (servings: number, foods = new Map<string, AiFood>()) =>
    summarizeNutrition(nutritionFromText(lines, servings, foods));

  it("computes a summary once per lines, servings and AI-chosen foods", () => {
    const first = rememberedSummary(lines, 2, new Map());
    expect(first).toEqual(fresh(2));
    expect(rememberedSummary([...lines], 2, new Map())).toBe(first);
  });

  it("never answers with another input's summary", () => {
    const two = rememberedSummary(lines, 2, new Map());
    expect(rememberedSummary(lines, 4, new Map())).toEqual(fresh(4));
    expect(rememberedSummary([lines[0]], 2, new Map())).toEqual(summarizeNutrition(nutritionFromText([lines[0]], 2)));
    const kohlrabi = new Map([["kohlrabi", food("11241")]]);
    const withAi = rememberedSummary(lines, 2, kohlrabi);
    expect(withAi).toEqual(fresh(2, kohlrabi));
    expect(withAi.countedLines).toBe(two.countedLines + 1);
    const otherFood = new Map([["kohlrabi", food("11090")]]);
    expect(rememberedSummary(lines, 2, otherFood)).toEqual(fresh(2, otherFood));
  });
});
