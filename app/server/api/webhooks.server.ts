/**
 * Webhooks (issue 30, decision 053): an Ultimate cook registers an address for events; each event
 * becomes one delivery row per subscribed webhook and one job on the durable queue, so it is sent
 * once whichever server takes it, retried with a growing wait for 24 hours, and its last answer is
 * shown in Settings → API. Every delivery is signed (HMAC-SHA256 over the timestamp and the body) and
 * sent under the import's address policy: never to a private or loopback address unless the
 * operator allows them (IMPORT_ALLOW_PRIVATE_ADDRESSES).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "~/domain/accounts/session-user";
import {
  canUseWebhooks,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_TOLERANCE_SECONDS,
  WEBHOOKS_MAX,
  withinRetryWindow,
  type WebhookCreate,
  type WebhookEvent,
} from "~/domain/api/webhooks";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { billingProvider } from "../billing/checkout.server";
import { planOfAccount, readAccount } from "../billing/subscriptions.server";
import type { Db } from "../db/client.server";
import { householdMembers, profiles, webhookDeliveries, webhooks } from "../db/schema";
import { env } from "../env.server";
import { onAppEvent, type AppEvent } from "../events.server";
import { refusedAddressKind } from "../import/address-policy";
import { safeFetch } from "../import/safe-fetch.server";
import { defineJob, queueJob } from "../jobs/runner.server";
import { newSecret } from "../auth/shown-once.server";

export const WEBHOOK_DELIVERY_JOB = "webhook-delivery";
/** Enough attempts to cover the retry window at the backoff below (30 s doubling, at most 1 h apart). */
const DELIVERY_ATTEMPTS = 40;

const allowPrivate = () => env().IMPORT_ALLOW_PRIVATE_ADDRESSES;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the Simmer-Signature header carries it. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver checks: the signature matches the body, and it is recent (no replays). */
export function verifyWebhookSignature(secret: string, body: string, header: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split("v1=")[1], "hex");
  const given = Buffer.from(String(parts.v1 ?? ""), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An address whose host is plainly not on the public internet (a name is checked again when each delivery resolves it). */
function namesPrivateHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return isIP(host) !== 0 && refusedAddressKind(host) !== null;
}

function mayUse(planId: SessionUser["planId"]): boolean {
  return canUseWebhooks(planId, billingProvider() !== "none");
}

export async function createWebhook(
  db: Db,
  user: SessionUser,
  input: WebhookCreate,
): Promise<Outcome<{ id: string; secret: string }>> {
  if (!mayUse(user.planId)) return fail(403, WEBHOOK_MESSAGES.plan);
  if (!allowPrivate() && namesPrivateHost(input.url)) return fail(400, WEBHOOK_MESSAGES.privateAddress);
  return db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).for("update");
    const [{ held }] = await tx.select({ held: count() }).from(webhooks).where(eq(webhooks.userId, user.id));
    if (held >= WEBHOOKS_MAX) return fail(409, WEBHOOK_MESSAGES.tooMany);
    const secret = newSecret(WEBHOOK_SECRET_PREFIX);
    const [row] = await tx
      .insert(webhooks)
      .values({ userId: user.id, url: input.url, secret, events: input.events })
      .returning({ id: webhooks.id });
    return succeed({ id: row.id, secret }, WEBHOOK_MESSAGES.created);
  });
}

export async function deleteWebhook(db: Db, userId: string, webhookId: string): Promise<Outcome> {
  const gone = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.userId, userId)))
    .returning({ id: webhooks.id });
  return gone.length === 0 ? fail(404, WEBHOOK_MESSAGES.notFound) : succeed(undefined, WEBHOOK_MESSAGES.deleted);
}

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
  deliveries: {
    id: string;
    event: WebhookEvent;
    createdAt: Date;
    attempts: number;
    lastStatus: number | null;
    lastError: string | null;
    state: "delivered" | "failed" | "retrying";
  }[];
}

const RECENT_DELIVERIES = 5;

/** The cook's webhooks with their latest deliveries, newest first. */
export async function listWebhooks(db: Db, userId: string): Promise<WebhookView[]> {
  const hooks = await db
    .select({ id: webhooks.id, url: webhooks.url, events: webhooks.events, createdAt: webhooks.createdAt })
    .from(webhooks)
    .where(eq(webhooks.userId, userId))
    .orderBy(desc(webhooks.createdAt));
  return Promise.all(
    hooks.map(async (hook) => {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook.id))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(RECENT_DELIVERIES);
      return {
        ...hook,
        deliveries: rows.map((d) => ({
          id: d.id,
          event: d.event,
          createdAt: d.createdAt,
          attempts: d.attempts,
          lastStatus: d.lastStatus,
          lastError: d.lastError,
          state: d.deliveredAt ? ("delivered" as const) : d.failedAt ? ("failed" as const) : ("retrying" as const),
        })),
      };
    }),
  );
}

