/**
 * Checkout by configuration: the demo provider confirms the plan at once through the same records a
 * real provider uses; Stripe sends the user to Stripe Checkout and the webhook applies the result.
 */
import { redirect } from "react-router";
import { fail, type Outcome } from "~/domain/outcome";
import { isPaidPlan, type PlanId } from "~/domain/plans";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { BILLING_SETTINGS } from "~/domain/billing/pricing";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { flashHeader } from "../flash.server";
import { confirmDemoCheckout } from "./subscriptions.server";

export type BillingProvider = "demo" | "stripe" | "none";

export function billingProvider(): BillingProvider {
  return env().BILLING_PROVIDER;
}

/** Confirms a checkout of `planId` (already validated as a paid plan) and answers where to go next. */
export async function checkout(db: Db, user: SessionUser, planId: PlanId): Promise<Outcome<Response>> {
  const provider = billingProvider();
  if (provider === "none" || !isPaidPlan(planId)) return fail(404, SUBSCRIPTION_MESSAGES.upgradeFailed);
  if (provider === "stripe") {
    const { startStripeCheckout } = await import("./stripe.server");
    return startStripeCheckout(db, user, planId);
  }
  const outcome = await confirmDemoCheckout(db, user.id, planId);
  if (!outcome.ok) return outcome;
  const message = outcome.message ?? SUBSCRIPTION_MESSAGES.upgraded;
  return { ok: true, value: redirect(BILLING_SETTINGS, { headers: { "Set-Cookie": await flashHeader(message) } }) };
}
