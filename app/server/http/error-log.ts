/**
 * What the server logs about a request React Router could not answer normally. A client's mistake
 * (a 4xx: a POST to a page without an action, a form from another origin) is one short line with the
 * status, method and path (never the query, which may hold a token); only a server fault (5xx) is
 * logged with its stack. A request the client gave up on is not logged.
 */
import { isRouteErrorResponse } from "react-router";

/**
 * React Router's own refusals, thrown as plain errors and answered 400: a form whose Origin is not
 * this site's (document request, and `Bad Request` for a `.data` request), or an unreadable Origin.
 */
const CLIENT_ERRORS = [/ Aborting the action\.$/, /^Bad Request$/];
const MAX_LINE = 300;

/** The status the answer to this error carries. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Error && CLIENT_ERRORS.some((pattern) => pattern.test(error.message))) return 400;
  return 500;
}

/** The error React Router wrapped in an error response (its `ErrorResponseImpl` keeps it, untyped). */
function innerError(error: unknown): unknown {
  return isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
}

function detailOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const inner = innerError(error);
    if (inner instanceof Error) return inner.message;
    return typeof error.data === "string" && error.data ? error.data : error.statusText;
  }
  return error instanceof Error ? error.message : String(error);
}

export function logRequestError(error: unknown, request: Request, log: (...args: unknown[]) => void = console.error): void {
  if (request.signal.aborted) return;
  const status = errorStatus(error);
  if (status >= 500) {
    log(innerError(error) ?? error);
    return;
  }
  const line = `[simmer] ${status} ${request.method} ${new URL(request.url).pathname}: ${detailOf(error)}`;
  // One line, whatever the client put in the path or the message.
  log(line.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").slice(0, MAX_LINE));
}
