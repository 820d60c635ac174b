/** Unused uploaded photos are removed after a day; photos a recipe uses, and new ones, stay. */
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore } from "~/server/storage/local-file-store.server";
import { storePhoto } from "~/server/uploads/photos.server";
import { rowsOf } from "~/server/db/client.server";
import { periodKey, queueJob } from "~/server/jobs/runner.server";
import {
  PHOTO_SWEEP_EVERY_MS,
  PHOTO_SWEEP_JOB,
  scheduleUnusedPhotoSweep,
  sweepUnusedPhotos,
  UNUSED_PHOTO_GRACE_MS,
} from "~/server/uploads/photo-sweep.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("unused photo sweep on %s", (kind) => {
  let database: TestDatabase;
  let root: string;
  let dir: string;
  let places: { store: LocalFileStore; scratchDir: string };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    root = await mkdtemp(path.join(os.tmpdir(), "simmer-sweep-"));
    dir = path.join(root, "uploads");
    places = { store: new LocalFileStore(root), scratchDir: dir };
  });
  afterAll(async () => {
    await database.destroy();
    await rm(root, { recursive: true, force: true });
  });

  async function upload(): Promise<string> {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
    const outcome = await storePhoto(places.store, bytes);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value.id;
  }

  async function age(id: string, ms: number) {
    const when = new Date(Date.now() - ms);
    for (const name of await readdir(dir)) if (name.startsWith(id)) await utimes(path.join(dir, name), when, when);
  }

  it("removes every size of a day-old photo no recipe names, keeps used and recent ones and other files", async () => {
    const [used, unused, recent] = [await upload(), await upload(), await upload()];
    await age(used, 2 * DAY);
    await age(unused, 2 * DAY);
    await createRecipes(database.db, [buildRecipeSeed({ imageUrl: `/uploads/${used}.webp` })]);
    await writeFile(path.join(dir, "README.txt"), "not a photo");
    const halfWritten = path.join(dir, `${unused}.webp.ab12cd34.tmp`);
    await writeFile(halfWritten, "x");
    await utimes(halfWritten, new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));

    const result = await sweepUnusedPhotos(database.db, places);

    expect(result).toEqual({ removed: [unused], temporary: 1 });
    const left = (await readdir(dir)).sort();
    expect(left.filter((name) => name.startsWith(unused))).toEqual([]);
    expect(left.filter((name) => name.startsWith(used))).toHaveLength(3);
    expect(left.filter((name) => name.startsWith(recent))).toHaveLength(3);
    expect(left).toContain("README.txt");
  });

  it("removes a recipe's old photo once the recipe names another, and nothing inside the grace period", async () => {
    const first = await upload();
    const [recipeId] = await createRecipes(database.db, [buildRecipeSeed({ imageUrl: `/uploads/${first}.webp` })]);
    await age(first, UNUSED_PHOTO_GRACE_MS / 2);
    await database.db.execute(sql`update recipes set image_url = null where id = ${recipeId}`);

    expect((await sweepUnusedPhotos(database.db, places)).removed).toEqual([]);
    const later = await sweepUnusedPhotos(database.db, places, { now: Date.now() + UNUSED_PHOTO_GRACE_MS });
    expect(later.removed).toContain(first);
    expect((await readdir(dir)).filter((name) => name.startsWith(first))).toEqual([]);
  });

  it("does nothing when the uploads folder does not exist yet", async () => {
    const missing = path.join(root, "missing");
    expect(await sweepUnusedPhotos(database.db, { store: new LocalFileStore(missing), scratchDir: missing })).toEqual({
      removed: [],
      temporary: 0,
    });
  });

  it("is queued once per period, however many servers schedule it", async () => {
    // Two servers (here two schedulers on one database) each queue the period's sweep at start.
    const stops = [scheduleUnusedPhotoSweep(database.db), scheduleUnusedPhotoSweep(database.db)];
    const key = periodKey(PHOTO_SWEEP_JOB, PHOTO_SWEEP_EVERY_MS);
    const queued = async () =>
      rowsOf<{ unique_key: string }>(await database.db.execute(sql`select unique_key from jobs where name = ${PHOTO_SWEEP_JOB}`));
    await expect.poll(async () => (await queued()).length).toBe(1);
    // A third try in the same period adds nothing either.
    expect(await queueJob(database.db, PHOTO_SWEEP_JOB, {}, { uniqueKey: key })).toBeNull();
    for (const stop of stops) stop();
    expect(await queued()).toEqual([{ unique_key: key }]);
  });
});
