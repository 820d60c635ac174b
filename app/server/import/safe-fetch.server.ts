/**
 * Fetches a page from an address a user typed, without letting that address reach inside the
 * server's network (SSRF): http and https only; every host name is resolved here and every address
 * it resolves to is checked (address-policy.ts) before the socket connects to exactly that address,
 * so a second DNS answer cannot swap in another one; redirects are followed by hand, at most 5,
 * each checked the same way; the whole exchange takes at most 10 s and the body at most 5 MB
 * (counted while it streams, after decompression, and cut off there).
 *
 * `allowPrivateAddresses` (IMPORT_ALLOW_PRIVATE_ADDRESSES) turns the address check off: the tests
 * import pages served on loopback. Never on a server others can reach.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { IMPORT_MESSAGES } from "~/domain/recipes/recipe-import";
import { parseIp, refusedAddressKind } from "./address-policy";

export interface SafeFetchOptions {
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Value of the Accept header. */
  accept?: string;
  /** A POST with this body and these headers instead of a GET (webhook deliveries). */
  post?: { body: string; headers: Record<string, string> };
  /**
   * Decides each address instead of the policy (tests allow one loopback address and refuse the
   * rest). Default: every address when allowPrivateAddresses, else public addresses only.
   */
  allowAddress?: (address: string) => boolean;
  /** How host names are resolved (tests give a fixed answer); dns.lookup by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export type SafeFetchFailureCode =
  | "invalid-url"
  | "scheme"
  | "credentials"
  | "private-address"
  | "unreachable"
  | "timeout"
  | "too-large"
  | "too-many-redirects"
  | "http-status";

export type SafeFetchResult =
  | { ok: true; url: string; status: number; contentType: string; body: Buffer }
  | { ok: false; code: SafeFetchFailureCode; message: string };

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

const USER_AGENT = "Mozilla/5.0 (compatible; SimmerRecipeImport/1.0; +https://github.com/simmer)";

class FetchFailure extends Error {
  constructor(
    readonly code: SafeFetchFailureCode,
    message: string,
  ) {
    super(message);
  }
}

const systemResolve = async (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Checks the form of an address before anything is resolved or sent. */
export function checkAddress(
  raw: string | URL,
): { ok: true; url: URL } | { ok: false; code: SafeFetchFailureCode; message: string } {
  let url: URL;
  try {
    url = typeof raw === "string" ? new URL(raw.trim()) : raw;
  } catch {
    return { ok: false, code: "invalid-url", message: IMPORT_MESSAGES.invalidUrl };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, code: "scheme", message: IMPORT_MESSAGES.scheme };
  }
  if (url.username || url.password) return { ok: false, code: "credentials", message: IMPORT_MESSAGES.credentials };
  if (!url.hostname) return { ok: false, code: "invalid-url", message: IMPORT_MESSAGES.invalidUrl };
  return { ok: true, url };
}

/**
 * The lookup the socket uses: resolves the name, refuses it when any answer is not a public address
 * (unless allowed), and hands the socket the checked addresses to connect to.
 */
function addressAllowed(address: string, options: SafeFetchOptions): boolean {
  if (options.allowAddress) return options.allowAddress(address);
  return options.allowPrivateAddresses || refusedAddressKind(address) === null;
}

function guardedLookup(options: SafeFetchOptions): LookupFunction {
  const resolve = options.resolve ?? systemResolve;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((answers) => {
        if (answers.length === 0) throw new FetchFailure("unreachable", IMPORT_MESSAGES.unreachable);
        if (answers.some((a) => !addressAllowed(a.address, options))) {
          throw new FetchFailure("private-address", IMPORT_MESSAGES.privateAddress);
        }
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = wanted ? answers.filter((a) => a.family === wanted) : answers;
        if (usable.length === 0) throw new FetchFailure("unreachable", IMPORT_MESSAGES.unreachable);
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: unknown) => {
        const failure = error instanceof FetchFailure ? error : new FetchFailure("unreachable", IMPORT_MESSAGES.unreachable);
        callback(failure as NodeJS.ErrnoException, "", 0);
      });
  };
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  response: http.IncomingMessage;
}

function request(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // Node connects to an IP literal without calling the lookup, so a literal is checked here; one our
  // parser cannot read is refused by the policy as "not an IP address".
  if ((isIP(literal) !== 0 || parseIp(literal)) && !addressAllowed(literal, options)) {
    return Promise.reject(new FetchFailure("private-address", IMPORT_MESSAGES.privateAddress));
  }
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, {
      method: options.post ? "POST" : "GET",
      agent: false,
      // Called for host names only (literals are checked above): the socket connects to the
      // addresses this lookup checked, so no second DNS answer can swap in another.
      lookup: guardedLookup(options),
      signal,
      headers: {
        "User-Agent": USER_AGENT,
        Accept: options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
        "Accept-Encoding": "gzip, deflate, br",
        "Accept-Language": "en;q=0.9, *;q=0.5",
        ...options.post?.headers,
      },
    });
    req.on("response", (response) => resolve({ status: response.statusCode ?? 0, headers: response.headers, response }));
    req.on("error", (error) => reject(error));
    req.end(options.post?.body);
  });
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchFailure("too-large", IMPORT_MESSAGES.tooLarge);
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.byteLength;
      if (size > maxBytes) throw new FetchFailure("too-large", IMPORT_MESSAGES.tooLarge);
      chunks.push(buffer);
    }
  } finally {
    if (size > maxBytes || !response.complete) {
      response.destroy();
      stream.destroy();
    }
  }
  return Buffer.concat(chunks, size);
}

function failureOf(error: unknown, signal: AbortSignal): { ok: false; code: SafeFetchFailureCode; message: string } {
  if (signal.aborted) return { ok: false, code: "timeout", message: IMPORT_MESSAGES.timeout };
  if (error instanceof FetchFailure) return { ok: false, code: error.code, message: error.message };
  // The lookup's refusal reaches here wrapped by the socket; its code is kept on the error.
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FetchFailure) return { ok: false, code: cause.code, message: cause.message };
  return { ok: false, code: "unreachable", message: IMPORT_MESSAGES.unreachable };
}

/** Fetches `address` under the rules above; never throws. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const first = checkAddress(address);
  if (!first.ok) return first;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const signal = controller.signal;
  let url = first.url;
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await request(url, options, signal);
      const location = hop.headers.location;
      if (hop.status >= 300 && hop.status < 400 && location) {
        hop.response.resume();
        hop.response.destroy();
        if (redirects >= maxRedirects) throw new FetchFailure("too-many-redirects", IMPORT_MESSAGES.tooManyRedirects);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new FetchFailure("unreachable", IMPORT_MESSAGES.unreachable);
        }
        const checked = checkAddress(next);
        if (!checked.ok) throw new FetchFailure(checked.code, checked.message);
        url = checked.url;
        continue;
      }
      if (hop.status < 200 || hop.status >= 300) {
        hop.response.destroy();
        throw new FetchFailure("http-status", IMPORT_MESSAGES.httpStatus(hop.status));
      }
      const body = await readBody(hop.response, maxBytes);
      return {
        ok: true,
        url: url.href,
        status: hop.status,
        contentType: String(hop.headers["content-type"] ?? ""),
        body,
      };
    }
  } catch (error) {
    return failureOf(error, signal);
  } finally {
    clearTimeout(timer);
  }
}
