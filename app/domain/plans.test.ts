import { describe, expect, it } from "vitest";
import {
  canUpgrade,
  formatPrice,
  getPlan,
  hasFeature,
  higherPlans,
  isPaidPlan,
  isWithinLimit,
  limitFor,
  PLANS,
  UNLIMITED,
} from "./plans";

describe("plans", () => {
  it("has the spec's three plans, prices and limits", () => {
    expect(PLANS.map((p) => [p.id, p.priceCents, p.maxSavedRecipes, p.maxCookbooks])).toEqual([
      ["free", 0, 20, 2],
      ["premium", 1299, 200, 10],
      ["ultimate", 2499, UNLIMITED, UNLIMITED],
    ]);
  });

  it("marks only premium as most popular and gives paid plans a 7-day trial", () => {
    expect(PLANS.filter((p) => p.isPopular).map((p) => p.id)).toEqual(["premium"]);
    expect(PLANS.map((p) => p.trialDays)).toEqual([0, 7, 7]);
  });

  it.each([
    ["free", "cookbooks", 1, true],
    ["free", "cookbooks", 2, false],
    ["free", "savedRecipes", 19, true],
    ["free", "savedRecipes", 20, false],
    ["premium", "cookbooks", 9, true],
    ["premium", "cookbooks", 10, false],
    ["premium", "savedRecipes", 199, true],
    ["premium", "savedRecipes", 200, false],
    ["ultimate", "cookbooks", 10_000, true],
    ["ultimate", "savedRecipes", 1_000_000, true],
  ] as const)("%s with %s at %i may add one more: %s", (plan, kind, current, expected) => {
    expect(isWithinLimit(plan, kind, current)).toBe(expected);
  });

  // Reading each user's own plan from the database is tested in tests/integration/user-plan.test.ts.
  it("gives each plan its own limits, not the free plan's", () => {
    expect(limitFor("free", "savedRecipes")).toBe(20);
    expect(limitFor("premium", "savedRecipes")).toBe(200);
    expect(limitFor("premium", "cookbooks")).toBe(10);
    expect(limitFor("ultimate", "cookbooks")).toBe(UNLIMITED);
  });

  it.each([
    ["free", "recipeScaling", true],
    ["free", "mealPlanning", true],
    ["free", "aiRecipeGeneration", false],
    ["free", "shoppingLists", false],
    ["premium", "aiRecipeGeneration", true],
    ["premium", "aiNutritionFacts", true],
    ["premium", "shoppingLists", true],
    ["premium", "aiVoiceCompanion", false],
    ["premium", "cookbookExports", false],
    ["ultimate", "aiVoiceCompanion", true],
    ["ultimate", "cookbookExports", true],
  ] as const)("%s has %s: %s", (plan, feature, expected) => {
    expect(hasFeature(plan, feature)).toBe(expected);
  });

  it("keeps the comparison table in line with the entitlements", () => {
    for (const plan of PLANS) {
      for (const feature of [
        "aiRecipeGeneration",
        "aiNutritionFacts",
        "shoppingLists",
        "aiVoiceCompanion",
        "cookbookExports",
      ] as const) {
        expect(Boolean(plan.comparisonFeatures[feature]), `${plan.id} ${feature}`).toBe(plan.entitlements.includes(feature));
      }
    }
  });

  it("refuses unknown plan ids and formats prices", () => {
    expect(() => getPlan("gold" as "free")).toThrow("Unknown plan");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(1299)).toBe("$12.99");
    expect(formatPrice(2499)).toBe("$24.99");
    expect(formatPrice(1000)).toBe("$10");
  });
});

describe("plan questions asked by the UI", () => {
  it.each([
    ["free", false],
    ["premium", true],
    ["ultimate", true],
  ] as const)("%s is paid: %s", (plan, expected) => {
    expect(isPaidPlan(plan)).toBe(expected);
  });

  it.each([
    ["free", ["premium", "ultimate"]],
    ["premium", ["ultimate"]],
    ["ultimate", []],
  ] as const)("%s can move up to %j", (plan, expected) => {
    expect(higherPlans(plan).map((p) => p.id)).toEqual(expected);
  });

  it.each([
    ["free", true],
    ["premium", true],
    ["ultimate", false],
  ] as const)("%s can upgrade: %s", (plan, expected) => {
    expect(canUpgrade(plan)).toBe(expected);
  });
});
