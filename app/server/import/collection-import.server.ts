/**
 * Importing a whole collection from another app (issue 28, docs/decisions/047). The upload is
 * streamed to the file store (`imports/<id>.upload`) and an `imports` row and a `collection-import`
 * job are written in one transaction. The job unpacks the file within its limits, lets the first
 * format that recognises it read it, and imports each recipe in its own transaction through the
 * own-recipe path (private, form limits applied, photo re-encoded by the photo pipeline first),
 * with the cook's note and rating. The row's `next_index` moves in the same transaction as each
 * recipe, so a job run again after a crash starts at the first recipe not yet done and makes no
 * duplicates. A recipe the cook already has (same source address, or same title and ingredients)
 * is skipped unless they asked for copies; the plan's recipe limit, if it has one, stops the rest.
 */
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { CollectionExtras, CollectionFailure, CollectionRecipe } from "~/domain/import/collection";
import { formatOf } from "~/domain/import/formats";
import { COLLECTION_MESSAGES, dedupeKeys, restoredMessage, toRecipeRow } from "~/domain/import/import-job";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { getPlan, UNLIMITED, type PlanId } from "~/domain/plans";
import { isUuid } from "../db/ids";
import type { Db } from "../db/client.server";
import { CHANNELS, notificationsOf } from "../db/notifications.server";
import { imports, recipeNotes, recipeRatings, recipes, users } from "../db/schema";
import { enqueueJob } from "../jobs/queue.server";
import { defineJob, runnerOf } from "../jobs/runner.server";
import { currentPlan } from "../billing/subscriptions.server";
import { requestFoodMatchesForLines } from "../nutrition/food-matches.server";
import { insertOwnRecipe, type WriteHooks } from "../recipes/own-recipes.server";
import type { FileStore } from "../storage/file-store";
import { fileStore } from "../storage/index.server";
import { storePhoto, uploadsDirectory } from "../uploads/photos.server";
import { restoreExtras } from "./restore-extras.server";
import { UnpackError, unpackUpload, type UnpackLimits } from "./unpack.server";

export const COLLECTION_IMPORT_JOB = "collection-import";

/** The own recipes a plan keeps (UNLIMITED for every plan today). */
export function ownRecipeLimit(planId: PlanId): number {
  return getPlan(planId).maxOwnRecipes ?? UNLIMITED;
}

const fileKeyOf = (id: string) => `imports/${id}.upload`;

/**
 * Stores the uploaded file (streamed from its part file) and queues its import. The row and the
 * job are one transaction: the job exists exactly when the import does.
 */
export async function startCollectionImport(
  db: Db,
  userId: string,
  upload: { path: string; name: string; size: number },
  options: { copies: boolean; store?: FileStore },
): Promise<Outcome<{ id: string }>> {
  if (upload.size === 0) return fail(400, COLLECTION_MESSAGES.emptyFile);
  const store = options.store ?? fileStore();
  const id = randomUUID();
  const key = fileKeyOf(id);
  await store.put(key, { stream: createReadStream(upload.path), size: upload.size }, { contentType: "application/octet-stream" });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(imports).values({
        id,
        userId,
        fileName: upload.name.replace(/^.*[\\/]/, "").slice(0, 200) || "upload",
        fileKey: key,
        fileSize: upload.size,
        copies: options.copies,
      });
      await enqueueJob(
        tx,
        COLLECTION_IMPORT_JOB,
        { importId: id },
        { uniqueKey: `${COLLECTION_IMPORT_JOB}:${id}`, maxAttempts: 5 },
      );
    });
  } catch (error) {
    await store.delete(key).catch(() => {});
    throw error;
  }
  runnerOf(db)?.wake();
  await notificationsOf(db)
    ?.notify(CHANNELS.jobs)
    .catch(() => {});
  return succeed({ id }, COLLECTION_MESSAGES.started);
}

export type ImportRow = typeof imports.$inferSelect;

/** The cook's imports, newest first. */
export function listImports(db: Db, userId: string, limit = 20): Promise<ImportRow[]> {
  return db.select().from(imports).where(eq(imports.userId, userId)).orderBy(desc(imports.createdAt)).limit(limit);
}

/** One of the cook's imports; null for anyone else's (or no such import). */
export async function getImport(db: Db, userId: string, id: string): Promise<ImportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)));
  return row ?? null;
}

