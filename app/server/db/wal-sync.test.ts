import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FileHandle } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  hookFileSystem,
  isWalFile,
  OpenWalFiles,
  WalSync,
  WalSyncFailedError,
  type NodeFsHooks,
  type WalSyncIo,
} from "./wal-sync";

/** An io whose async syncs finish only when the test says so. */
function manualIo() {
  const log: string[] = [];
  const waiting: { path: string; done: () => void; fail: (e: Error) => void }[] = [];
  const io: WalSyncIo = {
    syncAsync: (path) =>
      new Promise<void>((resolve, reject) => {
        log.push(`async ${path}`);
        waiting.push({ path, done: resolve, fail: reject });
      }),
    syncNow: (path) => void log.push(`now ${path}`),
  };
  const finishAll = () => waiting.splice(0).forEach((w) => w.done());
  return { io, log, waiting, finishAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("WalSync", () => {
  it("knows the write-ahead log's segment files from every other file", () => {
    expect(isWalFile("/data/pglite/pg_wal/000000010000000000000004")).toBe(true);
    expect(isWalFile("/data/pglite/pg_wal/archive_status")).toBe(false);
    expect(isWalFile("/data/pglite/global/pg_control")).toBe(false);
    expect(isWalFile("/data/pglite/base/5/16384")).toBe(false);
  });

  it("answers a commit only after a sync that started after it has finished", async () => {
    const { io, log, finishAll } = manualIo();
    const wal = new WalSync(io);
    wal.note("/w/1");
    let settled = false;
    const waiting = wal.settle().then(() => (settled = true));
    await tick();
    expect(log).toEqual(["async /w/1"]);
    expect(settled).toBe(false);
    finishAll();
    await waiting;
    expect(settled).toBe(true);
    expect(wal.unsettled).toBe(false);
  });

  it("lets commits noted while a sync runs share the next one", async () => {
    const { io, log, finishAll } = manualIo();
    const wal = new WalSync(io);
    wal.note("/w/1");
    const first = wal.settle();
    await tick();
    // Two more commits while the first sync is on the disk: not covered by it.
    wal.note("/w/1");
    let secondDone = false;
    const second = wal.settle().then(() => (secondDone = true));
    wal.note("/w/1");
    const third = wal.settle();
    finishAll();
    await first;
    await tick();
    expect(secondDone).toBe(false);
    expect(log).toEqual(["async /w/1", "async /w/1"]);
    finishAll();
    await Promise.all([second, third]);
    expect(wal.stats.syncs).toBe(2);
    expect(wal.stats.requests).toBe(3);
  });

  it("syncs the noted log on this thread before any other file is synced", () => {
    const { io, log } = manualIo();
    const wal = new WalSync(io);
    wal.note("/w/1");
    wal.note("/w/2");
    wal.syncNow();
    expect(log).toEqual(["now /w/1", "now /w/2"]);
    expect(wal.unsettled).toBe(false);
    wal.syncNow();
    expect(log).toHaveLength(2);
  });

  it("treats a failed sync as fatal: the waiting commits fail, nothing is tried again, one log line says why", async () => {
    const { io, log, waiting } = manualIo();
    const wal = new WalSync(io);
    wal.note("/w/1");
    const failed = wal.settle();
    await tick();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      waiting.splice(0).forEach((w) => w.fail(Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" })));
      await expect(failed).rejects.toBeInstanceOf(WalSyncFailedError);
      // Later commits are refused at once, with the same reason: no second try that might "succeed"
      // after the kernel dropped the dirty pages (PostgreSQL's rule since 2018).
      wal.note("/w/1");
      await expect(wal.settle()).rejects.toThrow(/write-ahead log/);
      expect(() => wal.syncNow()).toThrow(WalSyncFailedError);
      expect(log).toEqual(["async /w/1"]);
      expect(wal.failure?.message).toMatch(/EIO/);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toHaveLength(1);
    expect(String(errors[0]![0])).toMatch(/write-ahead log.*EIO/);
    expect(String(errors[0]![0])).not.toContain("\n");
  });

  it("treats a failed sync on this thread as fatal too", () => {
    const io: WalSyncIo = {
      syncAsync: () => Promise.resolve(),
      syncNow: () => {
        throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
      },
    };
    const wal = new WalSync(io);
    const original = console.error;
    console.error = () => {};
    try {
      wal.note("/w/1");
      expect(() => wal.syncNow()).toThrow(WalSyncFailedError);
      expect(wal.failure).toBeInstanceOf(WalSyncFailedError);
    } finally {
      console.error = original;
    }
  });
});

describe("hookFileSystem", () => {
  /** A NODEFS whose streams are named by path, recording writes and syncs in one log with the io's. */
  function fakeNodeFs(log: string[]) {
    const nodefs = {
      stream_ops: { write: (stream: { node: unknown }) => (log.push(`write ${String(stream.node)}`), 1) },
      realPath: (node: unknown) => String(node),
    } as unknown as NodeFsHooks;
    const stream = (file: string) => ({ node: file, nfd: 3 });
    return { nodefs, stream };
  }
  const WAL = "/d/pg_wal/000000010000000000000001";
  const PAGE = "/d/base/5/16384";

  it("writes a data page only after the log noted before it is on disk (the write-ahead rule)", async () => {
    const { io, log, finishAll } = manualIo();
    const wal = new WalSync(io);
    const { nodefs, stream } = fakeNodeFs(log);
    hookFileSystem(nodefs, wal, (fd) => void log.push(`fsync fd ${fd}`));
    const walStream = stream(WAL);
    const pageStream = stream(PAGE);

    (nodefs.stream_ops.write as (s: unknown) => number)(walStream);
    nodefs.stream_ops.fsync!(walStream);
    // A commit waits for its group sync (started, not finished); meanwhile Postgres evicts a page
    // it changed: the log is synced on this thread first, the group sync may not be on disk yet.
    const commit = wal.settle();
    (nodefs.stream_ops.write as (s: unknown) => number)(pageStream);
    expect(log).toEqual([`write ${WAL}`, `async ${WAL}`, `now ${WAL}`, `write ${PAGE}`]);
    expect(wal.stats.syncedBeforeWrite).toBe(1);
    expect(wal.unsettled).toBe(false);
    finishAll();
    await commit;

    // With nothing pending, writes go straight through; a WAL write never waits for the log.
    log.length = 0;
    (nodefs.stream_ops.write as (s: unknown) => number)(pageStream);
    nodefs.stream_ops.fsync!(walStream);
    (nodefs.stream_ops.write as (s: unknown) => number)(walStream);
    expect(log).toEqual([`write ${PAGE}`, `write ${WAL}`]);
    expect(wal.stats.syncedBeforeWrite).toBe(1);
  });

  it("syncs the log on this thread before any other file's fsync, also while a group sync runs", async () => {
    const { io, log, finishAll } = manualIo();
    const wal = new WalSync(io);
    const { nodefs, stream } = fakeNodeFs(log);
    hookFileSystem(nodefs, wal, (fd) => void log.push(`fsync fd ${fd}`));
    nodefs.stream_ops.fsync!(stream(WAL));
    nodefs.stream_ops.fsync!(stream("/d/global/pg_control"));
    expect(log).toEqual([`now ${WAL}`, "fsync fd 3"]);

    log.length = 0;
    nodefs.stream_ops.fsync!(stream(WAL));
    const commit = wal.settle();
    nodefs.stream_ops.fsync!(stream("/d/global/pg_control"));
    expect(log).toEqual([`async ${WAL}`, `now ${WAL}`, "fsync fd 3"]);
    finishAll();
    await commit;
  });
});

/** File handles that log what is done with them; a sync finishes when the test says so. */
function fakeHandles() {
  const log: string[] = [];
  const syncs: { path: string; done: () => void; fail: (e: Error) => void }[] = [];
  const openFile = async (file: string) =>
    ({
      sync: () =>
        new Promise<void>((resolve, reject) => {
          log.push(`sync ${file}`);
          syncs.push({ path: file, done: resolve, fail: reject });
        }),
      close: async () => void log.push(`close ${file}`),
    }) as unknown as FileHandle;
  const opening = async (file: string) => {
    log.push(`open ${file}`);
    return openFile(file);
  };
  return { log, syncs, opening };
}

describe("OpenWalFiles", () => {
  it("opens a file once and syncs it through the same handle, on real files too", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "simmer-wal-"));
    try {
      const file = path.join(dir, "000000010000000000000001");
      await writeFile(file, "log");
      let opened = 0;
      const files = new OpenWalFiles(4, (p) => {
        opened++;
        return open(p, "r");
      });
      await files.syncAsync(file);
      await writeFile(file, "more log", { flag: "a" });
      await files.syncAsync(file);
      expect(opened).toBe(1);
      expect(files.size).toBe(1);
      await files.close();
      expect(files.size).toBe(0);
      // A segment Postgres removed or recycled (renamed) at a checkpoint after noting it: its
      // contents are no longer needed, so there is nothing to sync, and no failure.
      await expect(files.syncAsync(path.join(dir, "missing"))).resolves.toBeUndefined();
      expect(files.size).toBe(0);
      expect(() => files.syncNow(path.join(dir, "missing"))).not.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps the latest few open and closes the oldest only after its sync has finished", async () => {
    const { log, syncs, opening } = fakeHandles();
    const files = new OpenWalFiles(2, opening);
    const first = files.syncAsync("a");
    await tick();
    const second = files.syncAsync("b");
    await tick();
    // "a" is still syncing when a third file pushes it out: it is closed after that sync.
    const third = files.syncAsync("c");
    await tick();
    expect(log).toEqual(["open a", "sync a", "open b", "sync b", "open c", "sync c"]);
    expect(files.size).toBe(2);
    syncs.find((s) => s.path === "a")!.done();
    await first;
    await tick();
    expect(log.at(-1)).toBe("close a");
    for (const s of syncs) s.done();
    await Promise.all([second, third]);
    // Used again, "b" becomes the newest: "c" is the one a new file pushes out.
    const again = files.syncAsync("b");
    await tick();
    syncs.at(-1)!.done();
    await again;
    const fourth = files.syncAsync("d");
    await tick();
    syncs.at(-1)!.done();
    await fourth;
    await tick();
    expect(log.filter((line) => line.startsWith("close"))).toEqual(["close a", "close c"]);
    expect(log.filter((line) => line === "open b")).toHaveLength(1);
  });

  it("drops a handle whose sync failed: the caller hears of it and the next sync opens the file afresh", async () => {
    const { log, syncs, opening } = fakeHandles();
    const files = new OpenWalFiles(4, opening);
    const failing = files.syncAsync("a");
    await tick();
    syncs[0]!.fail(new Error("EIO"));
    await expect(failing).rejects.toThrow("EIO");
    await tick();
    const retry = files.syncAsync("a");
    await tick();
    syncs[1]!.done();
    await retry;
    expect(log).toEqual(["open a", "sync a", "close a", "open a", "sync a"]);
  });
});
