/**
 * The API's one door (issue 30, decision 052): every `/api/v1/…` request is matched to its endpoint
 * and checked here in the same order — the address, the token, its scope, its rate, the query, the
 * body, `If-Match`, `Idempotency-Key` — before the endpoint's handler calls the page's own service.
 * Every refusal is a problem+json answer with the sentence the page would show.
 */
import { createHash } from "node:crypto";
import type { z } from "zod";
import { scopeAllows } from "~/domain/api/api-token";
import { API_MESSAGES, problemOf, type Problem } from "~/domain/api/problem";
import { getDb } from "../db/index.server";
import { env } from "../env.server";
import { GUARD_MESSAGES } from "../http/form-guard";
import { takeRateLimit } from "../http/rate-limit.server";
import { userToday } from "../time-zone.server";
import { matchPath, type ApiCall, type Endpoint } from "./endpoint.server";
import { replayOrClaim, settleIdempotency, forgetIdempotency, IDEMPOTENCY_KEY_PATTERN } from "./idempotency.server";
import { authenticateApiToken, bearerSecret } from "./tokens.server";

export const API_BASE = "/api/v1";
const ALLOWED_HEADERS = "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key";
const EXPOSED_HEADERS = "ETag, Location, Retry-After, Idempotent-Replayed";

/** The CORS headers for `origin` when the operator allowed it (API_CORS_ORIGINS), else none. */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("Origin");
  if (!origin || !env().API_CORS_ORIGINS.includes(origin)) return {};
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS };
}

function baseHeaders(request: Request, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-cache", Vary: "Authorization, Origin", ...extra });
  for (const [name, value] of Object.entries(corsHeaders(request))) headers.set(name, value);
  return headers;
}

export function problemAnswer(request: Request, problem: Problem, extra: Record<string, string> = {}): Response {
  const headers = baseHeaders(request, { "Content-Type": "application/problem+json", ...extra });
  return new Response(JSON.stringify(problem), { status: problem.status, headers });
}

