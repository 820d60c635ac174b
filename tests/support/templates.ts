/**
 * Migrated databases the integration tests copy instead of migrating their own: a PGlite dump
 * written to a file and a PostgreSQL template database, both made once per run by the global setup.
 * Starting PGlite from a dump skips its initdb and the migrations, which took most of the unit and
 * integration run on a 2-core machine (an empty PGlite took 9–18 s to start there, a dump 4 s).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "~/server/db/client.server";
import { prepareDatabase } from "~/server/db/prepare.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite's data directory (no demo recipes). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to create test databases from, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

export interface Templates {
  pgliteTemplate: string;
  postgresTemplate: string;
  remove(): Promise<void>;
}

export async function makeTemplates(adminUrl: string | undefined): Promise<Templates> {
  const dir = await mkdtemp(path.join(tmpdir(), "simmer-test-template-"));
  const pgliteTemplate = path.join(dir, "pglite.tar");
  const embedded = await openDatabase({ kind: "pglite" });
  await prepareDatabase(embedded, { seedDemo: false });
  await writeFile(pgliteTemplate, Buffer.from(await (await embedded.dump!()).arrayBuffer()));
  await embedded.close();

  let postgresTemplate = "";
  let admin: postgres.Sql | null = null;
  if (adminUrl) {
    postgresTemplate = `simmer_template_${randomBytes(6).toString("hex")}`;
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    const server = await openDatabase({ kind: "postgres", url: url.toString() });
    await prepareDatabase(server, { seedDemo: false });
    // CREATE DATABASE … TEMPLATE needs the template free of connections.
    await server.close();
  }
  return {
    pgliteTemplate,
    postgresTemplate,
    async remove() {
      await rm(dir, { recursive: true, force: true });
      if (admin) {
        await admin.unsafe(`drop database if exists ${postgresTemplate} with (force)`);
        await admin.end();
      }
    },
  };
}
