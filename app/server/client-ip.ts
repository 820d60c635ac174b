/**
 * server.ts writes the visitor's address (Express's req.ip, which honours TRUST_PROXY) into this
 * header on every request, replacing anything a client sent; rate limits key on it.
 */
import type { NextFunction, Request, Response } from "express";

export const CLIENT_IP_HEADER = "x-simmer-client-ip";

/**
 * Express middleware: stamps the client address. With TRUST_PROXY off (the default) it is the
 * connection's own address and X-Forwarded-For is ignored; behind a proxy, TRUST_PROXY names which
 * hops may set it (see the README).
 */
export function stampClientIp(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
  next();
}
