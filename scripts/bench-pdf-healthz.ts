/**
 * `npm run bench:pdf-healthz`: how long the server's thread is held while a big cookbook PDF is made
 * (issue 33). An in-memory database gets 80 synthetic recipes in an ultimate cook's cookbook; this
 * process serves `/healthz` over HTTP on its main thread (as the app server does) while it exports
 * the book `--runs` times through the real export (`exportCookbookPdf`, A4, the PDF cache off so
 * each export renders). A separate process asks for `/healthz` every 20 ms and reports the worst and
 * the p99 answer time: that is how long any request waited for this thread.
 *
 *   npm run bench:pdf-healthz -- [--recipes 80] [--runs 3]
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { exportCookbookPdf } from "../app/server/pdf/cookbook-pdf.server";
import { insertRecipes } from "../app/server/recipes/insert-recipes.server";
import { generateSyntheticRecipes } from "./synthetic/synthetic";
import { benchCookbook, startHealthPoller, summarise } from "./bench-stall-probes";

// Every export renders (no cached file), and the rate limit does not stop the runs.
process.env.PDF_CACHE_MB = "0";
process.env.PDF_EXPORTS_PER_10_MINUTES = "1000";

async function main() {
  const { values } = parseArgs({ options: { recipes: { type: "string" }, runs: { type: "string" } } });
  const recipes = Number(values.recipes ?? 80);
  const runs = Number(values.runs ?? 3);

  const database = await openDatabase({ kind: "pglite" });
  await prepareDatabase(database, { seedDemo: false });
  const { db } = database;
  const ids = await insertRecipes(db, [...generateSyntheticRecipes(recipes, { seed: 33 })]);
  const userId = randomUUID();
  const bookId = await benchCookbook(db, ids, { userId, create: { name: "Zoë Ørsted" } });

  const server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const poller = await startHealthPoller(`http://127.0.0.1:${port}/healthz`, 20);

  const exports: { ms: number; pages: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await exportCookbookPdf(db, { id: userId, planId: "ultimate" }, bookId, "a4");
    if (!result.ok) throw new Error(result.message);
    exports.push({ ms: Math.round(performance.now() - started), pages: result.pages });
  }
  const health = summarise(await poller.stop());
  server.close();
  await database.close();

  const report = {
    recipes,
    pages: exports[0]?.pages,
    exportsMs: exports.map((e) => e.ms),
    healthzRequests: health.requests,
    healthzWorstMs: Math.round(health.worst),
    healthzP99Ms: Math.round(health.p99),
    healthzP50Ms: Math.round(health.p50),
  };
  console.info(JSON.stringify(report));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
