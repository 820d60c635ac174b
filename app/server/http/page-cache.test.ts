import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, isCacheableRequest, splitAt } from "./page-cache";

describe("which requests may use the page cache", () => {
  const paths = /^\/(|browse|recipe\/\d+)$/;
  it.each([
    ["GET", "/recipe/12", undefined, true],
    ["HEAD", "/", undefined, true],
    ["GET", "/browse", "simmer.session_token=abc", false],
    ["GET", "/browse", "anything=1", false],
    ["POST", "/browse", undefined, false],
    ["GET", "/app/dashboard", undefined, false],
    ["GET", "/recipe/12/cover.svg", undefined, false],
  ])("%s %s with cookie %j: %s", (method, path, cookie, expected) => {
    expect(isCacheableRequest(method, path, cookie, paths)).toBe(expected);
  });
});

describe("the page cache in front of an app", () => {
  let clock = 0;
  let renders = 0;
  let base = "";
  let close: () => void;

  beforeAll(async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10, paths: /^\/(page|personal|missing)$/, now: () => clock });
    const app = express();
    app.use(cache.middleware);
    app.get("/page", (_req, res) => {
      renders++;
      res.type("html");
      res.write("<p>render ");
      res.end(`${renders}</p>`);
    });
    app.get("/personal", (_req, res) => {
      renders++;
      res.setHeader("Set-Cookie", "flash=1");
      res.send(`personal ${renders}`);
    });
    app.get("/missing", (_req, res) => {
      renders++;
      res.status(404).send("nope");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it("renders once and serves the same page until it expires", async () => {
    const first = await fetch(`${base}/page`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    const second = await fetch(`${base}/page`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-type")).toContain("text/html");
    clock += 6000;
    const third = await fetch(`${base}/page`);
    expect(third.headers.get("x-page-cache")).toBe("miss");
    expect(await third.text()).not.toBe(firstBody);
  });

  it("never serves a cached page to a request with cookies", async () => {
    await fetch(`${base}/page`);
    const withCookie = await fetch(`${base}/page`, { headers: { cookie: "simmer.session_token=x" } });
    expect(withCookie.headers.get("x-page-cache")).toBeNull();
  });

  it("does not keep responses that set cookies or are not 200", async () => {
    const before = renders;
    await fetch(`${base}/personal`);
    await fetch(`${base}/personal`);
    await fetch(`${base}/missing`);
    await fetch(`${base}/missing`);
    expect(renders - before).toBe(4);
  });
});

describe("the page cache and per-request CSP nonces", () => {
  let base = "";
  let close: () => void;
  let renders = 0;
  let nonces = 0;

  beforeAll(async () => {
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      paths: /^\/page$/,
      nonceOf: (res) => res.locals.nonce as string,
    });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = `n${++nonces}x`;
      next();
    });
    app.use(cache.middleware);
    app.get("/page", (_req, res) => {
      renders++;
      const nonce = res.locals.nonce as string;
      res.type("html").send(`<script nonce="${nonce}">a</script><p>${renders}</p><script nonce="${nonce}">b</script>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it("serves a stored page with the nonce of the request it answers", async () => {
    expect(await (await fetch(`${base}/page`)).text()).toBe(
      '<script nonce="n1x">a</script><p>1</p><script nonce="n1x">b</script>',
    );
    const hit = await fetch(`${base}/page`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toBe('<script nonce="n2x">a</script><p>1</p><script nonce="n2x">b</script>');
    expect(renders).toBe(1);
  });
});

describe("splitAt", () => {
  it.each([
    ["abcXYdefXY", "XY", ["abc", "def", ""]],
    ["XYabc", "XY", ["", "abc"]],
    ["abc", "XY", ["abc"]],
    ["abc", undefined, ["abc"]],
  ])("%s at %s", (body, needle, parts) => {
    expect(splitAt(Buffer.from(body), needle).map(String)).toEqual(parts);
  });
});
