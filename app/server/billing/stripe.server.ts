/**
 * Stripe as the billing provider (BILLING_PROVIDER=stripe), with the official `stripe` library:
 * Checkout in subscription mode (7-day trial for an account that never had one), the customer portal,
 * and the webhook that is the only thing turning Stripe's state into Simmer's subscription records.
 * Each event is applied once: its id goes into processed_webhook_events in the same transaction.
 * Nothing is asked of Stripe while that transaction is open.
 */
import { redirect } from "react-router";
import Stripe from "stripe";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { isPaidPlan, type PlanId } from "~/domain/plans";
import {
  canStartTrial,
  mapProviderStatus,
  paymentFailed,
  providerUpdate,
  TRIAL_DAYS,
  type ProviderState,
} from "~/domain/billing/subscription";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "../db/client.server";
import { processedWebhookEvents, subscriptions } from "../db/schema";
import { env } from "../env.server";
import { eq } from "drizzle-orm";
import { applyTransition, toRecord } from "./subscriptions.server";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<Exclude<PlanId, "free">, string>;
  publicUrl: string;
  /** Test-only: a Stripe API stand-in, e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

export function stripeConfigFromEnv(): StripeConfig {
  const e = env();
  return {
    secretKey: e.STRIPE_SECRET_KEY ?? "",
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
    prices: { premium: e.STRIPE_PRICE_PREMIUM ?? "", ultimate: e.STRIPE_PRICE_ULTIMATE ?? "" },
    publicUrl: e.PUBLIC_URL,
    apiBase: e.STRIPE_API_BASE,
  };
}

export function createStripe(config: StripeConfig): Stripe {
  if (!config.apiBase) return new Stripe(config.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port,
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 0,
  });
}

function planForPrice(config: StripeConfig, priceId: string | undefined): PlanId | null {
  if (priceId === config.prices.premium) return "premium";
  if (priceId === config.prices.ultimate) return "ultimate";
  return null;
}

async function ownRow(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** Starts Stripe Checkout for a paid plan, or sends a current subscriber to the portal to change plan. */
export async function startStripeCheckout(
  db: Db,
  user: SessionUser,
  planId: Exclude<PlanId, "free">,
  config = stripeConfigFromEnv(),
  stripe = createStripe(config),
): Promise<Outcome<Response>> {
  const row = await ownRow(db, user.id);
  if (row?.providerSubscriptionId && row.providerCustomerId && isPaidPlan(user.planId)) {
    const portal = await stripe.billingPortal.sessions.create({
      customer: row.providerCustomerId,
      return_url: `${config.publicUrl}/app/settings?tab=billing`,
    });
    return succeed(redirect(portal.url));
  }
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: config.prices[planId], quantity: 1 }],
    client_reference_id: user.id,
    metadata: { userId: user.id, planId },
    subscription_data: {
      metadata: { userId: user.id },
      ...(canStartTrial(row ? toRecord(row) : null) && { trial_period_days: TRIAL_DAYS }),
    },
    ...(row?.providerCustomerId ? { customer: row.providerCustomerId } : { customer_email: user.email }),
    success_url: `${config.publicUrl}/app/settings?tab=billing&checkout=success`,
    cancel_url: `${config.publicUrl}/pricing`,
  });
  if (!session.url) return fail(409, "Stripe did not return a checkout page. Please try again.");
  return succeed(redirect(session.url));
}

