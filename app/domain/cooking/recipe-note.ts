/** A cook's private note on a recipe: what they changed, what to try next time. Only its author sees it. */

/** Most characters a note may hold (the form, the schema and the database's check agree). */
export const RECIPE_NOTE_MAX = 2000;

/** When a cook happened, in the cook's time zone: "Fri, Nov 27, 2026, 6:40 PM". */
export function cookedWhen(cookedAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(cookedAt);
}
