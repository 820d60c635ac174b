/**
 * Cookbook PDF export: the ultimate plan's `cookbookExports`. Checks the plan (403), the account's
 * export rate (429), and the owner (404) before anything is rendered. The book is read here, on the
 * main thread (getCookbookForExport: the visibility rule); the render runs in a worker thread
 * (pdf-render-pool.server.ts, at most PDF_RENDER_CONCURRENCY at once), and the finished file is kept
 * in a small cache keyed by the book's content, so an unchanged book comes back at once without
 * waiting for the renderer. Remote photo URLs are never fetched: only local uploads are embedded
 * (the worker reads them from disk), anything else gets the generated cover.
 */
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join, normalize, sep } from "node:path";
import { LRUCache } from "lru-cache";
import { COOKBOOK_MESSAGES, SUBSCRIPTION_MESSAGES } from "~/domain/messages";
import type { PaperSize } from "~/domain/kitchen/paper";
import type { PlanId } from "~/domain/plans";
import { isEntitled } from "../auth/entitlements.server";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { getCookbookForExport } from "../kitchen/cookbooks.server";
import { takeRateLimit } from "../http/rate-limit.server";
import type { CookbookBook } from "./cookbook-document.server";
import { PdfRenderPool, RendererBusy, type PoolStats } from "./pdf-render-pool.server";
import type { RenderedBook } from "./render-book.server";

export type CookbookPdfResult =
  | ({ ok: true; name: string; cached: boolean } & RenderedBook)
  | { ok: false; status: 403 | 404; message: string }
  | { ok: false; status: 429 | 503; message: string; retryAfterSeconds: number };

/**
 * Part of every cache key: bump it whenever the printed book changes (cookbook-document.server.tsx,
 * render-book.server.tsx, fonts, the react-pdf version), so no book made the old way is handed out.
 */
export const PDF_RENDERER_VERSION = "cookbook-pdf/2 react-pdf/4.9.0";

/** The per-account export limit's window. */
const EXPORT_WINDOW_MS = 10 * 60_000;
/** A finished file is kept this long at most (it names its owner; the LRU bound usually ends it sooner). */
const CACHE_TTL_MS = 30 * 60_000;
/** With every renderer busy and this many books waiting, another gets 503. */
const MAX_WAITING = 20;

/** Where uploaded photos would live on disk; a recipe's `/uploads/…` image is read from here. */
const UPLOAD_ROOTS = ["public", join("build", "client")];

/** The local file behind an uploaded photo (`/uploads/name.jpg`), or null for anything else (remote URLs). */
export function localPhotoPath(imageUrl: string | null, cwd = process.cwd()): string | null {
  if (!imageUrl || !/^\/uploads\/[\w.-]+\.(png|jpe?g)$/i.test(imageUrl) || imageUrl.includes("..")) return null;
  for (const root of UPLOAD_ROOTS) {
    const base = join(cwd, root);
    const path = normalize(join(base, imageUrl));
    if (path.startsWith(base + sep) && existsSync(path)) return path;
  }
  return null;
}

let pool: PdfRenderPool | null = null;
/** Finished files by content key, bounded by their bytes (PDF_CACHE_MB); undefined until first use, null when off. */
let cache: LRUCache<string, RenderedBook> | null | undefined;
/** Books being rendered now, by cache key: a second export of the same book waits for the same render. */
const inFlight = new Map<string, Promise<RenderedBook>>();

function newCache(megabytes: number): LRUCache<string, RenderedBook> | null {
  if (megabytes <= 0) return null;
  return new LRUCache<string, RenderedBook>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (rendered) => Math.max(1, rendered.pdf.length),
    ttl: CACHE_TTL_MS,
  });
}

function renderPool(): PdfRenderPool {
  pool ??= new PdfRenderPool({ size: env().PDF_RENDER_CONCURRENCY, maxQueue: MAX_WAITING });
  return pool;
}

function pdfCache(): LRUCache<string, RenderedBook> | null {
  if (cache === undefined) cache = newCache(env().PDF_CACHE_MB);
  return cache;
}

