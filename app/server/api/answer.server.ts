/**
 * Everything under /api/v1 (the `api/v1/*` route): the OpenAPI document and the calendar address need no
 * token; every other address goes through the dispatcher. An unexpected error is logged and answered
 * as a problem, like every other API answer.
 */
import { API_MESSAGES, problemOf } from "~/domain/api/problem";
import { getDb } from "../db/index.server";
import { linkOrigin } from "../http/link-origin.server";
import { takeRateLimit } from "../http/rate-limit.server";
import { userToday } from "../time-zone.server";
import { calendarFile } from "./calendar.server";
import { API_ENDPOINTS } from "./endpoints.server";
import { API_BASE, etagOf, handleApi, problemAnswer } from "./handle.server";
import { openApiDocument } from "./openapi.server";

/** Reads of one calendar address a minute (calendar apps poll every few minutes to hours). */
const CALENDAR_READS_PER_MINUTE = 30;

async function calendar(request: Request, file: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return problemAnswer(request, problemOf(405, API_MESSAGES.methodNotAllowed), { Allow: "GET" });
  }
  const db = await getDb();
  const found = file.endsWith(".ics")
    ? await calendarFile(db, file.slice(0, -4), { origin: linkOrigin(request), today: userToday(request) })
    : null;
  if (!found) return problemAnswer(request, problemOf(404, API_MESSAGES.notFound));
  const rate = await takeRateLimit(db, `calendar:${found.feedId}:${found.userId}`, {
    max: CALENDAR_READS_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!rate.allowed) {
    return problemAnswer(request, problemOf(429, API_MESSAGES.tooMany), {
      "Retry-After": String(Math.max(1, Math.ceil(rate.retryAfterMs / 1000))),
    });
  }
  const etag = etagOf(found.ics);
  const headers = { "Cache-Control": "private, no-cache", ETag: etag, "X-Robots-Tag": "noindex" };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : found.ics, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="meal-plan.ics"',
    },
  });
}

export async function answerApi(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  try {
    if (pathname !== API_BASE && !pathname.startsWith(`${API_BASE}/`)) {
      return problemAnswer(request, problemOf(404, API_MESSAGES.notFound));
    }
    if (pathname === `${API_BASE}/openapi.json` && (request.method === "GET" || request.method === "HEAD")) {
      return Response.json(openApiDocument(API_ENDPOINTS, linkOrigin(request)), {
        headers: { "Cache-Control": "public, max-age=300" },
      });
    }
    const calendarMatch = /^\/api\/v1\/calendar\/([^/]+)$/.exec(pathname);
    if (calendarMatch) return await calendar(request, calendarMatch[1]);
    return await handleApi(request, API_ENDPOINTS);
  } catch (error) {
    console.error("[simmer] API request failed", request.method, pathname, error);
    return problemAnswer(request, problemOf(500, API_MESSAGES.failed));
  }
}
