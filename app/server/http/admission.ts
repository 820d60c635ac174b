/**
 * First come, first served: at most `slots` requests are worked on at once; the others wait, in
 * the order they arrived, before any of their work starts.
 *
 * Why: Node interleaves every request it has accepted. Under load, 50 requests in progress each
 * wait behind the other 49 at every database round trip, so a page with several round trips (a
 * recipe page) takes many times longer than one with few, and on the embedded database a
 * transaction holds PGlite's single lock while the thread renders other pages. Serving in arrival
 * order with a few in progress keeps the same throughput and answers every request in about the same
 * time (bench/README.md, "Signed-in workload": PGlite p99 −20 to −25 %, PostgreSQL about −10 %).
 * Off unless MAX_ACTIVE_REQUESTS is set (docs/decisions/028).
 *
 * A request gives its slot back when its answer is sent or its client goes away, or after `holdMs`
 * at the latest, so a long request (an AI generation waiting for its provider, a PDF, an upload)
 * never holds up the queue for longer than that. A request whose client left while it waited is
 * dropped without being worked on.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import pLimit from "p-limit";

/** How long one request may keep its slot before the next in line starts anyway. */
export const ADMISSION_HOLD_MS = 250;

export interface AdmissionOptions {
  /** Requests worked on at once. */
  slots: number;
  /** The longest one request keeps its slot (ms). */
  holdMs: number;
}

export interface Admission {
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  readonly active: number;
  readonly waiting: number;
}

export function createAdmission({ slots, holdMs }: AdmissionOptions): Admission {
  const limit = pLimit(slots);

  /** Runs the request; resolves when it gives its slot back. */
  function work(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    if (req.socket.destroyed || res.writableEnded) return Promise.resolve();
    return new Promise<void>((release) => {
      const timer = setTimeout(done, holdMs);
      function done() {
        clearTimeout(timer);
        res.off("finish", done);
        res.off("close", done);
        release();
      }
      res.once("finish", done);
      res.once("close", done);
      next();
    });
  }

  return {
    middleware(req, res, next) {
      limit(work, req, res, next).catch((error: unknown) => console.error("[simmer] admission", error));
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
