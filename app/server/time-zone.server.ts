/** The user's own time zone, from the cookie the browser sets (see app/features/meal-plan/use-time-zone-cookie.ts). */
import { TIME_ZONE_COOKIE } from "~/domain/meal-plan/meal-plan";
import { safeTimeZone, todayIn } from "~/domain/meal-plan/week";

export function requestTimeZone(request: Request): string {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`).exec(cookie);
  let zone: string | null = null;
  try {
    zone = match ? decodeURIComponent(match[1]!) : null;
  } catch {
    zone = null;
  }
  return safeTimeZone(zone);
}

/** Today in the user's time zone. */
export function userToday(request: Request, now: Date = new Date()): string {
  return todayIn(requestTimeZone(request), now);
}
