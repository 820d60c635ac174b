/**
 * `npm run bench -- --scenario account-export` (issue 28, "Take everything away"): an account with
 * 5,000 recipes of its own (every tenth with a stored photo), 20 cookbooks and a month of meals,
 * exported as the zip on an on-disk embedded database. Reports the seconds, the zip's size, how far
 * the live heap (read after a full collection) rose above where it started while the zip streamed,
 * and the largest rise of buffers in flight: the export must not hold the account in memory (target:
 * the heap's rise stays under a quarter of the zip; it grows only by the manifest's small entries).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export interface AccountExportResult {
  recipes: number;
  seconds: number;
  zipMB: number;
  /** How far the live heap rose above where it started while the zip streamed. */
  heapRiseMB: number;
  /** The largest rise of buffers in flight (photos, deflated files) seen at a sample. */
  buffersRiseMB: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function benchAccountExport(root: string, recipeCount = 5000): Promise<AccountExportResult> {
  const dataDir = path.join(root, "data", "bench", "account-export");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  // Imported after DATA_DIR is set: the photo store reads it on first use.
  const { openDatabase } = await import("../app/server/db/client.server");
  const { prepareDatabase } = await import("../app/server/db/prepare.server");
  const { provideDatabase } = await import("../app/server/db/index.server");
  const { cookbookRecipes, cookbooks, mealPlanEntries, profiles, recipes, users } = await import("../app/server/db/schema");
  const { accountZipStream } = await import("../app/server/accounts/export-zip.server");
  const { fileStore } = await import("../app/server/storage/index.server");
  const { storePhoto } = await import("../app/server/uploads/photos.server");

  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await prepareDatabase(database, { seedDemo: false });
  provideDatabase(database);
  const db = database.db;
  const userId = randomUUID();
  const email = `bench-${userId.slice(0, 8)}@example.com`;
  await db.insert(users).values({ id: userId, email, name: "Bench Cook" });
  await db.insert(profiles).values({ id: userId, email, name: "Bench Cook", currentPlanId: "ultimate" });

  console.info(`   writing ${recipeCount} recipes, their photos, cookbooks and meals …`);
  const photoUrls: string[] = [];
  for (let i = 0; i < 20; i++) {
    const jpeg = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: { r: (i * 37) % 255, g: 90, b: 60 },
        noise: { type: "gaussian", mean: 128, sigma: 8 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const stored = await storePhoto(fileStore(), jpeg);
    if (stored.ok) photoUrls.push(stored.value.url);
  }
  const ids: number[] = [];
  for (let start = 0; start < recipeCount; start += 500) {
    const rows = Array.from({ length: Math.min(500, recipeCount - start) }, (_, k) => {
      const i = start + k;
      return {
        title: `Bench Recipe ${i + 1} with Roasted Vegetables`,
        description: "Roasted vegetables with garlic and thyme, for a weeknight.",
        imageUrl: i % 10 === 0 ? photoUrls[i % photoUrls.length]! : null,
        cookTime: 40,
        servings: 4,
        difficulty: "Easy" as const,
        ingredients: [`${i + 1} g butter`, "2 onions, chopped", "3 carrots", "1 tsp salt", "400 g tomatoes", "4 cloves garlic"],
        instructions: ["Heat the oven.", "Chop everything.", "Roast for 40 minutes.", "Season and serve."],
        tags: ["dinner", "bench"],
        author: "Bench Cook",
        userId,
      };
    });
    const inserted = await db.insert(recipes).values(rows).returning({ id: recipes.id });
    ids.push(...inserted.map((row) => row.id));
  }
  for (let b = 0; b < 20; b++) {
    const [book] = await db
      .insert(cookbooks)
      .values({ userId, name: `Bench Book ${b + 1}` })
      .returning({ id: cookbooks.id });
    await db
      .insert(cookbookRecipes)
      .values(ids.slice(b * 50, b * 50 + 50).map((recipeId) => ({ cookbookId: book!.id, recipeId })));
  }
  await db.insert(mealPlanEntries).values(
    Array.from({ length: 30 }, (_, d) => ({
      userId,
      recipeId: ids[d]!,
      date: `2026-11-${String(d + 1).padStart(2, "0")}`,
      mealType: "dinner" as const,
      servings: 2,
    })),
  );

  // What the export holds, not garbage not yet collected: the heap is read after a full collection,
  // every 200 chunks (npm run bench passes --expose-gc). Buffers (a photo, a deflated file) pass
  // through and are reported as the largest seen. The time is taken on a run without collections.
  const heapNow = () => {
    globalThis.gc?.();
    return process.memoryUsage();
  };
  const drain = async (sample: boolean) => {
    let bytes = 0;
    let chunks = 0;
    let heap = 0;
    let buffers = 0;
    const reader = accountZipStream(db, userId, { site: "http://localhost:3000" }).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (sample && ++chunks % 200 === 0) {
        const memory = heapNow();
        heap = Math.max(heap, memory.heapUsed);
        buffers = Math.max(buffers, memory.arrayBuffers);
      }
    }
    return { bytes, heap, buffers };
  };
  const started = performance.now();
  const { bytes } = await drain(false);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const before = heapNow();
  const { heap, buffers } = await drain(true);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    recipes: recipeCount,
    seconds,
    zipMB: mb(bytes),
    heapRiseMB: mb(heap - before.heapUsed),
    buffersRiseMB: mb(buffers - before.arrayBuffers),
  };
}
