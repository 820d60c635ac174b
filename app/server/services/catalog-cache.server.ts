/**
 * In-memory caches derived from the catalog (the browse index, the ingredient finder's index),
 * kept fresh by the catalog_version row that statement triggers bump on every write to recipes or
 * their ingredients. Each app process keeps its own copy; any process can rebuild one from the
 * database, so the web tier stays stateless.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { catalogVersion } from "../db/schema";

export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

const versionReads = new WeakMap<Db, Promise<number>>();

/**
 * The catalog version, read once for all callers that ask while a read is in flight: under load,
 * every page's "is the index still current?" check becomes one query for many requests. A write
 * committed during the read is seen by the next check (the caller's answer is the previous index,
 * as it is while a rebuild runs); callers that just wrote pass `fresh` and read on their own.
 */
export function sharedCatalogVersion(db: Db): Promise<number> {
  let read = versionReads.get(db);
  if (!read) {
    read = readCatalogVersion(db).finally(() => versionReads.delete(db));
    versionReads.set(db, read);
  }
  return read;
}

export interface Versioned {
  /** The catalog_version the value was built from (read before the catalog itself). */
  version: number;
}

interface Entry<T> {
  db: Db;
  value: Promise<T>;
  /** A rebuild in progress while the previous value keeps answering. */
  rebuilding: Promise<T> | null;
}

export interface CacheOptions {
  /** Wait for a rebuild when the catalog changed (tests, and callers that just wrote to it). */
  fresh?: boolean;
}

/**
 * A getter for a value built from the catalog. The first call waits for it to be built; after the
 * catalog changes, calls keep getting the previous value while a new one is built in the
 * background (a new recipe shows up a moment later, instead of every request waiting for a
 * rebuild), unless they ask for `fresh`.
 */
export function catalogCache<T extends Versioned>(name: string, build: (db: Db) => Promise<T>) {
  const key = Symbol.for(`simmer.catalog-cache.${name}`);
  const holder = globalThis as { [key: symbol]: Entry<T> | undefined };
  const start = (db: Db) => {
    const building = build(db);
    building.catch(() => {});
    return building;
  };

  return async function current(db: Db, options: CacheOptions = {}): Promise<T> {
    let entry = holder[key];
    if (!entry || entry.db !== db) {
      entry = { db, value: start(db), rebuilding: null };
      holder[key] = entry;
    }
    const value = await entry.value.catch(() => null);
    if (!value) {
      entry.value = start(db);
      return entry.value;
    }
    const version = await (options.fresh ? readCatalogVersion(db) : sharedCatalogVersion(db));
    if (value.version === version) return value;
    if (!entry.rebuilding) {
      const owner = entry;
      owner.rebuilding = start(db);
      owner.rebuilding
        .then((next) => {
          owner.value = Promise.resolve(next);
        })
        .catch(() => {})
        .finally(() => {
          owner.rebuilding = null;
        });
    }
    return options.fresh ? entry.rebuilding! : value;
  };
}
