/**
 * What each pricing card offers the person looking at it: a visitor signs up (carrying the plan to
 * its checkout), a signed-in user sees which plan is theirs and can start a trial, upgrade, switch
 * or manage (cancel) it. Pure, so the rules are unit-tested; the card only renders the answer.
 */
import { getPlan, isPaidPlan, isPlanId, type PlanId } from "../plans";
import { planRank, TRIAL_DAYS, type SubscriptionPhase, type SubscriptionSummary } from "./subscription";
import { BILLING_SETTINGS, daysLeft } from "./sidebar-billing";

export { BILLING_SETTINGS, daysLeft, type SidebarBilling } from "./sidebar-billing";

export type CardAction =
  { kind: "link"; to: string; label: string } | { kind: "current"; label: string; link: { to: string; label: string } | null };

export interface PricingViewer {
  summary: SubscriptionSummary;
  trialAvailable: boolean;
}

export function checkoutPath(planId: PlanId): string {
  return `/app/checkout?plan=${planId}`;
}

/** `signupOpen` false (SIGNUP=invite|closed): a visitor is offered the log-in, never a sign-up. */
export function pricingAction(planId: PlanId, viewer: PricingViewer | null, signupOpen = true): CardAction {
  const plan = getPlan(planId);
  if (!viewer) {
    if (!signupOpen) return { kind: "link", to: `/login?redirectTo=${encodeURIComponent("/pricing")}`, label: "Log in" };
    return !isPaidPlan(planId)
      ? { kind: "link", to: "/signup", label: "Get started free" }
      : { kind: "link", to: `/signup?plan=${planId}`, label: `Start ${plan.name} trial` };
  }
  const { summary } = viewer;
  if (summary.planId === planId) {
    if (summary.phase === "trial") {
      return {
        kind: "current",
        label: `Your plan · Trial: ${daysLeft(summary.trialDaysLeft)}`,
        link: { to: checkoutPath(planId), label: `Keep ${plan.name}` },
      };
    }
    if (!isPaidPlan(planId)) return { kind: "current", label: "Your plan", link: null };
    return { kind: "current", label: "Your plan", link: { to: BILLING_SETTINGS, label: "Manage plan" } };
  }
  if (!isPaidPlan(planId)) {
    // Going back to free is cancelling; the plan runs to the end of the paid period.
    return summary.phase === "cancelling"
      ? { kind: "link", to: BILLING_SETTINGS, label: "Manage plan" }
      : { kind: "link", to: BILLING_SETTINGS, label: "Switch to Free" };
  }
  if (!isPaidPlan(summary.planId) && viewer.trialAvailable) {
    return { kind: "link", to: checkoutPath(planId), label: `Start ${TRIAL_DAYS}-day free trial` };
  }
  const verb = planRank(planId) > planRank(summary.planId) ? "Upgrade to" : "Switch to";
  return { kind: "link", to: checkoutPath(planId), label: `${verb} ${plan.name}` };
}

/** Where sign-up goes next: straight to the chosen paid plan's checkout, else the dashboard. */
export function afterSignup(plan: unknown): string {
  return isPlanId(plan) && plan !== "free" ? checkoutPath(plan) : "/app/dashboard";
}

/** What the settings' Plan & billing tab shows (dates as ISO strings, ready for the browser). */
export interface BillingTabData {
  enabled: boolean;
  /** BILLING_PROVIDER=stripe: the subscription is changed in Stripe's portal, not here. */
  stripeManaged: boolean;
  stripePortal: boolean;
  phase: SubscriptionPhase;
  planId: PlanId;
  trialDaysLeft: number | null;
  periodEndsAt: string | null;
  notice: string | null;
  history: { kind: string; fromPlanId: PlanId | null; toPlanId: PlanId; at: string }[];
  /** A plan the site's admins granted, in force now, and when it ends (null: no end). */
  grant: { planId: PlanId; endsAt: string | null } | null;
}
