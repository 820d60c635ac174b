/**
 * A short-lived cache of public pages for visitors who are not signed in (no cookies): the landing
 * page, browse and recipe pages render once per URL every few seconds instead of on every request.
 * Anything personal is never cached: a request with a cookie bypasses the cache, and a response
 * that sets a cookie or is not a plain 200 is not stored.
 *
 * Each response carries its own Content-Security-Policy nonce: a stored page keeps the places where
 * its nonce appeared and is served with the nonce of the request it answers (docs/decisions/032).
 */
import type { NextFunction, Request, Response } from "express";

export interface PageCacheOptions {
  /** How long a stored page is served, in milliseconds. */
  ttlMs: number;
  /** At most this many pages are kept (the oldest are dropped first). */
  maxEntries: number;
  /** Paths that may be cached. */
  paths: RegExp;
  now?: () => number;
  /** This response's CSP nonce, if it has one. */
  nonceOf?: (res: Response) => string | undefined;
}

interface Entry {
  storedAt: number;
  status: number;
  headers: Record<string, string>;
  /** The body cut at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
}

/** `body` cut at every occurrence of `needle`. */
export function splitAt(body: Buffer, needle: string | undefined): Buffer[] {
  if (!needle) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(needle);
  }
  parts.push(body.subarray(from));
  return parts;
}

function join(parts: Buffer[], nonce: string | undefined): Buffer {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce ?? "");
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
}

/** Only anonymous GETs of listed paths are candidates. */
export function isCacheableRequest(method: string, path: string, cookie: string | undefined, paths: RegExp): boolean {
  return (method === "GET" || method === "HEAD") && !cookie && paths.test(path);
}

const KEPT_HEADERS = ["content-type", "cache-control", "link", "vary"];

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const nonceOf = options.nonceOf ?? (() => undefined);
  const entries = new Map<string, Entry>();

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (!isCacheableRequest(req.method, req.path, req.headers.cookie, options.paths)) return next();
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && now() - hit.storedAt < options.ttlMs) {
      res.status(hit.status);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.end(req.method === "HEAD" ? undefined : join(hit.parts, nonceOf(res)));
      return;
    }
    if (req.method !== "GET") return next();

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      if (res.statusCode === 200 && !res.getHeader("set-cookie")) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { storedAt: now(), status: 200, headers, parts: splitAt(Buffer.concat(chunks), nonceOf(res)) });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  }

  return { middleware, size: () => entries.size, clear: () => entries.clear() };
}
