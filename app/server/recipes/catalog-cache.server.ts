/**
 * The live catalog index of this process (docs/decisions/023): built once at start-up in slices
 * that leave the event loop free, then kept current from the durable change log (`recipe_changes`,
 * written by triggers in the same transaction as every recipe write): every POLL_MS the process
 * reads the rows after the last seq it applied, re-reads just those recipes and applies them to
 * its index (a removal and a small delta, O(log n) each). Each process keeps its own copy, so the
 * web tier stays stateless and several processes on one PostgreSQL converge.
 *
 * A rebuild (the delta grew large, the log was truncated or pruned past us) runs in slices in the
 * background while the previous index keeps answering; the new index catches up from the seq it
 * was read at before it takes over.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { CatalogIndex, type IndexedRecipe } from "~/domain/indexes/catalog-index";
import type { BrowseIndex } from "~/domain/indexes/browse-index";
import type { FinderIndex } from "~/domain/indexes/finder-index";
import { runInSlices } from "~/domain/indexes/steps";
import { TransferReceiver, type ShapeMessage, type StringRun } from "~/domain/indexes/transfer";
import { postgresUrlOf, rowsOf, type Db } from "../db/client.server";
import { CHANNELS, type Notifications } from "../db/notifications.server";
import type { ReadDone, ToWorker } from "./index-build.worker";
import { readIndexedChunks, readIndexedRecipes } from "./search-index.server";

/** How often each process looks for new changes (a change is everywhere within ~POLL_MS + apply). */
export const POLL_MS = 200;
/** With notifications from PostgreSQL (which wake the read at once), how often the log is read anyway. */
export const FALLBACK_POLL_MS = 1_000;
/** Changes read per round trip. */
const BATCH = 2_000;
/** Rebuild when this many changes sit in the delta (answers merge the delta by brute force). */
const REBUILD_AFTER = 2_000;
/** Log rows older than this are pruned (a process further behind rebuilds). */
const RETENTION = "1 hour";
const PRUNE_EVERY_MS = 5 * 60_000;
/**
 * From this many recipes a build runs in a worker thread: building in slices on this thread keeps
 * each slice short, but at a million recipes the garbage collector's pauses over the rows alone
 * (a second and more) would still stall every request. Below it the slices are enough.
 */
export const WORKER_FROM = 50_000;
/** Rows per message to the worker (structured cloning them is a few milliseconds per message). */
const ROWS_PER_MESSAGE = 2_000;

export interface CacheOptions {
  /** Apply every change committed so far before answering (tests, and callers that just wrote). */
  fresh?: boolean;
}

interface Current {
  index: CatalogIndex;
  /** The last change-log seq applied to `index`. */
  seq: number;
}

export interface LiveCatalogOptions {
  pollMs?: number;
  rebuildAfter?: number;
  /** Build in a worker thread from this many recipes (default WORKER_FROM; Infinity: never). */
  workerFrom?: number;
}

export class LiveCatalog {
  private current: Current | null = null;
  private ready: Promise<Current> | null = null;
  /** Syncs and swaps run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  private pollPending = false;
  private pollAgain = false;
  private lastPoll = 0;
  private notifications: Notifications | null = null;
  private rebuilding: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = Date.now();
  private lastErrorLog = 0;
  private stopped = false;
  /** Applied changes and rebuilds, for tests and the benchmark. */
  readonly stats = {
    applied: 0,
    rebuilds: 0,
    lastApplyMs: 0,
    workerBuilds: 0,
    /** The last build: recipes, ms until every row was read, ms in all, and where it was read and built. */
    lastBuild: { recipes: 0, readMs: 0, totalMs: 0, inWorker: false, readInWorker: false },
  };
  private readonly db: Db;
  private readonly pollMs: number;
  private readonly rebuildAfter: number;
  private readonly workerFrom: number;

  constructor(db: Db, options: LiveCatalogOptions = {}) {
    this.db = db;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.rebuildAfter = options.rebuildAfter ?? REBUILD_AFTER;
    this.workerFrom = options.workerFrom ?? WORKER_FROM;
  }

  /** The index, once the first build is done (requests before then wait with the event loop free). */
  async index(options: CacheOptions = {}): Promise<CatalogIndex> {
    if (!this.ready) {
      this.ready = this.build().then((built) => {
        this.current ??= built;
        this.startPolling();
        return built;
      });
      this.ready.catch(() => {
        this.ready = null;
      });
    }
    await this.ready;
    if (options.fresh) await this.sync();
    return this.current!.index;
  }

