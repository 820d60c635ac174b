/**
 * Several app servers on one PostgreSQL (issue 26, docs/decisions/036): two production servers
 * with their own DATA_DIRs (no shared disk) on one fresh database, as a load balancer without
 * sticky sessions would use them. News travels through PostgreSQL (LISTEN/NOTIFY over the durable
 * sources), jobs come from the one queue, limits are counted in the database, and killing one
 * server mid-write loses no acknowledged write. Skipped without TEST_DATABASE_URL (CI sets it).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import { expect, test } from "./fixtures";
import { e2ePort } from "./support";

interface Server {
  base: string;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  log(): string;
}

/** Sign-in (and, counted apart, sign-up) attempts per address: more than the sign-ups these tests make. */
const AUTH_LIMIT = 10;

const running = new Set<ChildProcessWithoutNullStreams>();

/** The production server (`node build/server.js`), started and answering /healthz. */
async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ENABLE_TEST_ROUTES: "true",
      ...env,
    },
  }) as ChildProcessWithoutNullStreams;
  running.add(child);
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.on("exit", () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
  return { base, child, exited, log: () => log };
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** A request as a browser's form post would make it (the same origin), never following redirects. */
function send(server: Server, pathname: string, init: { cookie?: string; form?: string } = {}) {
  return fetch(`${server.base}${pathname}`, {
    method: init.form === undefined ? "GET" : "POST",
    redirect: "manual",
    headers: {
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.form !== undefined ? { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: init.form,
  });
}

async function signUp(server: Server, name: string): Promise<string> {
  const response = await send(server, "/signup", {
    form: form({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(3).toString("hex")}@example.com`,
      password: "simmer2024",
      confirmPassword: "simmer2024",
      terms: "on",
    }),
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Milliseconds until `check` holds, polling without a fixed wait; fails after `timeoutMs`. */
async function msUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return performance.now() - started;
}

test.describe("two app servers on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL (CI sets it)");

  let admin: postgres.Sql;
  let databaseName: string;
  let sql: postgres.Sql;
  let a: Server;
  let b: Server;
  let s3: TestS3Server | null;
  const dataDirs: string[] = [];

  test.beforeAll(async () => {
    // Photos live in one S3-compatible bucket both servers use (no shared disk).
    s3 = await startS3Server("simmer-cluster-photos");
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    databaseName = `simmer_cluster_${randomBytes(5).toString("hex")}`;
    await admin.unsafe(`create database ${databaseName}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
    const env = (name: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `simmer-cluster-${name}-`));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        // Both servers sign cookies alike (a load balancer may send any request to either).
        AUTH_SECRET: "cluster-test-secret-cluster-test-secret-0123",
        AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
        ...(s3?.env ?? {}),
      };
    };
    // Started together on an empty database: the migrations run once, under the advisory lock.
    [a, b] = await Promise.all([startServer(e2ePort(13), env("a")), startServer(e2ePort(14), env("b"))]);
  });

  test.afterAll(async () => {
    for (const child of running) child.kill("SIGKILL");
    await sql?.end();
    await admin?.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await s3?.stop();
  });

  test("both started on a fresh database: migrated once, demo catalog loaded once", async () => {
    const [{ migrations }] = await sql<
      { migrations: number }[]
    >`select count(*)::int as migrations from drizzle.__drizzle_migrations`;
    expect(migrations).toBeGreaterThan(25);
    const [{ recipes }] = await sql<{ recipes: number }[]>`select count(*)::int as recipes from recipes`;
    expect(recipes).toBe(83);
  });

  test("a cook signed out on A is refused on B within a second", async () => {
    const cookie = await signUp(a, "Cluster Cook");
    // B has seen the cookie, so it remembers who it belongs to.
    expect((await send(b, "/app/dashboard", { cookie })).status).toBe(200);
    expect((await send(b, "/app/dashboard", { cookie })).status).toBe(200);
    expect((await send(a, "/logout", { cookie, form: "" })).status).toBe(302);
    const ms = await msUntil(async () => (await send(b, "/app/dashboard", { cookie })).status === 302);
    test.info().annotations.push({ type: "refused on B after (ms)", description: ms.toFixed(0) });
    expect(ms).toBeLessThan(1_000);
  });

  test("a cook an admin disables on A is refused on B within a second", async () => {
    const cook = await signUp(a, "Disabled Cook");
    const operator = await signUp(a, "Cluster Admin");
    // The operator is made an admin as `npm run user:admin` does it.
    const [{ cookId }] = await sql<{ cookId: string }[]>`
      select id as "cookId" from "user" where name = 'Disabled Cook' order by created_at desc limit 1`;
    await sql`update profiles set is_admin = true where id = (select id from "user" where name = 'Cluster Admin' order by created_at desc limit 1)`;
    // B has seen the cook's cookie, so it remembers who it belongs to.
    expect((await send(b, "/app/dashboard", { cookie: cook })).status).toBe(200);
    expect((await send(b, "/app/dashboard", { cookie: cook })).status).toBe(200);
    const disabled = await send(a, `/admin/users/${cookId}`, { cookie: operator, form: form({ intent: "disable" }) });
    expect(disabled.status).toBe(302);
    const ms = await msUntil(async () => (await send(b, "/app/dashboard", { cookie: cook })).status === 302);
    test.info().annotations.push({ type: "disabled cook refused on B after (ms)", description: ms.toFixed(0) });
    expect(ms).toBeLessThan(1_000);
  });

  test("a recipe created on A is found by search on B within a second", async () => {
    const cookie = await signUp(a, "Cluster Author");
    const token = `zq${randomBytes(4).toString("hex")}`;
    const title = `Cluster Stew ${token}`;
    // Searched once before, so B's index is built and the recipe is news to it. Signed in: public
    // pages for visitors without cookies are reused for PAGE_CACHE_SECONDS by each server.
    const search = async () => (await (await send(b, `/app/browse?q=${token}`, { cookie })).text()).includes(title);
    expect(await search()).toBe(false);
    const created = await send(a, "/_test/recipes", { cookie, form: form({ title, isPublic: "1" }) });
    expect(created.status).toBe(200);
    const ms = await msUntil(search);
    test.info().annotations.push({ type: "found on B after (ms)", description: ms.toFixed(0) });
    expect(ms).toBeLessThan(1_000);
  });

  test("jobs queued on A run exactly once across both servers", async () => {
    const tokens = Array.from({ length: 12 }, (_, i) => `probe-${i}-${randomBytes(3).toString("hex")}`);
    for (const token of tokens) expect((await send(a, "/_test/jobs", { form: form({ token }) })).status).toBe(200);
    await expect
      .poll(
        async () => (await sql`select count(*)::int as n from jobs where name = 'test-probe' and state = 'done'`)[0].n as number,
        { timeout: 15_000 },
      )
      .toBe(tokens.length);
    const logs = a.log() + b.log();
    for (const token of tokens) expect(logs.split(`[simmer] test job ${token} ran`).length - 1).toBe(1);
    const [{ attempts }] = await sql<
      { attempts: number }[]
    >`select max(attempts)::int as attempts from jobs where name = 'test-probe'`;
    expect(attempts).toBe(1);
  });

  test("a sign-in limit reached on A counts on B", async () => {
    const attempt = (server: Server) =>
      send(server, "/login", { form: form({ email: "nobody-cluster@example.com", password: "wrong-password" }) });
    for (let i = 0; i < AUTH_LIMIT; i++) expect(await (await attempt(a)).text()).not.toContain("Too many attempts");
    expect(await (await attempt(b)).text()).toContain("Too many attempts");
  });

  test("a photo uploaded through A is served by B from the bucket", async () => {
    test.skip(!s3, "the S3-compatible test server (s3rver) did not start");
    const cookie = await signUp(a, "Cluster Photographer");
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c2410c" } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "stew.jpg");
    const uploaded = await fetch(`${a.base}/app/photos`, { method: "POST", headers: { Cookie: cookie, Origin: a.base }, body });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const text = await uploaded.text();
    const url = /\/uploads\/[0-9a-f]{32}\.webp/.exec(text)?.[0];
    expect(url, text).toBeTruthy();
    const served = await fetch(`${b.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(900);
  });

  test("a household member's change on A appears on the other member's open page on B within a second", async ({ browser }) => {
    // Maya (on A) makes a household and invites Sam, who signs up and accepts on B.
    const maya = await signUp(a, "Cluster Maya");
    expect((await send(a, "/app/checkout", { cookie: maya, form: form({ plan: "ultimate" }) })).status).toBe(302);
    const settings = (fields: Record<string, string>) => send(a, "/app/settings", { cookie: maya, form: form(fields) });
    expect((await settings({ intent: "household-create", name: "The Cluster kitchen" })).status).toBe(200);
    const invited = await (await settings({ intent: "household-invite", forWhom: "Sam" })).text();
    const join = /\/household\/join\/[\w-]{20,}/.exec(invited)?.[0];
    expect(join, "the invitation link on the settings page").toBeTruthy();
    const sam = await signUp(b, "Cluster Sam");
    expect((await send(b, join!, { cookie: sam, form: form({ intent: "accept" }) })).status).toBeLessThan(400);

    // Sam's shopping list is open in a browser on B, its live stream connected.
    const context = await browser.newContext();
    await context.addCookies(
      sam.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: b.base };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${b.base}/app/shopping`);
    await expect(page.getByTestId("kitchen-live")).toHaveAttribute("data-state", "live");
    await page.evaluate(() => ((window as unknown as { simmerMarker: string }).simmerMarker = "still here"));

    // Maya adds an item through A: it shows on Sam's page on B, without a reload, within a second.
    const item = `Cluster oat milk ${randomBytes(2).toString("hex")}`;
    const added = await send(a, "/app/shopping", { cookie: maya, form: form({ intent: "add-item", text: item }) });
    expect(added.status).toBe(200);
    const addedAt = performance.now();
    const checkbox = page.getByRole("checkbox", { name: new RegExp(item) });
    await expect(checkbox).toHaveAttribute("aria-checked", "false", { timeout: 5_000 });
    const shownAfter = performance.now() - addedAt;

    // Maya ticks it through A: the tick reaches B the same way.
    const itemId = new RegExp(`name="itemId" value="([0-9a-f-]{36})"`).exec(
      await (await send(a, "/app/shopping", { cookie: maya })).text(),
    )?.[1];
    expect(itemId).toBeTruthy();
    const ticked = await send(a, "/app/shopping", {
      cookie: maya,
      form: form({ intent: "check", itemId: itemId!, checked: "true" }),
    });
    expect(ticked.status).toBe(200);
    const tickedAt = performance.now();
    await expect(checkbox).toHaveAttribute("aria-checked", "true", { timeout: 5_000 });
    const tickShownAfter = performance.now() - tickedAt;
    expect(await page.evaluate(() => (window as unknown as { simmerMarker?: string }).simmerMarker)).toBe("still here");
    test.info().annotations.push({
      type: "shown on B after (ms)",
      description: `add ${shownAfter.toFixed(0)}, tick ${tickShownAfter.toFixed(0)}`,
    });
    expect(shownAfter).toBeLessThan(1_000);
    expect(tickShownAfter).toBeLessThan(1_000);
    await context.close();
  });

  test("killing A in the middle of a stream of writes loses no acknowledged write, and B keeps serving", async () => {
    const cookie = await signUp(a, "Cluster Writer");
    const acknowledged: { id: number; title: string }[] = [];
    let failures = 0;
    const token = `kw${randomBytes(4).toString("hex")}`;
    const writer = (async () => {
      for (let i = 0; failures === 0 && i < 10_000; i++) {
        const title = `Kill Write ${token} ${i}`;
        try {
          const response = await send(a, "/_test/recipes", { cookie, form: form({ title, isPublic: "1" }) });
          if (response.status !== 200) throw new Error(`status ${response.status}`);
          acknowledged.push({ id: ((await response.json()) as { id: number }).id, title });
        } catch {
          failures++;
        }
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
    a.child.kill("SIGKILL");
    await a.exited;
    await writer;
    expect(failures).toBe(1);

    const ids = acknowledged.map((w) => w.id);
    const stored = await sql<{ id: number; title: string }[]>`select id, title from recipes where id in ${sql(ids)}`;
    expect(new Map(stored.map((r) => [r.id, r.title]))).toEqual(new Map(acknowledged.map((w) => [w.id, w.title])));
    // B still answers, and its index has every acknowledged write.
    expect((await send(b, "/healthz")).status).toBe(200);
    const last = acknowledged.at(-1)!;
    await expect
      .poll(
        async () =>
          (await (await send(b, `/app/browse?q=${encodeURIComponent(last.title)}`, { cookie })).text()).includes(last.title),
        {
          timeout: 5_000,
        },
      )
      .toBe(true);
    expect((await send(b, "/app/dashboard", { cookie })).status).toBe(200);
  });
});
