/**
 * Household kitchen bench (issue 27), `npm run bench -- --scenario kitchen` (or `tsx scripts/bench-kitchen.ts`):
 *
 * (a) Fan-out: a household of 6 members holds 50 open `GET /app/kitchen/events` streams (8 or 9 per
 *     member, as tabs and phones would), served by the built server (`build/server.js`). Members take
 *     turns making a change over HTTP (add a shopping item, tick it, plan a meal, move a meal); for each
 *     change the bench measures, on every stream, the time from the write's acknowledgement (its
 *     response) to the stream's `change` event, and reports p50/p95/max against the bar: p95 ≤ 100 ms.
 *     An event that arrives before the response has been read counts as 0 ms. PGlite always; on
 *     PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, with two server processes on
 *     one database (half the streams on each, every write to the first): the events then travel
 *     through `pg_notify`.
 * (b) The meal-plan and shopping pages of that household (each member has added entries and items)
 *     read over HTTP, one request at a time, members in turn: p95 against the page bar of the meal-plan
 *     bench (≤ 100 ms) and the signed-in workload's p99 bar (≤ 400 ms on PGlite, ≤ 250 ms on PostgreSQL).
 *
 * Ports 4170/4171 (override with KITCHEN_BENCH_PORT). The machine's load average is printed beside the
 * figures. A benchmark, not a test: nothing fails when a bar is missed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { request as httpRequest, type ClientRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { SessionUser } from "../app/domain/accounts/session-user";
import { addDays, todayIn, weekStartOf } from "../app/domain/meal-plan/week";
import { openDatabase, postgresClient, type DatabaseTarget } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { profiles, sessions, users } from "../app/server/db/schema";
import { acceptInvite, createHousehold, createInvite } from "../app/server/households/households.server";
import { signedSessionCookie } from "./bench-signed-in";

const ROOT = path.resolve(import.meta.dirname, "..");
const MEMBERS = 6;
const STREAMS = 50;
const CHANGES = 40;
const PAGE_READS = 120;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export interface KitchenBenchRow {
  what: string;
  target: string;
  value: string;
  pass: boolean;
}

interface Member {
  id: string;
  name: string;
  cookie: string;
}

function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? NaN;
}
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** Six cooks with live sessions; the first owns a household the others joined by invitation. */
async function setUp(target: DatabaseTarget, secret: string): Promise<Member[]> {
  const database = await openDatabase(target);
  await prepareDatabase(database, { seedDemo: true });
  const { db } = database;
  const members: Member[] = [];
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  for (let i = 0; i < MEMBERS; i++) {
    const id = randomUUID();
    const name = `Kitchen Bench ${i}`;
    const email = `kitchen-bench-${i}-${id.slice(0, 8)}@simmer.bench`;
    const token = randomBytes(24).toString("base64url");
    await db.insert(users).values({ id, email, name, emailVerified: true });
    await db.insert(profiles).values({ id, email, name, currentPlanId: "ultimate" });
    await db
      .insert(sessions)
      .values({ id: randomUUID(), token, userId: id, expiresAt, ipAddress: "127.0.0.1", userAgent: "simmer-bench" });
    members.push({ id, name, cookie: signedSessionCookie(token, secret) });
  }
  const viewer = (m: Member) => ({ id: m.id, name: m.name, email: "", planId: "ultimate" }) as unknown as SessionUser;
  const made = await createHousehold(db, viewer(members[0]!), { name: "The bench kitchen" });
  if (!made.ok) throw new Error(made.message);
  for (const member of members.slice(1)) {
    const link = await createInvite(db, viewer(members[0]!), { forWhom: member.name });
    if (!link.ok) throw new Error(link.message);
    const joined = await acceptInvite(db, viewer(member), link.value.token);
    if (!joined.ok) throw new Error(joined.message);
  }
  await database.close();
  return members;
}

interface Server {
  origin: string;
  child: ChildProcess;
  log: () => string;
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_CONCURRENCY: "1",
  };
  delete serverEnv.NODE_OPTIONS;
  if (!env.DATABASE_URL) delete serverEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["build/server.js"], { cwd: ROOT, env: serverEnv, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, child, log: () => log };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /healthz within 120 s:\n${log}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  server.child.kill("SIGTERM");
  await Promise.race([exited, sleep(15_000).then(() => server.child.kill("SIGKILL"))]);
}

/** One open event stream: resolves `waiter` on its next `change` event. */
interface Stream {
  request: ClientRequest;
  changes: number;
  waiter: ((at: number) => void) | null;
}

