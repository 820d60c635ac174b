/**
 * Webhooks (issue 30, decision 053): an Ultimate cook's HTTPS address told of events in their
 * kitchen and recipes. What may be registered, which events there are, and how long a delivery is
 * tried. Signing and sending live on the server (app/server/api/webhooks.server.ts).
 */
import { z } from "zod";
import { planRank } from "../billing/subscription";
import type { PlanId } from "../plans";

export const WEBHOOK_EVENTS = ["meal_plan.changed", "shopping_list.changed", "recipe.created"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "meal_plan.changed": "The meal plan changed",
  "shopping_list.changed": "The shopping list changed",
  "recipe.created": "You created a recipe",
};

/** The plan webhooks come with (the API's other parts are on every plan). */
export const WEBHOOK_PLAN: PlanId = "ultimate";
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
/** A delivery is tried again, with a growing wait, for this long after the event. */
export const WEBHOOK_RETRY_HOURS = 24;
/** A receiver must answer within this long; a slower one counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** A signature older than this is refused by a receiver that follows the documentation (replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_MESSAGES = {
  url: "Please enter an https:// address",
  urlTooLong: `An address must be less than ${WEBHOOK_URL_MAX} characters`,
  events: "Please choose at least one event",
  plan: "Webhooks are part of the Ultimate plan.",
  tooMany: `You can keep up to ${WEBHOOKS_MAX} webhooks. Delete one first.`,
  privateAddress: "Webhooks are sent only to public internet addresses.",
  created: "Webhook added. Copy its signing secret now: it is shown only this once.",
  deleted: "Webhook deleted",
  notFound: "Webhook not found",
} as const;

export function canUseWebhooks(planId: PlanId, billingOn: boolean): boolean {
  return !billingOn || planRank(planId) >= planRank(WEBHOOK_PLAN);
}

/** An https address without credentials (plain http only where the operator allows private addresses, for local receivers). */
export function isWebhookUrl(value: string, allowHttp = false): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || !url.hostname) return false;
    return url.protocol === "https:" || (allowHttp && url.protocol === "http:");
  } catch {
    return false;
  }
}

export function webhookCreateSchema(allowHttp: boolean) {
  return z.object({
    url: z
      .string({ error: WEBHOOK_MESSAGES.url })
      .trim()
      .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
      .refine((value) => isWebhookUrl(value, allowHttp), WEBHOOK_MESSAGES.url),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
      .min(1, WEBHOOK_MESSAGES.events)
      .transform((events) => [...new Set(events)]),
  });
}
export type WebhookCreate = z.output<ReturnType<typeof webhookCreateSchema>>;

/** Whether a delivery made at `createdAt` may still be tried at `now`. */
export function withinRetryWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < WEBHOOK_RETRY_HOURS * 60 * 60 * 1000;
}
