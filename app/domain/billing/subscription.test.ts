import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_MESSAGES } from "../messages/subscription";
import {
  addMonth,
  cancel,
  canStartTrial,
  confirmCheckout,
  effectivePlan,
  mapProviderStatus,
  providerUpdate,
  nextRenewal,
  paymentFailed,
  planSource,
  resume,
  summarize,
  trialDaysLeft,
  trialNotice,
  formatDayMonth,
  type SubscriptionRecord,
} from "./subscription";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-23T10:00:00Z");
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

function record(overrides: Partial<SubscriptionRecord>): SubscriptionRecord {
  return {
    planId: "premium",
    status: "active",
    trialEndsAt: null,
    currentPeriodEnd: at(20),
    cancelAtPeriodEnd: false,
    trialStartedAt: null,
    ...overrides,
  };
}

describe("effectivePlan", () => {
  it("is free without records, or the floor an operator granted", () => {
    expect(effectivePlan([], NOW)).toBe("free");
    expect(effectivePlan([], NOW, "ultimate")).toBe("ultimate");
  });

  it("gives the plan during a trial and free once the trial ended", () => {
    const trial = record({ status: "trialing", trialEndsAt: at(2), trialStartedAt: at(-5) });
    expect(effectivePlan([trial], NOW)).toBe("premium");
    expect(effectivePlan([trial], at(2))).toBe("free");
    expect(effectivePlan([trial], at(3))).toBe("free");
  });

  it("keeps an active renewing plan, even past a stale period end", () => {
    expect(effectivePlan([record({})], NOW)).toBe("premium");
    expect(effectivePlan([record({})], at(40))).toBe("premium");
  });

  it("keeps a cancelled plan until the period end, then free", () => {
    const cancelled = record({ cancelAtPeriodEnd: true });
    expect(effectivePlan([cancelled], at(19))).toBe("premium");
    expect(effectivePlan([cancelled], at(20))).toBe("free");
  });

  it("drops to free at once when a payment failed (no grace period)", () => {
    expect(effectivePlan([record({ status: "past_due" })], NOW)).toBe("free");
  });

  it("is free for an ended (canceled) subscription", () => {
    expect(effectivePlan([record({ status: "canceled", planId: "ultimate" })], NOW)).toBe("free");
  });

  it("takes the highest plan among records and never goes below the floor", () => {
    expect(effectivePlan([record({ planId: "premium" }), record({ planId: "ultimate" })], NOW)).toBe("ultimate");
    expect(effectivePlan([record({ planId: "premium" })], NOW, "ultimate")).toBe("ultimate");
    expect(effectivePlan([record({ planId: "ultimate" })], NOW, "premium")).toBe("ultimate");
  });
});

describe("planSource", () => {
  it("names what gives the plan effectivePlan gives: the subscription, the trial, the grant or the site's default", () => {
    expect(planSource(null, NOW, "free", "free")).toBeNull();
    expect(planSource(record({}), NOW, "free", "free")).toBe("paid");
    expect(planSource(record({ status: "trialing", trialEndsAt: at(2) }), NOW, "free", "free")).toBe("trial");
    expect(planSource(null, NOW, "premium", "premium")).toBe("granted");
    // BILLING_PROVIDER=none raised the floor above the grant.
    expect(planSource(null, NOW, "free", "premium")).toBe("site default");
    expect(planSource(null, NOW, "premium", "ultimate")).toBe("site default");
  });

  it("names the higher of a subscription and a grant, and the subscription when they give the same plan", () => {
    expect(planSource(record({ planId: "premium" }), NOW, "ultimate", "ultimate")).toBe("granted");
    expect(planSource(record({ planId: "ultimate" }), NOW, "premium", "premium")).toBe("paid");
    expect(planSource(record({ planId: "premium" }), NOW, "premium", "premium")).toBe("paid");
  });

  it("does not name a subscription that no longer gives its plan", () => {
    expect(planSource(record({ status: "past_due" }), NOW, "free", "free")).toBeNull();
    expect(planSource(record({ status: "trialing", trialEndsAt: at(-1) }), NOW, "premium", "premium")).toBe("granted");
    expect(planSource(record({ cancelAtPeriodEnd: true }), at(21), "free", "free")).toBeNull();
  });
});

