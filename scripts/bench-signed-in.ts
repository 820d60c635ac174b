/**
 * The signed-in workload of `npm run bench` (see bench/README.md): users with sessions made
 * directly in the bench database, then autocannon with one signed-in cook per connection and a
 * mix of pages and writes: browse with queries, recipe pages, save/unsave, cookbook create/add.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import autocannon, { type Request as CannonRequest } from "autocannon";
import { asc, like, sql } from "drizzle-orm";
import type { Db } from "../app/server/db/client.server";
import { cookbooks, profiles, recipes, sessions, users } from "../app/server/db/schema";

/**
 * Where the writes go: the route actions, at the `.data` addresses a browser's fetcher posts to.
 */
export const SIGNED_IN_ROUTES = {
  browse: "/app/browse",
  recipe: (id: number) => `/app/recipe/${id}`,
  saved: "/app/saved",
  cookbookCreate: "/app/cookbooks.data",
  cookbookAdd: (cookbookId: string) => `/app/cookbooks/${cookbookId}/manage.data`,
};

const EMAIL_PREFIX = "bench-signed-in-";
const EMAIL_DOMAIN = "@simmer.bench";
const SESSION_COOKIE = "simmer.session_token";
/** Recipes the workload visits, spread evenly over the catalog. */
const RECIPE_SAMPLE = 2000;

/** Searches as cooks type them (two misspelt), with filters and sorts. */
export const QUERIES = [
  "q=chicken",
  "q=soup&sort=rating",
  "q=lemon+garlic",
  "q=pasta&difficulty=Easy",
  "q=salad&maxTime=30",
  "q=chiken",
  "q=tomatoe+soup",
  "q=garlic&tag=vegetarian",
  "q=beef&sort=cookTime",
  "q=chocolate&minRating=4",
  "q=rice&page=2",
  "q=curry&sort=newest",
];

export interface BenchUser {
  index: number;
  id: string;
  cookie: string;
  cookbookId: string;
  /** How many cycles this user has run: picks fresh recipes every time. */
  cycle: number;
}

export interface SignedInSetup {
  users: BenchUser[];
  recipeIds: number[];
}

/** Better Auth's signed cookie value: `<token>.<base64 HMAC-SHA256(secret, token)>`, URI-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Replaces the bench's users (earlier runs' are deleted with everything they own) with `count`
 * Ultimate cooks, each with a live session and one cookbook to add recipes to. Ultimate has no
 * limits, so every write is expected to succeed.
 */
export async function setupSignedIn(db: Db, count: number, secret: string): Promise<SignedInSetup> {
  await db.delete(users).where(like(users.email, `${EMAIL_PREFIX}%${EMAIL_DOMAIN}`));
  const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const list: BenchUser[] = [];
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index++) {
      const id = randomUUID();
      const email = `${EMAIL_PREFIX}${index}${EMAIL_DOMAIN}`;
      const name = `Bench Cook ${index}`;
      const token = randomBytes(24).toString("base64url");
      await tx.insert(users).values({ id, email, name, emailVerified: true });
      await tx.insert(profiles).values({ id, email, name, currentPlanId: "ultimate" });
      await tx.insert(sessions).values({
        id: randomUUID(),
        token,
        userId: id,
        expiresAt,
        ipAddress: "127.0.0.1",
        userAgent: "simmer-bench",
      });
      const [book] = await tx
        .insert(cookbooks)
        .values({ userId: id, name: `Weeknights ${index}`, color: "bg-accent-orange" })
        .returning({ id: cookbooks.id });
      list.push({ index, id, cookie: signedSessionCookie(token, secret), cookbookId: book.id, cycle: 0 });
    }
  });
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(recipes);
  const step = Math.max(1, Math.floor(n / RECIPE_SAMPLE));
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(sql`${recipes.id} % ${step} = 0`)
    .orderBy(asc(recipes.id))
    .limit(RECIPE_SAMPLE);
  return { users: list, recipeIds: rows.map((r) => r.id) };
}

/** Removes the bench's users again (and, by cascade, their sessions, saves and cookbooks). */
export async function cleanupSignedIn(db: Db): Promise<void> {
  await db.delete(users).where(like(users.email, `${EMAIL_PREFIX}%${EMAIL_DOMAIN}`));
}

type Kind = "browse" | "recipe" | "save" | "unsave" | "cookbook-create" | "cookbook-add";

interface KindResult {
  requests: number;
  /** Status class counts: "2xx", "3xx", "4xx", "5xx". */
  statuses: Record<string, number>;
  p50: number;
  p99: number;
}

export interface SignedInResult {
  connections: number;
  users: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP90: number;
  latencyP99: number;
  latencyMax: number;
  requests: number;
  /** Answers other than 2xx/3xx (a plan-limit 403 on cookbook create excepted) plus socket errors and timeouts. */
  errors: number;
  /** 403s on cookbook create: the plan's limit, expected behaviour (none with Ultimate users). */
  limitAnswers: number;
  timeouts: number;
  socketErrors: number;
  /**
   * CPU time the server process used per request (user + system): unlike latency, it hardly
   * depends on what else runs on the machine. Null where /proc is not available.
   */
  serverCpuMsPerRequest: number | null;
  byKind: Record<Kind, KindResult>;
  routes: { cookbookCreate: string; cookbookAdd: string };
}