/** How many recipes of their own the cook has. */
export async function ownRecipeCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId));
  return Number(row?.n ?? 0);
}

export interface RunOptions {
  store?: FileStore;
  /** Overrides the plan's own-recipe limit (tests). */
  recipeLimit?: number;
  limits?: UnpackLimits;
  /** Test seams: inside each recipe's transaction, and after each recipe's commit (a "crash"). */
  hooks?: WriteHooks;
  afterRecipe?: (index: number) => void | Promise<void>;
}

type Item = { kind: "recipe"; recipe: CollectionRecipe } | { kind: "failure"; failure: CollectionFailure };

async function finishImport(db: Db, row: ImportRow, status: "done" | "failed", message: string | null, store: FileStore) {
  await db.update(imports).set({ status, message, finishedAt: new Date(), fileKey: null }).where(eq(imports.id, row.id));
  if (row.fileKey) await store.delete(row.fileKey).catch(() => {});
}

/** Copies the stored upload to a scratch file (the zip reader needs a file it can seek in). */
async function scratchCopy(store: FileStore, key: string): Promise<string | null> {
  const found = await store.get(key);
  if (!found) return null;
  const folder = uploadsDirectory();
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `incoming-import-${randomUUID()}.tmp`);
  await pipeline(found.body, createWriteStream(file, { mode: 0o600 }));
  return file;
}

