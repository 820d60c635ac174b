/** Request-level protections applied to every route. */
import { data, type MiddlewareFunction } from "react-router";
import { backFromReferer } from "~/domain/go-back";
import { GENERAL_MESSAGES } from "~/domain/messages";
import { env } from "./env.server";
import { checkRequest } from "./http/form-guard";

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

export const csrfMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (isCrossSite(request, env().PUBLIC_URL)) {
    throw data(GENERAL_MESSAGES.forbidden, { status: 403 });
  }
};

/**
 * Runs before every loader and action: refuses NUL bytes in the URL, bodies that are not forms (415),
 * bodies over the size limit (413), unreadable forms and forms with too many or oddly named fields,
 * each with a 4xx and a message, before any route reads the request.
 */
export const requestGuardMiddleware: MiddlewareFunction<Response> = async ({ request }) => {
  const refusal = await checkRequest(request);
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
