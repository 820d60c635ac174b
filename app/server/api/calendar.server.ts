/**
 * The cook's private calendar address for the meal plan (issue 30): made and revoked in Settings →
 * API, read by Google Calendar, Apple Calendar or Thunderbird without signing in. It shows the plan
 * of whichever kitchen the cook is in when it is read (the household's while they are a member),
 * the weeks their plan may see, and nothing once the address is revoked or the account disabled.
 */
import ical from "ical-generator";
import { and, eq, isNull } from "drizzle-orm";
import { API_TOKEN_MESSAGES, CALENDAR_TOKEN_PREFIX, isWellFormedToken } from "~/domain/api/api-token";
import { calendarEventOf, calendarRange } from "~/domain/api/calendar";
import { weeksBetween, weekStartOf } from "~/domain/meal-plan/week";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { canPlanWeek } from "~/domain/plans";
import { planOfAccount, readAccount } from "../billing/subscriptions.server";
import type { Db } from "../db/client.server";
import { calendarFeeds } from "../db/schema";
import { kitchenOf } from "../households/kitchen.server";
import { listDays } from "../meal-plan/meal-plan.server";
import { hashSecret, newSecret } from "../auth/shown-once.server";

export interface CalendarFeedState {
  createdAt: Date;
  lastReadAt: Date | null;
}

export async function calendarFeedOf(db: Db, userId: string): Promise<CalendarFeedState | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

/** A new address (the old one, if any, stops working in the same transaction). */
export async function createCalendarFeed(db: Db, userId: string, now = new Date()): Promise<Outcome<{ secret: string }>> {
  const secret = newSecret(CALENDAR_TOKEN_PREFIX);
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    await tx.insert(calendarFeeds).values({ userId, tokenHash: hashSecret(secret), createdAt: now });
  });
  return succeed({ secret }, API_TOKEN_MESSAGES.feedCreated);
}

export async function revokeCalendarFeed(db: Db, userId: string, now = new Date()): Promise<Outcome> {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return revoked.length === 0 ? fail(404, API_TOKEN_MESSAGES.notFound) : succeed(undefined, API_TOKEN_MESSAGES.feedRevoked);
}

/** The calendar file for a secret, or null when the address is unknown, revoked or its cook disabled. */
export async function calendarFile(
  db: Db,
  secret: string,
  site: { origin: string; today: string },
): Promise<{ ics: string; feedId: string; userId: string } | null> {
  if (!isWellFormedToken(secret, CALENDAR_TOKEN_PREFIX)) return null;
  const [feed] = await db
    .select({ id: calendarFeeds.id, userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, hashSecret(secret)), isNull(calendarFeeds.revokedAt)));
  if (!feed) return null;
  const account = await readAccount(db, feed.userId);
  if (!account || account.disabledAt) return null;
  const kitchen = await kitchenOf(db, { id: feed.userId, planId: planOfAccount(account) });
  const { from, to } = calendarRange(site.today);
  const entries = (await listDays(db, kitchen, from, to)).filter((entry) =>
    canPlanWeek(kitchen.planId, weeksBetween(site.today, weekStartOf(entry.date))),
  );
  const host = new URL(site.origin).host;
  const calendar = ical({
    name: kitchen.householdName ? `${kitchen.householdName} – meal plan` : "Simmer meal plan",
    prodId: { company: "Simmer", product: "Meal plan", language: "EN" },
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    const event = calendarEventOf(entry, site.origin, host);
    calendar.createEvent({
      id: event.uid,
      // An all-day event is written as its date, read in UTC (whatever the server's own zone).
      start: new Date(`${event.date}T00:00:00Z`),
      allDay: true,
      summary: event.summary,
      description: event.description || undefined,
      url: event.url ?? undefined,
      stamp: feed.createdAt,
    });
  }
  await db.update(calendarFeeds).set({ lastReadAt: new Date() }).where(eq(calendarFeeds.id, feed.id));
  return { ics: calendar.toString(), feedId: feed.id, userId: feed.userId };
}
