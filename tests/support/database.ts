/**
 * Databases for integration tests: an in-memory PGlite always, and a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set (CI sets it). Each test file gets its own, copied from the
 * run's migrated templates (templates.ts) unless it asks for an unmigrated one.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
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
  const migrate = options.migrate !== false;
  if (kind === "pglite") {
    const template = migrate ? inject("pgliteTemplate") : undefined;
    const from = template ? new Blob([await readFile(template)]) : undefined;
    database = await openDatabase({ kind: "pglite", from });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `simmer_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    const template = migrate ? inject("postgresTemplate") : "";
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: "postgres", url: url.toString() });
    cleanup = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // On a copy of a template this finds nothing to migrate, and seeds the demo catalog if asked.
  if (migrate) await prepareDatabase(database, { seedDemo: options.seedDemo ?? false });
  return {
    ...database,
    async destroy() {
      await database.close();
      await cleanup();
    },
  };
}
