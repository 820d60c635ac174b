/**
 * The settings page's API tab, on the server: the cook's tokens and calendar address, and its forms'
 * intents parsed with their schemas and handed to the API capability. (Part of the app.settings
 * route module.)
 */
import { type ApiIntent, type ApiReply, type ApiTabData } from "~/features/api/api-tab";
import { ApiTokenCreateSchema, ApiTokenIdSchema } from "~/domain/api/api-token";
import { GENERAL_MESSAGES } from "~/domain/messages";
import type { FailureStatus, Outcome } from "~/domain/outcome";
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed } from "~/server/api/calendar.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/server/api/tokens.server";
import type { Db } from "~/server/db/client.server";
import { linkOrigin } from "~/server/http/link-origin.server";

export async function apiTabData(db: Db, userId: string, request: Request): Promise<ApiTabData> {
  const [tokens, feed] = await Promise.all([listApiTokens(db, userId), calendarFeedOf(db, userId)]);
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
  };
}

type Reply = ApiReply & { status: 200 | FailureStatus };

function reply(intent: ApiIntent, outcome: Outcome<unknown>, extra: Partial<ApiReply> = {}): Reply {
  return outcome.ok
    ? { ok: true, status: 200, intent, message: outcome.message ?? GENERAL_MESSAGES.saved, ...extra }
    : { ok: false, status: outcome.status, intent, message: outcome.message };
}

const field = (form: FormData, name: string) => form.get(name) ?? undefined;

export async function apiAction(db: Db, userId: string, intent: ApiIntent, form: FormData, request: Request): Promise<Reply> {
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
  }
}
