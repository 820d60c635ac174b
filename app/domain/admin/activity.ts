/** The site overview's chart (issue 29): one bar per day of the last ACTIVITY_DAYS days. */

export const ACTIVITY_DAYS = 30;

export interface DayCount {
  /** "2026-11-27" (UTC). */
  day: string;
  signUps: number;
  active: number;
}

/** Every day of the last ACTIVITY_DAYS up to `now` (UTC), oldest first, with zero where nothing happened. */
export function lastDays(now: Date, signUps: ReadonlyMap<string, number>, active: ReadonlyMap<string, number>): DayCount[] {
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const day = new Date(now.getTime() - (ACTIVITY_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, signUps: signUps.get(day) ?? 0, active: active.get(day) ?? 0 };
  });
}

/** Bytes as people read them: "512 KB", "48.2 MB", "1.3 GB". */
export function readableBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
