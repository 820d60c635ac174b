/**
 * A small pool of worker threads that render cookbook PDFs (issue 33): at most `size` books are
 * rendered at once (PDF_RENDER_CONCURRENCY, default 1), each in its own worker thread, so the main
 * thread keeps answering requests while a book is laid out (an 83-recipe book held it for up to
 * 10 s before). Further books wait in line, up to `maxQueue`; past that the pool says it is busy.
 * A worker is started on first use, kept for the next book and ended after `idleMs` without work;
 * one that fails, exits or takes longer than `timeoutMs` is ended and replaced on the next book.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PaperSize } from "~/domain/kitchen/paper";
import type { CookbookBook } from "./cookbook-document.server";
import type { RenderReply, RenderRequest } from "./cookbook-pdf.worker";
import type { RenderedBook } from "./render-book.server";

export interface PoolStats {
  /** Renders started since the pool was made. */
  renders: number;
  running: number;
  queued: number;
  /** The most renders that ran at the same time. */
  peakRunning: number;
}

/** Too many books already waiting: the caller answers 503 with Retry-After. */
export class RendererBusy extends Error {
  constructor() {
    super("the PDF renderer is busy");
  }
}

interface Task {
  book: CookbookBook;
  paper: PaperSize;
  resolve: (rendered: RenderedBook) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker | null;
  busy: boolean;
  idle?: ReturnType<typeof setTimeout>;
}

export interface PoolOptions {
  size: number;
  maxQueue?: number;
  idleMs?: number;
  timeoutMs?: number;
}

/**
 * The worker's entry: next to this module's bundle in production (esbuild writes
 * build/cookbook-pdf-worker.js; this module is bundled into build/server.js and
 * build/server/index.js), else the TypeScript source, run under tsx (development, tests).
 */
function workerEntry(): { file: string; execArgv?: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, path.dirname(here)]) {
    const built = path.join(dir, "cookbook-pdf-worker.js");
    if (existsSync(built)) return { file: built };
  }
  const source = path.join(here, "cookbook-pdf.worker.ts");
  if (existsSync(source)) return { file: source, execArgv: ["--import", "tsx"] };
  throw new Error(`cookbook PDF worker not found (looked for cookbook-pdf-worker.js beside ${here} and its parent)`);
}

export class PdfRenderPool {
  private readonly slots: Slot[];
  private readonly queue: Task[] = [];
  private readonly maxQueue: number;
  private readonly idleMs: number;
  private readonly timeoutMs: number;
  private nextId = 0;
  private counts: PoolStats = { renders: 0, running: 0, queued: 0, peakRunning: 0 };

  constructor(options: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, busy: false }));
    this.maxQueue = options.maxQueue ?? 20;
    this.idleMs = options.idleMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  get size(): number {
    return this.slots.length;
  }

  stats(): PoolStats {
    return { ...this.counts, queued: this.queue.length };
  }

  /** Renders `book` in a worker thread; waits for a free one. Rejects with RendererBusy when the line is full. */
  render(book: CookbookBook, paper: PaperSize): Promise<RenderedBook> {
    if (this.queue.length >= this.maxQueue && this.slots.every((slot) => slot.busy)) return Promise.reject(new RendererBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ book, paper, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker (books in progress fail). */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new Error("the PDF renderer was closed"));
    await Promise.all(
      this.slots.map((slot) => {
        clearTimeout(slot.idle);
        const worker = slot.worker;
        slot.worker = null;
        return worker?.terminate();
      }),
    );
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.busy) this.start(slot, this.queue.shift()!);
    }
  }

  private start(slot: Slot, task: Task): void {
    clearTimeout(slot.idle);
    slot.busy = true;
    this.counts.renders += 1;
    this.counts.running += 1;
    this.counts.peakRunning = Math.max(this.counts.peakRunning, this.counts.running);

    let worker: Worker;
    try {
      if (!slot.worker) {
        const entry = workerEntry();
        const created = new Worker(entry.file, { execArgv: entry.execArgv });
        // An idle worker that fails is forgotten (the next book starts another); a busy one's
        // failure is the book's (below). Never an unhandled 'error' event on this thread.
        created.on("error", () => {});
        created.on("exit", () => {
          if (slot.worker === created) slot.worker = null;
        });
        slot.worker = created;
      }
      worker = slot.worker;
    } catch (error) {
      this.finish(slot);
      task.reject(error);
      return;
    }
    // Keeps the process alive while it renders (a script awaiting an export), not while idle.
    worker.ref();

    const id = ++this.nextId;
    const cleanup = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onExit);
    };
    const discard = (error: unknown) => {
      cleanup();
      if (slot.worker === worker) slot.worker = null;
      void worker.terminate();
      task.reject(error);
      this.finish(slot);
    };
    const onMessage = (reply: RenderReply) => {
      if (reply.id !== id) return;
      cleanup();
      if (reply.ok) {
        const { pages, startPages, passes } = reply;
        task.resolve({ pdf: Buffer.from(reply.pdf), pages, startPages, passes });
      } else task.reject(new Error(`cookbook PDF render failed: ${reply.message}`));
      this.finish(slot);
    };
    const onFailure = (error: unknown) => discard(new Error("cookbook PDF worker failed", { cause: error }));
    const onExit = (code: number) => discard(new Error(`cookbook PDF worker exited (${code})`));
    const timer = setTimeout(() => discard(new Error(`cookbook PDF render took over ${this.timeoutMs} ms`)), this.timeoutMs);
    worker.on("message", onMessage);
    worker.on("error", onFailure);
    worker.on("exit", onExit);
    worker.postMessage({ id, book: task.book, paper: task.paper } satisfies RenderRequest);
  }

  private finish(slot: Slot): void {
    slot.busy = false;
    this.counts.running -= 1;
    const worker = slot.worker;
    if (worker) {
      worker.unref();
      slot.idle = setTimeout(() => {
        if (slot.busy || slot.worker !== worker) return;
        slot.worker = null;
        void worker.terminate();
      }, this.idleMs);
      slot.idle.unref();
    }
    this.pump();
  }
}
