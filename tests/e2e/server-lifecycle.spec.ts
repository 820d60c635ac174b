import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { expect, test } from "./fixtures";
import { e2ePort } from "./support";

const running = new Set<ChildProcessWithoutNullStreams>();

/** Runs the production server as `npm start` does (after the build): its process, exit code and output. */
function spawnServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  }) as ChildProcessWithoutNullStreams;
  running.add(child);
  child.on("exit", () => running.delete(child));
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, log: () => log };
}

/** Starts the production server and waits until it answers. */
async function startServer(env: Record<string, string>, port: number) {
  const server = spawnServer(env, port);
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 45_000 },
    )
    .toBe(200);
  return server;
}

/**
 * Runs `body` with the URL of a throw-away PostgreSQL database (made from TEST_DATABASE_URL, dropped
 * afterwards); the test is skipped without TEST_DATABASE_URL (CI sets it).
 */
async function withPostgresDatabase(body: (url: string) => Promise<void>) {
  const admin = process.env.TEST_DATABASE_URL;
  test.skip(!admin, "needs TEST_DATABASE_URL (CI sets it)");
  const name = `simmer_e2e_${randomBytes(5).toString("hex")}`;
  const sql = postgres(admin!, { max: 1, onnotice: () => {} });
  await sql.unsafe(`create database ${name}`);
  const url = new URL(admin!);
  url.pathname = `/${name}`;
  try {
    await body(url.toString());
  } finally {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  }
}

test.describe("the server", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.afterEach(() => {
    for (const child of running) child.kill("SIGKILL");
  });

  test("stops cleanly on SIGTERM and a second start reuses the embedded data", async ({ page }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "simmer-lifecycle-"));
    const port = e2ePort(10);
    const base = `http://127.0.0.1:${port}`;
    try {
      const first = await startServer({ DATA_DIR: dataDir }, port);
      expect(first.log()).toContain("loaded 83 demo recipes");
      expect(first.log()).not.toContain("ingredient index build failed");
      const email = `restart-${Date.now()}@example.com`;
      const signup = await page.request.post(`${base}/signup`, {
        form: { name: "Restart Check", email, password: "simmer2024", confirmPassword: "simmer2024", terms: "on" },
        headers: { Origin: base },
        maxRedirects: 0,
      });
      expect(signup.status()).toBe(302);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(first.log()).toContain("[simmer] stopped");

      const second = await startServer({ DATA_DIR: dataDir }, port);
      expect(second.log()).not.toContain("demo recipes");
      // The account and its session survived the restart.
      await page.goto(`${base}/app/dashboard`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Restart!");
      await page.goto(`${base}/app/profile`);
      await expect(page.getByText(email)).toBeVisible();
      second.child.kill("SIGINT");
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("runs on PostgreSQL when DATABASE_URL is set", async ({ page }) => {
    await withPostgresDatabase(async (url) => {
      const port = e2ePort(11);
      const server = await startServer({ DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "simmer-pg-")) }, port);
      expect(server.log()).toContain("database: PostgreSQL");
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.getByTestId("featured-recipes").getByRole("article")).toHaveCount(3);
      await page.goto(`http://127.0.0.1:${port}/browse?q=curry`);
      await expect(page.getByRole("link", { name: "Weeknight Chicken Curry" })).toBeVisible();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    });
  });
});

test.describe("several workers (WEB_CONCURRENCY)", () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(() => {
    for (const child of running) child.kill("SIGKILL");
  });

  /** One request on a connection of its own, so the cluster hands each to the next worker. */
  function request(base: string, pathname: string, init: { method?: string; cookie?: string; form?: string } = {}) {
    return new Promise<{ status: number; worker: string; cookies: string[] }>((resolve, reject) => {
      const req = httpRequest(
        `${base}${pathname}`,
        {
          agent: false,
          method: init.method ?? "GET",
          headers: {
            ...(init.cookie ? { Cookie: init.cookie } : {}),
            ...(init.form !== undefined ? { Origin: base, "Content-Type": "application/x-www-form-urlencoded" } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              worker: String(res.headers["x-simmer-worker"]),
              cookies: res.headers["set-cookie"] ?? [],
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(init.form);
    });
  }

  test("share the port, and a sign-out on one is seen by every other at once", async () => {
    await withPostgresDatabase(async (url) => {
      const port = e2ePort(12);
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer(
        {
          DATABASE_URL: url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "simmer-workers-")),
          WEB_CONCURRENCY: "2",
          ENABLE_TEST_ROUTES: "true",
        },
        port,
      );
      await expect.poll(() => server.log()).toContain("started 2 workers");
      const signup = await request(base, "/signup", {
        method: "POST",
        form: new URLSearchParams({
          name: "Two Workers",
          email: `workers-${Date.now()}@example.com`,
          password: "simmer2024",
          confirmPassword: "simmer2024",
          terms: "on",
        }).toString(),
      });
      expect(signup.status).toBe(302);
      const cookie = signup.cookies.map((c) => c.split(";")[0]).join("; ");

      // Both workers serve the cook (and remember who the cookie belongs to).
      const before = await Promise.all(Array.from({ length: 6 }, () => request(base, "/app/dashboard", { cookie })));
      expect(before.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(new Set(before.map((r) => r.worker))).toEqual(new Set(["0", "1"]));

      expect((await request(base, "/logout", { method: "POST", cookie, form: "" })).status).toBe(302);
      // The old cookie is refused by every worker on the very next requests.
      const after = await Promise.all(Array.from({ length: 6 }, () => request(base, "/app/dashboard", { cookie })));
      expect(after.map((r) => r.status)).toEqual(Array(6).fill(302));
      expect(new Set(after.map((r) => r.worker))).toEqual(new Set(["0", "1"]));

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.log().match(/\[simmer\] stopped/g)).toHaveLength(2);
    });
  });

  test("stop with exit code 1 when workers keep dying at start-up (here: the port is taken)", async () => {
    // Five starts of a worker, each loading the whole app: over 20 s apiece on a busy 2-core machine.
    test.slow();
    await withPostgresDatabase(async (url) => {
      // Any free port the system hands out, held so that every worker fails to listen on it.
      const taken = createNetServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const port = (taken.address() as AddressInfo).port;
      try {
        const server = spawnServer(
          { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "simmer-workers-")), WEB_CONCURRENCY: "2" },
          port,
        );
        expect(await server.exited).toBe(1);
        const log = server.log();
        expect(log).toContain("starting another");
        expect(log).toMatch(/worker \d exited 5 times before serving or within 10 s of it; stopping/);
      } finally {
        taken.close();
      }
    });
  });
});
