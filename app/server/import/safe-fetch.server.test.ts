/**
 * The safe fetch against real HTTP servers on loopback. Loopback is reachable only when a test
 * allows it (the IMPORT_ALLOW_PRIVATE_ADDRESSES setting, or one allowed address); every refusal is
 * checked to happen before a connection (the server counts what reaches it).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "~/domain/recipes/recipe-import";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch.server";

const PAGE = "<!doctype html><title>Soup</title><h1>Soup</h1>";
let server: http.Server;
let base: string;
let port: number;
const hits: string[] = [];
let lastHost = "";
let aborted = 0;

function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://x");
  hits.push(url.pathname);
  lastHost = req.headers.host ?? "";
  res.on("close", () => {
    if (!res.writableFinished) aborted++;
  });
  const redirect = (location: string) => {
    res.writeHead(302, { Location: location });
    res.end();
  };
  switch (url.pathname) {
    case "/page":
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(PAGE);
      return;
    case "/gzip":
      res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      res.end(zlib.gzipSync(PAGE));
      return;
    case "/missing":
      res.writeHead(404, { "Content-Type": "text/html" });
      res.end("not here");
      return;
    case "/chain": {
      const left = Number(url.searchParams.get("n"));
      if (left === 0) return redirect("/page");
      return redirect(`/chain?n=${left - 1}`);
    }
    case "/to":
      return redirect(url.searchParams.get("location") ?? "/page");
    case "/huge-declared":
      res.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(6 * 1024 * 1024) });
      res.write("<p>");
      return; // never finishes: the client must give up on the declared length alone
    case "/huge-streamed": {
      res.writeHead(200, { "Content-Type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (sent = Infinity));
      pump();
      return;
    }
    case "/gzip-bomb":
      res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      res.end(zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, 0)));
      return;
    case "/silent":
      return; // answers nothing
    case "/drip": {
      res.writeHead(200, { "Content-Type": "text/html" });
      const timer = setInterval(() => res.write("."), 50);
      res.on("close", () => clearInterval(timer));
      return;
    }
    default:
      res.writeHead(500);
      res.end();
  }
}

beforeAll(async () => {
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits.length = 0;
  aborted = 0;
});

const allowed: SafeFetchOptions = { allowPrivateAddresses: true };
const strict: SafeFetchOptions = { allowPrivateAddresses: false };
/** Only 127.0.0.1 may be reached: stands in for "a public site" whose redirects must be re-checked. */
const onlyThisServer: SafeFetchOptions = { allowPrivateAddresses: false, allowAddress: (a) => a === "127.0.0.1" };

