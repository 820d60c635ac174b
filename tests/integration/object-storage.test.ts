/**
 * Photos in an S3 bucket (issue 26): with the S3_* settings pointing at an S3-compatible server the
 * test starts (s3rver), an upload through the real route action lands in the bucket (not on this
 * machine's disk), is served by the photo route with the same headers as from DATA_DIR, an unused
 * one is swept from the bucket, and `npm run storage:migrate` copies DATA_DIR's photos to the
 * bucket and can be run again. Outside CI it is skipped with a notice when s3rver cannot start.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES } from "~/domain/recipes/photos";
import { action as uploadAction } from "~/routes/app.photos";
import { loader as uploadsLoader } from "~/routes/uploads";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { readAll } from "~/server/storage/file-store";
import { fileStore } from "~/server/storage/index.server";
import { LocalFileStore } from "~/server/storage/local-file-store.server";
import { S3FileStore } from "~/server/storage/s3-file-store.server";
import { sweepUnusedPhotos, UNUSED_PHOTO_GRACE_MS } from "~/server/uploads/photo-sweep.server";
import { photoKey, readStoredPhoto, storePhoto, uploadsDirectory } from "~/server/uploads/photos.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, getRequest, ORIGIN } from "../support/routes";
import { startS3Server } from "../support/s3-server";

const s3 = await startAndConfigure();
afterAll(() => s3?.stop());

/** Starts s3rver and points the app's settings at it (env() is read on first use, after this). */
async function startAndConfigure() {
  const server = await startS3Server("simmer-photos");
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "simmer-object-storage-"));
  if (server) Object.assign(process.env, server.env);
  return server;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a63" } })
    .png()
    .toBuffer();

function uploadRequest(bytes: Uint8Array<ArrayBuffer>): Request {
  const form = new FormData();
  form.set("photo", new File([bytes], "dinner.png", { type: "image/png" }));
  return new Request(new URL("/app/photos", ORIGIN), { method: "POST", body: form, headers: { Origin: ORIGIN } });
}

