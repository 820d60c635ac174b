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
import { sql } from "drizzle-orm";
import { CatalogIndex } from "~/domain/indexes/catalog-index";
import { runInSlices } from "~/domain/indexes/steps";
import { rowsOf, type Db } from "../db/client.server";
import { loadIndexedRecipes, readIndexedRecipes } from "./search-index.server";

/** How often each process looks for new changes (a change is everywhere within ~POLL_MS + apply). */
export const POLL_MS = 200;
/** Changes read per round trip. */
const BATCH = 2_000;
/** Rebuild when this many changes sit in the delta (answers merge the delta by brute force). */
const REBUILD_AFTER = 2_000;
/** Log rows older than this are pruned (a process further behind rebuilds). */
const RETENTION = "1 hour";
const PRUNE_EVERY_MS = 5 * 60_000;

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
}

export class LiveCatalog {
  private current: Current | null = null;
  private ready: Promise<Current> | null = null;
  /** Syncs and swaps run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  private pollPending = false;
  private rebuilding: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = Date.now();
  private lastErrorLog = 0;
  private stopped = false;
  /** Applied changes and rebuilds, for tests and the benchmark. */
  readonly stats = { applied: 0, rebuilds: 0, lastApplyMs: 0 };
  private readonly db: Db;
  private readonly pollMs: number;
  private readonly rebuildAfter: number;

  constructor(db: Db, options: LiveCatalogOptions = {}) {
    this.db = db;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.rebuildAfter = options.rebuildAfter ?? REBUILD_AFTER;
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

  /** Reads every recipe and builds both indexes in slices; the seq is read first, so the build plus the log after it is complete. */
  private async build(): Promise<Current> {
    const seq = await readLastSeq(this.db);
    const recipes = await loadIndexedRecipes(this.db);
    const index = await runInSlices(CatalogIndex.build(recipes));
    this.stats.rebuilds++;
    return { index, seq };
  }

  private startPolling(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (this.pollPending) return;
      this.pollPending = true;
      this.sync()
        .then(() => this.pruneNow())
        .catch((error: unknown) => this.logError(error))
        .finally(() => {
          this.pollPending = false;
        });
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
