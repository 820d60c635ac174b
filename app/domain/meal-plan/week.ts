/**
 * Week arithmetic for the meal plan. Pure: no I/O. Days are ISO dates ("2026-11-23"); a week starts
 * on Monday. "Today" is the user's own calendar day in their time zone, so a cook in Auckland and
 * one in Honolulu can be in different weeks at the same instant.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A valid IANA time zone name, or "UTC" for anything else (a missing or forged cookie). */
export function safeTimeZone(zone: string | null | undefined): string {
  if (!zone || zone.length > 64) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** The calendar day it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: safeTimeZone(timeZone),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The days a recipe can be planned for from its page: today and the thirteen after it (this week and next fit every plan). */
export const DAYS_OFFERED = 14;

export function daysOffered(today: string): string[] {
  return Array.from({ length: DAYS_OFFERED }, (_, i) => addDays(today, i));
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` falls in. */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The seven days of the week starting at `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** Whole weeks from the week of `from` to the week of `to` (negative for earlier weeks). */
export function weeksBetween(from: string, to: string): number {
  return Math.round((toUtc(weekStartOf(to)) - toUtc(weekStartOf(from))) / (7 * DAY_MS));
}

/**
 * A formatter made on first use: building one loads the browser's date data (about 40 ms on a
 * 2-core machine), which a page that imports this module but shows no day label should not pay.
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }));
}

const LONG_DAY = formatter({ weekday: "long", month: "short", day: "numeric" });
const SHORT_DAY = formatter({ weekday: "short" });
const MONTH_DAY = formatter({ month: "short", day: "numeric" });

/** "Monday, Nov 23". */
export function dayLabel(day: string): string {
  return LONG_DAY().format(new Date(toUtc(day)));
}

/** "Mon". */
export function shortDayLabel(day: string): string {
  return SHORT_DAY().format(new Date(toUtc(day)));
}

/** "Nov 23 – Nov 29, 2026" (the year of the week's last day). */
export function weekLabel(weekStart: string): string {
  const end = addDays(weekStart, 6);
  return `${MONTH_DAY().format(new Date(toUtc(weekStart)))} – ${MONTH_DAY().format(new Date(toUtc(end)))}, ${end.slice(0, 4)}`;
}