  /** Applies every change committed before this call (waits for a sync already running, then runs one). */
  sync(): Promise<void> {
    const run = this.queue.then(() => this.syncOnce());
    this.queue = run.catch(() => {});
    return run;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** True while a background rebuild runs. */
  get isRebuilding(): boolean {
    return this.rebuilding !== null;
  }

  /**
   * Reads every recipe and builds both indexes, in slices here or, for a large catalog, in a worker
   * thread; the seq is read first, so the build plus the log after it is complete.
   */
  private async build(): Promise<Current> {
    const seq = await readLastSeq(this.db);
    let index: CatalogIndex;
    try {
      index = await buildIndex(this.db, this.workerFrom, this.stats);
    } catch (error) {
      if (!(error instanceof WorkerFailed)) throw error;
      console.error("[simmer] index build worker failed; building on the main thread in slices", error.cause);
      index = await buildIndex(this.db, Infinity, this.stats);
    }
    this.stats.rebuilds++;
    return { index, seq };
  }

  /**
   * Reads the log as soon as another process NOTIFYs a change (PostgreSQL, docs/decisions/036);
   * while notifications arrive, the poll is only a fallback every FALLBACK_POLL_MS. After a
   * reconnection the log is read at once (news may have been missed).
   */
  follow(notifications: Notifications): void {
    this.notifications = notifications;
    notifications.on(CHANNELS.recipeChanges, () => this.wake());
    notifications.onConnect(() => this.wake());
  }

  /** Reads the log now (again after the read in progress, which may have started before the news). */
  wake(): void {
    if (!this.timer) return;
    if (this.pollPending) this.pollAgain = true;
    else this.poll();
  }

  private poll(): void {
    this.pollPending = true;
    this.lastPoll = Date.now();
    this.sync()
      .then(() => this.pruneNow())
      .catch((error: unknown) => this.logError(error))
      .finally(() => {
        this.pollPending = false;
        if (this.pollAgain && !this.stopped) {
          this.pollAgain = false;
          this.poll();
        }
      });
  }

  private startPolling(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (this.pollPending) return;
      if (this.notifications?.connected && Date.now() - this.lastPoll < FALLBACK_POLL_MS) return;
      this.poll();
    }, this.pollMs);
    this.timer.unref();
  }

  private logError(error: unknown): void {
    if (this.stopped || Date.now() - this.lastErrorLog < 60_000) return;
    this.lastErrorLog = Date.now();
    console.error("[simmer] catalog index sync failed", error);
  }

  private async syncOnce(): Promise<void> {
    if (!this.current) return;
    const caughtUp = await applyChanges(this.db, this.current, this.stats);
    if (caughtUp === "rebuild") this.startRebuild();
    else if (this.current.index.changes >= this.rebuildAfter) this.startRebuild();
  }

  /** Builds a new index in the background; it catches up and takes over in the sync queue. */
  startRebuild(): Promise<void> {
    if (this.rebuilding) return this.rebuilding;
    this.rebuilding = (async () => {
      const next = await this.build();
      const swap = this.queue.then(async () => {
        await applyChanges(this.db, next, this.stats);
        this.current = next;
      });
      this.queue = swap.catch(() => {});
      await swap;
    })()
      .catch((error: unknown) => this.logError(error))
      .finally(() => {
        this.rebuilding = null;
      });
    return this.rebuilding;
  }

  private async pruneNow(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await pruneChanges(this.db, RETENTION);
  }
}

class WorkerFailed extends Error {}

async function buildIndex(db: Db, workerFrom: number, stats: LiveCatalog["stats"]): Promise<CatalogIndex> {
  const built = (await buildInPostgresWorker(db, workerFrom)) ?? (await buildIndexFromChunks(readIndexedChunks(db), workerFrom));
  stats.lastBuild = {
    recipes: built.recipes,
    readMs: built.readMs,
    totalMs: built.totalMs,
    inWorker: built.inWorker,
    readInWorker: built.readInWorker,
  };
  if (built.inWorker) stats.workerBuilds++;
  return built.index;
}

