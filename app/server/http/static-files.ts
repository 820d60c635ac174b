/**
 * The built client's top-level files (favicon and whatever `public/` holds) are served by
 * express.static, which looks each request's path up on disk. Asking it only for paths whose first
 * segment is one of those entries spares every page, action and `.data` request a file-system
 * lookup (a `stat` and a miss) before it reaches React Router.
 */
import { readdirSync } from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Whether the path's first segment names one of `entries` (top-level files and folders). */
export function namesClientEntry(pathname: string, entries: ReadonlySet<string>): boolean {
  const end = pathname.indexOf("/", 1);
  const first = pathname.slice(1, end === -1 ? undefined : end);
  let name: string;
  try {
    name = decodeURIComponent(first);
  } catch {
    return false;
  }
  return entries.has(name);
}

/** `serve` (express.static on `root`) for the paths that can name a file in `root`, `next()` for the rest. */
export function onlyClientEntries(root: string, serve: RequestHandler): RequestHandler {
  const entries = new Set(readdirSync(root));
  return (req: Request, res: Response, next: NextFunction) => {
    if (namesClientEntry(req.path, entries)) return serve(req, res, next);
    next();
  };
}
