/**
 * Removes uploaded photos no recipe uses: a photo picked in the recipe form and never saved, the
 * old photo of an edited recipe, the photo of a deleted recipe. A photo is kept for a day after it
 * was written (someone may still be filling in the form it was uploaded from); after that, a photo
 * whose address (/uploads/<id>.webp) no recipe's image names goes, with its smaller copies, and so
 * do temporary files a crash left half-written. The sweep is a job on the queue (docs/decisions/036):
 * once every few hours across all servers. Photos are listed and removed through the file store, so the sweep works the same on DATA_DIR and
 * on a bucket (where an object's last-modified time stands for the file's).
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { parsePhotoFileName, photoPath } from "~/domain/recipes/photos";
import { rowsOf, type Db } from "../db/client.server";
import type { FileStore } from "../storage/file-store";
import { defineJob, scheduleRecurring } from "../jobs/runner.server";
import { fileStore } from "../storage/index.server";
import { removePhoto, uploadsDirectory } from "./photos.server";

/** How long a photo no recipe uses yet is kept. */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server sweeps. */
export const PHOTO_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface SweepResult {
  /** Photo ids removed (each with every size of it). */
  removed: string[];
  /** Half-written temporary files removed. */
  temporary: number;
}

export interface SweepPlaces {
  /** Where the photos are stored (DATA_DIR or the bucket). */
  store: FileStore;
  /** This machine's folder of upload part files and half-written files (uploadsDirectory()). */
  scratchDir: string;
}

export async function sweepUnusedPhotos(
  db: Db,
  places: SweepPlaces,
  options: { graceMs?: number; now?: number } = {},
): Promise<SweepResult> {
  const graceMs = options.graceMs ?? UNUSED_PHOTO_GRACE_MS;
  const cutoff = (options.now ?? Date.now()) - graceMs;
  const temporary = await removeOldTemporaryFiles(places.scratchDir, cutoff);

  const oldIds = new Set<string>();
  const idsWrittenLately = new Set<string>();
  for await (const object of places.store.list("uploads/")) {
    const parsed = parsePhotoFileName(object.key.slice("uploads/".length));
    if (!parsed) continue;
    (object.lastModified.getTime() < cutoff ? oldIds : idsWrittenLately).add(parsed.id);
  }
  for (const id of idsWrittenLately) oldIds.delete(id);
  if (oldIds.size === 0) return { removed: [], temporary };

  const used = new Set(
    rowsOf<{ image_url: string }>(
      await db.execute(sql`select distinct image_url from recipes where image_url like '/uploads/%'`),
    ).map((row) => row.image_url),
  );
  const removed: string[] = [];
  for (const id of oldIds) {
    if (used.has(photoPath(id))) continue;
    await removePhoto(places.store, id).catch(() => {});
    removed.push(id);
  }
  return { removed, temporary };
}

/** Removes `.tmp` files older than `cutoff` that a crash left in `folder`; how many went. */
async function removeOldTemporaryFiles(folder: string, cutoff: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.endsWith(".tmp")) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    if (
      await rm(file, { force: true }).then(
        () => true,
        () => false,
      )
    )
      removed++;
  }
  return removed;
}

/** The queue's name for the sweep (docs/decisions/036). */
export const PHOTO_SWEEP_JOB = "photo-sweep";

defineJob(PHOTO_SWEEP_JOB, {
  async run(_payload, { db }) {
    const { removed, temporary } = await sweepUnusedPhotos(db, { store: fileStore(), scratchDir: uploadsDirectory() });
    if (removed.length + temporary > 0) {
      console.info(`[simmer] removed ${removed.length} unused photos and ${temporary} temporary files`);
    }
  },
});

/**
 * Sweeps once per PHOTO_SWEEP_EVERY_MS period across every server on the database: each process
 * queues the period's sweep, one of them runs it (a failed sweep is retried with a backoff).
 */
export function scheduleUnusedPhotoSweep(db: Db): () => void {
  return scheduleRecurring(db, PHOTO_SWEEP_JOB, PHOTO_SWEEP_EVERY_MS);
}
