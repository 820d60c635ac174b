import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { TIME_ZONE_COOKIE } from "~/domain/meal-plan/meal-plan";

/**
 * Stores the browser's time zone in a cookie so the server counts days and weeks in the user's own
 * zone; when it was missing or changed, the page's data is loaded again with it.
 */
export function useTimeZoneCookie(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const current = document.cookie.split("; ").find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));
    const value = encodeURIComponent(zone);
    if (current === `${TIME_ZONE_COOKIE}=${value}`) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
    void revalidate();
  }, [revalidate]);
}
