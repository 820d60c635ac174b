/**
 * What the stall benchmarks share (issue 33: no request may freeze the others): a /healthz poller in
 * a process of its own, a signed-out multipart upload, an 80-recipe cookbook for PDF exports, and a
 * slow Stripe API stand-in with signed webhook deliveries. Used by scripts/bench-upload-flood.ts,
 * scripts/bench-pdf-healthz.ts and `npm run bench -- --scenario stalls` (scripts/bench-stalls.ts).
 * Everything talks to loopback addresses only.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { Db } from "../app/server/db/client.server";
import { profiles, users } from "../app/server/db/schema";
import { addRecipesToCookbook, createCookbook } from "../app/server/kitchen/cookbooks.server";

/**
 * Asks `url` every `intervalMs` from a separate Node process (so it keeps asking while this one's
 * thread is busy) until `stop()`, which answers the answer times in ms (a failed request: -1).
 * Each request gives up after 30 s.
 */
const POLLER = `
const [url, interval] = [process.argv[1], Number(process.argv[2])];
const times = [];
let stop = false;
process.stdin.on("data", () => { stop = true; });
(async () => {
  while (!stop) {
    const started = performance.now();
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(30000) })).arrayBuffer();
      times.push(performance.now() - started);
    } catch { times.push(-1); }
    await new Promise((r) => setTimeout(r, interval));
  }
  process.stdout.write(JSON.stringify(times));
  process.exit(0);
})();
`;

export interface HealthPoller {
  /** Stops the poller; resolves the answer times (ms; -1 for a request that failed). */
  stop(): Promise<number[]>;
}

export async function startHealthPoller(url: string, intervalMs = 20): Promise<HealthPoller> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)) throw new Error(`loopback only: ${url}`);
  const poller = spawn(process.execPath, ["-e", POLLER, url, String(intervalMs)], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  poller.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => poller.once("exit", () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the poller is running
  return {
    async stop() {
      poller.stdin.write("stop\n");
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 35_000).unref());
      if ((await Promise.race([exited, timeout])) === "timeout") poller.kill("SIGKILL");
      return output ? (JSON.parse(output) as number[]) : [];
    },
  };
}

export interface TimeSummary {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  worst: number;
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** p50, p99 and the worst of answer times (ms; failed requests, -1, are counted apart). */
export function summarise(times: readonly number[]): TimeSummary {
  const ok = times.filter((t) => t >= 0).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    failed: times.length - ok.length,
    p50: round(percentile(ok, 0.5)),
    p99: round(percentile(ok, 0.99)),
    worst: round(ok.at(-1) ?? Number.NaN),
  };
}

export interface UploadAnswer {
  status: number;
  ms: number;
  /** Bytes sent before the answer. */
  sent: number;
}

/**
 * One signed-out multipart upload of `bytes` bytes to `/app/photos`, sent as fast as the server
 * takes it; resolves on the answer (status 0: the connection failed).
 */
export function signedOutUpload(base: URL, bytes: number): Promise<UploadAnswer> {
  const started = performance.now();
  const boundary = "----simmer-bench";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fill = bytes - head.length - tail.length;
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const req = httpRequest({
      host: base.hostname,
      port: base.port,
      path: "/app/photos",
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(bytes),
        Origin: base.origin,
      },
    });
    const finish = (status: number) => {
      if (answered) return;
      answered = true;
      resolve({ status, ms: performance.now() - started, sent });
      req.destroy();
    };
    const pump = () => {
      while (sent < head.length + fill && !req.destroyed && !answered) {
        const piece = chunk.subarray(0, Math.min(chunk.length, head.length + fill - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered && !req.destroyed) {
        sent += tail.length;
        req.end(tail);
      }
    };
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode ?? 0));
    });
    req.on("error", () => finish(0));
    req.write(head);
    sent += head.length;
    pump();
  });
}

