import { describe, expect, it } from "vitest";
import { hasFeature, PLAN_IDS, PLANS, type Feature, type PlanId } from "./plans";

/**
 * The spec's plan table (section 6), copied by hand: every feature × plan. "Basic" meal planning on
 * free counts as having the feature (the spec lists it as included, in a basic form).
 */
const SPEC_TABLE: Record<Feature, Record<PlanId, boolean>> = {
  recipeScaling: { free: true, premium: true, ultimate: true },
  mealPlanning: { free: true, premium: true, ultimate: true },
  aiRecipeGeneration: { free: false, premium: true, ultimate: true },
  aiNutritionFacts: { free: false, premium: true, ultimate: true },
  shoppingLists: { free: false, premium: true, ultimate: true },
  aiVoiceCompanion: { free: false, premium: false, ultimate: true },
  cookbookExports: { free: false, premium: false, ultimate: true },
};

const SPEC_LIMITS: Record<PlanId, { priceCents: number; saved: number; cookbooks: number }> = {
  free: { priceCents: 0, saved: 20, cookbooks: 2 },
  premium: { priceCents: 1299, saved: 200, cookbooks: 10 },
  ultimate: { priceCents: 2499, saved: -1, cookbooks: -1 },
};

describe("the entitlement table matches the spec's plan table", () => {
  const cells = (Object.keys(SPEC_TABLE) as Feature[]).flatMap((feature) =>
    PLAN_IDS.map((plan) => [feature, plan, SPEC_TABLE[feature][plan]] as const),
  );

  it("covers all 7 features × 3 plans", () => {
    expect(cells).toHaveLength(21);
    const declared = new Set(PLANS.flatMap((p) => p.entitlements));
    for (const feature of declared) expect(Object.keys(SPEC_TABLE)).toContain(feature);
  });

  it.each(cells)("%s on %s: %s", (feature, plan, expected) => {
    expect(hasFeature(plan, feature)).toBe(expected);
  });

  it.each(PLAN_IDS)("%s has the spec's price and limits", (plan) => {
    const p = PLANS.find((x) => x.id === plan);
    expect({ priceCents: p?.priceCents, saved: p?.maxSavedRecipes, cookbooks: p?.maxCookbooks }).toEqual(SPEC_LIMITS[plan]);
  });
});
