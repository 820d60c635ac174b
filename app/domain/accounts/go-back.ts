/**
 * Where a form sent without JavaScript goes back to: the page named by its `Referer`, but only a page
 * of this site. Any other scheme (`x:\\evil.example` has the path `\\evil.example`, which a browser
 * reads as another host), another origin, or a path that is not a safe redirect falls back.
 */
import { safeRedirect } from "./safe-redirect";

export function backFromReferer(referer: string | null | undefined, ownOrigins: readonly string[], fallback: string): string {
  if (!referer || !URL.canParse(referer)) return fallback;
  const url = new URL(referer);
  if (url.protocol !== "http:" && url.protocol !== "https:") return fallback;
  if (!ownOrigins.some((origin) => URL.canParse(origin) && new URL(origin).origin === url.origin)) return fallback;
  return safeRedirect(url.pathname + url.search, fallback);
}
