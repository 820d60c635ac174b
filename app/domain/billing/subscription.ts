/**
 * Subscriptions as pure rules: which plan a set of subscription records entitles at a given moment,
 * what the trial notice says, and how each transition changes a record. No I/O and no clock: every
 * function takes `now`, so tests inject the time.
 *
 * Grace rule (decided here, explained in docs/decisions/012): a failed payment (status past_due)
 * ends the paid plan at once, with no grace period; the data stays and the plan returns as soon as a
 * payment succeeds. A cancelled subscription keeps its plan until the end of the period already paid.
 */
import { getPlan, isPaidPlan, PLAN_IDS, type PlanId } from "../plans";
import { SUBSCRIPTION_MESSAGES } from "../messages/subscription";
import { plural } from "../plural";

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionRecord {
  planId: PlanId;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When this account's one free trial began (kept after the trial ends: one trial per account). */
  trialStartedAt: Date | null;
}

export const TRIAL_DAYS = 7;
export const TRIAL_NOTICE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Higher plans rank higher: free < premium < ultimate. */
export function planRank(planId: PlanId): number {
  return PLAN_IDS.indexOf(planId);
}

function higher(a: PlanId, b: PlanId): PlanId {
  return planRank(a) >= planRank(b) ? a : b;
}

/** Whether this record gives its plan at `now`. */
export function entitles(record: SubscriptionRecord, now: Date): boolean {
  switch (record.status) {
    case "trialing":
      return record.trialEndsAt !== null && record.trialEndsAt > now;
    case "active":
      // A renewing subscription stays in force until the provider says otherwise; a cancelled one
      // runs to the end of the period already paid.
      if (!record.cancelAtPeriodEnd) return true;
      return record.currentPeriodEnd !== null && record.currentPeriodEnd > now;
    case "past_due":
    case "canceled":
      return false;
  }
}

/**
 * The plan that counts at `now`: the highest plan any record entitles, never below `floor` (the plan
 * an operator granted, or DEFAULT_PLAN when billing is off).
 */
export function effectivePlan(records: readonly SubscriptionRecord[], now: Date, floor: PlanId = "free"): PlanId {
  let plan = floor;
  for (const record of records) if (entitles(record, now)) plan = higher(plan, record.planId);
  return plan;
}

/**
 * Where the plan `effectivePlan` gives at `now` comes from (the admin's user list says it beside the
 * plan): the subscription record ("paid", or "trial" while trialling) when it gives that plan, else the
 * operator's grant, else the site's default plan (BILLING_PROVIDER=none lifts `floor` above the
 * grant); null for Free from nothing. A subscription that gives the same plan as a grant is named:
 * that is what the cook pays for.
 */
export type PlanSource = "paid" | "trial" | "granted" | "site default";

export function planSource(record: SubscriptionRecord | null, now: Date, granted: PlanId, floor: PlanId): PlanSource | null {
  const plan = effectivePlan(record ? [record] : [], now, floor);
  if (record && entitles(record, now) && record.planId === plan) return record.status === "trialing" ? "trial" : "paid";
  if (plan === "free") return null;
  return granted === plan ? "granted" : "site default";
}

/** One free trial per account, whichever plan it was for. */
export function canStartTrial(record: SubscriptionRecord | null): boolean {
  return !record?.trialStartedAt;
}

/**
 * Whole days left in a running trial, rounded up ("Trial: 3 days left"); null when not trialling.
 * The one count of days left: the sidebar, the settings and pricing pages and the trial banner all
 * read it, so they agree at every moment (7 just after the start, 1 all through the last day).
 */
export function trialDaysLeft(record: SubscriptionRecord | null, now: Date): number | null {
  if (!record || record.status !== "trialing" || !record.trialEndsAt || record.trialEndsAt <= now) return null;
  return Math.ceil((record.trialEndsAt.getTime() - now.getTime()) / DAY_MS);
}

export type TrialNotice = { kind: "ending" | "ended"; message: string };

/**
 * The spec's two trial notices: "ends in 3 days" from three days before the end, and "has ended"
 * once the trial ran out without a payment (the record is still a trial, so nothing was paid).
 * The ending notice counts the same days as `trialDaysLeft`: the spec's text with 3 days left,
 * the same sentence with 2 and 1, so the banner never says 3 while the sidebar says 1.
 */
export function trialNotice(record: SubscriptionRecord | null, now: Date): TrialNotice | null {
  if (!record || record.status !== "trialing" || !record.trialEndsAt) return null;
  const days = trialDaysLeft(record, now);
  if (days === null) return { kind: "ended", message: SUBSCRIPTION_MESSAGES.trialEnded };
  if (days <= TRIAL_NOTICE_DAYS) return { kind: "ending", message: trialEndingMessage(days) };
  return null;
}

