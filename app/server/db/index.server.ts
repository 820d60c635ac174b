/**
 * The app's one database handle. Kept on globalThis so that the production server, the route
 * modules and Vite's hot reloads all share a single connection (PGlite allows one opener).
 */
import path from "node:path";
import { env } from "../env.server";
import { openDatabase, type Database, type Db } from "./client.server";
import { prepareDatabase } from "./prepare.server";

const KEY = Symbol.for("simmer.database");
type Holder = { [KEY]?: Promise<Database> };
const holder = globalThis as Holder;

async function start(): Promise<Database> {
  const config = env();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "pglite") },
  );
  const { seeded } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
  if (seeded > 0) console.info(`[simmer] loaded ${seeded} demo recipes`);
  return database;
}

export function getDatabase(): Promise<Database> {
  holder[KEY] ??= start().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder[KEY];
  if (!pending) return;
  delete holder[KEY];
  await (await pending).close();
}

/** Use an already opened database as the app's (integration tests call route modules this way). */
export function provideDatabase(database: Database): void {
  holder[KEY] = Promise.resolve(database);
}