/**
 * On PostgreSQL, a catalog of `workerFrom` recipes or more is read and built by a worker thread
 * over its own connection: this thread parses no row and holds none, so its garbage collector
 * never meets them. Null when the database is the embedded one (it lives in this thread), the
 * catalog is smaller, or no worker can start.
 */
async function buildInPostgresWorker(db: Db, workerFrom: number) {
  const url = postgresUrlOf(db);
  if (!url || workerFrom === Infinity) return null;
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from recipes`));
  if (Number(row?.n ?? 0) < workerFrom) return null;
  const started = performance.now();
  const worker = startBuildWorker();
  if (!worker) return null;
  try {
    const { index, read } = await worker.readAndBuild(url);
    return {
      index,
      recipes: read.recipes,
      readMs: read.readMs,
      totalMs: Math.round(performance.now() - started),
      inWorker: true,
      readInWorker: true,
    };
  } finally {
    void worker.terminate();
  }
}

/**
 * Builds the index from recipes arriving chunk by chunk (read from the database, or made by the
 * benchmark). A small catalog is built here in slices; once the rows reach `workerFrom`, they go
 * to a worker thread as they arrive (this thread never holds them all) and the finished index
 * comes back as transferred arrays (app/domain/indexes/transfer.ts).
 */
export async function buildIndexFromChunks(chunks: AsyncIterable<IndexedRecipe[]>, workerFrom: number) {
  const started = performance.now();
  let rows: IndexedRecipe[] = [];
  let recipes = 0;
  let worker: BuildWorker | null = null;
  const finished = (index: CatalogIndex, readMs: number) => ({
    index,
    recipes,
    readMs,
    totalMs: Math.round(performance.now() - started),
    inWorker: worker !== null,
    readInWorker: false,
  });
  try {
    for await (const chunk of chunks) {
      recipes += chunk.length;
      if (worker) {
        worker.send(chunk);
        continue;
      }
      for (const recipe of chunk) rows.push(recipe);
      if (rows.length >= workerFrom) {
        worker = startBuildWorker();
        if (!worker) workerFrom = Infinity;
        else {
          for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
            worker.send(rows.slice(i, i + ROWS_PER_MESSAGE));
            await new Promise<void>((resolve) => setImmediate(resolve));
          }
          rows = [];
        }
      }
    }
    const readMs = Math.round(performance.now() - started);
    if (!worker) return finished(await runInSlices(CatalogIndex.build(rows)), readMs);
    return finished(await worker.finish(), readMs);
  } finally {
    void worker?.terminate();
  }
}

interface BuildWorker {
  send(rows: IndexedRecipe[]): void;
  finish(): Promise<CatalogIndex>;
  /** Has the worker read every recipe from PostgreSQL itself, then build. */
  readAndBuild(url: string): Promise<{ index: CatalogIndex; read: ReadDone }>;
  terminate(): Promise<number>;
}

/**
 * The worker's entry: next to this module's bundle in production (esbuild writes
 * build/index-build-worker.js; this module is bundled into build/server.js and build/server/index.js),
 * else the TypeScript source, run under tsx (development, tests). Null when neither is there.
 */
function workerEntry(): { file: string; execArgv?: string[] } | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, path.dirname(here)]) {
    const built = path.join(dir, "index-build-worker.js");
    if (existsSync(built)) return { file: built };
  }
  const source = path.join(here, "index-build.worker.ts");
  return existsSync(source) ? { file: source, execArgv: ["--import", "tsx"] } : null;
}

function startBuildWorker(): BuildWorker | null {
  const entry = workerEntry();
  if (!entry) return null;
  const worker = new Worker(entry.file, { execArgv: entry.execArgv });
  worker.unref();
  const receiver = new TransferReceiver();
  let shape: ShapeMessage | null = null;
  let read: ReadDone = { kind: "read-done", recipes: 0, readMs: 0 };
  const done = new Promise<ShapeMessage>((resolve, reject) => {
    worker.on("message", (message: StringRun | ShapeMessage | ReadDone | { kind: "error"; message: string }) => {
      if (message.kind === "strings") {
        receiver.addRun(message);
        // After this turn of the event loop: a message port reads every message that arrives
        // while it is reading, so an immediate answer would keep timers and requests waiting.
        setImmediate(() => worker.postMessage({ kind: "ack" } satisfies ToWorker));
      } else if (message.kind === "read-done") read = message;
      else if (message.kind === "shape") resolve((shape = message));
      else reject(new WorkerFailed("index build worker failed", { cause: message.message }));
    });
    worker.on("error", (error) => reject(new WorkerFailed("index build worker failed", { cause: error })));
    worker.on("exit", (code) => {
      if (!shape) reject(new WorkerFailed(`index build worker exited (${code})`));
    });
  });
  done.catch(() => {}); // awaited in finish(); not unhandled if reading fails first
  const decoded = async (message: ShapeMessage) => {
    const value = (await runInSlices(receiver.decode(message))) as { browse: BrowseIndex; finder: FinderIndex };
    return new CatalogIndex(value.browse, value.finder);
  };
  return {
    send(rows) {
      worker.postMessage({ kind: "rows", rows } satisfies ToWorker);
    },
    async finish() {
      worker.postMessage({ kind: "end" } satisfies ToWorker);
      return decoded(await done);
    },
    async readAndBuild(url) {
      worker.postMessage({ kind: "read", url } satisfies ToWorker);
      const index = await decoded(await done);
      return { index, read };
    },
    terminate: () => worker.terminate(),
  };
}

export async function readLastSeq(db: Db): Promise<number> {
  const [row] = rowsOf<{ seq: string | number | null }>(await db.execute(sql`select max(seq) as seq from recipe_changes`));
  const horizon = await readHorizon(db);
  return Math.max(Number(row?.seq ?? 0), horizon);
}

async function readHorizon(db: Db): Promise<number> {
  const [row] = rowsOf<{ pruned: string | number }>(
    await db.execute(sql`select pruned_through as pruned from recipe_change_horizon where id = 1`),
  );
  return Number(row?.pruned ?? 0);
}

/**
 * Applies the log rows after `current.seq` to `current.index`, advancing seq. "rebuild" when the
 * log cannot say what changed (a TRUNCATE, or rows pruned before we read them).
 */
async function applyChanges(db: Db, current: Current, stats: LiveCatalog["stats"]): Promise<"ok" | "rebuild"> {
  for (;;) {
    const rows = rowsOf<{ pruned: string | number; seq: string | number | null; recipe_id: number | null }>(
      await db.execute(sql`
        select h.pruned_through as pruned, c.seq, c.recipe_id
        from recipe_change_horizon h
        left join lateral (
          select seq, recipe_id from recipe_changes where seq > ${current.seq} order by seq limit ${BATCH}
        ) c on true
        where h.id = 1`),
    );
    if (rows.length === 0 || Number(rows[0].pruned) > current.seq) return "rebuild";
    const changes = rows.filter((r) => r.seq !== null);
    if (changes.length === 0) return "ok";
    if (changes.some((r) => r.recipe_id === null)) return "rebuild";
    const ids = [...new Set(changes.map((r) => r.recipe_id!))];
    const now = await readIndexedRecipes(db, ids);
    const started = performance.now();
    const found = new Set<number>();
    for (const recipe of now) {
      current.index.upsert(recipe);
      found.add(recipe.id);
    }
    for (const id of ids) if (!found.has(id)) current.index.remove(id);
    stats.lastApplyMs = performance.now() - started;
    stats.applied += ids.length;
    current.seq = Number(changes[changes.length - 1].seq);
    if (changes.length < BATCH) return "ok";
  }
}

/** Deletes log rows older than `retention` and records how far the log was pruned. */
export async function pruneChanges(db: Db, retention: string): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from recipe_changes where changed_at < now() - ${retention}::interval returning seq
    )
    update recipe_change_horizon
    set pruned_through = greatest(pruned_through, coalesce((select max(seq) from gone), 0))
    where id = 1`);
}

const KEY = Symbol.for("simmer.live-catalog");
const holder = globalThis as { [KEY]?: WeakMap<Db, LiveCatalog> };

/** This process's live index for the database (one per handle). */
export function liveCatalog(db: Db): LiveCatalog {
  const all = (holder[KEY] ??= new WeakMap());
  let live = all.get(db);
  if (!live) all.set(db, (live = new LiveCatalog(db)));
  return live;
}

/** The current index for the database: built on first use, then kept current from the change log. */
export function catalogIndex(db: Db, options: CacheOptions = {}): Promise<CatalogIndex> {
  return liveCatalog(db).index(options);
}

/** Stops the database's polling (tests closing their database, shutdown). */
export function stopCatalog(db: Db): void {
  holder[KEY]?.get(db)?.stop();
}
