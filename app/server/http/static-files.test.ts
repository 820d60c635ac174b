import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { afterAll, describe, expect, it } from "vitest";
import { namesClientEntry, onlyClientEntries } from "./static-files";

describe("namesClientEntry", () => {
  const entries = new Set(["favicon.svg", "assets", "robots.txt", "my file.txt"]);

  it("is true for the top-level files and for paths inside a top-level folder", () => {
    expect(namesClientEntry("/favicon.svg", entries)).toBe(true);
    expect(namesClientEntry("/robots.txt", entries)).toBe(true);
    expect(namesClientEntry("/assets/app-123.js", entries)).toBe(true);
    expect(namesClientEntry("/my%20file.txt", entries)).toBe(true);
  });

  it("is false for pages, actions and fetcher data requests", () => {
    for (const p of ["/", "/app/browse", "/app/recipe/12", "/app/cookbooks.data", "/browse", "/favicon.svg.bak", "/%E0%A4%A"])
      expect(namesClientEntry(p, entries), p).toBe(false);
  });
});

describe("onlyClientEntries", () => {
  const root = mkdtempSync(path.join(tmpdir(), "simmer-static-"));
  writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(root, "assets"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function run(handler: RequestHandler, p: string): void {
    void handler({ path: p } as Request, {} as Response, (() => {}) as NextFunction);
  }

  it("asks the static handler only for paths that name a file or folder in the root", () => {
    const asked: string[] = [];
    const handler = onlyClientEntries(root, ((req: Request, _res: Response, next: NextFunction) => {
      asked.push(req.path);
      next();
    }) as RequestHandler);
    for (const p of ["/favicon.svg", "/assets/x.js", "/app/browse", "/app/saved.data", "/"]) run(handler, p);
    expect(asked).toEqual(["/favicon.svg", "/assets/x.js"]);
  });
});
