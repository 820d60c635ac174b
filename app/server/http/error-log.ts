/**
 * What the server logs about a request React Router could not answer normally. A client's mistake
 * (a 4xx: a POST to a page without an action, a form from another origin) is one short line with the
 * status, method and path (never the query, which may hold a token); only a server fault (5xx) is
 * logged with its stack. A request the client gave up on is not logged.
 */
import { STATUS_CODES } from "node:http";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
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

/** One line, whatever the client put in the path or the message. */
function oneLine(status: number, method: string, pathname: string, detail: string): string {
  return `[simmer] ${status} ${method} ${pathname}: ${detail}`.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").slice(0, MAX_LINE);
}

export function logRequestError(error: unknown, request: Request, log: (...args: unknown[]) => void = console.error): void {
  if (request.signal.aborted) return;
  const status = errorStatus(error);
  if (status >= 500) {
    log(innerError(error) ?? error);
    return;
  }
  log(oneLine(status, request.method, new URL(request.url).pathname, detailOf(error)));
}

/**
 * Express's last error handler for a client's mistake it meets itself (a path whose escapes do not
 * decode is a 400): one line, and the status with its reason. Anything else goes on to Express's own
 * handler, which answers 500 and logs the stack.
 */
export function answerExpressError(log: (...args: unknown[]) => void = console.error) {
  return (error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== "number" || status < 400 || status >= 500 || res.headersSent) return next(error);
    log(oneLine(status, req.method, req.originalUrl.split("?")[0]!, error instanceof Error ? error.message : String(error)));
    res
      .status(status)
      .type("text/plain")
      .send(STATUS_CODES[status] ?? "Bad Request");
  };
}
