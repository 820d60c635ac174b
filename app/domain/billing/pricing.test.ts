import { describe, expect, it } from "vitest";
import { afterSignup, pricingAction, type PricingViewer } from "./pricing";
import type { SubscriptionSummary } from "./subscription";

function viewer(summary: Partial<SubscriptionSummary>, trialAvailable = false): PricingViewer {
  return {
    trialAvailable,
    summary: {
      phase: "free",
      planId: "free",
      trialDaysLeft: null,
      trialEndsAt: null,
      periodEndsAt: null,
      notice: null,
      ...summary,
    },
  };
}

describe("pricingAction", () => {
  it("sends a visitor to sign-up, carrying the paid plan", () => {
    expect(pricingAction("free", null)).toEqual({ kind: "link", to: "/signup", label: "Get started free" });
    expect(pricingAction("premium", null)).toEqual({ kind: "link", to: "/signup?plan=premium", label: "Start Premium trial" });
  });

  it("offers a free user the trial once, then an upgrade", () => {
    expect(pricingAction("ultimate", viewer({}, true))).toEqual({
      kind: "link",
      to: "/app/checkout?plan=ultimate",
      label: "Start 7-day free trial",
    });
    expect(pricingAction("ultimate", viewer({}, false))).toMatchObject({ label: "Upgrade to Ultimate" });
    expect(pricingAction("free", viewer({}))).toEqual({ kind: "current", label: "Your plan", link: null });
  });

  it("marks the plan in trial with the days left and offers to keep it", () => {
    const trial = viewer({ phase: "trial", planId: "premium", trialDaysLeft: 1 });
    expect(pricingAction("premium", trial)).toEqual({
      kind: "current",
      label: "Your plan · Trial: 1 day left",
      link: { to: "/app/checkout?plan=premium", label: "Keep Premium" },
    });
    expect(pricingAction("ultimate", trial)).toMatchObject({ label: "Upgrade to Ultimate" });
  });

  it("lets a paying user switch down, manage or go back to free", () => {
    const ultimate = viewer({ phase: "active", planId: "ultimate" });
    expect(pricingAction("premium", ultimate)).toMatchObject({ to: "/app/checkout?plan=premium", label: "Switch to Premium" });
    expect(pricingAction("ultimate", ultimate)).toMatchObject({ kind: "current", link: { label: "Manage plan" } });
    expect(pricingAction("free", ultimate)).toMatchObject({ to: "/app/settings?tab=billing", label: "Switch to Free" });
  });
});

describe("afterSignup", () => {
  it("carries a paid plan to its checkout and ignores anything else", () => {
    expect(afterSignup("premium")).toBe("/app/checkout?plan=premium");
    expect(afterSignup("free")).toBe("/app/dashboard");
    expect(afterSignup("gold")).toBe("/app/dashboard");
    expect(afterSignup(null)).toBe("/app/dashboard");
  });
});
