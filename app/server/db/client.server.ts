/**
 * Opens Simmer's database: embedded PGlite by default, PostgreSQL when a URL is given.
 * Both speak the same schema and migrations; callers only see `Db`.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Apply every pending migration in ./drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string } // no dataDir: in memory
  | { kind: "postgres"; url: string };

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

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsFolder() }),
      close: () => client.end({ timeout: 5 }),
    };
  }

  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    // Nothing uses trigrams any more (migration 0010 drops the extension), but a fresh database
    // replays migrations 0001–0007, which create it and trigram indexes.
    extensions: { pg_trgm },
  });
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** PGlite answers raw queries with { rows }, postgres-js with the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