describe("with private addresses allowed (the tests' setting)", () => {
  it("fetches a page", async () => {
    const result = await safeFetch(`${base}/page`, allowed);
    expect(result).toMatchObject({ ok: true, status: 200, url: `${base}/page`, contentType: "text/html; charset=utf-8" });
    expect(result.ok && result.body.toString()).toBe(PAGE);
  });

  it("decompresses a gzip body", async () => {
    const result = await safeFetch(`${base}/gzip`, allowed);
    expect(result.ok && result.body.toString()).toBe(PAGE);
  });

  it("follows up to 5 redirects and reports the final address", async () => {
    const result = await safeFetch(`${base}/chain?n=4`, allowed);
    expect(result).toMatchObject({ ok: true, url: `${base}/page` });
    expect(hits).toEqual(["/chain", "/chain", "/chain", "/chain", "/chain", "/page"]);
  });

  it("refuses a sixth redirect without following it", async () => {
    const result = await safeFetch(`${base}/chain?n=5`, allowed);
    expect(result).toEqual({ ok: false, code: "too-many-redirects", message: IMPORT_MESSAGES.tooManyRedirects });
    expect(hits).toHaveLength(6);
    expect(hits).not.toContain("/page");
  });

  it("says which status a failing page answered", async () => {
    expect(await safeFetch(`${base}/missing`, allowed)).toEqual({
      ok: false,
      code: "http-status",
      message: "That page could not be loaded (the site answered 404).",
    });
  });

  it("refuses a declared body over 5 MB without reading it", async () => {
    const result = await safeFetch(`${base}/huge-declared`, allowed);
    expect(result).toEqual({ ok: false, code: "too-large", message: IMPORT_MESSAGES.tooLarge });
  });

  it("stops reading a streamed body at 5 MB", async () => {
    const result = await safeFetch(`${base}/huge-streamed`, allowed);
    expect(result).toEqual({ ok: false, code: "too-large", message: IMPORT_MESSAGES.tooLarge });
    await expect.poll(() => aborted).toBe(1); // the server was cut off before sending its 20 MB
  });

  it("counts the decompressed size, so a small gzip bomb is refused", async () => {
    const result = await safeFetch(`${base}/gzip-bomb`, allowed);
    expect(result).toMatchObject({ ok: false, code: "too-large" });
  });

  it("gives up on a server that does not answer", async () => {
    const started = Date.now();
    const result = await safeFetch(`${base}/silent`, { ...allowed, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, code: "timeout", message: IMPORT_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("counts the time limit over the whole body, not per chunk", async () => {
    const result = await safeFetch(`${base}/drip`, { ...allowed, timeoutMs: 400 });
    expect(result).toMatchObject({ ok: false, code: "timeout" });
  });

  it("says a closed port or an unknown name could not be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await safeFetch(`http://127.0.0.1:${closedPort}/`, allowed)).toEqual({
      ok: false,
      code: "unreachable",
      message: IMPORT_MESSAGES.unreachable,
    });
    expect(await safeFetch("http://no-such-host.invalid/", allowed)).toMatchObject({ code: "unreachable" });
  });
});

describe("addresses that are not http or https", () => {
  it.each(["ftp://example.com/recipe", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", "gopher://example.com"])(
    "%s is refused",
    async (address) => {
      expect(await safeFetch(address, allowed)).toEqual({ ok: false, code: "scheme", message: IMPORT_MESSAGES.scheme });
    },
  );

  it.each(["", "not a url", "http://", "example.com/recipe"])("%j is not an address", async (address) => {
    expect(await safeFetch(address, allowed)).toEqual({ ok: false, code: "invalid-url", message: IMPORT_MESSAGES.invalidUrl });
  });

  it("refuses an address with a user name and password", async () => {
    expect(await safeFetch(`http://user:secret@127.0.0.1:${port}/page`, allowed)).toMatchObject({ code: "credentials" });
    expect(hits).toEqual([]);
  });

  it("refuses a redirect to another scheme", async () => {
    const result = await safeFetch(`${base}/to?location=${encodeURIComponent("file:///etc/passwd")}`, allowed);
    expect(result).toMatchObject({ ok: false, code: "scheme" });
  });
});

describe("with private addresses refused (the default)", () => {
  it.each([
    ["loopback IPv4", () => `${base}/page`],
    ["another loopback address", () => `http://127.0.0.2:${port}/page`],
    ["loopback IPv6", () => `http://[::1]:${port}/page`],
    ["IPv4-mapped loopback", () => `http://[::ffff:127.0.0.1]:${port}/page`],
    ["a decimal loopback", () => `http://2130706433:${port}/page`],
    ["a hex loopback", () => `http://0x7f.0.0.1:${port}/page`],
    ["the unspecified address", () => `http://0.0.0.0:${port}/page`],
    ["the metadata service", () => "http://169.254.169.254/latest/meta-data/"],
    ["the IPv6 metadata service", () => "http://[fd00:ec2::254]/latest/meta-data/"],
    ["a private network", () => "http://192.168.1.1/"],
    ["a CGNAT address", () => "http://100.64.0.1/"],
  ])("refuses %s before connecting", async (_name, address) => {
    const result = await safeFetch(address(), strict);
    expect(result).toEqual({ ok: false, code: "private-address", message: IMPORT_MESSAGES.privateAddress });
    expect(hits).toEqual([]);
  });

  it("refuses a name that resolves to 127.0.0.1 (checked after DNS resolution)", async () => {
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    const result = await safeFetch(`http://recipes.example:${port}/page`, { ...strict, resolve });
    expect(result).toMatchObject({ ok: false, code: "private-address" });
    expect(hits).toEqual([]);
  });

  it("refuses localhost through the system resolver", async () => {
    const result = await safeFetch(`http://localhost:${port}/page`, strict);
    expect(result).toMatchObject({ ok: false, code: "private-address" });
    expect(hits).toEqual([]);
  });

  it("refuses a name when any of its addresses is private", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    expect(await safeFetch("http://mixed.example/", { ...strict, resolve })).toMatchObject({ code: "private-address" });
  });

  it("connects to the address the check saw, not to a fresh DNS answer", async () => {
    let calls = 0;
    const resolve = async () => {
      calls++;
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const result = await safeFetch(`http://recipes.example:${port}/page`, { ...onlyThisServer, resolve });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(lastHost).toBe(`recipes.example:${port}`); // the name was sent, the checked address was used
    expect(calls).toBe(1);
  });

  it.each([
    ["a loopback address", () => `http://127.0.0.2:${port}/page`],
    ["the metadata service", () => "http://169.254.169.254/latest/meta-data/"],
    ["a private network", () => "http://10.0.0.1/admin"],
    ["IPv6 loopback", () => `http://[::1]:${port}/page`],
    ["a name resolving to another loopback address", () => `http://internal.example:${port}/page`],
  ])("re-checks a redirect to %s", async (_name, target) => {
    const resolve = async (name: string) => [{ address: name === "internal.example" ? "127.0.0.2" : "127.0.0.1", family: 4 }];
    const result = await safeFetch(`${base}/to?location=${encodeURIComponent(target())}`, { ...onlyThisServer, resolve });
    expect(result).toEqual({ ok: false, code: "private-address", message: IMPORT_MESSAGES.privateAddress });
    expect(hits).toEqual(["/to"]); // the first hop only; nothing reached the redirect's target
  });
});