/** Runs (or resumes) one import; safe to run again after a crash at any point. */
export async function runCollectionImport(db: Db, importId: string, options: RunOptions = {}): Promise<void> {
  const store = options.store ?? fileStore();
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!row || row.status === "done" || row.status === "failed") return;
  if (!row.fileKey) return finishImport(db, row, "failed", COLLECTION_MESSAGES.unreadable, store);

  const scratch = await scratchCopy(store, row.fileKey);
  if (!scratch) return finishImport(db, row, "failed", COLLECTION_MESSAGES.unreadable, store);
  let items: Item[];
  let formatName: string;
  let extras: CollectionExtras | undefined;
  try {
    const entries = await unpackUpload(scratch, row.fileName, options.limits);
    const format = formatOf(entries);
    if (!format) return finishImport(db, row, "failed", COLLECTION_MESSAGES.unknownFormat, store);
    const parsed = await format.read(entries);
    formatName = format.name;
    extras = parsed.extras;
    items = [
      ...parsed.recipes.map((recipe) => ({ kind: "recipe" as const, recipe })),
      ...parsed.failures.map((failure) => ({ kind: "failure" as const, failure })),
    ];
  } catch (error) {
    if (error instanceof UnpackError) return finishImport(db, row, "failed", error.message, store);
    throw error;
  } finally {
    await rm(scratch, { force: true });
  }
  // Simmer's own export may hold no recipes and still bring back cookbooks, a plan or lists.
  if (items.length === 0 && !extras) return finishImport(db, row, "failed", COLLECTION_MESSAGES.noRecipes, store);
  await db.update(imports).set({ status: "running", format: formatName, total: items.length }).where(eq(imports.id, row.id));

  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
  const limit = options.recipeLimit ?? ownRecipeLimit(await currentPlan(db, row.userId));
  let own = await ownRecipeCount(db, row.userId);
  const known = new Set<string>();
  if (!row.copies) {
    const existing = await db
      .select({ title: recipes.title, ingredients: recipes.ingredients, sourceUrl: recipes.sourceUrl })
      .from(recipes)
      .where(and(eq(recipes.userId, row.userId), isNotNull(recipes.userId)));
    for (const recipe of existing) for (const key of dedupeKeys(recipe)) known.add(key);
  }

  /** Moves the row past item `index` with these counts, only if no other run did (false: stop, another run has it). */
  const advance = async (tx: Db, index: number, set: Record<string, unknown>) => {
    const moved = await tx
      .update(imports)
      .set({ nextIndex: index + 1, ...set })
      .where(and(eq(imports.id, row.id), eq(imports.nextIndex, index)))
      .returning({ id: imports.id });
    if (moved.length === 0) throw new LostRace();
  };
  const failure = (name: string, reason: string) => sql`${imports.failures} || ${JSON.stringify([{ name, reason }])}::jsonb`;

  const start =
    (await db.select({ nextIndex: imports.nextIndex }).from(imports).where(eq(imports.id, row.id)))[0]?.nextIndex ?? 0;
  try {
    for (let index = start; index < items.length; index++) {
      const item = items[index]!;
      if (item.kind === "failure") {
        await db.transaction((tx) =>
          advance(tx, index, { failed: sql`${imports.failed} + 1`, failures: failure(item.failure.name, item.failure.reason) }),
        );
        continue;
      }
      const recipe = toRecipeRow(item.recipe, { author: user?.name ?? "Me", formatName });
      const keys = dedupeKeys(recipe);
      if (!row.copies && keys.some((key) => known.has(key))) {
        await db.transaction((tx) => advance(tx, index, { skipped: sql`${imports.skipped} + 1` }));
        continue;
      }
      if (limit !== UNLIMITED && own >= limit) {
        await db.transaction((tx) => advance(tx, index, { notImported: sql`${imports.notImported} + 1` }));
        continue;
      }
      // The photo first: a file, not a row. A recipe that then fails leaves an unused photo the sweep removes.
      let imageUrl = "";
      if (item.recipe.photo) {
        const stored = await storePhoto(store, item.recipe.photo.bytes).catch(() => null);
        if (stored?.ok) imageUrl = stored.value.url;
      }
      try {
        await db.transaction(async (tx) => {
          const id = await insertOwnRecipe(tx, row.userId, { ...recipe, imageUrl, isPublic: false }, options.hooks ?? {});
          if (recipe.notes) await tx.insert(recipeNotes).values({ userId: row.userId, recipeId: id, body: recipe.notes });
          if (recipe.rating) await tx.insert(recipeRatings).values({ userId: row.userId, recipeId: id, rating: recipe.rating });
          await advance(tx, index, { imported: sql`${imports.imported} + 1` });
        });
      } catch (error) {
        if (error instanceof LostRace) throw error;
        console.error(`[simmer] import ${row.id}: recipe ${index} failed`, error);
        await db.transaction((tx) =>
          advance(tx, index, {
            failed: sql`${imports.failed} + 1`,
            failures: failure(recipe.title || `Recipe ${index + 1}`, "It could not be saved (its data did not fit a recipe)."),
          }),
        );
        continue;
      }
      own++;
      for (const key of keys) known.add(key);
      requestFoodMatchesForLines(db, recipe.ingredients);
      await options.afterRecipe?.(index);
    }
  } catch (error) {
    if (error instanceof LostRace) return;
    throw error;
  }
  // Cookbooks, the plan and lists (Simmer's own export) once every recipe they name is in; safe to run again.
  const restored = extras
    ? await restoreExtras(
        db,
        row.userId,
        extras,
        new Map(
          items.flatMap((item) =>
            item.kind === "recipe" && item.recipe.key
              ? [[item.recipe.key, dedupeKeys(toRecipeRow(item.recipe, { author: user?.name ?? "Me", formatName }))] as const]
              : [],
          ),
        ),
      )
    : null;
  const [done] = await db.select({ notImported: imports.notImported }).from(imports).where(eq(imports.id, row.id));
  const notImported = done?.notImported ?? 0;
  const message = [
    notImported > 0 ? COLLECTION_MESSAGES.limitReached(notImported, limit) : null,
    restored ? restoredMessage(restored) : null,
  ]
    .filter(Boolean)
    .join(" ");
  await finishImport(db, row, "done", message || null, store);
}

/** Another run of the same import moved past this recipe first (a lease that ran out): this run stops. */
class LostRace extends Error {}

defineJob(COLLECTION_IMPORT_JOB, {
  leaseMs: 60_000,
  backoffMs: 5_000,
  async run(payload, { db, job }) {
    const importId = (payload as { importId?: unknown }).importId;
    if (typeof importId !== "string" || !isUuid(importId)) return;
    try {
      await runCollectionImport(db, importId);
    } catch (error) {
      // After the last attempt the cook reads that it stopped, rather than a bar that never moves.
      if (job.attempt >= job.maxAttempts) {
        const [row] = await db.select().from(imports).where(eq(imports.id, importId));
        if (row && row.status !== "done") await finishImport(db, row, "failed", COLLECTION_MESSAGES.unreadable, fileStore());
      }
      throw error;
    }
  },
});
