import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsersFor, usePreparedStatements, type StatementCache } from "~/server/db/pglite-statements";

/**
 * The prepared-statement path must answer exactly as PGlite's own query(): the same rows, fields,
 * counts and errors, in and out of transactions. `plain` runs PGlite's path, `cached` the cache.
 */
describe("PGlite with named prepared statements", () => {
  let plain: PGlite;
  let cached: PGlite;
  let cache: StatementCache;

  const setup = `
    create table items (
      id serial primary key,
      name text not null unique,
      price numeric(8, 2),
      tags text[] not null default '{}',
      data jsonb,
      at timestamptz not null default '2026-01-02T03:04:05Z',
      flag boolean
    );
    insert into items (name, price, tags, data, flag) values
      ('a', 1.50, '{x,y}', '{"k": 1}', true), ('b', null, '{}', null, false), ('c', 3, '{z}', '[1, 2]', null);`;

  beforeAll(async () => {
    plain = await PGlite.create();
    cached = await PGlite.create();
    await plain.exec(setup);
    await cached.exec(setup);
    cache = usePreparedStatements(cached, 8);
  });
  afterAll(async () => {
    await plain.close();
    await cached.close();
  });

  const queries: [string, unknown[]][] = [
    ["select * from items order by id", []],
    ["select id, name, price, tags, data, at, flag from items where id = $1", [2]],
    ["select name from items where name = any($1::text[]) order by name", [["a", "c"]]],
    ["select name from items where price > $1 and flag = $2", [1, true]],
    ["select $1::jsonb as j, $2::timestamptz as t, $3::int as n", [{ a: [1, "x"] }, new Date("2026-05-06T07:08:09Z"), null]],
    ["update items set flag = not flag where id = $1 returning id, flag", [3]],
    ["select count(*)::int as n from items", []],
  ];

  it("answers every query as PGlite's own path does, in object and array row modes", async () => {
    for (const rowMode of ["object", "array"] as const) {
      for (const [sql, params] of queries) {
        const expected = await plain.query(sql, params, { rowMode });
        const actual = await cached.query(sql, params, { rowMode });
        expect(actual, sql).toEqual(expected);
      }
    }
    // The second round ran statements the first one prepared.
    expect(cache.stats.reused).toBeGreaterThan(0);
  });

  it("applies a query's own parsers over PGlite's, as PGlite's path does (Drizzle keeps dates as text)", async () => {
    const asText = { 1184: (value: string) => value, 1700: (value: string) => `numeric ${value}` };
    for (const rowMode of ["object", "array"] as const) {
      for (const [sql, params] of queries) {
        const expected = await plain.query(sql, params, { rowMode, parsers: asText });
        const actual = await cached.query(sql, params, { rowMode, parsers: asText });
        expect(actual, sql).toEqual(expected);
      }
    }
    const { rows } = await cached.query<{ at: unknown; price: unknown; id: unknown }>(
      "select id, at, price from items where id = $1",
      [1],
      { parsers: asText },
    );
    expect(rows[0]).toEqual({ id: 1, at: "2026-01-02 03:04:05+00", price: "numeric 1.50" });
  });

  it("keeps at most its size of statements and answers again after one was closed", async () => {
    const before = cache.stats.evicted;
    for (let i = 0; i < 6; i++) await cached.query(`select ${i}::int as n where $1::int = $1`, [i]);
    expect(cache.stats.evicted).toBeGreaterThan(before);
    const again = await cached.query("select 0::int as n where $1::int = $1", [0]);
    expect(again.rows).toEqual([{ n: 0 }]);
  });

  it("throws Postgres's own error with its code, and the statement still runs afterwards", async () => {
    const insert = "insert into items (name) values ($1) returning id";
    const plainError = await plain.query(insert, ["a"]).catch((e: unknown) => e);
    const cachedError = await cached.query(insert, ["a"]).catch((e: unknown) => e);
    expect((cachedError as { code: string }).code).toBe("23505");
    expect((cachedError as Error).message).toBe((plainError as Error).message);
    expect((cachedError as { query: string }).query).toBe(insert);
    const ok = await cached.query<{ id: number }>(insert, ["d"]);
    expect(ok.rows).toHaveLength(1);
    await cached.query("delete from items where name = $1", ["d"]);
  });

  it("refuses SQL that does not parse, with Postgres's syntax error", async () => {
    const error = await cached.query("selec nothing from $1", [1]).catch((e: unknown) => e);
    expect((error as { code: string }).code).toBe("42601");
  });

  it("runs inside transactions: a commit keeps the writes, a rollback (or an error) drops them", async () => {
    await cached.transaction(async (tx) => {
      await tx.query("insert into items (name) values ($1)", ["t1"]);
      const seen = await tx.query<{ n: number }>("select count(*)::int as n from items where name = $1", ["t1"]);
      expect(seen.rows[0].n).toBe(1);
    });
    await cached
      .transaction(async (tx) => {
        await tx.query("insert into items (name) values ($1)", ["t2"]);
        await tx.query("insert into items (name) values ($1)", ["a"]); // unique violation
      })
      .catch(() => {});
    await cached.transaction(async (tx) => {
      await tx.query("insert into items (name) values ($1)", ["t3"]);
      await tx.rollback();
    });
    const names = await cached.query<{ name: string }>("select name from items where name like $1 order by name", ["t%"]);
    expect(names.rows.map((r) => r.name)).toEqual(["t1"]);
    await expect(
      cached.transaction(async (tx) => {
        await tx.rollback();
        return tx.query("select 1");
      }),
    ).rejects.toThrow("Transaction is closed");
  });

  it("prepares a statement again when its table changed under it", async () => {
    await cached.exec("create table shifting (a int); insert into shifting values (1);");
    expect((await cached.query("select * from shifting where $1::int = $1", [1])).rows).toEqual([{ a: 1 }]);
    await cached.exec("alter table shifting add column b int default 2;");
    const first = await cached.query("select * from shifting where $1::int = $1", [1]).catch((e: unknown) => e);
    // Postgres may re-plan by itself or refuse the changed result type once; either way the next call answers.
    if (first instanceof Error) expect((first as unknown as { code: string }).code).toBe("0A000");
    expect((await cached.query("select * from shifting where $1::int = $1", [1])).rows).toEqual([{ a: 1, b: 2 }]);
  });
});

describe("parsersFor", () => {
  const base = { 23: (v: string) => Number(v), 1184: (v: string) => new Date(v) };

  it("is PGlite's parsers when a query brings none", () => {
    expect(parsersFor(base, undefined)).toBe(base);
  });

  it("puts a query's parsers over PGlite's, keeps the others, and makes it once per options object", () => {
    const overrides = { 1184: (v: string) => v };
    const parsers = parsersFor(base, overrides);
    expect(parsers[1184]).toBe(overrides[1184]);
    expect(parsers[23]).toBe(base[23]);
    expect(base[1184]).not.toBe(overrides[1184]);
    expect(parsersFor(base, overrides)).toBe(parsers);
    expect(parsersFor(base, { ...overrides })).not.toBe(parsers);
  });
});
