/**
 * Runs the queue's jobs in this process (docs/decisions/036). Handlers are registered by name with
 * `defineJob` (at module level, beside the work they do); each process runs a `JobRunner` that
 * claims due jobs whose names it knows, at most `concurrency` at once, when woken (a job queued
 * here, or a NOTIFY from another server on PostgreSQL) and every `pollMs` as the fallback. A job
 * holds its lease while it runs (extended every third of it); if the process dies, the lease runs
 * out and another process runs the job again, so handlers must be safe to run twice.
 *
 * `scheduleRecurring` makes a job run once per period across every server: each process queues it
 * with the period's number as its unique key, and the first insert wins.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.server";
import { CHANNELS, notificationsOf } from "../db/notifications.server";
import {
  backoffMs,
  claimJob,
  completeJob,
  enqueueJob,
  extendLease,
  failJob,
  pruneJobs,
  type ClaimedJob,
  type EnqueueOptions,
} from "./queue.server";

export interface JobDefinition {
  run(payload: unknown, context: { db: Db; job: ClaimedJob }): Promise<void>;
  /** How long a claim holds before another process may take the job (default 60 s). */
  leaseMs?: number;
  /** The first retry's wait, doubled for each later one (default 10 s), up to `maxBackoffMs` (default 1 h). */
  backoffMs?: number;
  maxBackoffMs?: number;
}

const REGISTRY = Symbol.for("simmer.jobs");
const holder = globalThis as { [REGISTRY]?: Map<string, JobDefinition> };
function registry(): Map<string, JobDefinition> {
  return (holder[REGISTRY] ??= new Map());
}

/** Registers the handler for jobs named `name` in this process (a later definition replaces it). */
export function defineJob(name: string, definition: JobDefinition): void {
  registry().set(name, definition);
}

/** Queues a job and wakes this process's runner; other servers hear of it through PostgreSQL. */
export async function queueJob(
  db: Db,
  name: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const id = await enqueueJob(db, name, payload, options);
  if (id !== null) {
    runnerOf(db)?.wake();
    await notificationsOf(db)
      ?.notify(CHANNELS.jobs)
      .catch(() => {});
  }
  return id;
}

export interface RunnerOptions {
  /** Jobs run at once in this process (0: none). */
  concurrency: number;
  /** How often the runner looks for due jobs without being woken. */
  pollMs?: number;
  /** Only these job names (tests); default every registered one. */
  names?: readonly string[];
  /** Finished jobs are deleted this long after they finished (default a week). */
  keepFinishedMs?: number;
  log?: Pick<Console, "error" | "warn">;
}

