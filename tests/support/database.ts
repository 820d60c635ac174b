/**
 * Databases for integration tests: an in-memory PGlite always, and a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set (CI sets it). Each test file gets its own.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type Database } from "~/server/db/client.server";
import { prepareDatabase } from "~/server/db/prepare.server";

export type DatabaseKind = "pglite" | "postgres";

/** The kinds to run against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Database {
  /** Drop everything this test database created. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  options: { seedDemo?: boolean; migrate?: boolean } = {},
): Promise<TestDatabase> {
  let database: Database;
  let cleanup = async () => {};
  if (kind === "pglite") {
    database = await openDatabase({ kind: "pglite" });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `simmer_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: "postgres", url: url.toString() });
    cleanup = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  if (options.migrate !== false) await prepareDatabase(database, { seedDemo: options.seedDemo ?? false });
  return {
    ...database,
    async destroy() {
      await database.close();
      await cleanup();
    },
  };
}
