/**
 * The index build's worker thread (docs/decisions/023): receives the recipes in chunks (or, on
 * PostgreSQL, reads them itself over its own connection), builds both
 * indexes in one go (this thread answers no request, so nothing needs slicing, and the garbage
 * collection of a million rows happens in this thread's own heap), and sends the index back as
 * transferable pieces (app/domain/indexes/transfer.ts). Started by catalog-cache.server.ts, one per
 * build, and ended after it. It also runs from source under tsx (tests, development).
 */
import { parentPort } from "node:worker_threads";
import { CatalogIndex, type IndexedRecipe } from "../../domain/indexes/catalog-index";
import { encodeForTransfer } from "../../domain/indexes/transfer";

export type ToWorker =
  | { kind: "rows"; rows: IndexedRecipe[] }
  | { kind: "end" }
  | { kind: "read"; url: string }
  /** The main thread has taken the last string run: the next may come. */
  | { kind: "ack" };
/** After a "read": how many recipes this thread read from PostgreSQL, and how long it took. */
export interface ReadDone {
  kind: "read-done";
  recipes: number;
  readMs: number;
}

const port = parentPort;
if (!port) throw new Error("index-build.worker runs as a worker thread");

/** String runs posted before the main thread has taken them (each is one short task there). */
const RUNS_IN_FLIGHT = 4;

let recipes: IndexedRecipe[] = [];
let sendNext: (() => void) | null = null;
port.on("message", (message: ToWorker) => {
  if (message.kind === "ack") {
    sendNext?.();
    return;
  }
  if (message.kind === "rows") {
    for (const recipe of message.rows) recipes.push(recipe);
    return;
  }
  if (message.kind === "read") {
    readFromPostgres(message.url).then(build, fail);
    return;
  }
  build();
});

/** Reads every recipe over this thread's own connection (PostgreSQL): the main thread parses no row. */
async function readFromPostgres(url: string): Promise<void> {
  const started = performance.now();
  const { openDatabase } = await import("../db/client.server");
  const { readIndexedChunks } = await import("./search-index.server");
  const database = await openDatabase({ kind: "postgres", url }, { connections: 1 });
  try {
    for await (const chunk of readIndexedChunks(database.db)) for (const recipe of chunk) recipes.push(recipe);
  } finally {
    await database.close();
  }
  port!.postMessage({
    kind: "read-done",
    recipes: recipes.length,
    readMs: Math.round(performance.now() - started),
  } satisfies ReadDone);
}

function build(): void {
  try {
    const index = CatalogIndex.buildNow(recipes);
    recipes = [];
    const { runs, shape, transfer } = encodeForTransfer({ browse: index.browseBase, finder: index.finderBase });
    // A few string runs in flight, the next one each time the main thread has taken one: posted all
    // at once, they would be read there in one go (over a second at a million recipes) while
    // requests wait.
    let next = 0;
    sendNext = () => {
      if (next < runs.length) port!.postMessage(runs[next++]);
      else if (next++ === runs.length) port!.postMessage(shape, transfer);
    };
    for (let i = 0; i < RUNS_IN_FLIGHT; i++) sendNext();
  } catch (error) {
    fail(error);
  }
}

function fail(error: unknown): void {
  port!.postMessage({ kind: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
