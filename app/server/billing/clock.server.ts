/**
 * The server's notion of "now" for plan decisions. In production it is the real time. When
 * ENABLE_TEST_ROUTES=true (browser tests only) a request may carry the cookie `simmer.test_now` with an
 * ISO time, and everything that request decides (trial days, notices, effective plan) uses that time.
 * The cookie is ignored in every other configuration.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction } from "react-router";
import { env } from "../env.server";

export const TEST_CLOCK_COOKIE = "simmer.test_now";

const requestClock = new AsyncLocalStorage<Date>();

export function now(): Date {
  return requestClock.getStore() ?? new Date();
}

/** Reads the test clock from the request's cookie, only when test routes are enabled. */
export function testClockFrom(request: Request): Date | null {
  if (!env().ENABLE_TEST_ROUTES) return null;
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${TEST_CLOCK_COOKIE.replace(".", "\\.")}=([^;]+)`).exec(cookie);
  if (!match) return null;
  const date = new Date(decodeURIComponent(match[1]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export const testClockMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const date = testClockFrom(request);
  return date ? requestClock.run(date, next) : next();
};

/** Runs `fn` with `now()` fixed at `date` (tests, and the test-clock middleware). */
export function runAt<T>(date: Date, fn: () => T): T {
  return requestClock.run(date, fn);
}
