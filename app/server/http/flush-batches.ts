import { Transform, type TransformCallback } from "node:stream";

/**
 * A pass-through for React's streaming renderer that hands on one chunk per flush instead of one
 * per 4 KB buffer (and one per long string). React writes a page in dozens of small pieces and
 * calls `flush()` on its destination when a batch is complete (the shell, then each Suspense
 * boundary); every piece otherwise travels alone through the PassThrough, the web stream React
 * Router wraps it in, Express's response and the socket. Joining them at `flush()` keeps the
 * streaming (each batch still leaves at once) without the per-piece cost.
 */
export class FlushBatches extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    callback();
  }

  /** Called by React after each batch it has written. */
  flush(): void {
    const { pending } = this;
    if (pending.length === 0) return;
    this.pending = [];
    this.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