interface Step {
  kind: Kind;
  build: (user: BenchUser, pick: (offset: number) => number) => { method: "GET" | "POST"; path: string; body?: string };
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** One cycle per user: six pages, four writes. The saved recipe is unsaved again in the same cycle. */
const CYCLE: Step[] = [
  { kind: "browse", build: (u) => ({ method: "GET", path: `${SIGNED_IN_ROUTES.browse}?${QUERIES[u.cycle % QUERIES.length]}` }) },
  { kind: "recipe", build: (_u, pick) => ({ method: "GET", path: SIGNED_IN_ROUTES.recipe(pick(0)) }) },
  {
    kind: "save",
    build: (_u, pick) => ({ method: "POST", path: SIGNED_IN_ROUTES.saved, body: form({ intent: "save", recipeId: pick(0) }) }),
  },
  {
    kind: "browse",
    build: (u) => ({ method: "GET", path: `${SIGNED_IN_ROUTES.browse}?${QUERIES[(u.cycle + u.index + 5) % QUERIES.length]}` }),
  },
  { kind: "recipe", build: (_u, pick) => ({ method: "GET", path: SIGNED_IN_ROUTES.recipe(pick(1)) }) },
  {
    kind: "cookbook-add",
    build: (u, pick) => ({
      method: "POST",
      path: SIGNED_IN_ROUTES.cookbookAdd(u.cookbookId),
      body: form({ intent: "add-recipes", cookbookId: u.cookbookId, recipeId: pick(1) }),
    }),
  },
  { kind: "recipe", build: (_u, pick) => ({ method: "GET", path: SIGNED_IN_ROUTES.recipe(pick(2)) }) },
  {
    kind: "unsave",
    build: (_u, pick) => ({ method: "POST", path: SIGNED_IN_ROUTES.saved, body: form({ intent: "unsave", recipeId: pick(0) }) }),
  },
  { kind: "browse", build: () => ({ method: "GET", path: SIGNED_IN_ROUTES.browse }) },
  {
    kind: "cookbook-create",
    build: (u) => ({
      method: "POST",
      path: SIGNED_IN_ROUTES.cookbookCreate,
      body: form({
        intent: "create",
        name: `Bench ${u.index}-${u.cycle}`,
        color: "bg-accent-orange",
        description: "Made by the signed-in benchmark.",
      }),
    }),
  },
];

/**
 * autocannon keeps one response parser per connection slot for its whole run: after a timeout it
 * opens a new socket but leaves the parser in the middle of the abandoned response, so every later
 * answer on that slot is misread and times out too (one slow moment became 3 "timeouts" per slot
 * per 30 s). A new socket starts with a fresh parser here.
 */
export function freshParserOnEveryConnection(client: unknown): void {
  const c = client as { _connect: () => void; parser: { initialize: (type: string) => void } };
  const connect = c._connect;
  c._connect = function (this: typeof c) {
    this.parser.initialize("RESPONSE");
    connect.call(this);
  };
}

/** CPU time (user + system) one process has used so far, in ms, and its parent's pid, from /proc. */
function statOf(pid: number): { cpuMs: number; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) the server has used so far, in ms (Linux; clock ticks of 10 ms): the
 * process and, with WEB_CONCURRENCY, its workers.
 */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const own = statOf(pid);
  if (!own) return null;
  let total = own.cpuMs;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statOf(Number(entry));
    if (child?.parent === pid) total += child.cpuMs;
  }
  return total;
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Runs the mix with `connections` connections for `seconds`. Each connection takes a cook from the
 * pool at the start of a cycle and gives them back at its end, so no cook is ever used by two
 * connections at once (their saves and cookbook adds stay predictable). Writes carry Origin and
 * Sec-Fetch-Site like a browser's form post, so the CSRF check lets them through.
 */
