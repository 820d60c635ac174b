/**
 * Group commit for the embedded database's write-ahead log, off the main thread. PGlite runs
 * Postgres on Node's one JavaScript thread, so a commit's `fsync` there blocked every request for
 * as long as the disk took (p50 0.3 ms, p99 5–13 ms, up to 125 ms under load: 7–8 % of the
 * server's thread in the signed-in bench). Here Postgres's fsync of a WAL file only notes the file;
 * the statement's caller then waits (`settle`) until a sync on libuv's thread pool has covered
 * it, and every commit noted before that sync started shares it. An answer still goes out only
 * after its commit is on disk.
 *
 * Any other fsync (data files at a checkpoint, pg_control, directories) stays synchronous and first
 * syncs the noted WAL files, and so does any write to another file while a noted sync is pending
 * (a data page evicted or checkpointed may carry changes of those commits, and the operating system
 * may put it on disk at any moment): Postgres's write-ahead rule, the log before the page, holds on
 * disk too, so nothing on disk ever points past the synced log. Hooks Emscripten's NODEFS: what
 * guards an upgrade is in docs/decisions/032.
 *
 * A failed sync is fatal, as in PostgreSQL since 2018 (a failed fsync may have dropped the dirty
 * pages, so a later one that "succeeds" proves nothing): the commits waiting for it fail, every
 * later statement is refused with the reason, one log line says why, and nothing more is written
 * until a restart recovers from the log on disk (docs/decisions/033).
 */