/** A weak ETag of a JSON representation. */
export function etagOf(json: string): string {
  return `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => bare(tag) === bare(etag));
}

/** Zod's first message as the detail, every issue by path. */
function invalid(request: Request, error: z.ZodError): Response {
  const errors = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return problemAnswer(request, problemOf(400, errors[0]?.message ?? API_MESSAGES.invalidJson, errors));
}

/** Whether any string (or key) in a parsed JSON value holds a NUL, which no form may send either. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\0") || holdsNul(inner));
  }
  return false;
}

type JsonRead = { ok: true; value: unknown } | { ok: false; status: 400 | 415; detail: string };

async function readJson(request: Request): Promise<JsonRead> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { ok: false, status: 415, detail: "Send the body as application/json." };
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    return { ok: false, status: 400, detail: API_MESSAGES.invalidJson };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, status: 400, detail: API_MESSAGES.invalidJson };
  }
  return holdsNul(value) ? { ok: false, status: 400, detail: GUARD_MESSAGES.nul } : { ok: true, value };
}

/** The preflight of a browser on an allowed origin; others get no CORS headers, so the browser stops. */
function preflight(request: Request): Response {
  const headers = baseHeaders(request);
  if (headers.has("Access-Control-Allow-Origin")) {
    headers.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE");
    headers.set("Access-Control-Allow-Headers", ALLOWED_HEADERS);
    headers.set("Access-Control-Max-Age", "600");
  }
  return new Response(null, { status: 204, headers });
}

export async function handleApi(request: Request, endpoints: readonly Endpoint[]): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(API_BASE.length).replace(/\/+$/, "") || "/";
  if (request.method === "OPTIONS") return preflight(request);
  const matching = endpoints
    .map((candidate) => ({ candidate, params: matchPath(candidate.path, path) }))
    .filter((m): m is { candidate: Endpoint; params: Record<string, string> } => m.params !== null);
  if (matching.length === 0) return problemAnswer(request, problemOf(404, API_MESSAGES.notFound));
  const method = request.method === "HEAD" ? "GET" : request.method;
  const found = matching.find((m) => m.candidate.method === method);
  if (!found) {
    const allow = [...new Set(matching.map((m) => m.candidate.method))].join(", ");
    return problemAnswer(request, problemOf(405, API_MESSAGES.methodNotAllowed), { Allow: allow });
  }
  const { candidate: endpoint, params } = found;

  const db = await getDb();
  const secret = bearerSecret(request.headers.get("Authorization"));
  const holder = secret ? await authenticateApiToken(db, secret) : null;
  if (!holder) {
    return problemAnswer(request, problemOf(401, API_MESSAGES.unauthorized), { "WWW-Authenticate": 'Bearer realm="simmer"' });
  }
  if (!scopeAllows(holder.token.scope, request.method)) return problemAnswer(request, problemOf(403, API_MESSAGES.readOnly));
  const limit = env().API_RATE_LIMIT_PER_MINUTE;
  const rate = await takeRateLimit(db, `api:${holder.token.id}:${holder.user.id}`, { max: limit, windowMs: 60_000 });
  if (!rate.allowed) {
    return problemAnswer(request, problemOf(429, API_MESSAGES.tooMany), {
      "Retry-After": String(Math.max(1, Math.ceil(rate.retryAfterMs / 1000))),
    });
  }

  let query: unknown = undefined;
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalid(request, parsed.error);
    query = parsed.data;
  }
  let rawBody: string | null = null;
  let body: unknown = undefined;
  if (endpoint.body) {
    const read = await readJson(request.clone());
    if (!read.ok) return problemAnswer(request, problemOf(read.status, read.detail));
    rawBody = JSON.stringify(read.value);
    const parsed = endpoint.body.safeParse(read.value);
    if (!parsed.success) return invalid(request, parsed.error);
    body = parsed.data;
  }
  const call: ApiCall<unknown, unknown> = {
    db,
    user: holder.user,
    scope: holder.token.scope,
    params,
    query,
    body,
    request,
    today: userToday(request),
  };

  const ifMatch = request.headers.get("If-Match");
  if (ifMatch && endpoint.current) {
    const current = await endpoint.current(call);
    if (current === null) return problemAnswer(request, problemOf(404, API_MESSAGES.notFound));
    if (!etagMatches(ifMatch, etagOf(JSON.stringify(current)))) return problemAnswer(request, problemOf(412, API_MESSAGES.stale));
  }

  const idempotencyKey = request.method === "POST" ? request.headers.get("Idempotency-Key") : null;
  if (idempotencyKey !== null) {
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return problemAnswer(request, problemOf(400, API_MESSAGES.idempotencyKey));
    const fingerprint = createHash("sha256")
      .update(`${request.method} ${url.pathname}${url.search}\n${rawBody ?? ""}`)
      .digest("hex");
    const claim = await replayOrClaim(db, holder.user.id, idempotencyKey, fingerprint);
    if (claim.kind === "replay") {
      const headers = baseHeaders(request, { "Idempotent-Replayed": "true" });
      if (claim.body !== null) headers.set("Content-Type", claim.status >= 400 ? "application/problem+json" : "application/json");
      return new Response(claim.body, { status: claim.status, headers });
    }
    if (claim.kind === "refused") return problemAnswer(request, problemOf(claim.status, claim.message));
    try {
      const answer = await runEndpoint(request, endpoint, call);
      await settleIdempotency(
        db,
        holder.user.id,
        idempotencyKey,
        answer.status,
        answer.status === 204 ? null : await answer.clone().text(),
      );
      return answer;
    } catch (error) {
      await forgetIdempotency(db, holder.user.id, idempotencyKey);
      throw error;
    }
  }
  return runEndpoint(request, endpoint, call);
}

/** Runs the handler and writes its answer: JSON with an ETag, 304 when the client has it, or a problem. */
async function runEndpoint(request: Request, endpoint: Endpoint, call: ApiCall<unknown, unknown>): Promise<Response> {
  const outcome = await endpoint.handle(call);
  if (!outcome.ok) return problemAnswer(request, problemOf(outcome.status, outcome.message));
  const status = endpoint.successStatus ?? 200;
  if (status === 204) return new Response(null, { status, headers: baseHeaders(request) });
  const json = JSON.stringify(outcome.value);
  const etag = etagOf(json);
  if (request.method === "GET" && etagMatches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers: baseHeaders(request, { ETag: etag }) });
  }
  const headers = baseHeaders(request, { "Content-Type": "application/json", ETag: etag });
  return new Response(request.method === "HEAD" ? null : json, { status, headers });
}
