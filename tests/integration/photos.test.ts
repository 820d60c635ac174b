/**
 * Photo uploads through the real route action and the file route: the stored photo is served with
 * long cache headers, wrong and oversized files get the spec's messages, and only the upload path
 * takes a body larger than a form's.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES, PHOTO_LIMITS } from "~/domain/photos";
import { action as uploadAction } from "~/routes/app.photos";
import { loader as uploadsLoader } from "~/routes/uploads";
import type { SessionUser } from "~/server/auth/session.server";
import { provideDatabase } from "~/server/db/index.server";
import { checkRequest } from "~/server/http/form-guard";
import { bodyLimitFor, REQUEST_LIMITS, TOO_LARGE_MESSAGE } from "~/server/http/request-limits";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { call, getRequest, ORIGIN } from "../support/routes";

// Photos go to a throw-away DATA_DIR (read by env() on first use).
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "simmer-upload-test-"));

function uploadRequest(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, pathname = "/app/photos"): Request {
  const form = new FormData();
  form.set("photo", new File([bytes], name, { type }));
  return new Request(new URL(pathname, ORIGIN), { method: "POST", body: form, headers: { Origin: ORIGIN } });
}

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();

describe.each(DATABASE_KINDS)("photo uploads on %s", (kind) => {
  let database: TestDatabase;
  let user: SessionUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    user = await createSessionUser(database.db);
  });
  afterAll(() => database?.destroy());

  it("stores an upload and serves it with long immutable cache headers", async () => {
    const answer = await call(uploadAction, uploadRequest(await png(), "holiday.png", "image/png"), { user });
    expect(answer.status).toBe(200);
    const reply = answer.data as { ok: boolean; message: string; value: { url: string } };
    expect(reply).toMatchObject({ ok: true, message: FILE_MESSAGES.uploaded });
    expect(reply.value.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const file = reply.value.url.slice("/uploads/".length);
    const request = getRequest(reply.value.url);
    const served = await uploadsLoader({ request, params: { file }, context: undefined } as never);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 640, 480]);
  });

  it("decides the type from the bytes: a text file named .jpg is refused", async () => {
    const answer = await call(uploadAction, uploadRequest(Buffer.from("just text"), "photo.jpg", "image/jpeg"), { user });
    expect(answer).toMatchObject({ status: 400, data: { ok: false, message: FILE_MESSAGES.invalidType } });
  });

  it("refuses a file over 10 MB with the spec's message", async () => {
    const bytes = Buffer.concat([await png(10, 10), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    const answer = await call(uploadAction, uploadRequest(bytes, "big.png", "image/png"), { user });
    expect(answer).toMatchObject({ status: 413, data: { ok: false, message: FILE_MESSAGES.tooLarge } });
  });

  it("refuses a form without a file", async () => {
    const form = new FormData();
    form.set("photo", "not a file");
    const request = new Request(new URL("/app/photos", ORIGIN), { method: "POST", body: form });
    expect(await call(uploadAction, request, { user })).toMatchObject({
      status: 400,
      data: { message: FILE_MESSAGES.invalidType },
    });
  });

  it("sends a visitor to sign in and stores nothing", async () => {
    const answer = await call(uploadAction, uploadRequest(await png(), "a.png", "image/png"), { user: null });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/login/);
  });

  it.each(["..%2F..%2Fetc%2Fpasswd", "../pglite", `${"0".repeat(32)}.webp`, "auth-secret"])(
    "answers 404 for %j",
    async (file) => {
      const answer = await call(uploadsLoader, getRequest(`/uploads/${file}`), { params: { file } });
      expect(answer.status).toBe(404);
    },
  );
});

describe("the upload path's body limit", () => {
  it("is larger only on the upload path", () => {
    expect(bodyLimitFor("/app/photos")).toBe(REQUEST_LIMITS.uploadBodyBytes);
    expect(bodyLimitFor("/app/photos.data")).toBe(REQUEST_LIMITS.uploadBodyBytes);
    for (const other of ["/app/photosx", "/app/photos/../settings", "/app/settings", "/app/create-recipe", "/"]) {
      expect(bodyLimitFor(other), other).toBe(REQUEST_LIMITS.bodyBytes);
    }
  });

  it("lets an 11 MB multipart body through to the upload action and refuses it anywhere else", async () => {
    const bytes = Buffer.alloc(11 * 1024 * 1024, 1);
    expect(await checkRequest(uploadRequest(bytes, "a.png", "image/png", "/app/photos"))).toBeNull();
    expect(await checkRequest(uploadRequest(bytes, "a.png", "image/png", "/app/settings"))).toEqual({
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
  });

  it("refuses more than 12 MB on the upload path too", async () => {
    const bytes = Buffer.alloc(13 * 1024 * 1024, 1);
    expect(await checkRequest(uploadRequest(bytes, "a.png", "image/png", "/app/photos"))).toMatchObject({ status: 413 });
  });
});