import { closeSync, fsyncSync, openSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";

/** The embedded database stopped: a sync to disk failed (the statement's error, and /healthz's reason). */
export class WalSyncFailedError extends Error {
  override name = "WalSyncFailedError";

  constructor(cause: unknown, what = "its write-ahead log") {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The embedded database stopped accepting writes: syncing ${what} to disk failed (${reason}). ` +
        "Restart the server once the disk is sound; it recovers from the log on disk.",
      { cause },
    );
  }
}

export interface WalSyncIo {
  /** Sync a file by path, off the main thread. */
  syncAsync(path: string): Promise<void>;
  /** Sync a file by path, now. */
  syncNow(path: string): void;
  /** Let go of anything held open (the database is closing). */
  close?(): Promise<void>;
}

interface OpenFile {
  handle: Promise<FileHandle>;
  /** The latest sync through this handle, so it is closed only after that sync. */
  last: Promise<unknown>;
}

/**
 * The WAL files of the latest group syncs, kept open: a sync is then one job on libuv's thread pool
 * instead of three (open, sync, close). Each job is a turn of the event loop that a committing
 * request waits for, and under load a turn is as long as the loop is busy (the signed-in bench on
 * PGlite: a lower p99 in four of five back-to-back pairs, bench/README.md "Session 10"). Postgres
 * writes only its newest segment or two and never gives a segment's name to another file while it
 * runs, so a few handles suffice: the oldest is closed when a fifth is opened.
 */
export class OpenWalFiles implements WalSyncIo {
  private readonly files = new Map<string, OpenFile>();

  constructor(
    private readonly keep = 4,
    private readonly openFile: (path: string) => Promise<FileHandle> = (path) => open(path, "r"),
  ) {}

  /** How many files are open now. */
  get size(): number {
    return this.files.size;
  }

  async syncAsync(path: string): Promise<void> {
    let file = this.files.get(path);
    if (file)
      this.files.delete(path); // re-inserted below: the map's order is the order of use
    else file = { handle: this.openFile(path), last: Promise.resolve() };
    this.files.set(path, file);
    while (this.files.size > this.keep) this.closeOldest();
    const sync = file.handle.then(
      (handle) => handle.sync(),
      (error: unknown) => {
        if (!isMissing(error)) throw error;
        // Gone before it was opened: Postgres removed or recycled the segment at a checkpoint,
        // so its contents are no longer needed. Nothing to sync, nothing to keep open.
        if (this.files.get(path) === file) this.files.delete(path);
      },
    );
    file.last = sync.catch(() => undefined);
    try {
      await sync;
    } catch (error) {
      // A handle that failed is not used again; the next sync opens the file afresh.
      if (this.files.get(path) === file) {
        this.files.delete(path);
        void this.closeWhenDone(file);
      }
      throw error;
    }
  }

  syncNow(path: string): void {
    let fd: number;
    try {
      fd = openSync(path, "r");
    } catch (error) {
      if (isMissing(error)) return; // removed or recycled at a checkpoint (see syncAsync)
      throw error;
    }
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  async close(): Promise<void> {
    const files = [...this.files.values()];
    this.files.clear();
    await Promise.all(files.map((file) => this.closeWhenDone(file)));
  }

  private closeOldest(): void {
    const [path, file] = this.files.entries().next().value!;
    this.files.delete(path);
    void this.closeWhenDone(file);
  }

  private async closeWhenDone(file: OpenFile): Promise<void> {
    await file.last;
    try {
      await (await file.handle).close();
    } catch {
      // Never opened, or closed already: nothing to let go of.
    }
  }
}

/**
 * A WAL file that is no longer there: Postgres removes or renames (recycles) a segment only once a
 * checkpoint made it unneeded, which can happen between noting its fsync and syncing it by name.
 */
function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

/** Whether Postgres's fsync of this file may wait for the group commit (WAL segments only). */
export function isWalFile(realPath: string): boolean {
  return /[\\/]pg_wal[\\/][0-9A-F]{24}$/.test(realPath);
}

export class WalSync {
  /** WAL files written since the last sync started. */
  private pending = new Set<string>();
  /** WAL files of the group sync running now (not known to be on disk until it finishes). */
  private inFlight = new Set<string>();
  /** Fsync requests seen so far, and how many of them a finished sync covers. */
  private requested = 0;
  private synced = 0;
  private running: Promise<void> | null = null;
  private stopped: WalSyncFailedError | null = null;
  readonly stats = { requests: 0, syncs: 0, syncedNow: 0, syncedBeforeWrite: 0 };

  constructor(private readonly io: WalSyncIo = new OpenWalFiles()) {}

  /** Lets go of the files kept open for syncing (the database is closing; call after syncNow). */
  async close(): Promise<void> {
    await this.io.close?.();
  }

  /** Why the database stopped (a sync failed), or null while it runs. */
  get failure(): WalSyncFailedError | null {
    return this.stopped;
  }

  /** Throws the reason the database stopped, if it did (every statement calls this first). */
  assertRunning(): void {
    if (this.stopped) throw this.stopped;
  }

  /**
   * A sync failed: the database stops for good (the first failure's reason is kept and logged in
   * one line); returns the error for the caller to throw.
   */
  stop(cause: unknown, what?: string, file?: string): WalSyncFailedError {
    if (!this.stopped) {
      this.stopped = new WalSyncFailedError(cause, what);
      const where = file ? ` [${file}]` : "";
      console.error(`[simmer] FATAL: ${this.stopped.message}${where}`.replace(/\s*\n\s*/g, " "));
    }
    return this.stopped;
  }

  /** Postgres asked to sync a WAL file: noted, synced by the next group sync. */
  note(path: string): void {
    this.pending.add(path);
    this.requested++;
    this.stats.requests++;
  }

  /** True while a noted fsync is not on disk yet. */
  get unsettled(): boolean {
    return this.synced < this.requested;
  }

  /** Resolves once every fsync requested before this call is on disk. */
  async settle(): Promise<void> {
    this.assertRunning();
    const target = this.requested;
    while (this.synced < target) {
      this.running ??= this.syncPending();
      await this.running;
    }
  }

  /**
   * Syncs every noted WAL file not known to be on disk now, on this thread (before any other file is
   * synced or written): the noted ones and those of a group sync still running, which may not have
   * reached the disk yet.
   */
  syncNow(): void {
    this.assertRunning();
    if (!this.unsettled) return;
    const upTo = this.requested;
    const paths = [...new Set([...this.pending, ...this.inFlight])];
    this.pending.clear();
    for (const path of paths) {
      try {
        this.io.syncNow(path);
      } catch (error) {
        throw this.stop(error, undefined, path);
      }
    }
    this.stats.syncedNow++;
    this.synced = Math.max(this.synced, upTo);
  }

  private async syncPending(): Promise<void> {
    const upTo = this.requested;
    const paths = [...this.pending];
    this.pending.clear();
    this.inFlight = new Set(paths);
    try {
      await Promise.all(
        paths.map((path) =>
          this.io.syncAsync(path).catch((error: unknown) => {
            throw this.stop(error, undefined, path);
          }),
        ),
      );
      this.stats.syncs++;
      this.synced = Math.max(this.synced, upTo);
    } finally {
      this.running = null;
      this.inFlight = new Set();
    }
  }
}

interface Settleable {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * Makes every top-level `query`, `exec` and `transaction` of `pg` resolve only once the commits it
 * made are on disk (statements inside a transaction wait for its end, like its COMMIT). A call
 * during which Postgres asked for no sync (a read) does not wait. Once a sync has failed, every
 * call is refused before it runs (the database has stopped).
 */
export function settleAfterEachCall(pg: Settleable, walSync: WalSync): void {
  for (const method of ["query", "exec", "transaction"] as const) {
    const own = pg[method].bind(pg) as (...args: unknown[]) => Promise<unknown>;
    const settled = async (...args: unknown[]) => {
      // Only a call during which the log was written waits (a read that ran meanwhile does not).
      walSync.assertRunning();
      const before = walSync.stats.requests;
      try {
        return await own(...args);
      } finally {
        if (walSync.stats.requests > before && walSync.unsettled) await walSync.settle();
      }
    };
    (pg as unknown as Record<string, unknown>)[method] = settled;
  }
}

/** The part of Emscripten's NODEFS this module hooks. */
export interface NodeFsHooks {
  stream_ops: {
    fsync?: (stream: HookedStream) => number;
    write: (stream: HookedStream, ...rest: never[]) => number;
  };
  realPath(node: unknown): string;
}
interface HookedStream {
  nfd?: number;
  node: unknown;
  /** Whether the stream's file is a WAL segment, worked out on its first write or sync. */
  simmerWal?: boolean;
}

/**
 * Routes Postgres's file syncs through `walSync`: a WAL segment's fsync is noted for the group
 * commit; any other file's fsync, and any write to another file while a noted sync is pending,
 * first syncs the log on this thread.
 */
export function hookFileSystem(nodefs: NodeFsHooks, walSync: WalSync, fsyncFile: (fd: number) => void): void {
  const isWal = (stream: HookedStream) => (stream.simmerWal ??= isWalFile(nodefs.realPath(stream.node)));
  const write = nodefs.stream_ops.write;
  nodefs.stream_ops.write = (stream, ...rest) => {
    if (walSync.unsettled && !isWal(stream)) {
      walSync.stats.syncedBeforeWrite++;
      walSync.syncNow();
    }
    return write(stream, ...rest);
  };
  nodefs.stream_ops.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    if (isWal(stream)) walSync.note(nodefs.realPath(stream.node));
    else {
      walSync.syncNow();
      try {
        fsyncFile(stream.nfd);
      } catch (error) {
        throw walSync.stop(error, "a data file", nodefs.realPath(stream.node));
      }
    }
    return 0;
  };
}
