/**
 * The durable job queue (docs/decisions/036) on each database: a job runs once while two runners
 * compete for it, a failure is retried after a growing wait, a job whose process died is taken
 * again once its lease has run out, and a recurring job is queued once per period.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type Database } from "~/server/db/client.server";
import { claimJob, enqueueJob } from "~/server/jobs/queue.server";
import { defineJob, JobRunner, periodKey, queueJob } from "~/server/jobs/runner.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";

const quiet = { error: () => {}, warn: () => {} };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(DATABASE_KINDS)("job queue on %s", (kind) => {
  let database: TestDatabase;
  /** A second handle on the same database: another server's pool (PostgreSQL); the same one on PGlite. */
  let other: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    other = kind === "postgres" ? await openDatabase({ kind: "postgres", url: await urlOf(database) }) : database;
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.destroy();
  });

  async function jobRows(name: string) {
    return rowsOf<{ id: string; state: string; attempts: number; last_error: string | null; run_at: Date | string }>(
      await database.db.execute(sql`select id, state, attempts, last_error, run_at from jobs where name = ${name} order by id`),
    );
  }

  it("runs each of 40 jobs exactly once while two runners compete for them", async () => {
    const runs = new Map<number, number>();
    defineJob("count-once", {
      async run(payload) {
        const n = (payload as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    for (let n = 0; n < 40; n++) await enqueueJob(database.db, "count-once", { n });
    const a = new JobRunner(database.db, { concurrency: 3, pollMs: 20, names: ["count-once"], log: quiet }).start();
    const b = new JobRunner(other.db, { concurrency: 3, pollMs: 20, names: ["count-once"], log: quiet }).start();
    await until(jobRows.bind(null, "count-once"), (rows) => rows.every((r) => r.state === "done"));
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it("retries a failing job with a growing wait and gives up after its last attempt", async () => {
    const attempts: number[] = [];
    defineJob("flaky", {
      backoffMs: 150,
      async run() {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error(`failure ${attempts.length}`);
      },
    });
    defineJob("hopeless", {
      backoffMs: 10,
      async run() {
        throw new Error("always");
      },
    });
    await queueJob(database.db, "flaky");
    await queueJob(database.db, "hopeless", {}, { maxAttempts: 2 });
    const runner = new JobRunner(database.db, { concurrency: 1, pollMs: 20, names: ["flaky", "hopeless"], log: quiet }).start();
    const [flaky] = await until(jobRows.bind(null, "flaky"), (rows) => rows[0]?.state === "done");
    const [hopeless] = await until(jobRows.bind(null, "hopeless"), (rows) => rows[0]?.state === "failed");
    await runner.stop();
    expect(flaky.attempts).toBe(3);
    expect(flaky.last_error).toBe("failure 2");
    // 150 ms after the first failure, 300 ms after the second.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(140);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(290);
    expect(hopeless.attempts).toBe(2);
    expect(hopeless.last_error).toBe("always");
  });

  it("runs a job again once the lease of a process that died with it has run out", async () => {
    let ran = 0;
    defineJob("crash-safe", {
      async run() {
        ran++;
      },
    });
    await enqueueJob(database.db, "crash-safe", {});
    // A process claims the job for 300 ms and dies: nothing completes or extends it.
    const dead = await claimJob(database.db, ["crash-safe"], "dead-process", 300);
    expect(dead?.attempt).toBe(1);
    const runner = new JobRunner(other.db, { concurrency: 1, pollMs: 20, names: ["crash-safe"], log: quiet }).start();
    // Not while the lease holds…
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toBe(0);
    // …and once after it ran out.
    const [row] = await until(jobRows.bind(null, "crash-safe"), (rows) => rows[0]?.state === "done");
    await runner.stop();
    expect(ran).toBe(1);
    expect(row.attempts).toBe(2);
  });

  it("queues a recurring job once per period whichever server asks, and again in the next period", async () => {
    let ran = 0;
    defineJob("sweep-like", {
      async run() {
        ran++;
      },
    });
    const period = 60_000;
    const now = Date.now();
    const first = await Promise.all([
      queueJob(database.db, "sweep-like", {}, { uniqueKey: periodKey("sweep-like", period, now) }),
      queueJob(other.db, "sweep-like", {}, { uniqueKey: periodKey("sweep-like", period, now) }),
    ]);
    expect(first.filter((id) => id !== null)).toHaveLength(1);
    const runners = [database, other].map((d) =>
      new JobRunner(d.db, { concurrency: 2, pollMs: 20, names: ["sweep-like"], log: quiet }).start(),
    );
    await until(jobRows.bind(null, "sweep-like"), (rows) => rows.every((r) => r.state === "done"));
    // The same period again, after it ran: nothing new.
    expect(await queueJob(other.db, "sweep-like", {}, { uniqueKey: periodKey("sweep-like", period, now) })).toBeNull();
    // The next period.
    expect(
      await queueJob(other.db, "sweep-like", {}, { uniqueKey: periodKey("sweep-like", period, now + period) }),
    ).not.toBeNull();
    await until(jobRows.bind(null, "sweep-like"), (rows) => rows.length === 2 && rows.every((r) => r.state === "done"));
    await Promise.all(runners.map((r) => r.stop()));
    expect(ran).toBe(2);
  });

  it("queues a job inside the caller's transaction: rolled back, it never runs", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, "never", {});
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await jobRows("never")).toEqual([]);
  });
});

async function urlOf(database: TestDatabase): Promise<string> {
  const [{ name }] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
