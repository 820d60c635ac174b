/**
 * The index build's worker thread (docs/decisions/023): receives the recipes in chunks, builds both
 * indexes in one go (this thread answers no request, so nothing needs slicing, and the garbage
 * collection of a million rows happens in this thread's own heap), and sends the index back as
 * transferable pieces (app/domain/indexes/transfer.ts). Started by catalog-cache.server.ts, one per
 * build, and ended after it. Relative imports only: it also runs from source under tsx.
 */
import { parentPort } from "node:worker_threads";
import { CatalogIndex, type IndexedRecipe } from "../../domain/indexes/catalog-index";
import { encodeForTransfer } from "../../domain/indexes/transfer";

export type ToWorker = { kind: "rows"; rows: IndexedRecipe[] } | { kind: "end" };

const port = parentPort;
if (!port) throw new Error("index-build.worker runs as a worker thread");

let recipes: IndexedRecipe[] = [];
port.on("message", (message: ToWorker) => {
  if (message.kind === "rows") {
    for (const recipe of message.rows) recipes.push(recipe);
    return;
  }
  try {
    const index = CatalogIndex.buildNow(recipes);
    recipes = [];
    const { runs, shape, transfer } = encodeForTransfer({ browse: index.browseBase, finder: index.finderBase });
    for (const run of runs) port.postMessage(run);
    port.postMessage(shape, transfer);
  } catch (error) {
    port.postMessage({ kind: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
