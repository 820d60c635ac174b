import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { connect, createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_BASE_URL, signUp } from "./support";
import { expect, test } from "./fixtures";

const { hostname, port } = new URL(E2E_BASE_URL);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
  /** Bytes the client managed to send before the answer came. */
  sent: number;
}

/**
 * POSTs `declared` bytes of form body (or a chunked body of that many bytes when `chunked`), written
 * lazily 64 KB at a time, and resolves on the answer without waiting for the upload to finish.
 */
function rawPost(path: string, options: { declared: number; chunked?: boolean }): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const req = httpRequest({
      host: hostname,
      port,
      path,
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(options.chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(options.declared) }),
      },
    });
    const pump = () => {
      while (sent < options.declared && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started, sent });
        req.destroy();
      });
    });
    // Cut off after the answer (the server closes an unfinished upload): that is the answer. Cut off
    // without one: said at once, not left waiting until the test times out.
    req.on("error", (error) =>
      answered ? undefined : reject(new Error(`upload cut off without an answer after ${sent} bytes`, { cause: error })),
    );
    req.write("x=");
    pump();
  });
}

/** Sends raw bytes on a fresh connection and reads the status and headers of what comes back. */
function rawExchange(text: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let raw = "";
    socket.on("data", (d) => (raw += d.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}

async function healthzMs(): Promise<number> {
  const started = performance.now();
  expect((await fetch(`${E2E_BASE_URL}/healthz`)).status).toBe(200);
  return performance.now() - started;
}

test.describe("request bodies are bounded", () => {
  test("a 200 MB declared body to /login is refused with 413 at once, and /healthz stays responsive", async () => {
    const declared = 200 * 1024 * 1024;
    const [answer, health] = await Promise.all([rawPost("/login", { declared }), healthzMs()]);
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("The request is too large.");
    expect(answer.ms).toBeLessThan(2000);
    expect(health).toBeLessThan(2000);
  });

  test("a chunked body is cut at the limit with 413: the server does not read the rest", async () => {
    const declared = 200 * 1024 * 1024;
    const upload = rawPost("/login", { declared, chunked: true });
    const health = await healthzMs();
    const answer = await upload;
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024);
    expect(health).toBeLessThan(2000);
  });
});

/**
 * A signed-out multipart upload of `size` bytes to /app/photos. With `waitForAnswerMs`, only the
 * first 64 KB are sent before waiting that long for an answer (the rest follows if none came);
 * otherwise the whole body is sent as fast as the server takes it.
 */
function rawUpload(options: { size: number; waitForAnswerMs?: number }): Promise<RawAnswer & { location?: string }> {
  const started = performance.now();
  const boundary = "----simmer-e2e";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const req = httpRequest({
      host: hostname,
      port,
      path: "/app/photos",
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(options.size),
        Origin: E2E_BASE_URL,
      },
    });
    const pump = () => {
      while (sent < options.size && !req.destroyed && !answered) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          ms: performance.now() - started,
          sent,
          location: res.headers.location,
        });
        req.destroy();
      });
    });
    // Cut off after the answer (the server closes an unfinished upload): that is the answer. Cut off
    // without one: said at once, not left waiting until the test times out.
    req.on("error", (error) =>
      answered ? undefined : reject(new Error(`upload cut off without an answer after ${sent} bytes`, { cause: error })),
    );
    req.write(head);
    sent += head.length;
    if (options.waitForAnswerMs === undefined) return pump();
    req.write(chunk);
    sent += chunk.length;
    setTimeout(pump, options.waitForAnswerMs);
  });
}

