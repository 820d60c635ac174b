/**
 * `npm run bench -- --scenario collection-import` (issue 28): a Paprika export of 1,000 recipes,
 * each with a 1000×667 JPEG photo (about 60 KB, as phone photos resized by the app are), imported by the collection-import job on an on-disk
 * embedded database, while a separate process asks a small HTTP server in this process every 20 ms
 * (the probe). Reports the import's seconds (target ≤ 60 s on 2 cores) and the probe's worst
 * answer (target ≤ 50 ms): the job must leave the event loop free for other requests.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync, strToU8, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { startHealthPoller, summarise, type TimeSummary } from "./bench-stall-probes";

export interface CollectionImportResult {
  recipes: number;
  imported: number;
  seconds: number;
  probe: TimeSummary;
}

async function photos(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: {
          width: 1200,
          height: 800,
          channels: 3,
          background: { r: (i * 37) % 255, g: (i * 91) % 255, b: (i * 53) % 255 },
          noise: { type: "gaussian", mean: 128, sigma: 8 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

export async function benchCollectionImport(root: string, recipes = 1000): Promise<CollectionImportResult> {
  const dataDir = path.join(root, "data", "bench", "collection-import");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  // Imported after DATA_DIR is set: the photo store reads it on first use.
  const { openDatabase } = await import("../app/server/db/client.server");
  const { prepareDatabase } = await import("../app/server/db/prepare.server");
  const { provideDatabase } = await import("../app/server/db/index.server");
  const { profiles, users } = await import("../app/server/db/schema");
  const { getImport, runCollectionImport, startCollectionImport } = await import("../app/server/import/collection-import.server");

  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await prepareDatabase(database, { seedDemo: false });
  provideDatabase(database);
  const db = database.db;
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, email: `bench-${userId.slice(0, 8)}@example.com`, name: "Bench Cook" });
  await db
    .insert(profiles)
    .values({ id: userId, email: `bench-${userId.slice(0, 8)}@example.com`, name: "Bench Cook", currentPlanId: "free" });

  console.info(`   building a Paprika export of ${recipes} recipes with photos …`);
  const pictures = await photos(20);
  const files: Zippable = {};
  for (let i = 0; i < recipes; i++) {
    const recipe = {
      name: `Bench Recipe ${i + 1} with Roasted Vegetables`,
      ingredients: `${i + 1} g butter\n2 onions, chopped\n3 carrots\n1 tsp salt\n400 g tomatoes\n${(i % 7) + 1} cloves garlic`,
      directions: "Heat the oven.\nChop everything.\nRoast for 40 minutes.\nSeason and serve.",
      servings: "4",
      prep_time: "15 mins",
      cook_time: "40 mins",
      categories: ["Dinner", "Bench"],
      source_url: `https://example.com/bench/${i + 1}`,
      rating: (i % 5) + 1,
      notes: "A note.",
      photo_data: pictures[i % pictures.length]!.toString("base64"),
    };
    files[`Bench Recipe ${i + 1}.paprikarecipe`] = [gzipSync(strToU8(JSON.stringify(recipe))), { level: 0 }];
  }
  const uploadFile = path.join(dataDir, "bench.paprikarecipes");
  writeFileSync(uploadFile, zipSync(files));

  const server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`;
  const poller = await startHealthPoller(url, 20);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const started = performance.now();
  const { statSync } = await import("node:fs");
  const outcome = await startCollectionImport(
    db,
    userId,
    { path: uploadFile, name: "bench.paprikarecipes", size: statSync(uploadFile).size },
    { copies: false },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  await runCollectionImport(db, outcome.value.id);
  const seconds = (performance.now() - started) / 1000;
  const probe = summarise(await poller.stop());
  server.close();
  const row = await getImport(db, userId, outcome.value.id);
  await database.close();
  return { recipes, imported: row?.imported ?? 0, seconds: Math.round(seconds * 10) / 10, probe };
}
