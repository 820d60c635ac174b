/**
 * The cookbook PDF's worker thread (issue 33, docs/decisions/020): receives one book at a time
 * (read from the database on the main thread, photos as local file paths this thread reads), renders
 * it with react-pdf and sends the bytes back as a transferred ArrayBuffer. Started and kept by
 * pdf-render-pool.server.ts (at most PDF_RENDER_CONCURRENCY of them, ended after a minute idle).
 * Built by `npm run build` into build/cookbook-pdf-worker.js; also runs from source under tsx (tests,
 * development).
 */
import { parentPort } from "node:worker_threads";
import type { PaperSize } from "../../domain/kitchen/paper";
import type { CookbookBook } from "./cookbook-document.server";
import { renderBook } from "./render-book.server";

export interface RenderRequest {
  id: number;
  book: CookbookBook;
  paper: PaperSize;
}

export type RenderReply =
  | { id: number; ok: true; pdf: ArrayBuffer; pages: number; startPages: number[]; passes: number }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error("cookbook-pdf.worker runs as a worker thread");

port.on("message", (request: RenderRequest) => {
  renderBook(request.book, request.paper).then(
    ({ pdf, pages, startPages, passes }) => {
      // A copy of exactly the file's bytes (react-pdf's buffer may be a view into a larger one), moved, not copied again.
      const bytes = new Uint8Array(pdf).buffer;
      port.postMessage({ id: request.id, ok: true, pdf: bytes, pages, startPages, passes } satisfies RenderReply, [bytes]);
    },
    (error: unknown) => {
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply);
    },
  );
});