function openStream(origin: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: null as unknown as ClientRequest, changes: 0, waiter: null };
    const request = httpRequest(
      `${origin}/app/kitchen/events`,
      { headers: { cookie, accept: "text/event-stream" }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!event.split("\n").includes("event: change")) continue;
            stream.changes += 1;
            const waiter = stream.waiter;
            stream.waiter = null;
            waiter?.(at);
          }
        });
        resolve(stream);
      },
    );
    request.on("error", (error) => {
      if (!stream.request?.destroyed) reject(error);
    });
    stream.request = request;
    request.end();
  });
}

/**
 * Sends a change as the page's fetcher does: to the route's `.data` address, which answers the
 * action's result alone (the page then reloads its data separately); that answer is the acknowledgement.
 */
async function post(origin: string, member: Member, address: string, form: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}${address}.data`, {
    method: "POST",
    headers: {
      cookie: member.cookie,
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${form.intent} at ${address} answered ${response.status}`);
  return text;
}

async function get(origin: string, member: Member, address: string): Promise<string> {
  const response = await fetch(`${origin}${address}`, { headers: { cookie: member.cookie } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
  return text;
}

/** The changes members take turns at: add an item, tick it, plan a meal, move a meal. */
function changeMaker(origin: string, members: Member[]) {
  const today = todayIn("UTC");
  const week = weekStartOf(today);
  const meals = ["breakfast", "lunch", "dinner", "snack"];
  let n = 0;
  return async (): Promise<void> => {
    const member = members[n % members.length]!;
    const kind = n % 4;
    n += 1;
    if (kind === 0) {
      await post(origin, member, "/app/shopping", { intent: "add-item", text: `Bench item ${n}` });
    } else if (kind === 1) {
      const page = await get(origin, member, "/app/shopping");
      const itemId = page.match(new RegExp(`name="itemId" value="(${UUID})"`))?.[1];
      if (!itemId) throw new Error("no shopping item to tick");
      await post(origin, member, "/app/shopping", { intent: "check", itemId, checked: String(n % 8 < 4) });
    } else if (kind === 2) {
      await post(origin, member, "/app/meal-plan", {
        intent: "add",
        date: addDays(week, n % 7),
        mealType: meals[n % 4]!,
        recipeId: String((n % 40) + 1),
        servings: "4",
      });
    } else {
      const page = await get(origin, member, `/app/meal-plan?week=${week}`);
      const entryId = page.match(new RegExp(`name="entryId" value="(${UUID})"`))?.[1];
      if (!entryId) throw new Error("no meal to move");
      await post(origin, member, "/app/meal-plan", {
        intent: "move",
        entryId,
        date: addDays(week, (n + 3) % 7),
        mealType: meals[(n + 1) % 4]!,
      });
    }
  };
}

/** Runs the fan-out on the servers (streams spread over them; writes to the first) and reads the pages. */
async function measure(label: string, servers: Server[], members: Member[], pageBar: number) {
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i++) {
    streams.push(await openStream(servers[i % servers.length]!.origin, members[i % members.length]!.cookie));
  }
  const origin = servers[0]!.origin;
  const change = changeMaker(origin, members);
  // Warm-up: every kind of change twice (the server's JIT, the first notifications).
  for (let i = 0; i < 8; i++) await change();
  await sleep(500);

  const fromAck: number[] = [];
  const fromSend: number[] = [];
  let missed = 0;
  // The tick and the move read the page first: the clock starts at the write itself.
  for (let i = 0; i < CHANGES; i++) {
    let sentAt = 0;
    const arrivals = streams.map(
      (stream) =>
        new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => {
            stream.waiter = null;
            resolve(null);
          }, 5_000);
          stream.waiter = (at) => {
            clearTimeout(timer);
            resolve(at);
          };
        }),
    );
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      if (init?.method === "POST") sentAt = performance.now();
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      await change();
    } finally {
      globalThis.fetch = realFetch;
    }
    const ackAt = performance.now();
    for (const at of await Promise.all(arrivals)) {
      if (at === null) {
        missed += 1;
        continue;
      }
      fromAck.push(Math.max(0, at - ackAt));
      fromSend.push(at - sentAt);
    }
    // Changes apart, so that each stream's next event is this change's.
    await sleep(50);
  }
  for (const stream of streams) stream.request.destroy();

  // (b) The household's pages, members in turn, after every member has added entries and items.
  const week = weekStartOf(todayIn("UTC"));
  for (const [i, member] of members.entries()) {
    await post(origin, member, "/app/meal-plan", {
      intent: "add",
      date: addDays(week, i),
      mealType: "dinner",
      recipeId: String(i + 50),
      servings: "4",
    });
    await post(origin, member, "/app/shopping", { intent: "add-item", text: `${member.name}'s item` });
  }
  await post(origin, members[0]!, "/app/shopping", { intent: "generate", week });
  const entries = (await get(origin, members[0]!, `/app/meal-plan?week=${week}`)).match(
    new RegExp(`name="entryId" value="${UUID}"`, "g"),
  )?.length;
  const pages: Record<string, number[]> = { "/app/meal-plan": [], "/app/shopping": [] };
  for (const address of Object.keys(pages)) {
    for (let i = 0; i < 10; i++) await get(origin, members[i % members.length]!, address);
    for (let i = 0; i < PAGE_READS; i++) {
      const started = performance.now();
      await get(origin, members[i % members.length]!, `${address}${address === "/app/meal-plan" ? `?week=${week}` : ""}`);
      pages[address]!.push(performance.now() - started);
    }
  }

  // The bar is read from the write's request: an event often arrives before the write's own answer
  // (the notification leaves with the commit), so the time from the answer is mostly 0.
  const p95 = percentile(fromSend, 0.95);
  console.info(
    `   ${label}: ${STREAMS} streams on ${servers.length} server(s), ${CHANGES} changes → ${fromAck.length} events` +
      `${missed ? `, ${missed} MISSED` : ""}\n` +
      `     from the write's answer: p50 ${ms(percentile(fromAck, 0.5))} ms, p95 ${ms(percentile(fromAck, 0.95))} ms, max ${ms(Math.max(...fromAck))} ms\n` +
      `     from the write's request: p50 ${ms(percentile(fromSend, 0.5))} ms, p95 ${ms(p95)} ms`,
  );
  const rows: KitchenBenchRow[] = [
    {
      what: `kitchen change fan-out to ${STREAMS} streams, 6 members, ${label} p95 from the write's request`,
      target: "≤ 100 ms",
      value: `${ms(p95)} ms${missed ? ` (${missed} missed)` : ""}`,
      pass: p95 <= 100 && missed === 0,
    },
  ];
  for (const [address, samples] of Object.entries(pages)) {
    const [p50, pp95, p99] = [percentile(samples, 0.5), percentile(samples, 0.95), percentile(samples, 0.99)];
    console.info(
      `     GET ${address} (6-member household, ${entries} entries this week): p50 ${ms(p50)} ms, p95 ${ms(pp95)} ms, p99 ${ms(p99)} ms`,
    );
    rows.push({
      what: `${address}, 6-member household, ${label} p95 / p99`,
      target: `p95 ≤ 100 ms, p99 ≤ ${pageBar} ms`,
      value: `${ms(pp95)} / ${ms(p99)} ms`,
      pass: pp95 <= 100 && p99 <= pageBar,
    });
  }
  return rows;
}

