/**
 * Queries whose SQL is built once per database handle. Drizzle turns a query builder into SQL text
 * on every run (walking the builder, checking each chunk's kind, escaping names): on the signed-in
 * pages that was about 8 % of the server's CPU, spent building the same few texts again and again.
 * A prepared query keeps its text and runs with new placeholder values (`sql.placeholder(name)`).
 *
 * A prepared query belongs to the handle it was made from (its driver client, its transaction), so
 * each handle gets its own: the app has one per process, tests open many. Passing a transaction
 * (`tx`) works too, but prepares the query afresh for that transaction, which saves nothing.
 *
 * On PostgreSQL a named query also becomes a server-side prepared statement on each connection
 * (postgres-js `prepare: true`); PGlite already prepares every SQL text (pglite-statements.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.server";

/**
 * `build` once per handle: `const byId = preparedQuery((db) => db.select()…prepare("recipe_by_id"))`,
 * then `byId(db).execute({ id })`.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byHandle = new WeakMap<Db, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

/**
 * `column = any($name)`, given an array: one statement for a list of any length, where an IN list's
 * SQL text changes with its length and so could not be prepared once.
 */
export function isAnyOf(column: AnyPgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
