/**
 * The API bench (issue 30), `npm run bench -- --scenario api [--sizes pglite:10000,postgres:10000]`:
 * 50 connections, each a different cook with their own personal access token, searching
 * `GET /api/v1/recipes?q=…` (the browse rules and index) against the built server for a fixed time
 * after a warm-up. Reports req/s and latency against the signed-in workload's p99 bar. The tokens'
 * rate limit is raised for the run (every request still pays for its counter in the database): the
 * bench measures the search, not the limiter.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { like } from "drizzle-orm";
import type { Db } from "../app/server/db/client.server";
import { profiles, users } from "../app/server/db/schema";
import { createApiToken } from "../app/server/api/tokens.server";
import type { LoadResult } from "./bench";
import { freshParserOnEveryConnection, QUERIES } from "./bench-signed-in";

const EMAIL_PREFIX = "bench-api-";

/** One cook and one read token per connection, made directly in the bench database. */
export async function setupApiCooks(db: Db, count: number): Promise<string[]> {
  await cleanupApiCooks(db);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const email = `${EMAIL_PREFIX}${i}-${id.slice(0, 8)}@simmer.bench`;
    await db.insert(users).values({ id, email, name: `API Bench ${i}`, emailVerified: true });
    await db.insert(profiles).values({ id, email, name: `API Bench ${i}`, currentPlanId: "premium" });
    const made = await createApiToken(db, id, { name: "bench", scope: "read", expiresIn: "30" });
    if (!made.ok) throw new Error(made.message);
    tokens.push(made.value.secret);
  }
  return tokens;
}

export async function cleanupApiCooks(db: Db): Promise<void> {
  await db.delete(users).where(like(users.email, `${EMAIL_PREFIX}%`));
}

export type ApiLoadResult = Omit<LoadResult, "url" | "timeouts"> & { connections: number; seconds: number };

function run(origin: string, tokens: readonly string[], connections: number, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: 10,
        setupClient: freshParserOnEveryConnection,
        requests: [
          {
            setupRequest: (req, ctx) => {
              const context = ctx as { token?: string; n?: number };
              context.token ??= tokens[next++ % tokens.length];
              context.n = (context.n ?? 0) + 1;
              const query = QUERIES[(context.n + next) % QUERIES.length];
              return {
                ...req,
                method: "GET",
                path: `/api/v1/recipes?${query}`,
                headers: { authorization: `Bearer ${context.token}` },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function apiLoad(
  origin: string,
  tokens: readonly string[],
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<ApiLoadResult> {
  // The first search waits for the index build: one request before anything is timed.
  const first = await fetch(`${origin}/api/v1/recipes?q=chicken`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
    signal: AbortSignal.timeout(180_000),
  });
  if (!first.ok) throw new Error(`the API answered ${first.status}: ${await first.text()}`);
  await run(origin, tokens, options.connections, options.warmupSeconds);
  const result = await run(origin, tokens, options.connections, options.seconds);
  return {
    connections: options.connections,
    seconds: options.seconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
