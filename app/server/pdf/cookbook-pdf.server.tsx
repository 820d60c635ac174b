/**
 * Cookbook PDF export: the ultimate plan's `cookbookExports`. Checks the plan (403), the account's
 * export rate (429), and the owner (404) before anything is rendered. The book is read here, on the
 * main thread (getCookbookForExport: the visibility rule); the render runs in a worker thread
 * (pdf-render-pool.server.ts, at most PDF_RENDER_CONCURRENCY at once), and the finished file is kept
 * in a small cache keyed by the book's content, so an unchanged book comes back at once without
 * waiting for the renderer. Remote photo URLs are never fetched: a recipe's stored photo (uploaded
 * or imported) is read through the photo module and handed to the worker as JPEG bytes
 * (pdf-photos.server.ts); anything else gets the generated cover.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import type { PaperSize } from "~/domain/kitchen/paper";
import type { PlanId } from "~/domain/plans";
import { isEntitled } from "../auth/entitlements.server";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { getCookbookForExport, type CookbookExport } from "../kitchen/cookbooks.server";
import { takeRateLimit } from "../http/rate-limit.server";
import type { CookbookBook } from "./cookbook-document.server";
import { pdfPhoto } from "./pdf-photos.server";
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
export const PDF_RENDERER_VERSION = "cookbook-pdf/3 react-pdf/4.9.0";

/** The per-account export limit's window. */
const EXPORT_WINDOW_MS = 10 * 60_000;
/** A finished file is kept this long at most (it names its owner; the LRU bound usually ends it sooner). */
const CACHE_TTL_MS = 30 * 60_000;
/** With every renderer busy and this many books waiting, another gets 503. */
const MAX_WAITING = 20;

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
 * The cache key: a hash of everything the file is made from (the book as read, with each recipe's
 * photo address: a stored photo's content never changes under its random name; the paper; the
 * renderer's version).
 */
function contentKey(book: CookbookExport, paper: PaperSize): string {
  return createHash("sha256")
    .update(JSON.stringify([PDF_RENDERER_VERSION, paper, book]))
    .digest("base64url");
}

/** The book with each recipe's own photo as JPEG bytes, read one at a time (null: the generated cover). */
async function withPhotos(book: CookbookExport): Promise<CookbookBook> {
  const recipes: CookbookBook["recipes"] = [];
  for (const recipe of book.recipes) recipes.push({ ...recipe, photo: await pdfPhoto(recipe.imageUrl) });
  return { ...book, recipes };
}

/**
 * Renders a cookbook to PDF bytes in a worker thread (or takes the cached file for the same
 * content); `startPages` says where each recipe begins (1-based). `cached` is true when no render
 * was needed. Photos are read only when the book is rendered.
 */
export async function renderCookbookPdf(book: CookbookExport, paper: PaperSize): Promise<RenderedBook & { cached: boolean }> {
  const key = contentKey(book, paper);
  const store = pdfCache();
  const kept = store?.get(key);
  if (kept) return { ...kept, cached: true };
  let rendering = inFlight.get(key);
  if (!rendering) {
    rendering = withPhotos(book).then((withBytes) => renderPool().render(withBytes, paper));
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
  try {
    const rendered = await renderCookbookPdf(found, paper);
    return { ok: true, name: found.name, ...rendered };
  } catch (error) {
    if (error instanceof RendererBusy)
      return { ok: false, status: 503, message: COOKBOOK_MESSAGES.exportBusy, retryAfterSeconds: 30 };
    throw error;
  }
}
