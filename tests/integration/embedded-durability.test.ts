import * as fs from "node:fs";
import type * as fsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/server/db/client.server";

/** Every sync of a write-ahead-log file, in order, with the moment it finished. */
const walSyncs: { file: string; at: number }[] = [];
/** Held back while set: the test checks that a commit waits for its sync. */
let holdSyncs: Promise<void> | null = null;

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
});
