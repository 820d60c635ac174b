import * as fs from "node:fs";
import type * as fsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/server/db/index.server";
import { healthAnswer } from "~/server/http/health.server";

const healthz = async () => healthAnswer(await getDb());
import { openDatabase } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";

/** An error's message and those of its causes (drizzle wraps the database's error in its own). */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(" / ");
}

/** Every sync of a write-ahead-log file, in order, with the moment it finished. */
const walSyncs: { file: string; at: number }[] = [];
/** Held back while set: the test checks that a commit waits for its sync. */
let holdSyncs: Promise<void> | null = null;
/** While set, a sync of a write-ahead-log file fails as a failing disk would (EIO). */
let failSyncs = false;

/** Every file synced on this thread, in order. */
const syncedNow: string[] = [];

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  const fsyncSync = (fd: number) => {
    actual.fsyncSync(fd);
    syncedNow.push(actual.readlinkSync(`/proc/self/fd/${fd}`));
  };
  return { ...actual, fsyncSync };
});
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return {
    ...actual,
    open: async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        if (holdSyncs) await holdSyncs;
        if (failSyncs) throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO", syscall: "fsync" });
        await sync();
        walSyncs.push({ file: String(args[0]), at: performance.now() });
      };
      return handle;
    },
  };
});

describe("the embedded database on disk", () => {
  const dir = fs.mkdtempSync(path.join(tmpdir(), "simmer-durable-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("syncs its log to disk before each commit is answered, and the rows are there after a reopen", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await first.db.execute(sql`create table notes (id serial primary key, body text not null)`);
    for (let i = 0; i < 5; i++) {
      walSyncs.length = 0;
      await first.db.execute(sql`insert into notes (body) values (${`note ${i}`})`);
      // The insert's answer came after a sync of a write-ahead-log segment.
      expect(walSyncs.map((s) => path.basename(path.dirname(s.file)))).toContain("pg_wal");
    }

    // A commit is not answered while its sync is still on its way to the disk.
    let release!: () => void;
    holdSyncs = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    const insert = first.db.execute(sql`insert into notes (body) values ('held')`).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    // A read meanwhile does not wait for that sync.
    const read = (await first.db.execute(sql`select count(*)::int as n from notes`)) as unknown as { rows: { n: number }[] };
    expect(read.rows[0]!.n).toBe(6);
    expect(answered).toBe(false);
    holdSyncs = null;
    release();
    await insert;
    expect(answered).toBe(true);

    // Reads do not sync anything.
    walSyncs.length = 0;
    await first.db.execute(sql`select count(*) from notes`);
    expect(walSyncs).toEqual([]);
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir: dir });
    const result = (await second.db.execute(sql`select count(*)::int as n from notes`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(6);
    await second.close();
  });

  it("syncs the log first, on this thread, when any other file is synced (a checkpoint)", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    await database.db.execute(sql`insert into notes (body) values ('before the checkpoint')`);
    syncedNow.length = 0;
    await database.db.execute(sql`checkpoint`);
    // The checkpoint wrote its record to the log, then pg_control: the log was synced before it.
    const control = syncedNow.findIndex((file) => file.endsWith(path.join("global", "pg_control")));
    expect(control).toBeGreaterThan(0);
    const walBefore = syncedNow.slice(0, control).some((file) => /pg_wal[\\/][0-9A-F]{24}$/.test(file));
    expect(walBefore).toBe(true);
    await database.close();
  });

  it("treats a failed sync of its log as fatal, as PostgreSQL does: no acknowledgement, no later write, /healthz says why", async () => {
    const failDir = fs.mkdtempSync(path.join(tmpdir(), "simmer-fsync-fail-"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const database = await openDatabase({ kind: "pglite", dataDir: failDir });
      await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
      await database.db.execute(sql`insert into notes (body) values ('safe')`);

      failSyncs = true;
      const failing = await database.db.execute(sql`insert into notes (body) values ('not on disk')`).then(
        () => null,
        (error: unknown) => error,
      );
      failSyncs = false;
      // The commit whose sync failed is not acknowledged.
      expect(messages(failing)).toMatch(/write-ahead log.*EIO/);

      // The disk answers again, but the database does not carry on: every later statement is refused.
      const later = await database.db.execute(sql`insert into notes (body) values ('later')`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(messages(later)).toMatch(/stopped accepting writes.*EIO/);
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();

      // /healthz reports it, with the reason.
      provideDatabase(database);
      const answer = (await healthz()) as Response;
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ ok: false, reason: expect.stringMatching(/write-ahead log.*EIO/) });

      // One log line says why.
      expect(errors).toHaveBeenCalledTimes(1);
      const line = errors.mock.calls[0]!.map(String).join(" ");
      expect(line).toMatch(/write-ahead log.*EIO/);
      expect(line).not.toContain("\n");

      await database.close();
      // A restart recovers from what is on disk, like PostgreSQL's crash recovery.
      const reopened = await openDatabase({ kind: "pglite", dataDir: failDir });
      const rows = (await reopened.db.execute(sql`select body from notes order by id`)) as unknown as {
        rows: { body: string }[];
      };
      expect(rows.rows.map((r) => r.body)).toContain("safe");
      expect(rows.rows.map((r) => r.body)).not.toContain("later");
      await reopened.close();
    } finally {
      failSyncs = false;
      errors.mockRestore();
      fs.rmSync(failDir, { recursive: true, force: true });
    }
  });
});
