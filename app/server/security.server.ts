/** Request-level protections applied to every route. */
import { data, type MiddlewareFunction } from "react-router";
import { GENERAL_MESSAGES } from "~/domain/messages";
import { env } from "./env.server";

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

export const csrfMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (isCrossSite(request, env().PUBLIC_URL)) {
    throw data(GENERAL_MESSAGES.forbidden, { status: 403 });
  }
};