test.describe("uploads before sign-in", () => {
  test("a signed-out 12 MB upload is sent to sign in before the client has sent its body", async () => {
    const answer = await rawUpload({ size: 12 * 1024 * 1024 - 1024, waitForAnswerMs: 5000 });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/login?redirectTo=${encodeURIComponent("/app/photos")}`);
    // Answered while the client still held back all but its first 64 KB.
    expect(answer.sent).toBeLessThan(200 * 1024);
    expect(answer.ms).toBeLessThan(5000);
  });

  test("a signed-out form post answered before its body was read leaves the connection usable for the next request", async () => {
    // One keep-alive connection, as a browser reuses it to follow the redirect to /login.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = httpRequest({
          host: hostname,
          port,
          path,
          method,
          agent,
          headers: body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: E2E_BASE_URL } : {},
        });
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      const posted = await send("POST", "/app/cookbooks", `intent=create&name=${"x".repeat(50_000)}`);
      expect(posted.status).toBe(302);
      // Past the moment an unfinished upload's connection is closed.
      await new Promise((resolve) => setTimeout(resolve, 800));
      const next = await send("GET", "/login");
      expect(next.status).toBe(200);
      expect(next.socket).toBe(posted.socket);
    } finally {
      agent.destroy();
    }
  });

  test("40 signed-out 12 MB uploads at once: each is answered at once and /healthz stays quick", async () => {
    const uploads = Array.from({ length: 40 }, () => rawUpload({ size: 12 * 1024 * 1024 - 1024 }));
    const health: number[] = [];
    for (let i = 0; i < 10; i++) health.push(await healthzMs());
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 302));
    // Cut off by the server: not one of them had its whole body taken in.
    expect(answers.filter((a) => a.sent >= 12 * 1024 * 1024 - 128 * 1024)).toEqual([]);
    expect(Math.max(...health)).toBeLessThan(1000);
  });
});

test.describe("malformed requests get a 4xx with a message, never a 500", () => {
  const origin = { Origin: E2E_BASE_URL };

  test("a form post that is not a form: 415", async ({ request }) => {
    const response = await request.post("/login", { data: "hello", headers: { ...origin, "Content-Type": "text/plain" } });
    expect(response.status()).toBe(415);
    expect(await response.text()).toContain("Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.");
  });

  test("a broken multipart body: 400", async ({ request }) => {
    const response = await request.post("/login", {
      data: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
      headers: { ...origin, "Content-Type": "multipart/form-data; boundary=xyz" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("The form could not be read.");
  });

  test("a NUL byte in a token or a field: 400", async ({ request }) => {
    const token = await request.get("/reset-password?token=%00");
    expect(token.status()).toBe(400);
    expect(await token.text()).toContain("The request contains a character that is not allowed.");
    const field = await request.post("/login", { form: { email: "a\0@example.com", password: "x" }, headers: origin });
    expect(field.status()).toBe(400);
  });

  test("a 5,000-level field name: 400", async ({ request }) => {
    const response = await request.post("/signup", {
      data: `name${"[a]".repeat(5000)}=1`,
      headers: { ...origin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("The form has a field name that is not allowed.");
  });

  test("a recipe id beyond the integer range: 4xx, nothing changes", async ({ page }) => {
    await signUp(page);
    const save = await page.request.post("/app/saved", { form: { intent: "save", recipeId: "2147483648" }, headers: origin });
    expect(save.status()).toBe(400);
    const create = await page.request.post("/app/cookbooks", {
      form: { intent: "create", name: "Ids", description: "", color: "bg-accent-orange" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(create.status()).toBe(200);
    const cookbookId = (await create.text()).match(/\/app\/cookbooks\/([0-9a-f-]{36})\/manage/)![1];
    const manage = `/app/cookbooks/${cookbookId}/manage`;
    expect((await page.request.post(manage, { form: { intent: "add-recipes", recipeId: "1" }, headers: origin })).status()).toBe(
      200,
    );
    const remove = await page.request.post(manage, {
      form: { intent: "remove-recipe", recipeId: "2147483648" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(remove.status()).toBeGreaterThanOrEqual(400);
    expect(remove.status()).toBeLessThan(500);
    // Nothing changed: the recipe is still in the cookbook.
    await page.goto("/recipe/1");
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.goto(manage);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });
});

test.describe("security headers", () => {
  const expectHardened = (headers: Record<string, string>) => {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["permissions-policy"]).toContain("microphone=(self)");
    expect(headers["permissions-policy"]).toContain("screen-wake-lock=(self)");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    // PUBLIC_URL is http here: no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
  };

  test("every kind of response carries them", async ({ request }) => {
    for (const path of ["/", "/healthz", "/favicon.svg", "/no-such-page", "/recipe/1/cover.svg"]) {
      const response = await request.get(path);
      expectHardened(response.headers());
    }
  });

  test("early answers carry them too: 413 before the body is read, and Node's own 400 and 431", async ({ request }) => {
    const tooLarge = await rawPost("/login", { declared: 200 * 1024 * 1024 });
    expect(tooLarge.status).toBe(413);
    expectHardened(tooLarge.headers as Record<string, string>);
    expect(tooLarge.headers["x-frame-options"]).toBe("DENY");

    const notAForm = await request.fetch("/healthz", { method: "PUT", data: "x", headers: { "Content-Type": "text/plain" } });
    expect(notAForm.status()).toBe(415);
    expectHardened(notAForm.headers());

    // Answers Node's HTTP server writes itself, before any request object exists.
    const headersTooLarge = await rawExchange(`GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(headersTooLarge.status).toBe(431);
    expectHardened(headersTooLarge.headers);
    const malformed = await rawExchange("NOT A REQUEST\r\n\r\n");
    expect(malformed.status).toBe(400);
    expectHardened(malformed.headers);
    expect(malformed.headers["x-frame-options"]).toBe("DENY");
  });

  test("scripts run only with this response's nonce, also when the page comes from the cache", async ({ request }) => {
    const cache: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await request.get("/recipe/1");
      cache.push(response.headers()["x-page-cache"] ?? "");
      const csp = response.headers()["content-security-policy"]!;
      const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src "))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      const nonce = scriptSrc.match(/'nonce-([^']+)'/)![1]!;
      const html = await response.text();
      const scriptNonces = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !tag.includes("application/ld+json"))
        .map((tag) => tag.match(/nonce="([^"]+)"/)?.[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    }
    expect(cache).toContain("hit");
  });
});

test.describe("proxy trust is opt-in", () => {
  test.describe.configure({ timeout: 120_000 });

  test("with the default settings a rotating X-Forwarded-For does not escape the sign-in limit", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "simmer-proxy-"));
    const serverPort = await freePort();
    const base = `http://127.0.0.1:${serverPort}`;
    // Default TRUST_PROXY and the default limit of 10 sign-in attempts per 5 minutes.
    const child = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => name !== "TRUST_PROXY" && !name.startsWith("AUTH_RATE_LIMIT")),
        ),
        NODE_ENV: "production",
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
      },
      stdio: "ignore",
    });
    try {
      await expect
        .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
        .toBe(200);
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const response = await fetch(`${base}/login`, {
          method: "POST",
          headers: { "X-Forwarded-For": `203.0.113.${i}`, Origin: base },
          body: new URLSearchParams({ email: "nobody@example.com", password: "wrong-password-1" }),
          redirect: "manual",
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.listen(0, "127.0.0.1", () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
}