export async function benchKitchen(postgresBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL): Promise<{
  rows: KitchenBenchRow[];
  loadAverage: number;
}> {
  const port = Number(process.env.KITCHEN_BENCH_PORT ?? 4170);
  const secret = randomBytes(32).toString("base64url");
  const rows: KitchenBenchRow[] = [];
  console.info(
    `   load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );

  // KITCHEN_BENCH_ONLY=postgres skips the embedded database (a second look at PostgreSQL alone).
  if (process.env.KITCHEN_BENCH_ONLY !== "postgres") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "simmer-kitchen-bench-"));
    try {
      const members = await setUp({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }, secret);
      const server = await startServer(port, { AUTH_SECRET: secret, DATA_DIR: dataDir });
      try {
        rows.push(...(await measure("PGlite", [server], members, 400)));
      } finally {
        await stopServer(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (postgresBase) {
    const url = new URL(postgresBase);
    url.pathname = "/simmer_bench_kitchen";
    const admin = postgresClient(postgresBase, { max: 1 });
    await admin.unsafe(`drop database if exists "simmer_bench_kitchen" with (force)`);
    await admin.unsafe(`create database "simmer_bench_kitchen"`);
    const dataDir = mkdtempSync(path.join(tmpdir(), "simmer-kitchen-bench-pg-"));
    try {
      const members = await setUp({ kind: "postgres", url: url.toString() }, secret);
      const env = { AUTH_SECRET: secret, DATA_DIR: dataDir, DATABASE_URL: url.toString() };
      const servers = [await startServer(port, env), await startServer(port + 1, env)];
      try {
        rows.push(...(await measure("PostgreSQL, 2 processes", servers, members, 250)));
      } finally {
        await Promise.all(servers.map(stopServer));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await admin.unsafe(`drop database if exists "simmer_bench_kitchen" with (force)`);
      await admin.end({ timeout: 5 });
    }
  }
  const loadAverage = Number(loadavg()[0]!.toFixed(1));
  console.info(
    `   load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")} (2 cores)`,
  );
  return { rows, loadAverage };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchKitchen();
}
