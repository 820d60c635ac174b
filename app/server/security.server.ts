/** Request-level protections applied to every route. */
import { data, type MiddlewareFunction } from "react-router";
import { backFromReferer } from "~/domain/accounts/go-back";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { env } from "./env.server";
import { checkBody, checkHead } from "./http/form-guard";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site form posts are refused: a state-changing request must come from this site's own pages
 * (Origin matches), or from a client that sends no browser fetch metadata at all (curl, tests).
 */
export function isCrossSite(request: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const own = new Set([new URL(request.url).origin, new URL(publicUrl).origin]);
    return !own.has(origin);
  }
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || origin === "null";
}

/** The page of this site the request came from (its Referer), for a form sent without JavaScript; else `fallback`. */
export function refererBack(request: Request, fallback: string): string {
  const own = [new URL(request.url).origin, new URL(env().PUBLIC_URL).origin];
  return backFromReferer(request.headers.get("Referer"), own, fallback);
}

/**
 * The API is exempt: it reads no cookie, only a bearer token a page of another site cannot send
 * without the operator's CORS allow-list (API_CORS_ORIGINS), so a forged request acts for nobody.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (new URL(request.url).pathname.startsWith("/api/v1/")) return;
  if (isCrossSite(request, env().PUBLIC_URL)) {
    throw data(GENERAL_MESSAGES.forbidden, { status: 403 });
  }
};

/**
 * Runs first, before every loader and action: refuses NUL bytes in the URL and bodies that are not
 * forms (415), without reading a byte of the body.
 */
export const requestGuardMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  const refusal = checkHead(request);
  if (refusal) throw data(refusal.message, { status: refusal.status, statusText: refusal.message });
};

/**
 * Runs once the origin and the session are checked (so a body sent cross-site, or into the signed-in
 * area before sign-in, is never read), before any route reads the request: bodies over the size
 * limit (413), unreadable forms and forms with too many or oddly named fields, each with a 4xx and a
 * message. Upload paths are left to their route, which reads the body once it holds an upload slot.
 */
export const bodyGuardMiddleware: MiddlewareFunction<Response> = async ({ request }) => {
  const refusal = await checkBody(request);
  if (refusal) throw data(refusal.message, { status: refusal.status, statusText: refusal.message });
};

/**
 * server.ts makes a fresh Content-Security-Policy nonce for every request and passes it to the
 * renderer in this header (replacing anything a client sent), as it does the client address.
 */
export const CSP_NONCE_HEADER = "x-simmer-csp-nonce";

export function cspNonce(request: Request): string | undefined {
  return request.headers.get(CSP_NONCE_HEADER) || undefined;
}
