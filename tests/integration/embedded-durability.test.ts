import * as fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/server/db/client.server";

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, fsyncSync: vi.fn(actual.fsyncSync) };
});

describe("the embedded database on disk", () => {
  const dir = fs.mkdtempSync(path.join(tmpdir(), "simmer-durable-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("syncs to disk on every commit, and the rows are there after a reopen", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await first.db.execute(sql`create table notes (id serial primary key, body text not null)`);
    const fsync = vi.mocked(fs.fsyncSync);
    fsync.mockClear();
    for (let i = 0; i < 5; i++) await first.db.execute(sql`insert into notes (body) values (${`note ${i}`})`);
    expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(5);
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir: dir });
    const result = (await second.db.execute(sql`select count(*)::int as n from notes`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(5);
    await second.close();
  });
});
