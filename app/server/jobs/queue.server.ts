/**
 * The durable job queue (docs/decisions/036): one `jobs` table that every server process works
 * from, on PostgreSQL and on the embedded database alike.
 *
 * - `enqueueJob` adds a job, inside the caller's transaction when given one (the job exists exactly
 *   when the caller's write does). A `uniqueKey` makes it a singleton: a second enqueue with the
 *   same key adds nothing (a photo sweep per period), unless `againAfterMs` has passed since the
 *   earlier one finished (a food match that may be asked again after a rest).
 * - `claimJob` takes the oldest due job with `FOR UPDATE SKIP LOCKED` (two processes never take the
 *   same one, and neither waits for the other) and holds it for a lease. A job whose process died
 *   is due again once its lease has run out; a job that has used up its attempts is marked failed.
 * - `completeJob` / `failJob` finish a job only while the caller still holds it (its lease may have
 *   run out and the job gone to another process); a failure is retried after an exponential backoff.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client.server";
import { jobs } from "../db/schema";

export interface EnqueueOptions {
  /** A job with this key is added once (until it is pruned, or `againAfterMs` after it finished). */
  uniqueKey?: string;
  /** With `uniqueKey`: a job that finished (done or failed) this long ago is queued again. */
  againAfterMs?: number;
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/** Queues a job; `db` may be the caller's transaction. Returns the job's id, or null when a singleton already exists. */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const values = {
    name,
    payload: payload ?? {},
    uniqueKey: options.uniqueKey ?? null,
    maxAttempts: options.maxAttempts ?? 5,
    runAt: options.runAt ?? new Date(),
  };
  const insert = db.insert(jobs).values(values);
  const rows =
    options.uniqueKey && options.againAfterMs !== undefined
      ? await insert
          .onConflictDoUpdate({
            target: jobs.uniqueKey,
            set: {
              ...values,
              state: "queued",
              attempts: 0,
              lastError: null,
              lockedBy: null,
              lockedUntil: null,
              finishedAt: null,
            },
            setWhere: sql`${jobs.state} in ('done', 'failed') and ${jobs.finishedAt} < now() - make_interval(secs => ${options.againAfterMs / 1000})`,
          })
          .returning({ id: jobs.id })
      : await insert.onConflictDoNothing({ target: jobs.uniqueKey }).returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

interface ClaimRow {
  id: string | number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes the oldest due job among `names` for `leaseMs` (queued and due, or running with its lease
 * run out), counting an attempt; null when there is none. A job past its last attempt (its process
 * died each time) is marked failed instead and the next one is tried.
 */
export async function claimJob(db: Db, names: readonly string[], workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
  if (names.length === 0) return null;
  for (;;) {
    const [row] = rowsOf<ClaimRow>(
      await db.execute(sql`
        update jobs
        set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
            locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from jobs
          where name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
            and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning id, name, payload, attempts, max_attempts`),
    );
    if (!row) return null;
    const job = {
      id: Number(row.id),
      name: row.name,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    };
    if (job.attempt <= job.maxAttempts) return job;
    await finish(db, job, workerId, "failed", "gave up: the process running it stopped during every attempt");
  }
}

/** Extends the caller's lease (a long job); false when the job is no longer the caller's. */
export async function extendLease(db: Db, job: ClaimedJob, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      where id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempt}
      returning id`),
  );
  return rows.length > 0;
}

export async function completeJob(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await finish(db, job, workerId, "done", null);
}

/** The wait before attempt n + 1 after attempt n failed: base × 2^(n − 1), at most maxMs. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Records a failed attempt: queued again after the backoff, or failed for good after the last attempt. */
export async function failJob(db: Db, job: ClaimedJob, workerId: string, error: string, retryInMs: number): Promise<void> {
  if (job.attempt >= job.maxAttempts) return finish(db, job, workerId, "failed", error);
  await db.execute(sql`
    update jobs
    set state = 'queued', run_at = now() + make_interval(secs => ${retryInMs / 1000}), last_error = ${error},
        locked_by = null, locked_until = null
    where id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempt}`);
}

async function finish(db: Db, job: ClaimedJob, workerId: string, state: "done" | "failed", error: string | null): Promise<void> {
  await db.execute(sql`
    update jobs
    set state = ${state}, finished_at = now(), last_error = coalesce(${error}, last_error), locked_by = null, locked_until = null
    where id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempt}`);
}

/** Deletes finished jobs older than `olderThanMs` (their unique keys with them). */
export async function pruneJobs(db: Db, olderThanMs: number): Promise<number> {
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      delete from jobs where state in ('done', 'failed') and finished_at < now() - make_interval(secs => ${olderThanMs / 1000})
      returning id`),
  );
  return rows.length;
}