/** The customer portal (payment method, invoices, cancellation) for the user's own Stripe customer. */
export async function stripePortalUrl(db: Db, userId: string, config = stripeConfigFromEnv(), stripe = createStripe(config)) {
  const row = await ownRow(db, userId);
  if (!row?.providerCustomerId) return null;
  const portal = await stripe.billingPortal.sessions.create({
    customer: row.providerCustomerId,
    return_url: `${config.publicUrl}/app/settings?tab=billing`,
  });
  return portal.url;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function stateOf(config: StripeConfig, sub: Stripe.Subscription): ProviderState | null {
  const item = sub.items.data[0];
  const planId = planForPrice(config, item?.price.id);
  if (!planId || !isPaidPlan(planId)) return null;
  return {
    planId,
    status: mapProviderStatus(sub.status),
    trialEndsAt: sub.trial_end ? new Date(sub.trial_end * 1000) : null,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

/** Finds whose subscription this is: our metadata first, else the stored Stripe ids. */
async function ownerOf(db: Db, sub: Stripe.Subscription): Promise<string | null> {
  if (sub.metadata?.userId) return sub.metadata.userId;
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, sub.id));
  return row?.userId ?? null;
}

async function syncSubscription(tx: Db, config: StripeConfig, sub: Stripe.Subscription, userId: string | null) {
  const owner = userId ?? (await ownerOf(tx, sub));
  const state = stateOf(config, sub);
  if (!owner || !state) return;
  await applyTransition(tx, owner, (current, at) => providerUpdate(current, state, at), {
    provider: "stripe",
    providerCustomerId: idOf(sub.customer),
    providerSubscriptionId: sub.id,
  });
}

/**
 * What one event asks of the database, with everything it needed from Stripe already fetched: no
 * call to Stripe (or anything else outside) ever runs inside the transaction that applies it.
 */
type PreparedEvent =
  | { kind: "sync"; sub: Stripe.Subscription; userId: string | null }
  | { kind: "payment-failed"; subscriptionId: string }
  | { kind: "nothing" };

/** Asks Stripe for whatever the event needs (before any transaction opens). */
async function prepareEvent(stripe: Stripe, event: Stripe.Event): Promise<PreparedEvent> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subId = idOf(session.subscription);
      if (session.mode !== "subscription" || !subId) return { kind: "nothing" };
      const sub = await stripe.subscriptions.retrieve(subId);
      return { kind: "sync", sub, userId: session.client_reference_id ?? session.metadata?.userId ?? null };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { kind: "sync", sub: event.data.object, userId: null };
    case "invoice.payment_failed": {
      const subId = idOf(event.data.object.parent?.subscription_details?.subscription);
      return subId ? { kind: "payment-failed", subscriptionId: subId } : { kind: "nothing" };
    }
    default:
      return { kind: "nothing" };
  }
}

/** Applies a prepared event: database work only. */
async function applyEvent(tx: Db, config: StripeConfig, prepared: PreparedEvent) {
  switch (prepared.kind) {
    case "sync":
      await syncSubscription(tx, config, prepared.sub, prepared.userId);
      return;
    case "payment-failed": {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, prepared.subscriptionId));
      if (row) await applyTransition(tx, row.userId, (current) => paymentFailed(current));
      return;
    }
    case "nothing":
      return;
  }
}

export const STRIPE_UNREACHABLE = "Stripe could not be reached; the event was not applied. Please send it again.";

/**
 * The webhook: verifies the signature (400 and nothing changes when it is wrong), then applies the
 * event exactly once. What the event needs from Stripe is fetched first, outside any transaction
 * (a slow Stripe must not hold the database: on the embedded one a transaction holds its only lock);
 * then one transaction records the event's id and applies it. When Stripe cannot be reached the
 * answer is 503 and nothing is recorded, so Stripe's retry applies it (but an answer that a retry cannot
 * change, such as a subscription deleted since, is recorded with nothing applied); a delivery already applied is
 * known before Stripe is asked, and again (under the id's unique key) inside the transaction.
 */
export async function handleStripeWebhook(
  db: Db,
  request: Request,
  config = stripeConfigFromEnv(),
  stripe = createStripe(config),
): Promise<Response> {
  const signature = request.headers.get("stripe-signature");
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing signature");
    event = stripe.webhooks.constructEvent(payload, signature, config.webhookSecret);
  } catch {
    return new Response("Invalid signature", { status: 400 });
  }
  const duplicate = () => Response.json({ received: true, duplicate: true });
  const [seen] = await db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, event.id));
  if (seen) return duplicate();

  let prepared: PreparedEvent;
  let refused = false;
  try {
    prepared = await prepareEvent(stripe, event);
  } catch (error) {
    const permanent = isPermanentStripeError(error);
    console.warn(
      `[simmer] Stripe webhook ${event.id} (${event.type}): ${error instanceof Error ? error.message : String(error)}` +
        (permanent ? " (recorded; nothing applied)" : " (answered 503 for a retry)"),
    );
    if (!permanent) return new Response(STRIPE_UNREACHABLE, { status: 503, headers: { "Retry-After": "60" } });
    prepared = { kind: "nothing" };
    refused = true;
  }

  const applied = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, provider: "stripe", type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!fresh) return false;
    await applyEvent(tx, config, prepared);
    return true;
  });
  if (!applied) return duplicate();
  return Response.json(refused ? { received: true, duplicate: false, applied: false } : { received: true, duplicate: false });
}

/**
 * True when Stripe answered and the answer will not change on a retry: the request itself was refused
 * (a 4xx invalid request, such as "No such subscription" for one deleted since the event was sent).
 * A Stripe that could not answer (connection, 5xx, rate limit) or refused our key (which the operator
 * may fix) is worth Stripe's retry.
 */
export function isPermanentStripeError(error: unknown): boolean {
  if (!(error instanceof Error) || !("type" in error)) return false;
  const { type, statusCode } = error as { type?: unknown; statusCode?: unknown };
  return (
    type === "StripeInvalidRequestError" &&
    typeof statusCode === "number" &&
    statusCode >= 400 &&
    statusCode < 500 &&
    statusCode !== 429
  );
}
