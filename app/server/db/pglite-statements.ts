/**
 * Named prepared statements for PGlite. PGlite's own `query()` sends every statement as an unnamed
 * one in six round trips into the WebAssembly backend (parse, describe, bind, describe, execute,
 * sync), so Postgres parses, analyses and plans the same SQL text again on every call: a profile
 * lookup costs 0.36 ms that way and 0.07 ms as a prepared statement. Here each SQL text is parsed
 * once under a name (kept in a bounded cache) and then run with one bind-describe-execute-sync
 * message. Results go through PGlite's own parser, with its serializers for the parameters, so a
 * row reads the same either way (tests/integration/pglite-statements.test.ts). Uses PGlite internals:
 * what guards an upgrade is in docs/decisions/032.
 */
import {
  protocol,
  parse,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/** Statements kept prepared per database; the least recently used is closed past this. */
export const STATEMENT_CACHE_SIZE = 256;

interface Prepared {
  name: string;
  /** Parameter type OIDs from Postgres, for PGlite's serializers. */
  types: number[];
}

type QueryFn = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** PGlite's members that the cache needs (public, if marked internal by their underscore). */
interface PGliteInternals {
  serializers: PGlite["serializers"];
  parsers: PGlite["parsers"];
  execProtocol: PGlite["execProtocol"];
  syncToFs: PGlite["syncToFs"];
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Adds the query and its parameters to a database error, as PGlite's own query() does. */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error && typeof error === "object" && "severity" in error) Object.assign(error, { query, params });
  return error;
}

/** "cached plan must not change result type" (0A000) or an unknown statement name (26000). */
function isStalePlan(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "0A000" || code === "26000";
}

export class StatementCache {
  private readonly statements = new Map<string, Prepared>();
  private next = 0;
  /** Statements prepared, closed to make room, and runs of an already prepared one (tests). */
  readonly stats = { prepared: 0, evicted: 0, reused: 0 };

  constructor(
    private readonly pg: PGliteInternals,
    private readonly size = STATEMENT_CACHE_SIZE,
  ) {}

  /** Runs `query` inside the query lock (the caller holds the transaction lock, or takes it). */
  async run<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this.pg._runExclusiveQuery(async () => {
      const opts = { syncToFs: false } as const;
      let prepared = this.statements.get(query);
      if (prepared) {
        this.statements.delete(query); // most recently used last
        this.statements.set(query, prepared);
        this.stats.reused++;
      } else {
        const name = `simmer_${++this.next}`;
        try {
          const described = await this.pg.execProtocol(
            concat([
              protocol.serialize.parse({ name, text: query }),
              protocol.serialize.describe({ type: "S", name }),
              protocol.serialize.sync(),
            ]),
            opts,
          );
          prepared = { name, types: parse.parseDescribeStatementResults(described.messages) };
        } catch (error) {
          throw withQuery(error, query, params);
        }
        this.statements.set(query, prepared);
        this.stats.prepared++;
        await this.evict();
      }
      const { name, types } = prepared;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[types[i]] ?? this.pg.serializers[types[i]];
        return serialize ? serialize(value) : String(value);
      });
      try {
        const result = await this.pg.execProtocol(
          concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: "P" }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          opts,
        );
        const parsers = parsersFor(this.pg.parsers, options?.parsers);
        return parse.parseResults(result.messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
      } catch (error) {
        // A plan Postgres can no longer use (a table changed its columns) is prepared afresh next
        // time; an ordinary error (a unique violation, a bad value) leaves the statement as it is.
        if (isStalePlan(error)) {
          this.statements.delete(query);
          await this.close(name).catch(() => {});
        }
        throw withQuery(error, query, params);
      }
    });
  }

  private async evict(): Promise<void> {
    while (this.statements.size > this.size) {
      const [oldest, { name }] = this.statements.entries().next().value as [string, Prepared];
      this.statements.delete(oldest);
      this.stats.evicted++;
      await this.close(name);
    }
  }

  private async close(name: string): Promise<void> {
    await this.pg.execProtocol(concat([protocol.serialize.close({ type: "S", name }), protocol.serialize.sync()]), {
      syncToFs: false,
    });
  }
}

/** Options this cache does not handle: PGlite's own path runs those. */
type Parsers = PGlite["parsers"];
const withOverrides = new WeakMap<Parsers, WeakMap<ParserOptions, Parsers>>();

/**
 * PGlite's parsers with a query's own on top (Drizzle passes a few for dates and intervals). PGlite
 * merges them on every call by copying its 318 parsers into a new object, about 85 µs, sixty times
 * what parsing a one-row result takes; here the overrides sit on a small object whose prototype is
 * PGlite's, made once per options object (Drizzle keeps one per prepared query).
 */
export function parsersFor(base: Parsers, overrides: ParserOptions | undefined): Parsers {
  if (!overrides) return base;
  let forBase = withOverrides.get(base);
  if (!forBase) withOverrides.set(base, (forBase = new WeakMap()));
  let parsers = forBase.get(overrides);
  if (!parsers) {
    parsers = Object.assign(Object.create(base) as Parsers, overrides);
    forBase.set(overrides, parsers);
  }
  return parsers;
}

function needsPGlite(options: QueryOptions | undefined): boolean {
  return Boolean(options?.paramTypes || options?.blob);
}

/**
 * Makes `pg.query` (and `tx.query` inside `pg.transaction`) run through named prepared statements.
 * Everything else (exec, listen, the transaction's BEGIN and COMMIT) is PGlite's own.
 */
export function usePreparedStatements(pg: PGlite, size = STATEMENT_CACHE_SIZE): StatementCache {
  const internals = pg as unknown as PGliteInternals;
  const cache = new StatementCache(internals, size);
  const ownQuery = pg.query.bind(pg) as QueryFn;
  const ownTransaction = pg.transaction.bind(pg);

  const query: QueryFn = async (text, params = [], options) => {
    if (needsPGlite(options)) return ownQuery(text, params, options);
    await (pg as unknown as { _checkReady(): Promise<void> })._checkReady();
    return internals._runExclusiveTransaction(async () => {
      const result = await cache.run<never>(text, params, options);
      await internals.syncToFs();
      return result;
    });
  };
  (pg as { query: QueryFn }).query = query;

  (pg as { transaction: PGlite["transaction"] }).transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    ownTransaction((tx) => {
      const txQuery: QueryFn = async (text, params = [], options) => {
        if (needsPGlite(options)) return tx.query(text, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return cache.run(text, params, options);
      };
      // The transaction's other members (closed, exec, rollback, …) stay PGlite's.
      const wrapped = Object.create(tx, { query: { value: txQuery } }) as Transaction;
      return fn(wrapped);
    });
  return cache;
}
