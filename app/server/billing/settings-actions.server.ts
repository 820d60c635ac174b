/**
 * The Plan & billing tab's actions (cancel, resume, Stripe portal) and its data. Every one acts on the
 * signed-in user's own subscription only: the user id comes from the session, never from the form.
 */
import { redirect } from "react-router";
import { fail, type FailureStatus } from "~/domain/outcome";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { BILLING_SETTINGS, checkoutPath, type BillingTabData, type SidebarBilling } from "~/domain/billing/pricing";
import { getPlan, isPaidPlan } from "~/domain/plans";
import { formatDay, formatDayMonth } from "~/domain/billing/subscription";
import type { BillingIntent } from "~/domain/validation/billing";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "../db/client.server";
import { flashHeader } from "../flash.server";
import { billingProvider } from "./checkout.server";
import {
  accountSummary,
  billingOverview,
  cancelSubscription,
  grantOf,
  resumeSubscription,
  type AccountRead,
} from "./subscriptions.server";

export async function billingTabData(db: Db, userId: string): Promise<BillingTabData> {
  const [{ summary, history, provider, hasProviderCustomer }, grant] = await Promise.all([
    billingOverview(db, userId),
    grantOf(db, userId),
  ]);
  const configured = billingProvider();
  return {
    enabled: configured !== "none",
    stripeManaged: configured === "stripe",
    stripePortal: configured === "stripe" && provider === "stripe" && hasProviderCustomer,
    phase: summary.phase,
    planId: summary.planId,
    trialDaysLeft: summary.trialDaysLeft,
    periodEndsAt: summary.periodEndsAt?.toISOString() ?? null,
    notice: configured === "none" ? null : (summary.notice?.message ?? null),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    grant: grant ? { planId: grant.planId, endsAt: grant.endsAt?.toISOString() ?? null } : null,
  };
}

export type BillingReply = { ok: false; status: FailureStatus; message: string };

/** Cancel or resume (demo), or the Stripe portal: a redirect on success, a 4xx reply otherwise. */
export async function billingAction(db: Db, user: SessionUser, intent: BillingIntent): Promise<Response | BillingReply> {
  const provider = billingProvider();
  if (provider === "none") return fail(404, SUBSCRIPTION_MESSAGES.featureUnavailable);
  if (provider === "stripe") {
    // Stripe keeps its own subscription: cancelling, resuming and payment details happen in its portal,
    // and its webhook brings the result back.
    const { stripePortalUrl } = await import("./stripe.server");
    const url = await stripePortalUrl(db, user.id);
    return url ? redirect(url) : fail(404, SUBSCRIPTION_MESSAGES.featureUnavailable);
  }
  if (intent === "billing-portal") return fail(404, SUBSCRIPTION_MESSAGES.featureUnavailable);
  const outcome =
    intent === "cancel-subscription" ? await cancelSubscription(db, user.id) : await resumeSubscription(db, user.id);
  if (!outcome.ok) return outcome;
  const message = outcome.message ?? SUBSCRIPTION_MESSAGES.cancelled;
  return redirect(BILLING_SETTINGS, { headers: { "Set-Cookie": await flashHeader(message) } });
}

/** The sidebar's Go Premium card while trialling, and the trial notice above every /app page. */
export async function sidebarBilling(db: Db, userId: string, account?: AccountRead | null): Promise<SidebarBilling> {
  if (billingProvider() === "none") return { enabled: false, trial: null, ending: null, notice: null };
  const { summary, record } = await accountSummary(db, userId, account);
  const trial =
    summary.phase === "trial"
      ? {
          planName: getPlan(summary.planId).name,
          daysLeft: summary.trialDaysLeft ?? 0,
          endsOn: formatDay(summary.trialEndsAt),
          keepPath: checkoutPath(summary.planId),
        }
      : null;
  // Cancelled (a trial or a paid month): the plan runs to its end, and the cook may resume it.
  const ending =
    summary.phase === "cancelling" && summary.periodEndsAt
      ? { planName: getPlan(summary.planId).name, until: formatDayMonth(summary.periodEndsAt) }
      : null;
  const notice =
    summary.phase === "past_due"
      ? { message: SUBSCRIPTION_MESSAGES.paymentFailed, to: BILLING_SETTINGS, action: "Check payment" }
      : summary.notice && {
          message: summary.notice.message,
          to: record ? checkoutPath(isPaidPlan(record.planId) ? record.planId : "premium") : "/pricing",
          action: "Upgrade now",
        };
  return { enabled: true, trial, ending, notice };
}