/** The cooks an event concerns: the kitchen's members (or its cook), or the recipe's author. */
function cooksOf(db: Db, event: AppEvent) {
  if (event.type === "recipe.created") return inArray(webhooks.userId, [event.userId]);
  const { id, householdId } = event.kitchen;
  if (!householdId) return inArray(webhooks.userId, [id]);
  return inArray(
    webhooks.userId,
    db.select({ userId: householdMembers.userId }).from(householdMembers).where(eq(householdMembers.householdId, householdId)),
  );
}

function dataOf(event: AppEvent): Record<string, unknown> {
  if (event.type === "recipe.created") {
    return { recipeId: event.recipeId, url: new URL(`/recipe/${event.recipeId}`, env().PUBLIC_URL).toString() };
  }
  return { household: event.kitchen.householdId !== null };
}

/** One delivery per webhook that subscribed to the event, each queued as a job. */
export async function announce(db: Db, event: AppEvent): Promise<number> {
  // One query on every plan and list write, whether or not anyone has a webhook.
  const hooks = await db
    .select({ id: webhooks.id, userId: webhooks.userId })
    .from(webhooks)
    .where(and(cooksOf(db, event), sql`${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`));
  let queued = 0;
  for (const hook of hooks) {
    if (!mayUse(planOfAccount(await readAccount(db, hook.userId)))) continue;
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ webhookId: hook.id, event: event.type, payload: dataOf(event) })
      .returning({ id: webhookDeliveries.id, createdAt: webhookDeliveries.createdAt });
    await queueJob(db, WEBHOOK_DELIVERY_JOB, { deliveryId: delivery.id }, { maxAttempts: DELIVERY_ATTEMPTS });
    queued++;
  }
  return queued;
}

export type DeliveryResult = "delivered" | "retry" | "failed" | "gone";

/** Sends one delivery once: its result, recorded on the row. */
export async function deliverWebhook(db: Db, deliveryId: string, now = new Date()): Promise<DeliveryResult> {
  const [found] = await db
    .select({ delivery: webhookDeliveries, hook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.deliveredAt || found.delivery.failedAt) return "gone";
  const { delivery, hook } = found;
  const record = (values: Partial<typeof webhookDeliveries.$inferInsert>) =>
    db
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, ...values })
      .where(eq(webhookDeliveries.id, delivery.id));
  if (!withinRetryWindow(delivery.createdAt, now)) {
    await db.update(webhookDeliveries).set({ failedAt: now }).where(eq(webhookDeliveries.id, delivery.id));
    return "failed";
  }
  if (!mayUse(planOfAccount(await readAccount(db, hook.userId)))) {
    await record({ failedAt: now, lastError: WEBHOOK_MESSAGES.plan });
    return "failed";
  }
  const body = JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
  const sent = await safeFetch(hook.url, {
    allowPrivateAddresses: allowPrivate(),
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    maxBytes: 64 * 1024,
    maxRedirects: 0,
    post: {
      body,
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Simmer-Webhooks/1.0",
        "Simmer-Event": delivery.event,
        "Simmer-Delivery": delivery.id,
        "Simmer-Signature": signWebhook(hook.secret, body, Math.floor(now.getTime() / 1000)),
      },
    },
  });
  if (sent.ok) {
    await record({ lastStatus: sent.status, lastError: null, deliveredAt: now });
    return "delivered";
  }
  const status = /\b(\d{3})\b/.exec(sent.message)?.[1];
  const permanent = sent.code === "private-address" || sent.code === "invalid-url" || sent.code === "scheme";
  await record({ lastStatus: status ? Number(status) : null, lastError: sent.message, ...(permanent ? { failedAt: now } : {}) });
  return permanent ? "failed" : "retry";
}

class RetryLater extends Error {}

defineJob(WEBHOOK_DELIVERY_JOB, {
  leaseMs: WEBHOOK_TIMEOUT_MS * 3,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60 * 1000,
  async run(payload, { db, job }) {
    const deliveryId = (payload as { deliveryId?: unknown }).deliveryId;
    if (typeof deliveryId !== "string") return;
    const result = await deliverWebhook(db, deliveryId);
    if (result !== "retry") return;
    if (job.attempt >= job.maxAttempts) {
      await db.update(webhookDeliveries).set({ failedAt: new Date() }).where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    throw new RetryLater("the receiver did not take the delivery");
  },
});

onAppEvent("webhooks", async (db, event) => {
  await announce(db, event);
});
