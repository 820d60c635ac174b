/**
 * Opens Simmer's database: embedded PGlite by default, PostgreSQL when a URL is given.
 * Both speak the same schema and migrations; callers only see `Db`.
 */
import { existsSync, fsyncSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { usePreparedStatements } from "./pglite-statements";
import { hookFileSystem, settleAfterEachCall, WalSync, type NodeFsHooks } from "./wal-sync";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Apply every pending migration in ./drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `body` while no other server runs its own (PostgreSQL: an advisory lock), for preparing the
   * database at start-up. Absent for the embedded database, which has one process.
   */
  exclusively?<T>(body: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's data directory as one file (what `from` starts a copy from); PGlite only. */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  // No dataDir: in memory. `from`: a copy of another embedded database (PGlite's dumpDataDir) to start from.
  { kind: "pglite"; dataDir?: string; from?: Blob } | { kind: "postgres"; url: string };

const here = path.dirname(fileURLToPath(import.meta.url));

/** The drizzle/ folder, found from this file in the source tree (app/server/db) and in the build (build/server). */
export function migrationsFolder(): string {
  const candidates = [
    here,
    path.resolve(here, ".."),
    path.resolve(here, "../.."),
    path.resolve(here, "../../.."),
    process.cwd(),
  ].map((dir) => path.join(dir, "drizzle"));
  return candidates.find((c) => existsSync(path.join(c, "meta", "_journal.json"))) ?? path.resolve("drizzle");
}

/**
 * PGlite's Node file system, made durable. Out of the box PGlite starts Postgres with fsync off
 * (`-F`) and its Emscripten file system ignores fsync and fdatasync, so a commit reached the
 * operating system but not the disk: it survived a killed process, not a power cut. Here Postgres
 * syncs its write-ahead log on every commit (wal_sync_method=fsync) and the file system passes each
 * fsync on to the real file: a WAL file's to the group commit (`WalSync`, synced off the main
 * thread before the statement's caller gets its answer), any other file's at once, after the WAL.
 */
class DurableNodeFS extends NodeFS {
  readonly walSync = new WalSync();

  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        hookFileSystem(mod.NODEFS as unknown as NodeFsHooks, this.walSync, fsyncSync);
      },
    ];
    return result;
  }
}

/** Options for an embedded database in `dataDir` (in memory without one) that syncs each commit to disk. */
export function pgliteOptions(dataDir: string | undefined): PGliteOptions {
  if (!dataDir) return {};
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "wal_sync_method=fsync"],
  };
}

/** The connection string of each PostgreSQL handle, so a worker thread can open its own connection. */
const postgresUrls = new WeakMap<Db, string>();

/** The PostgreSQL URL a handle was opened with; undefined for the embedded database (it lives in this thread). */
export function postgresUrlOf(db: Db): string | undefined {
  return postgresUrls.get(db);
}

/**
 * postgres.js options for a connection string. Also takes libpq's form for a Unix socket,
 * `postgres://user@/db?host=/var/run/postgresql`, which postgres.js would otherwise send to the
 * server as a setting: a PostgreSQL on the same machine answers over its socket with less work
 * per statement than over TCP (bench/README.md, "Signed-in workload").
 */
export function postgresConnection(url: string): { url: string; host?: string } {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return { url };
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const host = query.get("host");
  if (!host?.startsWith("/")) return { url };
  query.delete("host");
  // libpq allows an empty host ("user@/db"); a URL parser does not. The socket decides anyway.
  const base = url.slice(0, queryStart).replace(/^(\w+:\/\/(?:[^@/]*@)?)\//, "$1localhost/");
  const rest = query.toString();
  return { url: rest ? `${base}?${rest}` : base, host };
}

/** A postgres.js client for a connection string (see postgresConnection). */
export function postgresClient(url: string, options: postgres.Options<Record<string, postgres.PostgresType>> = {}) {
  const { url: address, host } = postgresConnection(url);
  return postgres(address, { onnotice: () => {}, ...options, ...(host ? { host } : {}) });
}

/** The advisory lock a server holds while it prepares the database (any constant; the change log's is 7212013). */
export const STARTUP_LOCK = 7212036;

/**
 * Runs `body` holding a session advisory lock on one reserved connection, so servers starting at
 * once against one PostgreSQL prepare it one after the other: the first migrates and seeds, the
 * others wait and then find nothing left to do.
 */
async function holdingStartupLock<T>(client: postgres.Sql, body: () => Promise<T>): Promise<T> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${STARTUP_LOCK})`;
    return await body();
  } finally {
    await lock`select pg_advisory_unlock(${STARTUP_LOCK})`.catch(() => {});
    lock.release();
  }
}

export async function openDatabase(target: DatabaseTarget, options: { connections?: number } = {}): Promise<Database> {
  if (target.kind === "postgres") {
    const client = postgresClient(target.url, { max: options.connections ?? 10 });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    postgresUrls.set(db, target.url);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsFolder() }),
      exclusively: (body) => holdingStartupLock(client, body),
      close: () => client.end({ timeout: 5 }),
    };
  }

  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...pgliteOptions(target.dataDir),
    ...(target.from ? { loadDataDir: target.from } : {}),
    // Nothing uses trigrams any more (migration 0011 drops the extension), but a fresh database
    // replays migrations 0001–0007, which create it and trigram indexes.
    extensions: { pg_trgm },
  });
  usePreparedStatements(client);
  const walSync = client.fs instanceof DurableNodeFS ? client.fs.walSync : null;
  if (walSync) settleAfterEachCall(client, walSync);
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder: migrationsFolder() }),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      // After a failed sync nothing more is written (no shutdown checkpoint over a log that may not
      // be on disk): the next start recovers from the log, like PostgreSQL after its PANIC.
      if (!walSync?.failure) {
        await client.close();
        walSync?.syncNow();
      }
      await walSync?.close();
    },
  };
}

/** PGlite answers raw queries with { rows }, postgres-js with the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