const DEFAULT_LEASE_MS = 60_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export class JobRunner {
  readonly workerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  private running = 0;
  private claiming = false;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;
  private readonly active = new Set<Promise<void>>();
  private idle: (() => void)[] = [];
  private readonly db: Db;
  private readonly options: Required<Omit<RunnerOptions, "names">> & { names?: readonly string[] };

  constructor(db: Db, options: RunnerOptions) {
    this.db = db;
    this.options = { pollMs: 1_000, keepFinishedMs: 7 * 24 * 60 * 60 * 1000, log: console, ...options };
  }

  start(): this {
    if (this.timer || this.stopped) return this;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
    return this;
  }

  /** Looks for due jobs now (again after the look in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    void this.fill();
  }

  /** Stops claiming; resolves when the jobs running here have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.active.size > 0) await Promise.allSettled([...this.active]);
  }

  /** Resolves once a look finds no due job and none runs here (tests). */
  async settled(): Promise<void> {
    for (;;) {
      await new Promise<void>((resolve) => {
        this.idle.push(resolve);
        this.wake();
      });
      if (this.running === 0 && !this.claiming) return;
    }
  }

  private names(): string[] {
    const known = [...registry().keys()];
    return this.options.names ? known.filter((n) => this.options.names!.includes(n)) : known;
  }

  private async fill(): Promise<void> {
    this.claiming = true;
    try {
      do {
        this.again = false;
        while (!this.stopped && this.running < this.options.concurrency) {
          const job = await claimJob(this.db, this.names(), this.workerId, this.leaseOf(undefined));
          if (!job) break;
          this.launch(job);
        }
      } while (this.again && !this.stopped);
      await this.pruneNow();
    } catch (error) {
      if (!this.stopped) this.options.log.error("[simmer] job queue: claiming failed", error);
    } finally {
      this.claiming = false;
      if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  private leaseOf(definition: JobDefinition | undefined): number {
    return definition?.leaseMs ?? DEFAULT_LEASE_MS;
  }

  private launch(job: ClaimedJob): void {
    this.running++;
    const task = this.runOne(job).finally(() => {
      this.running--;
      this.active.delete(task);
      if (this.stopped) return;
      this.wake();
    });
    this.active.add(task);
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const definition = registry().get(job.name);
    const leaseMs = this.leaseOf(definition);
    // Claimed with the default lease; a job with its own takes it now, and keeps it while it runs.
    const keep = () => void extendLease(this.db, job, this.workerId, leaseMs).catch(() => {});
    if (definition?.leaseMs !== undefined) keep();
    const renew = setInterval(keep, Math.max(50, leaseMs / 3));
    renew.unref();
    try {
      if (!definition) throw new Error(`no handler for job ${job.name}`);
      await definition.run(job.payload, { db: this.db, job });
      clearInterval(renew);
      await completeJob(this.db, job, this.workerId);
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const wait = backoffMs(job.attempt, definition?.backoffMs ?? 10_000, definition?.maxBackoffMs ?? 60 * 60 * 1000);
      this.options.log.warn(
        `[simmer] job ${job.name} #${job.id} failed (attempt ${job.attempt} of ${job.maxAttempts}): ${message}`,
      );
      await failJob(this.db, job, this.workerId, message, wait).catch((e: unknown) =>
        this.options.log.error("[simmer] job queue: recording a failure failed", e),
      );
    }
  }

  private async pruneNow(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await pruneJobs(this.db, this.options.keepFinishedMs);
  }
}

const RUNNERS = Symbol.for("simmer.job-runners");
const runners = globalThis as { [RUNNERS]?: WeakMap<Db, JobRunner> };

/** Starts this process's runner for the database (once per handle); woken by other servers' jobs on PostgreSQL. */
export function startJobs(db: Db, options: RunnerOptions): JobRunner {
  const all = (runners[RUNNERS] ??= new WeakMap());
  let runner = all.get(db);
  if (!runner) {
    all.set(db, (runner = new JobRunner(db, options).start()));
    const notifications = notificationsOf(db);
    const wake = () => runner!.wake();
    notifications?.on(CHANNELS.jobs, wake);
    notifications?.onConnect(wake);
  }
  return runner;
}

export function runnerOf(db: Db): JobRunner | null {
  return runners[RUNNERS]?.get(db) ?? null;
}

/** Stops the database's runner (shutdown, tests); resolves when its running jobs have finished. */
export async function stopJobs(db: Db): Promise<void> {
  const runner = runnerOf(db);
  if (!runner) return;
  runners[RUNNERS]!.delete(db);
  await runner.stop();
}

/** The unique key of a recurring job in the period containing `now`. */
export function periodKey(name: string, periodMs: number, now = Date.now()): string {
  return `${name}:${Math.floor(now / periodMs)}`;
}

/**
 * Queues `name` once per `periodMs` across every server sharing the database: each process tries
 * now and then every minute (or every period, if shorter); only the first try in a period adds it.
 */
export function scheduleRecurring(db: Db, name: string, periodMs: number, log: Pick<Console, "error"> = console): () => void {
  const tick = () =>
    void queueJob(db, name, {}, { uniqueKey: periodKey(name, periodMs), maxAttempts: 3 }).catch((error: unknown) =>
      log.error(`[simmer] could not queue the ${name} job`, error),
    );
  tick();
  const timer = setInterval(tick, Math.min(periodMs, 60_000));
  timer.unref();
  return () => clearInterval(timer);
}
