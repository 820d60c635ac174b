import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { isEntitled, requireFeature } from "./entitlements.server";

async function thrown(fn: () => void): Promise<{ status: number; data: unknown } | null> {
  try {
    fn();
    return null;
  } catch (error) {
    return { status: (error as { init?: { status?: number } }).init?.status ?? 0, data: (error as { data: unknown }).data };
  }
}

describe("requireFeature", () => {
  it("answers 403 with the spec's message when the plan lacks the feature", async () => {
    const refusal = await thrown(() => requireFeature({ planId: "free" }, "shoppingLists"));
    expect(refusal).toEqual({
      status: 403,
      data: { ok: false, status: 403, message: "This feature is not available in your current plan." },
    });
    expect((await thrown(() => requireFeature({ planId: "premium" }, "cookbookExports")))?.status).toBe(403);
    expect(SUBSCRIPTION_MESSAGES.featureUnavailable).toBe("This feature is not available in your current plan.");
  });

  it("lets an entitled plan through", async () => {
    expect(await thrown(() => requireFeature({ planId: "premium" }, "shoppingLists"))).toBeNull();
    expect(await thrown(() => requireFeature({ planId: "ultimate" }, "aiVoiceCompanion"))).toBeNull();
  });

  it("treats a visitor as not entitled", () => {
    expect(isEntitled(null, "recipeScaling")).toBe(false);
    expect(isEntitled({ planId: "premium" }, "aiNutritionFacts")).toBe(true);
  });
});
