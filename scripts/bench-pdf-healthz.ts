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
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { profiles, users } from "../app/server/db/schema";
import { exportCookbookPdf } from "../app/server/pdf/cookbook-pdf.server";
import { insertRecipes } from "../app/server/recipes/insert-recipes.server";
import { generateSyntheticRecipes } from "./synthetic/synthetic";
import { addRecipesToCookbook, createCookbook } from "../app/server/kitchen/cookbooks.server";

// Every export renders (no cached file), and the rate limit does not stop the runs.
process.env.PDF_CACHE_MB = "0";
process.env.PDF_EXPORTS_PER_10_MINUTES = "1000";

/** The poller: its own process, so it keeps asking while this one's thread is busy. */
const POLLER = `
const url = process.argv[1];
const times = [];
let stop = false;
process.stdin.on("data", () => { stop = true; });
(async () => {
  while (!stop) {
    const started = performance.now();
    try { await (await fetch(url)).text(); } catch { times.push(-1); continue; }
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  process.stdout.write(JSON.stringify(times));
  process.exit(0);
})();
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const { values } = parseArgs({ options: { recipes: { type: "string" }, runs: { type: "string" } } });
  const recipes = Number(values.recipes ?? 80);
  const runs = Number(values.runs ?? 3);

  const database = await openDatabase({ kind: "pglite" });
  await prepareDatabase(database, { seedDemo: false });
  const { db } = database;
  const ids = await insertRecipes(db, [...generateSyntheticRecipes(recipes, { seed: 33 })]);
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, email: `bench-${userId}@example.com`, name: "Zoë Ørsted" });
  await db
    .insert(profiles)
    .values({ id: userId, email: `bench-${userId}@example.com`, name: "Zoë Ørsted", currentPlanId: "ultimate" });
  const book = await createCookbook(db, userId, { name: "Eighty Favourites", description: "Bench book", color: "bg-accent-red" });
  if (!book.ok) throw new Error(book.message);
  const added = await addRecipesToCookbook(db, userId, { cookbookId: book.value.id, recipeIds: ids });
  if (!added.ok) throw new Error(added.message);

  const server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const poller = spawn(process.execPath, ["-e", POLLER, `http://127.0.0.1:${port}/healthz`], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  poller.stdout.on("data", (chunk) => (output += chunk));
  const pollerDone = new Promise((resolve) => poller.on("exit", resolve));
  await new Promise((resolve) => setTimeout(resolve, 500)); // the poller is running

  const exports: { ms: number; pages: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await exportCookbookPdf(db, { id: userId, planId: "ultimate" }, book.value.id, "a4");
    if (!result.ok) throw new Error(result.message);
    exports.push({ ms: Math.round(performance.now() - started), pages: result.pages });
  }
  poller.stdin.write("stop\n");
  await pollerDone;
  server.close();
  await database.close();

  const times = (JSON.parse(output) as number[]).filter((t) => t >= 0).sort((a, b) => a - b);
  const report = {
    recipes,
    pages: exports[0]?.pages,
    exportsMs: exports.map((e) => e.ms),
    healthzRequests: times.length,
    healthzWorstMs: Math.round(times.at(-1) ?? 0),
    healthzP99Ms: Math.round(percentile(times, 99)),
    healthzP50Ms: Math.round(percentile(times, 50)),
  };
  console.info(JSON.stringify(report));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