/** Exports per account in ten minutes, when set here rather than by PDF_EXPORTS_PER_10_MINUTES (benches). */
let exportsPerWindow: number | undefined;

/** Sets the renderer up again (tests, benches): another concurrency, cache size or export limit, an empty cache. */
export function configurePdfRendering(
  options: { concurrency?: number; cacheMb?: number; exportsPer10Minutes?: number } = {},
): void {
  exportsPerWindow = options.exportsPer10Minutes;
  void pool?.close();
  pool = new PdfRenderPool({ size: options.concurrency ?? env().PDF_RENDER_CONCURRENCY, maxQueue: MAX_WAITING });
  cache = newCache(options.cacheMb ?? env().PDF_CACHE_MB);
  inFlight.clear();
}

/** What the renderer has done and is doing (tests, diagnostics). */
export function pdfRenderStats(): PoolStats & { cached: number } {
  return { ...renderPool().stats(), cached: pdfCache()?.size ?? 0 };
}

/**
 * The cache key: a hash of everything the file is made from (the book as read, the paper, the
 * renderer's version, and each embedded photo file's size and modification time).
 */
function contentKey(book: CookbookBook, paper: PaperSize): string {
  const photos = book.recipes.map((r) => {
    if (!r.photoPath) return null;
    try {
      const stat = statSync(r.photoPath);
      return [stat.size, stat.mtimeMs];
    } catch {
      return null;
    }
  });
  return createHash("sha256")
    .update(JSON.stringify([PDF_RENDERER_VERSION, paper, book, photos]))
    .digest("base64url");
}

/**
 * Renders a cookbook to PDF bytes in a worker thread (or takes the cached file for the same
 * content); `startPages` says where each recipe begins (1-based). `cached` is true when no render
 * was needed.
 */
export async function renderCookbookPdf(book: CookbookBook, paper: PaperSize): Promise<RenderedBook & { cached: boolean }> {
  const key = contentKey(book, paper);
  const store = pdfCache();
  const kept = store?.get(key);
  if (kept) return { ...kept, cached: true };
  let rendering = inFlight.get(key);
  if (!rendering) {
    rendering = renderPool().render(book, paper);
    inFlight.set(key, rendering);
    rendering.then(
      (rendered) => {
        store?.set(key, rendered);
        inFlight.delete(key);
      },
      () => inFlight.delete(key),
    );
  }
  return { ...(await rendering), cached: false };
}

/** The whole export: plan check, rate limit, owner check, then the book. Nothing is rendered for a refusal. */
export async function exportCookbookPdf(
  db: Db,
  user: { id: string; planId: PlanId },
  cookbookId: string,
  paper: PaperSize,
): Promise<CookbookPdfResult> {
  if (!isEntitled(user, "cookbookExports")) return { ok: false, status: 403, message: SUBSCRIPTION_MESSAGES.featureUnavailable };
  // Per account (the key ends in the user id, so deleting the account finds it).
  const rate = await takeRateLimit(db, `cookbook-export:${user.id}`, {
    max: exportsPerWindow ?? env().PDF_EXPORTS_PER_10_MINUTES,
    windowMs: EXPORT_WINDOW_MS,
  });
  if (!rate.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(rate.retryAfterMs / 1000));
    return { ok: false, status: 429, message: COOKBOOK_MESSAGES.tooManyExports, retryAfterSeconds };
  }
  const found = await getCookbookForExport(db, user.id, cookbookId);
  if (!found) return { ok: false, status: 404, message: COOKBOOK_MESSAGES.notFound };
  const book: CookbookBook = {
    ...found,
    recipes: found.recipes.map((r) => ({ ...r, photoPath: localPhotoPath(r.imageUrl) })),
  };
  try {
    const rendered = await renderCookbookPdf(book, paper);
    return { ok: true, name: book.name, ...rendered };
  } catch (error) {
    if (error instanceof RendererBusy)
      return { ok: false, status: 503, message: COOKBOOK_MESSAGES.exportBusy, retryAfterSeconds: 30 };
    throw error;
  }
}