async function served(url: string) {
  const file = url.slice("/uploads/".length);
  try {
    return await uploadsLoader({ request: getRequest(url), params: { file }, context: undefined } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.skipIf(!s3)("photos in an S3 bucket", () => {
  let bucket: S3FileStore;
  beforeAll(() => {
    bucket = new S3FileStore(s3!.settings);
  });
  afterAll(() => bucket?.close());

  it("uses the bucket the S3_* settings name", () => {
    expect(fileStore()).toMatchObject({ kind: "s3", location: "s3://simmer-photos" });
  });

  describe.each(DATABASE_KINDS)("on %s", (kind) => {
    let database: TestDatabase;
    let user: SessionUser;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      provideDatabase(database);
      user = await createSessionUser(database.db);
    });
    afterAll(() => database?.destroy());

    async function upload(): Promise<string> {
      const answer = await call(uploadAction, uploadRequest(await png(900, 600)), { user });
      expect(answer).toMatchObject({ status: 200, data: { ok: true, message: FILE_MESSAGES.uploaded } });
      return (answer.data as { value: { url: string } }).value.url;
    }

    it("stores an upload in the bucket, not on this machine, and serves it with year-long cache headers", async () => {
      const url = await upload();
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const id = url.slice("/uploads/".length, -".webp".length);
      for (const variant of ["full", "card", "thumb"] as const) {
        expect(await bucket.head(photoKey(id, variant)), variant).toMatchObject({ key: photoKey(id, variant) });
      }
      const local = await readdir(uploadsDirectory()).catch(() => [] as string[]);
      expect(local.filter((name) => name.endsWith(".webp"))).toEqual([]);
      expect(local.filter((name) => name.endsWith(".tmp"))).toEqual([]); // the part file is gone too

      const answer = await served(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/webp");
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get("Content-Length")).toBe(String(bytes.length));
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 900, 600]);
      expect(await readStoredPhoto(url)).toEqual(bytes);
      expect((await served(url.replace(".webp", "-thumb.webp"))).status).toBe(200);
    });

    it("answers 404 for a photo the bucket does not hold and for names that are no photo's", async () => {
      for (const file of [`${"0".repeat(32)}.webp`, "..%2Fauth-secret", "uploads"]) {
        expect((await served(`/uploads/${file}`)).status, file).toBe(404);
      }
    });

    it("sweeps an unused photo from the bucket a day later and keeps the one a recipe shows", async () => {
      const [used, unused] = [await upload(), await upload()];
      await createRecipes(database.db, [buildRecipeSeed({ imageUrl: used })]);
      const places = { store: fileStore(), scratchDir: uploadsDirectory() };
      const id = (url: string) => url.slice("/uploads/".length, -".webp".length);

      expect((await sweepUnusedPhotos(database.db, places)).removed).not.toContain(id(unused));
      const later = await sweepUnusedPhotos(database.db, places, { now: Date.now() + UNUSED_PHOTO_GRACE_MS + 60_000 });

      expect(later.removed).toContain(id(unused));
      expect(later.removed).not.toContain(id(used));
      for (const variant of ["full", "card", "thumb"] as const) {
        expect(await bucket.head(photoKey(id(unused), variant)), variant).toBeNull();
        expect(await bucket.head(photoKey(id(used), variant)), variant).not.toBeNull();
      }
      expect((await served(unused)).status).toBe(404);
      expect((await served(used)).status).toBe(200);
    });
  });

  describe("npm run storage:migrate", () => {
    const run = promisify(execFile);
    async function migrate(dataDir: string, settings: Record<string, string>) {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      for (const key of Object.keys(env)) if (key.startsWith("S3_")) delete env[key];
      Object.assign(env, settings);
      return run(process.execPath, ["--import", "tsx", "scripts/storage-migrate.ts"], { env, timeout: 120_000 }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    }

    it("copies DATA_DIR's photos to the bucket, and a second run copies nothing and fails nothing", async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "simmer-migrate-"));
      const local = new LocalFileStore(dataDir);
      const photos = [];
      for (const size of [300, 500]) {
        const outcome = await storePhoto(local, await png(size, size));
        if (!outcome.ok) throw new Error(outcome.message);
        photos.push(outcome.value);
      }
      // A crash's half-written file and an upload's part file are not stored files.
      await writeFile(path.join(dataDir, "uploads", `${photos[0]!.id}.webp.ab12cd34.tmp`), "half");
      await writeFile(path.join(dataDir, "uploads", "incoming-0123.tmp"), "part");

      const first = await migrate(dataDir, s3!.env);
      expect(first.stderr).toBe("");
      expect(first).toMatchObject({ code: 0 });
      expect(first.stdout).toContain("copied 6, already there 0, failed 0");
      for (const photo of photos) {
        for (const variant of ["full", "card", "thumb"] as const) {
          const key = photoKey(photo.id, variant);
          const copy = await bucket.get(key);
          const original = await local.get(key);
          expect(await readAll(copy!.body), key).toEqual(await readAll(original!.body));
        }
      }
      const keys: string[] = [];
      for await (const object of bucket.list("uploads/")) keys.push(object.key);
      expect(keys.filter((key) => key.includes("ab12cd34") || key.includes("incoming"))).toEqual([]);

      const second = await migrate(dataDir, s3!.env);
      expect(second).toMatchObject({ code: 0, stderr: "" });
      expect(second.stdout).toContain("copied 0, already there 6, failed 0");
      await rm(dataDir, { recursive: true, force: true });
    });

    it("says what is missing instead of copying without a bucket", async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "simmer-migrate-"));
      const answer = await migrate(dataDir, {});
      expect(answer.code).toBe(2);
      expect(answer.stderr).toContain("S3_BUCKET is not set");
      const partial = await migrate(dataDir, { S3_BUCKET: "simmer-photos" });
      expect(partial.code).toBe(2);
      expect(partial.stderr).toContain("S3_REGION: required when S3_BUCKET is set");
      await rm(dataDir, { recursive: true, force: true });
    });
  });
});