function trialEndingMessage(days: number): string {
  return SUBSCRIPTION_MESSAGES.trialEndingSoon.replace(`in ${TRIAL_NOTICE_DAYS} days`, `in ${plural(days, "day")}`);
}

/** One month on from `start`, on the same day where the month has it (Jan 31 → Feb 28/29). */
export function addMonth(start: Date): Date {
  const next = new Date(start);
  const day = start.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The next renewal of a renewing subscription: its period end rolled forward month by month past `now`. */
export function nextRenewal(periodEnd: Date, now: Date): Date {
  let end = periodEnd;
  while (end <= now) end = addMonth(end);
  return end;
}

export type SubscriptionPhase = "free" | "trial" | "active" | "cancelling" | "past_due";

/** What the settings page and the sidebar show about a user's subscription at `now`. */
export interface SubscriptionSummary {
  phase: SubscriptionPhase;
  planId: PlanId;
  trialDaysLeft: number | null;
  trialEndsAt: Date | null;
  /** The renewal date (active) or the date the plan ends (cancelling or trial). */
  periodEndsAt: Date | null;
  notice: TrialNotice | null;
}

export function summarize(record: SubscriptionRecord | null, now: Date, floor: PlanId = "free"): SubscriptionSummary {
  const planId = effectivePlan(record ? [record] : [], now, floor);
  const notice = trialNotice(record, now);
  const base = { planId, trialDaysLeft: null, trialEndsAt: null, periodEndsAt: null, notice };
  if (!record || !entitles(record, now) || planRank(record.planId) < planRank(floor)) {
    return { ...base, phase: record?.status === "past_due" ? "past_due" : "free" };
  }
  if (record.status === "trialing") {
    return {
      ...base,
      phase: record.cancelAtPeriodEnd ? "cancelling" : "trial",
      trialDaysLeft: trialDaysLeft(record, now),
      trialEndsAt: record.trialEndsAt,
      periodEndsAt: record.trialEndsAt,
    };
  }
  if (record.cancelAtPeriodEnd) return { ...base, phase: "cancelling", periodEndsAt: record.currentPeriodEnd };
  return {
    ...base,
    phase: "active",
    periodEndsAt: record.currentPeriodEnd ? nextRenewal(record.currentPeriodEnd, now) : null,
  };
}

// ---------------------------------------------------------------------------
// Transitions: each takes the current record (or null) and returns the next one, or a refusal.
// ---------------------------------------------------------------------------

export type TransitionKind =
  | "trial_started"
  | "upgraded"
  | "switched"
  | "cancelled"
  | "resumed"
  | "expired"
  | "payment_failed"
  | "payment_succeeded"
  | "granted";

export type Transition =
  | { ok: true; record: SubscriptionRecord; kind: TransitionKind; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

function empty(planId: PlanId): SubscriptionRecord {
  return {
    planId,
    status: "canceled",
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialStartedAt: null,
  };
}

/** The spec's "Welcome to Premium!" message, naming whichever plan it is. */
export function upgradedMessage(planId: PlanId): string {
  return SUBSCRIPTION_MESSAGES.upgraded.replace("Premium", getPlan(planId).name);
}

/**
 * The built-in (demo) checkout confirmed `planId` at `now`: the first paid plan of an account starts
 * with the 7-day trial; a trial converts to a paid month; a paid plan switches and keeps its period;
 * otherwise a paid month starts. Free is not a checkout: going back to free is cancelling.
 */
export function confirmCheckout(current: SubscriptionRecord | null, planId: PlanId, now: Date): Transition {
  if (!isPaidPlan(planId)) return { ok: false, status: 400, message: SUBSCRIPTION_MESSAGES.upgradeFailed };
  const inForce = current !== null && entitles(current, now);
  if (inForce && current.status === "active") {
    if (current.planId === planId) {
      return { ok: false, status: 409, message: `You are already on the ${getPlan(planId).name} plan.` };
    }
    const kind = planRank(planId) > planRank(current.planId) ? "upgraded" : "switched";
    return {
      ok: true,
      kind,
      record: { ...current, planId, cancelAtPeriodEnd: false },
      message: kind === "upgraded" ? upgradedMessage(planId) : `Your plan is now ${getPlan(planId).name}.`,
    };
  }
  if (!inForce && canStartTrial(current)) {
    const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    return {
      ok: true,
      kind: "trial_started",
      record: {
        ...(current ?? empty(planId)),
        planId,
        status: "trialing",
        trialStartedAt: now,
        trialEndsAt,
        currentPeriodEnd: trialEndsAt,
        cancelAtPeriodEnd: false,
      },
      message: trialStartedMessage(planId),
    };
  }
  // A running trial converts to a paid month, as does a fresh purchase after the trial was used.
  return {
    ok: true,
    kind: "upgraded",
    record: {
      ...(current ?? empty(planId)),
      planId,
      status: "active",
      trialEndsAt: null,
      currentPeriodEnd: addMonth(now),
      cancelAtPeriodEnd: false,
    },
    message: upgradedMessage(planId),
  };
}

export function trialStartedMessage(planId: PlanId): string {
  return `Your ${TRIAL_DAYS}-day free trial of ${getPlan(planId).name} has started!`;
}

/** Cancel: the plan stays until the end of the period (or trial) already under way. */
export function cancel(current: SubscriptionRecord | null, now: Date): Transition {
  if (!current || !entitles(current, now) || current.cancelAtPeriodEnd) {
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.cancelFailed };
  }
  return { ok: true, kind: "cancelled", record: { ...current, cancelAtPeriodEnd: true }, message: cancelledMessage(current) };
}

function cancelledMessage(record: SubscriptionRecord): string {
  const end = record.status === "trialing" ? record.trialEndsAt : record.currentPeriodEnd;
  return `${SUBSCRIPTION_MESSAGES.cancelled} You keep ${getPlan(record.planId).name} until ${formatDay(end)}.`;
}

/** Resume a cancelled subscription before its period ends. */
export function resume(current: SubscriptionRecord | null, now: Date): Transition {
  if (!current || !current.cancelAtPeriodEnd || !entitles(current, now)) {
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.resumeFailed };
  }
  return {
    ok: true,
    kind: "resumed",
    record: { ...current, cancelAtPeriodEnd: false },
    message: SUBSCRIPTION_MESSAGES.resumed,
  };
}