/** `count` signed-out uploads of `mb` MB at once; the answers by status ("40× 303") and the slowest. */
export async function uploadFlood(base: URL, count: number, mb: number) {
  const bytes = Math.round(mb * 1024 * 1024) - 1024;
  const answers = await Promise.all(Array.from({ length: count }, () => signedOutUpload(base, bytes)));
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  return {
    answers,
    bytes,
    statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(", "),
    slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    sentMB: Math.round((answers.reduce((sum, a) => sum + a.sent, 0) / 1024 / 1024) * 10) / 10,
  };
}

/**
 * A cookbook of `recipeIds` for `userId` (an ultimate cook; created with that plan when `create` is
 * set), to export as a PDF.
 */
export async function benchCookbook(
  db: Db,
  recipeIds: readonly number[],
  owner: { userId: string; create?: { name: string } },
): Promise<string> {
  if (owner.create) {
    const email = `bench-${owner.userId}@example.com`;
    await db.insert(users).values({ id: owner.userId, email, name: owner.create.name });
    await db.insert(profiles).values({ id: owner.userId, email, name: owner.create.name, currentPlanId: "ultimate" });
  }
  const book = await createCookbook(db, owner.userId, {
    name: `${recipeIds.length} Favourites`,
    description: "Bench book",
    color: "bg-accent-red",
  });
  if (!book.ok) throw new Error(book.message);
  const added = await addRecipesToCookbook(db, owner.userId, { cookbookId: book.value.id, recipeIds: [...recipeIds] });
  if (!added.ok) throw new Error(added.message);
  return book.value.id;
}

/** The Stripe settings a server needs to take the stand-in's webhooks (BILLING_PROVIDER=stripe). */
export const STRIPE_BENCH_ENV = {
  BILLING_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_simmer_bench",
  STRIPE_WEBHOOK_SECRET: "whsec_simmer_bench",
  STRIPE_PRICE_PREMIUM: "price_bench_premium",
  STRIPE_PRICE_ULTIMATE: "price_bench_ultimate",
};

export interface SlowStripe {
  apiBase: string;
  /** Subscription reads answered so far. */
  reads: number;
  close(): Promise<void>;
}

/**
 * A Stripe API stand-in on loopback that answers `GET /v1/subscriptions/:id` (what a completed
 * checkout's webhook asks) after `delayMs`, with an active Ultimate subscription.
 */
export async function startSlowStripe(port: number, delayMs: number): Promise<SlowStripe> {
  const now = Math.floor(Date.now() / 1000);
  const stand: SlowStripe = { apiBase: "", reads: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    req.resume();
    const match = req.method === "GET" ? /^\/v1\/subscriptions\/([\w-]+)/.exec(req.url ?? "") : null;
    res.setHeader("Content-Type", "application/json");
    if (!match) {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown route" } }));
      return;
    }
    setTimeout(() => {
      stand.reads++;
      res.end(
        JSON.stringify({
          id: match[1],
          object: "subscription",
          customer: "cus_bench",
          status: "active",
          cancel_at_period_end: false,
          trial_end: null,
          metadata: {},
          items: {
            object: "list",
            data: [
              { id: "si_bench", price: { id: STRIPE_BENCH_ENV.STRIPE_PRICE_ULTIMATE }, current_period_end: now + 30 * 86400 },
            ],
          },
        }),
      );
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  stand.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stand;
}

/** Delivers a signed checkout.session.completed for `userId` to the server's webhook; resolves the status and time. */
export async function deliverCheckoutWebhook(origin: string, userId: string): Promise<{ status: number; ms: number }> {
  const stripe = new Stripe(STRIPE_BENCH_ENV.STRIPE_SECRET_KEY);
  const id = randomUUID().replaceAll("-", "");
  const payload = JSON.stringify({
    id: `evt_bench_${id}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: null,
    data: {
      object: {
        id: `cs_bench_${id}`,
        object: "checkout.session",
        mode: "subscription",
        subscription: `sub_bench_${id}`,
        client_reference_id: userId,
        metadata: {},
      },
    },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_BENCH_ENV.STRIPE_WEBHOOK_SECRET });
  const started = performance.now();
  const response = await fetch(`${origin}/api/billing/stripe-webhook`, {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": signature, "content-type": "application/json" },
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}
