/**
 * The render itself, run in the PDF worker thread (cookbook-pdf.worker.ts), never on the main
 * thread: the book is laid out in one react-pdf pass whose footers learn the page each recipe
 * starts on and whose contents print those numbers (the contents take the same room either way, so
 * the numbers stay true; a mismatch is re-rendered with the measured numbers).
 */
import { renderToBuffer } from "@react-pdf/renderer";
import type { PaperSize } from "~/domain/kitchen/paper";
import { CookbookDocument, newPageRegistry, type CookbookBook } from "./cookbook-document.server";
import { registerPdfFonts } from "./fonts.server";

export interface RenderedBook {
  pdf: Buffer;
  pages: number;
  /** Where each recipe begins (1-based). */
  startPages: number[];
  passes: number;
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
 * Renders a cookbook to PDF bytes. One pass normally does (see PageRegistry); should the contents
 * ever show other numbers than the footers found, a second pass prints the measured ones.
 */
export async function renderBook(book: CookbookBook, paper: PaperSize): Promise<RenderedBook> {
  registerPdfFonts();
  let pass = await renderPass(book, paper, null);
  let passes = 1;
  while (!pass.right && passes < MAX_PASSES) {
    pass = await renderPass(book, paper, pass.starts);
    passes += 1;
  }
  return { pdf: pass.pdf, startPages: pass.starts, passes, pages: countPages(pass.pdf) };
}

/** Page objects in the file (`/Type /Page`, not `/Pages`). */
function countPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