/** A payment failed: the paid plan stops at once (no grace), the record waits for a successful payment. */
export function paymentFailed(current: SubscriptionRecord | null): Transition {
  if (!current) return { ok: false, status: 404, message: SUBSCRIPTION_MESSAGES.paymentFailed };
  return {
    ok: true,
    kind: "payment_failed",
    record: { ...current, status: "past_due" },
    message: SUBSCRIPTION_MESSAGES.paymentFailed,
  };
}

/** "December 23, 2026" (UTC, so server and browser agree). */
export function formatDay(date: Date | null): string {
  if (!date) return "the end of the period";
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** "4 December": the day a cancelled plan ends, as the sidebar names it (UTC, like `formatDay`). */
export function formatDayMonth(date: Date): string {
  return date.toLocaleDateString("en-GB", { month: "long", day: "numeric", timeZone: "UTC" });
}

/** A provider's view of a subscription (Stripe's subscription object, already mapped). */
export interface ProviderState {
  planId: PlanId;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Stripe's statuses in Simmer's four: anything unpaid gives no plan. */
export function mapProviderStatus(status: string): SubscriptionStatus {
  if (status === "trialing" || status === "active") return status;
  if (status === "past_due" || status === "unpaid" || status === "incomplete") return "past_due";
  return "canceled";
}

/** The provider says the subscription now looks like `incoming`: take it, and name the change for the history. */
export function providerUpdate(current: SubscriptionRecord | null, incoming: ProviderState, now: Date): Transition {
  const record: SubscriptionRecord = {
    ...incoming,
    trialStartedAt: current?.trialStartedAt ?? (incoming.status === "trialing" ? now : null),
  };
  const wasInForce = current !== null && entitles(current, now);
  let kind: TransitionKind;
  let message: string;
  if (incoming.status === "canceled") [kind, message] = ["expired", "Your subscription has ended."];
  else if (incoming.status === "past_due") [kind, message] = ["payment_failed", SUBSCRIPTION_MESSAGES.paymentFailed];
  else if (!wasInForce && incoming.status === "trialing")
    [kind, message] = ["trial_started", trialStartedMessage(incoming.planId)];
  else if (current && incoming.cancelAtPeriodEnd && !current.cancelAtPeriodEnd)
    [kind, message] = ["cancelled", SUBSCRIPTION_MESSAGES.cancelled];
  else if (current && !incoming.cancelAtPeriodEnd && current.cancelAtPeriodEnd)
    [kind, message] = ["resumed", SUBSCRIPTION_MESSAGES.resumed];
  else if (wasInForce && current.planId !== incoming.planId)
    [kind, message] =
      planRank(incoming.planId) > planRank(current.planId)
        ? ["upgraded", upgradedMessage(incoming.planId)]
        : ["switched", `Your plan is now ${getPlan(incoming.planId).name}.`];
  else if (!wasInForce || current.status === "trialing") [kind, message] = ["upgraded", upgradedMessage(incoming.planId)];
  else [kind, message] = ["payment_succeeded", SUBSCRIPTION_MESSAGES.paymentSucceeded];
  return { ok: true, kind, record, message };
}
