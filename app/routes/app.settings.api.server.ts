/**
 * The settings page's API tab, on the server: the cook's tokens and calendar address, and its forms'
 * intents parsed with their schemas and handed to the API capability. (Part of the app.settings
 * route module.)
 */
import { type ApiIntent, type ApiReply, type ApiTabData } from "~/features/api/api-tab";
import { ApiTokenCreateSchema, ApiTokenIdSchema } from "~/domain/api/api-token";
import { canUseWebhooks, WEBHOOK_MESSAGES, webhookCreateSchema } from "~/domain/api/webhooks";
import type { SessionUser } from "~/domain/accounts/session-user";
import { billingProvider } from "~/server/billing/checkout.server";
import { createWebhook, deleteWebhook, listWebhooks } from "~/server/api/webhooks.server";
import { env } from "~/server/env.server";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import type { FailureStatus, Outcome } from "~/domain/outcome";
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed } from "~/server/api/calendar.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/server/api/tokens.server";
import type { Db } from "~/server/db/client.server";
import { linkOrigin } from "~/server/http/link-origin.server";

export async function apiTabData(db: Db, user: SessionUser, request: Request): Promise<ApiTabData> {
  const userId = user.id;
  const hooksOpen = canUseWebhooks(user.planId, billingProvider() !== "none");
  const [tokens, feed, hooks] = await Promise.all([
    listApiTokens(db, userId),
    calendarFeedOf(db, userId),
    hooksOpen ? listWebhooks(db, userId) : null,
  ]);
  const origin = linkOrigin(request);
  return {
    tokens: tokens.map((t) => ({
      id: t.id,
      name: t.name,
      hint: t.hint,
      scope: t.scope,
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt?.toISOString() ?? null,
      lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
      usable: t.usable,
    })),
    calendar: feed ? { createdAt: feed.createdAt.toISOString(), lastReadAt: feed.lastReadAt?.toISOString() ?? null } : null,
    apiBase: `${origin}/api/v1`,
    webhooks:
      hooks?.map((hook) => ({
        id: hook.id,
        url: hook.url,
        events: hook.events,
        deliveries: hook.deliveries.map((d) => ({
          id: d.id,
          event: d.event,
          createdAt: d.createdAt.toISOString(),
          state: d.state,
          lastStatus: d.lastStatus,
          lastError: d.lastError,
        })),
      })) ?? null,
  };
}

type Reply = ApiReply & { status: 200 | FailureStatus };

function reply(intent: ApiIntent, outcome: Outcome<unknown>, extra: Partial<ApiReply> = {}): Reply {
  return outcome.ok
    ? { ok: true, status: 200, intent, message: outcome.message ?? GENERAL_MESSAGES.saved, ...extra }
    : { ok: false, status: outcome.status, intent, message: outcome.message };
}

const field = (form: FormData, name: string) => form.get(name) ?? undefined;

export async function apiAction(db: Db, user: SessionUser, intent: ApiIntent, form: FormData, request: Request): Promise<Reply> {
  const userId = user.id;
  switch (intent) {
    case "api-token-create": {
      const parsed = ApiTokenCreateSchema.safeParse({
        name: field(form, "name"),
        scope: field(form, "scope"),
        expiresIn: field(form, "expiresIn"),
      });
      if (!parsed.success) return { ok: false, status: 400, intent, message: parsed.error.issues[0].message };
      const made = await createApiToken(db, userId, parsed.data);
      return reply(intent, made, made.ok ? { secret: made.value.secret } : {});
    }
    case "api-token-revoke": {
      const parsed = ApiTokenIdSchema.safeParse({ tokenId: field(form, "tokenId") });
      if (!parsed.success) return { ok: false, status: 404, intent, message: parsed.error.issues[0].message };
      return reply(intent, await revokeApiToken(db, userId, parsed.data.tokenId));
    }
    case "calendar-create": {
      const made = await createCalendarFeed(db, userId);
      const address = made.ok ? `${linkOrigin(request)}/api/v1/calendar/${made.value.secret}.ics` : undefined;
      return reply(intent, made, { secret: address });
    }
    case "calendar-revoke":
      return reply(intent, await revokeCalendarFeed(db, userId));
    case "webhook-create": {
      const parsed = webhookCreateSchema(env().IMPORT_ALLOW_PRIVATE_ADDRESSES).safeParse({
        url: field(form, "url"),
        events: form.getAll("events"),
      });
      if (!parsed.success) return { ok: false, status: 400, intent, message: parsed.error.issues[0].message };
      const made = await createWebhook(db, user, parsed.data);
      return reply(intent, made, made.ok ? { secret: made.value.secret } : {});
    }
    case "webhook-delete": {
      const webhookId = String(field(form, "webhookId") ?? "");
      if (!/^[0-9a-f-]{36}$/i.test(webhookId)) return { ok: false, status: 404, intent, message: WEBHOOK_MESSAGES.notFound };
      return reply(intent, await deleteWebhook(db, userId, webhookId));
    }
  }
}
