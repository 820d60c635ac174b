/**
 * Cookbook PDF export: the ultimate plan's `cookbookExports`. Checks the plan (403) and the owner
 * (404) before anything is rendered, then renders the book in two passes: the first lays it out to
 * learn the page each recipe starts on, the second prints those numbers in the contents (the
 * contents take the same room either way, so the numbers stay true; a mismatch is re-rendered).
 * Remote photo URLs are never fetched: only local uploads are embedded, anything else gets the
 * generated cover.
 */
import { existsSync } from "node:fs";
import { join, normalize, sep } from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { COOKBOOK_MESSAGES, SUBSCRIPTION_MESSAGES } from "~/domain/messages";
import type { PaperSize } from "~/domain/paper";
import type { PlanId } from "~/domain/plans";
import { isEntitled } from "../auth/entitlements.server";
import type { Db } from "../db/client.server";
import { getCookbookForExport } from "../services/cookbooks.server";
import { CookbookDocument, newPageRegistry, type CookbookBook } from "./cookbook-document.server";
import { registerPdfFonts } from "./fonts.server";

export type CookbookPdfResult =
  | { ok: true; name: string; pdf: Buffer; pages: number; startPages: number[]; passes: number }
  | { ok: false; status: 403 | 404; message: string };

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

/** One render at a time: layout is CPU work, and two books at once would only slow both down. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const MAX_PASSES = 3;

async function renderPass(book: CookbookBook, paper: PaperSize, startPages: number[] | null) {
  const registry = newPageRegistry();
  const pdf = await renderToBuffer(<CookbookDocument book={book} paper={paper} registry={registry} startPages={startPages} />);
  const starts = book.recipes.map((_, i) => registry.starts[i] ?? 0);
  const printed = startPages ? startPages.map(String) : book.recipes.map((_, i) => registry.printed[i] ?? "");
  return { pdf, starts, right: starts.every((page, i) => page > 0 && printed[i] === String(page)) };
}

/**
 * Renders a cookbook to PDF bytes; `startPages` says where each recipe begins (1-based). One pass
 * normally does (see PageRegistry); should the contents ever show other numbers than the footers
 * found, a second pass prints the measured ones.
 */
export async function renderCookbookPdf(book: CookbookBook, paper: PaperSize) {
  registerPdfFonts();
  return oneAtATime(async () => {
    let pass = await renderPass(book, paper, null);
    let passes = 1;
    while (!pass.right && passes < MAX_PASSES) {
      pass = await renderPass(book, paper, pass.starts);
      passes += 1;
    }
    return { pdf: pass.pdf, startPages: pass.starts, passes, pages: countPages(pass.pdf) };
  });
}

/** Page objects in the file (`/Type /Page`, not `/Pages`). */
function countPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** The whole export: plan check, owner check, then the book. Nothing is rendered for a refusal. */
export async function exportCookbookPdf(
  db: Db,
  user: { id: string; planId: PlanId },
  cookbookId: string,
  paper: PaperSize,
): Promise<CookbookPdfResult> {
  if (!isEntitled(user, "cookbookExports")) return { ok: false, status: 403, message: SUBSCRIPTION_MESSAGES.featureUnavailable };
  const found = await getCookbookForExport(db, user.id, cookbookId);
  if (!found) return { ok: false, status: 404, message: COOKBOOK_MESSAGES.notFound };
  const book: CookbookBook = {
    ...found,
    recipes: found.recipes.map((r) => ({ ...r, photoPath: localPhotoPath(r.imageUrl) })),
  };
  const rendered = await renderCookbookPdf(book, paper);
  return { ok: true, name: book.name, ...rendered };
}