describe("trial", () => {
  it("is once per account, not once per plan", () => {
    expect(canStartTrial(null)).toBe(true);
    const used = record({ planId: "premium", status: "canceled", trialStartedAt: at(-30) });
    expect(canStartTrial(used)).toBe(false);
    const checkout = confirmCheckout(used, "ultimate", NOW);
    expect(checkout.ok && checkout.kind).toBe("upgraded");
    expect(checkout.ok && checkout.record.status).toBe("active");
  });

  it("counts whole days left, rounded up", () => {
    const trial = record({ status: "trialing", trialEndsAt: at(7), trialStartedAt: NOW });
    expect(trialDaysLeft(trial, NOW)).toBe(7);
    expect(trialDaysLeft(trial, at(4.5))).toBe(3);
    expect(trialDaysLeft(trial, at(7))).toBeNull();
    expect(trialDaysLeft(record({}), NOW)).toBeNull();
  });

  it("shows the ending notice from three days before the end, and the ended notice afterwards", () => {
    const trial = record({ status: "trialing", trialEndsAt: at(7), trialStartedAt: NOW });
    expect(trialNotice(trial, at(3.9))).toBeNull();
    expect(trialNotice(trial, at(4))).toEqual({ kind: "ending", message: SUBSCRIPTION_MESSAGES.trialEndingSoon });
    expect(trialNotice(trial, at(4.5))?.message).toBe(
      "Your free trial ends in 3 days. Upgrade to continue enjoying premium features.",
    );
    // The last day's notice says what the sidebar says: 1 day, not 3.
    expect(trialNotice(trial, at(6.9))?.message).toBe(
      "Your free trial ends in 1 day. Upgrade to continue enjoying premium features.",
    );
    expect(trialNotice(trial, at(7))).toEqual({ kind: "ended", message: SUBSCRIPTION_MESSAGES.trialEnded });
    expect(trialNotice(trial, at(8))?.message).toBe("Your free trial has ended. Upgrade to continue using premium features.");
  });

  describe("the banner and the sidebar count the same days left at every point of the trial", () => {
    const trial = record({ status: "trialing", trialEndsAt: at(7), trialStartedAt: NOW });
    const bannerDays = (when: Date) => {
      const message = summarize(trial, when).notice?.message ?? "";
      const days = /ends in (\d+) days?\./.exec(message);
      return days ? Number(days[1]) : null;
    };
    it.each([
      ["just started", 0, 7, null],
      ["a minute in", 1 / 1440, 7, null],
      ["mid-day on day one", 0.5, 7, null],
      ["mid-day, four days in", 3.5, 4, null],
      ["three days before the end", 4, 3, 3],
      ["mid-day, two and a half days left", 4.5, 3, 3],
      ["a day and a half left", 5.5, 2, 2],
      ["the last day begins", 6, 1, 1],
      ["the last day, mid-day", 6.5, 1, 1],
      ["a minute before the end", 7 - 1 / 1440, 1, 1],
    ])("%s", (_name, day, sidebar, banner) => {
      expect(summarize(trial, at(day)).trialDaysLeft).toBe(sidebar);
      expect(bannerDays(at(day))).toBe(banner);
    });
    it("expired: neither counts days, the banner says it has ended", () => {
      expect(summarize(trial, at(7)).trialDaysLeft).toBeNull();
      expect(summarize(trial, at(7)).notice?.message).toBe(SUBSCRIPTION_MESSAGES.trialEnded);
    });
    it("every hour of the trial agrees", () => {
      for (let hour = 0; hour < 7 * 24; hour++) {
        const when = at(hour / 24 + 0.01);
        const banner = bannerDays(when);
        if (banner !== null) expect(banner).toBe(summarize(trial, when).trialDaysLeft);
      }
    });
  });

  it("names the day a cancelled plan ends as the sidebar shows it", () => {
    expect(formatDayMonth(new Date("2026-12-04T09:00:00Z"))).toBe("4 December");
    expect(formatDayMonth(new Date("2026-12-04T23:30:00Z"))).toBe("4 December");
  });

  it("shows no trial notice once the trial was paid for", () => {
    const paid = confirmCheckout(record({ status: "trialing", trialEndsAt: at(2), trialStartedAt: at(-5) }), "premium", NOW);
    expect(paid.ok && trialNotice(paid.record, at(5))).toBeNull();
  });
});

