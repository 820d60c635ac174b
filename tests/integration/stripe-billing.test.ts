import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { count, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sidebarBilling } from "~/server/billing/settings-actions.server";
import { currentPlan } from "~/server/billing/subscriptions.server";
import { createStripe, handleStripeWebhook, startStripeCheckout, type StripeConfig } from "~/server/billing/stripe.server";
import { rowsOf } from "~/server/db/client.server";
import { planChanges, processedWebhookEvents, subscriptions } from "~/server/db/schema";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createUser, sessionUserFor } from "../support/factories";

const WEBHOOK_SECRET = "whsec_test_simmer";
const NOW = Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

/** A Stripe API stand-in on loopback: just the three calls Simmer makes. */
function startStandIn() {
  const subs = new Map<string, unknown>();
  const requests: { method: string; path: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", path: req.url ?? "", body: decodeURIComponent(body) });
      res.setHeader("Content-Type", "application/json");
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        res.end(JSON.stringify({ id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/cs_test_1" }));
      } else if (req.method === "POST" && req.url === "/v1/billing_portal/sessions") {
        res.end(JSON.stringify({ id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p_1" }));
      } else if (req.method === "GET" && req.url?.startsWith("/v1/subscriptions/")) {
        const sub = subs.get(req.url.slice("/v1/subscriptions/".length));
        res.statusCode = sub ? 200 : 404;
        res.end(JSON.stringify(sub ?? { error: { type: "invalid_request_error", message: "No such subscription" } }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown route" } }));
      }
    });
  });
  return { server, subs, requests };
}

function subscription(id: string, overrides: Record<string, unknown> = {}, price = "price_premium") {
  return {
    id,
    object: "subscription",
    customer: "cus_1",
    status: "trialing",
    cancel_at_period_end: false,
    trial_end: NOW + 7 * DAY,
    metadata: {},
    items: { object: "list", data: [{ id: "si_1", price: { id: price }, current_period_end: NOW + 7 * DAY }] },
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("Stripe billing on %s", (kind) => {
  let database: TestDatabase;
  let standIn: ReturnType<typeof startStandIn>;
  let config: StripeConfig;
  let stripe: Stripe;
  let eventCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    standIn = startStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, "127.0.0.1", resolve));
    const { port } = standIn.server.address() as AddressInfo;
    config = {
      secretKey: "sk_test_simmer",
      webhookSecret: WEBHOOK_SECRET,
      prices: { premium: "price_premium", ultimate: "price_ultimate" },
      publicUrl: "http://127.0.0.1:3000",
      apiBase: `http://127.0.0.1:${port}`,
    };
    stripe = createStripe(config);
  });
  afterAll(async () => {
    await new Promise((resolve) => (standIn?.server as Server | undefined)?.close(resolve));
    await database?.destroy();
  });

  function event(type: string, object: unknown, id = `evt_${kind}_${++eventCounter}`) {
    return { id, object: "event", type, data: { object }, created: NOW, livemode: false, api_version: null };
  }

  function signed(body: unknown, secret = WEBHOOK_SECRET): Request {
    const payload = JSON.stringify(body);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return new Request("http://127.0.0.1:3000/api/billing/stripe-webhook", {
      method: "POST",
      body: payload,
      headers: { "stripe-signature": header, "content-type": "application/json" },
    });
  }

  const deliver = (body: unknown, secret?: string) => handleStripeWebhook(database.db, signed(body, secret), config, stripe);
  const rowOf = async (userId: string) =>
    (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const historyCount = async (userId: string) =>
    (await database.db.select({ n: count() }).from(planChanges).where(eq(planChanges.userId, userId)))[0].n;

  it("starts Stripe Checkout in subscription mode with the 7-day trial and the configured price", async () => {
    const user = await createUser(database.db);
    const outcome = await startStripeCheckout(
      database.db,
      sessionUserFor(user, { emailVerified: false }),
      "ultimate",
      config,
      stripe,
    );
    expect(outcome.ok && outcome.value.headers.get("Location")).toBe("https://checkout.stripe.test/cs_test_1");
    const sent = standIn.requests.findLast((r) => r.path === "/v1/checkout/sessions");
    expect(sent?.body).toContain("mode=subscription");
    expect(sent?.body).toContain("line_items[0][price]=price_ultimate");
    expect(sent?.body).toContain("subscription_data[trial_period_days]=7");
    expect(sent?.body).toContain(`client_reference_id=${user.id}`);
  });

  it("applies checkout.session.completed once, however often it is delivered", async () => {
    const user = await createUser(database.db);
    standIn.subs.set(`sub_${kind}_a`, subscription(`sub_${kind}_a`));
    const completed = event("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      subscription: `sub_${kind}_a`,
      client_reference_id: user.id,
      metadata: {},
    });
    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({
      planId: "premium",
      status: "trialing",
      provider: "stripe",
      providerCustomerId: "cus_1",
    });
    expect(await currentPlan(database.db, user.id)).toBe("premium");
    expect(await historyCount(user.id)).toBe(1);

    const again = await deliver(completed);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await historyCount(user.id)).toBe(1);
  });

  /**
   * What another request would meet while Stripe is being asked: how long a plain query takes (on the
   * embedded database it waits for any open transaction), and on PostgreSQL how many of this
   * database's sessions sit in a transaction.
   */
  async function probeDatabase() {
    const started = performance.now();
    const answered = await Promise.race([database.db.execute(sql`select 1`).then(() => true), sleep(1000).then(() => false)]);
    const otherQueryMs = answered ? performance.now() - started : Infinity;
    let openTransactions = 0;
    if (kind === "postgres") {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
        ),
      );
      openTransactions = row?.n ?? -1;
    }
    return { otherQueryMs, openTransactions };
  }

  function completedCheckout(userId: string, subId: string) {
    return event("checkout.session.completed", {
      id: `cs_${subId}`,
      object: "checkout.session",
      mode: "subscription",
      subscription: subId,
      client_reference_id: userId,
      metadata: {},
    });
  }

  it("asks Stripe with no transaction open: a slow Stripe holds up no other query", async () => {
    const user = await createUser(database.db);
    const probes: Awaited<ReturnType<typeof probeDatabase>>[] = [];
    const slowStripe = {
      webhooks: stripe.webhooks,
      subscriptions: {
        async retrieve(id: string) {
          probes.push(await probeDatabase());
          await sleep(200);
          return subscription(id);
        },
      },
    } as unknown as Stripe;
    const completed = completedCheckout(user.id, `sub_${kind}_slow`);
    const answer = await handleStripeWebhook(database.db, signed(completed), config, slowStripe);
    expect(answer.status).toBe(200);
    expect(probes).toHaveLength(1);
    expect(probes[0]!.openTransactions).toBe(0);
    expect(probes[0]!.otherQueryMs).toBeLessThan(250);
    expect(await rowOf(user.id)).toMatchObject({ planId: "premium", provider: "stripe" });

    // A second delivery is known for a duplicate before Stripe is asked again.
    expect(await (await handleStripeWebhook(database.db, signed(completed), config, slowStripe)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(probes).toHaveLength(1);
  });

  it("answers 503 when Stripe cannot be reached, records nothing, and applies the event on Stripe's retry", async () => {
    const user = await createUser(database.db);
    let reachable = false;
    const flakyStripe = {
      webhooks: stripe.webhooks,
      subscriptions: {
        async retrieve(id: string) {
          if (!reachable) throw new Error("connect ETIMEDOUT");
          return subscription(id);
        },
      },
    } as unknown as Stripe;
    const completed = completedCheckout(user.id, `sub_${kind}_flaky`);
    const failed = await handleStripeWebhook(database.db, signed(completed), config, flakyStripe);
    expect(failed.status).toBe(503);
    expect(await failed.text()).toMatch(/Stripe/);
    const recorded = await database.db
      .select({ n: count() })
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, completed.id));
    expect(recorded[0]!.n).toBe(0);
    expect(await rowOf(user.id)).toBeUndefined();

    reachable = true;
    const retried = await handleStripeWebhook(database.db, signed(completed), config, flakyStripe);
    expect(retried.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ planId: "premium", provider: "stripe" });
  });

  it("records an event whose subscription Stripe no longer has, applies nothing, and does not ask for a retry", async () => {
    // A permanent answer (404 "No such subscription") never changes on a retry: a 503 would make Stripe
    // send the same event for three days. Only a Stripe that could not answer is worth a retry.
    const user = await createUser(database.db);
    let asked = 0;
    const goneStripe = {
      webhooks: stripe.webhooks,
      subscriptions: {
        async retrieve(id: string) {
          asked++;
          throw new Stripe.errors.StripeInvalidRequestError({
            message: `No such subscription: '${id}'`,
            type: "invalid_request_error",
            code: "resource_missing",
            statusCode: 404,
          });
        },
      },
    } as unknown as Stripe;
    const completed = completedCheckout(user.id, `sub_${kind}_gone`);
    const answer = await handleStripeWebhook(database.db, signed(completed), config, goneStripe);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false, applied: false });
    const recorded = await database.db
      .select({ n: count() })
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, completed.id));
    expect(recorded[0]!.n).toBe(1);
    expect(await rowOf(user.id)).toBeUndefined();

    // Stripe's next delivery of the same event is a duplicate: Stripe is not asked again.
    const again = await handleStripeWebhook(database.db, signed(completed), config, goneStripe);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(asked).toBe(1);
  });

  it("answers 503 to a rate limit or a Stripe server error: those are worth a retry", async () => {
    const user = await createUser(database.db);
    for (const error of [
      new Stripe.errors.StripeRateLimitError({ message: "Too many requests", statusCode: 429 }),
      new Stripe.errors.StripeAPIError({ message: "Internal error", statusCode: 500 }),
      new Stripe.errors.StripeConnectionError({ message: "socket hang up" }),
    ]) {
      const failing = {
        webhooks: stripe.webhooks,
        subscriptions: {
          async retrieve() {
            throw error;
          },
        },
      } as unknown as Stripe;
      const completed = completedCheckout(user.id, `sub_${kind}_${error.type}`);
      const answer = await handleStripeWebhook(database.db, signed(completed), config, failing);
      expect(answer.status, error.type).toBe(503);
      const recorded = await database.db
        .select({ n: count() })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, completed.id));
      expect(recorded[0]!.n, error.type).toBe(0);
    }
  });

  it("answers 400 to a bad signature and changes nothing", async () => {
    const user = await createUser(database.db);
    const [{ n: before }] = await database.db.select({ n: count() }).from(processedWebhookEvents);
    const forged = event("customer.subscription.created", { ...subscription(`sub_${kind}_x`), metadata: { userId: user.id } });
    const response = await deliver(forged, "whsec_wrong");
    expect(response.status).toBe(400);
    const unsigned = await handleStripeWebhook(
      database.db,
      new Request("http://127.0.0.1/", { method: "POST", body: JSON.stringify(forged) }),
      config,
      stripe,
    );
    expect(unsigned.status).toBe(400);
    expect(await rowOf(user.id)).toBeUndefined();
    const [{ n: after }] = await database.db.select({ n: count() }).from(processedWebhookEvents);
    expect(after).toBe(before);
  });

  it("follows subscription updates: cancel at period end, payment failure, deletion", async () => {
    const user = await createUser(database.db);
    const id = `sub_${kind}_b`;
    const base = { ...subscription(id), metadata: { userId: user.id } };
    await deliver(event("customer.subscription.created", base));
    await deliver(event("customer.subscription.updated", { ...base, status: "active", trial_end: null }));
    expect(await rowOf(user.id)).toMatchObject({ status: "active", planId: "premium" });

    await deliver(event("customer.subscription.updated", { ...base, status: "active", cancel_at_period_end: true }));
    expect(await rowOf(user.id)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await currentPlan(database.db, user.id)).toBe("premium");

    await deliver(
      event("invoice.payment_failed", { id: "in_1", object: "invoice", parent: { subscription_details: { subscription: id } } }),
    );
    expect(await rowOf(user.id)).toMatchObject({ status: "past_due" });
    expect(await currentPlan(database.db, user.id)).toBe("free");
    expect((await sidebarBilling(database.db, user.id)).notice).toMatchObject({
      message: "Payment failed. Please check your payment method and try again.",
      to: "/app/settings?tab=billing",
    });

    await deliver(event("customer.subscription.deleted", { ...base, status: "canceled" }));
    expect(await rowOf(user.id)).toMatchObject({ status: "canceled" });
    const kinds = await database.db.select({ kind: planChanges.kind }).from(planChanges).where(eq(planChanges.userId, user.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      ["cancelled", "expired", "payment_failed", "trial_started", "upgraded"].sort(),
    );
  });

  it("ignores a subscription whose price is not one of the configured plans", async () => {
    const user = await createUser(database.db);
    await deliver(
      event("customer.subscription.created", {
        ...subscription(`sub_${kind}_c`, {}, "price_other"),
        metadata: { userId: user.id },
      }),
    );
    expect(await rowOf(user.id)).toBeUndefined();
  });
});