export async function signedInLoad(
  origin: string,
  setup: SignedInSetup,
  options: { connections: number; seconds: number; warmupSeconds?: number; serverPid?: number },
): Promise<SignedInResult> {
  const pool = [...setup.users];
  const { recipeIds } = setup;
  const latencies = new Map<Kind, number[]>();
  const statuses = new Map<Kind, Record<string, number>>();
  let limitAnswers = 0;
  let errors = 0;
  /** The measured window (performance.now()): the answers that arrive inside it count. */
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  const all: number[] = [];

  interface Context {
    user?: BenchUser;
    sentAt?: number;
  }

  const requests: CannonRequest[] = CYCLE.map((step, i) => ({
    setupRequest: (req: CannonRequest, ctx: object) => {
      const context = ctx as Context;
      if (i === 0 || !context.user) {
        // A cook for this cycle; if the pool is empty (a connection lost its cook on a timeout), share one.
        context.user = pool.shift() ?? setup.users[Math.floor(Math.random() * setup.users.length)];
        context.user.cycle += 1;
      }
      const user = context.user;
      const pick = (offset: number) => recipeIds[(user.index * 997 + user.cycle * 31 + offset * 7) % recipeIds.length];
      const r = step.build(user, pick);
      context.sentAt = performance.now();
      const headers: Record<string, string> = { cookie: user.cookie, "sec-fetch-site": "same-origin" };
      if (r.method === "POST") {
        headers.origin = origin;
        headers["content-type"] = "application/x-www-form-urlencoded";
      }
      return { ...req, method: r.method, path: r.path, body: r.body, headers };
    },
    onResponse: (status: number, _body: string, ctx: object) => {
      const context = ctx as Context;
      const now = performance.now();
      if (context.sentAt !== undefined && now >= windowStart && now <= windowEnd) {
        const elapsed = now - context.sentAt;
        all.push(elapsed);
        const list = latencies.get(step.kind) ?? [];
        list.push(elapsed);
        latencies.set(step.kind, list);
        const counts = statuses.get(step.kind) ?? {};
        const cls = `${Math.floor(status / 100)}xx`;
        counts[cls] = (counts[cls] ?? 0) + 1;
        statuses.set(step.kind, counts);
        if (status >= 400) {
          if (step.kind === "cookbook-create" && status === 403) limitAnswers++;
          else errors++;
        }
      }
      if (i === CYCLE.length - 1 && context.user) {
        pool.push(context.user);
        context.user = undefined;
      }
    },
  }));

  // One autocannon run: a warm-up, then the measured window. (A separate warm-up run used to end by
  // dropping its 50 in-flight requests, which the server still worked through while the measured
  // run's 50 connections all opened at once: their first answers took seconds, the run's maximum.)
  const warmupMs = (options.warmupSeconds ?? 0) * 1000;
  const windowMs = options.seconds * 1000;
  let timeouts = 0;
  let socketErrors = 0;
  // The server builds its search index after it starts listening, and a search waits for it: one
  // search first, so the index build is neither in the warm-up nor in the measured CPU time.
  await fetch(`${origin}${SIGNED_IN_ROUTES.browse}?q=chicken`, {
    headers: { cookie: setup.users[0].cookie },
    signal: AbortSignal.timeout(180_000),
  });
  let cpuBefore: number | null = null;
  let cpuAfter: number | null = null;
  let instance: autocannon.Instance | null = null;
  const run = new Promise<void>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        requests,
        timeout: 10,
        duration: (warmupMs + windowMs) / 1000 + 0.5,
        setupClient: freshParserOnEveryConnection,
      },
      (error) => (error ? reject(error) : resolve()),
    );
  });
  instance!.on("reqError", (error: Error) => {
    const now = performance.now();
    if (now < windowStart || now > windowEnd) return;
    if (error.message === "request timed out") timeouts++;
    else socketErrors++;
  });
  const opened = setTimeout(() => {
    windowStart = performance.now();
    cpuBefore = processCpuMs(options.serverPid);
  }, warmupMs);
  const closed = setTimeout(() => {
    windowEnd = performance.now();
    cpuAfter = processCpuMs(options.serverPid);
  }, warmupMs + windowMs);
  try {
    await run;
  } finally {
    clearTimeout(opened);
    clearTimeout(closed);
  }
  if (!Number.isFinite(windowEnd)) windowEnd = performance.now();
  const measuredSeconds = (windowEnd - windowStart) / 1000;
  const total = all.length;
  const sortedAll = [...all].sort((a, b) => a - b);

  const byKind = {} as Record<Kind, KindResult>;
  for (const [kind, list] of latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    byKind[kind] = {
      requests: list.length,
      statuses: statuses.get(kind) ?? {},
      p50: Math.round(percentile(sorted, 0.5)),
      p99: Math.round(percentile(sorted, 0.99)),
    };
  }
  return {
    connections: options.connections,
    users: setup.users.length,
    seconds: options.seconds,
    requestsPerSecond: Math.round(total / measuredSeconds),
    latencyP50: Math.round(percentile(sortedAll, 0.5)),
    latencyP90: Math.round(percentile(sortedAll, 0.9)),
    latencyP99: Math.round(percentile(sortedAll, 0.99)),
    latencyMax: Math.round(sortedAll.at(-1) ?? Number.NaN),
    requests: total,
    errors: errors + timeouts + socketErrors,
    limitAnswers,
    timeouts,
    socketErrors,
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || total === 0 ? null : Math.round(((cpuAfter - cpuBefore) / total) * 100) / 100,
    byKind,
    routes: { cookbookCreate: SIGNED_IN_ROUTES.cookbookCreate, cookbookAdd: SIGNED_IN_ROUTES.cookbookAdd("<id>") },
  };
}