describe("transitions", () => {
  it("starts the 7-day trial on the first checkout", () => {
    const t = confirmCheckout(null, "premium", NOW);
    expect(t).toMatchObject({ ok: true, kind: "trial_started", message: "Your 7-day free trial of Premium has started!" });
    expect(t.ok && t.record).toMatchObject({ status: "trialing", trialEndsAt: at(7), trialStartedAt: NOW, planId: "premium" });
  });

  it("converts a running trial into a paid month with the spec's upgrade message", () => {
    const trial = record({ status: "trialing", trialEndsAt: at(3), trialStartedAt: at(-4) });
    const t = confirmCheckout(trial, "premium", NOW);
    expect(t).toMatchObject({ ok: true, kind: "upgraded", message: "Subscription upgraded successfully! Welcome to Premium!" });
    expect(t.ok && t.record).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-12-23T10:00:00Z") });
  });

  it("switches an active plan and keeps its period", () => {
    const active = record({ planId: "premium" });
    const up = confirmCheckout(active, "ultimate", NOW);
    expect(up).toMatchObject({ ok: true, kind: "upgraded", message: "Subscription upgraded successfully! Welcome to Ultimate!" });
    expect(up.ok && up.record.currentPeriodEnd).toEqual(at(20));
    const down = confirmCheckout(record({ planId: "ultimate" }), "premium", NOW);
    expect(down).toMatchObject({ ok: true, kind: "switched" });
  });

  it("refuses checking out free or the plan already held", () => {
    expect(confirmCheckout(null, "free", NOW)).toMatchObject({ ok: false, status: 400 });
    expect(confirmCheckout(record({}), "premium", NOW)).toMatchObject({ ok: false, status: 409 });
  });

  it("cancels to the period end and resumes before it", () => {
    const c = cancel(record({}), NOW);
    expect(c).toMatchObject({ ok: true, kind: "cancelled" });
    if (!c.ok) throw new Error("cancel failed");
    expect(c.message).toBe("Your subscription has been cancelled. You keep Premium until December 13, 2026.");
    expect(cancel(c.record, NOW)).toMatchObject({ ok: false, message: SUBSCRIPTION_MESSAGES.cancelFailed });
    expect(resume(c.record, NOW)).toMatchObject({ ok: true, kind: "resumed", record: { cancelAtPeriodEnd: false } });
    expect(resume(c.record, at(21))).toMatchObject({ ok: false });
    expect(resume(record({}), NOW)).toMatchObject({ ok: false });
    expect(cancel(null, NOW)).toMatchObject({ ok: false });
  });

  it("marks a failed payment past_due", () => {
    expect(paymentFailed(record({}))).toMatchObject({
      ok: true,
      record: { status: "past_due" },
      message: SUBSCRIPTION_MESSAGES.paymentFailed,
    });
  });
});

describe("periods and summaries", () => {
  it("adds a calendar month, clamping to the month's last day", () => {
    expect(addMonth(new Date("2026-01-31T00:00:00Z"))).toEqual(new Date("2026-02-28T00:00:00Z"));
    expect(addMonth(new Date("2026-12-15T08:00:00Z"))).toEqual(new Date("2027-01-15T08:00:00Z"));
    expect(nextRenewal(at(-1), NOW)).toEqual(addMonth(at(-1)));
  });

  it("summarizes a trial, a cancelling plan, a failed payment and free", () => {
    const trial = record({ status: "trialing", trialEndsAt: at(5), trialStartedAt: at(-2) });
    expect(summarize(trial, NOW)).toMatchObject({ phase: "trial", planId: "premium", trialDaysLeft: 5, trialEndsAt: at(5) });
    expect(summarize(record({ cancelAtPeriodEnd: true }), NOW)).toMatchObject({ phase: "cancelling", periodEndsAt: at(20) });
    expect(summarize(record({ status: "past_due" }), NOW)).toMatchObject({ phase: "past_due", planId: "free" });
    expect(summarize(null, NOW)).toMatchObject({ phase: "free", planId: "free", notice: null });
    expect(summarize(trial, at(6))).toMatchObject({ phase: "free", notice: { kind: "ended" } });
  });
});

describe("provider updates", () => {
  const incoming = {
    planId: "premium" as const,
    status: "trialing" as const,
    trialEndsAt: at(7),
    currentPeriodEnd: at(7),
    cancelAtPeriodEnd: false,
  };

  it("maps Stripe's statuses to Simmer's four", () => {
    expect(
      ["trialing", "active", "past_due", "unpaid", "incomplete", "canceled", "incomplete_expired", "paused"].map(
        mapProviderStatus,
      ),
    ).toEqual(["trialing", "active", "past_due", "past_due", "past_due", "canceled", "canceled", "canceled"]);
  });

  it("names each change for the history", () => {
    const trial = providerUpdate(null, incoming, NOW);
    expect(trial).toMatchObject({ ok: true, kind: "trial_started", record: { trialStartedAt: NOW } });
    if (!trial.ok) throw new Error("unexpected");
    const paid = providerUpdate(trial.record, { ...incoming, status: "active", currentPeriodEnd: at(37) }, at(7));
    expect(paid).toMatchObject({ kind: "upgraded", record: { trialStartedAt: NOW } });
    if (!paid.ok) throw new Error("unexpected");
    expect(providerUpdate(paid.record, { ...incoming, status: "active", currentPeriodEnd: at(67) }, at(37))).toMatchObject({
      kind: "payment_succeeded",
    });
    expect(providerUpdate(paid.record, { ...incoming, status: "active", planId: "ultimate" }, at(8))).toMatchObject({
      kind: "upgraded",
    });
    expect(providerUpdate(paid.record, { ...incoming, status: "active", cancelAtPeriodEnd: true }, at(8))).toMatchObject({
      kind: "cancelled",
    });
    expect(providerUpdate(paid.record, { ...incoming, status: "past_due" }, at(8))).toMatchObject({ kind: "payment_failed" });
    expect(providerUpdate(paid.record, { ...incoming, status: "canceled" }, at(8))).toMatchObject({ kind: "expired" });
  });
});
