/**
 * Every size and time limit on an incoming request, in one place. server.ts applies the header and
 * timeout limits to Node's HTTP server and refuses a declared body over its limit before reading a
 * byte of it; the request guard (security.server.ts) counts bodies without a declared length while
 * it reads them (only once the session is known) and checks the fields of form bodies; the upload
 * route reads its own body once it holds an upload slot (upload-slots.server.ts).
 */
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";

export const REQUEST_LIMITS = {
  /** Any request body (forms, Better Auth's JSON). */
  bodyBytes: 256 * 1024,
  /**
   * Bodies sent to these paths (photo uploads) may be larger: a 10 MB photo plus the form around it.
   * Matched exactly, or as a prefix when ending in "/".
   */
  uploadPathPrefixes: ["/app/photos", "/app/photos.data", "/app/import", "/app/import.data"] as readonly string[],
  uploadBodyBytes: 12 * 1024 * 1024,
  /**
   * A collection from another app (issue 28) may be far larger: these paths take up to 500 MB,
   * streamed to disk by the route itself (app/server/import/receive-collection.server.ts).
   */
  collectionPathPrefixes: ["/app/import", "/app/import.data"] as readonly string[],
  collectionBodyBytes: 500 * 1024 * 1024,
  /**
   * Uploads read at once by this process, and by one account: each holds up to a 12 MB body while
   * it is read and a decoded image while sharp re-encodes it (one at a time), so a handful bounds the
   * memory uploads can take. One more is refused at once (503 for the server, 429 for the account)
   * with `Retry-After`, before its body is read.
   */
  uploadsAtOnce: 4,
  uploadsAtOncePerAccount: 2,
  uploadRetryAfterSeconds: 5,
  /** Form bodies (urlencoded or multipart). */
  maxFields: 1000,
  maxFieldNameLength: 200,
  /** Nesting in a field name (`a[0].b` is 3 levels): Conform turns names into nested objects. */
  maxFieldNameDepth: 8,
  /** Node's HTTP server. */
  maxHeaderBytes: 16 * 1024,
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
} as const;

export type RequestLimits = typeof REQUEST_LIMITS;

/** Whether this path takes uploads (the larger body limit, and the upload slots). */
export function isUploadPath(pathname: string, limits: RequestLimits = REQUEST_LIMITS): boolean {
  return limits.uploadPathPrefixes.some((prefix) => (prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix));
}

/** The largest body accepted for a request to this path. */
export function bodyLimitFor(pathname: string, limits: RequestLimits = REQUEST_LIMITS): number {
  if (limits.collectionPathPrefixes.includes(pathname)) return limits.collectionBodyBytes;
  return isUploadPath(pathname, limits) ? limits.uploadBodyBytes : limits.bodyBytes;
}

export const TOO_LARGE_MESSAGE = "The request is too large.";

/** How long a client that was answered before it finished sending has to read the answer. */
export const UNFINISHED_BODY_GRACE_MS = 2000;

/**
 * Answers 413 at once when Content-Length declares more than the path's limit, without reading the
 * body. A body without a declared length is counted by the request guard while it is read. Either
 * way, a connection whose request body was left unfinished is closed shortly after the answer, so
 * the rest of an oversized upload (or of one refused before its body was read) is never taken in.
 * (Not at once: it is half-closed first, so a client still sending gets the answer, not a reset.) A body of at most
 * `bodyBytes` declared is drained instead, keeping the connection.
 */
export function refuseOversizedBodies(limits: RequestLimits = REQUEST_LIMITS) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.on("finish", () => {
      if (req.complete) return;
      // A small declared body left unread (a signed-out or cross-site form post, answered before
      // it was read) is drained and dropped, so the connection stays usable for the redirect the
      // browser follows next. Nobody reads it any more: the route's reader is let go first.
      if (Number(req.headers["content-length"]) <= limits.bodyBytes) {
        req.removeAllListeners("data");
        req.resume();
        return;
      }
      // Half-closed, and no more of the body taken in: the answer and then its end reach the
      // client, whose sending stalls. The connection is dropped a little later: dropping it while
      // the client still sends resets it, and a reset throws away whatever the client had not read
      // yet, the answer included (a client busy sending 40 uploads lost its 302 that way).
      req.socket.end();
      req.socket.pause();
      setTimeout(() => req.socket.destroy(), UNFINISHED_BODY_GRACE_MS).unref();
    });
    const declared = req.headers["content-length"];
    if (declared === undefined || Number(declared) <= bodyLimitFor(req.path, limits)) return next();
    res.status(413).type("text/plain").send(TOO_LARGE_MESSAGE);
  };
}

/** Node's own answers to a request it could not read, by the parser's error code (as Node answers them). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Node's HTTP server's `clientError` handler: the answer Node would write itself (400, or 408, 413,
 * 431), with `headers` (the security headers), then the connection is closed. A connection already
 * reset, or one whose answer has begun, is only closed.
 */
export function answerClientError(headers: readonly (readonly [string, string])[]) {
  const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
  return (error: Error & { code?: string }, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[error.code ?? ""] ?? 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  };
}
