/**
 * Photo uploads through the real route action and the file route: the stored photo is served with
 * long cache headers, wrong and oversized files get the spec's messages, and only the upload path
 * takes a body larger than a form's.
 */
import { mkdtempSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES, PHOTO_LIMITS } from "~/domain/recipes/photos";
import { action as uploadAction } from "~/routes/app.photos";
import { loader as uploadsLoader } from "~/routes/uploads";
import type { SessionUser } from "~/domain/accounts/session-user";
import { provideDatabase } from "~/server/db/index.server";
import { uploadsDirectory } from "~/server/uploads/photos.server";
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

  it("leaves the upload path's body to its action, which refuses more than 12 MB too", async () => {
    const bytes = Buffer.alloc(13 * 1024 * 1024, 1);
    expect(await checkRequest(uploadRequest(bytes, "a.png", "image/png", "/app/photos"))).toBeNull();
    const database = await createTestDatabase("pglite");
    provideDatabase(database);
    try {
      const user = await createSessionUser(database.db);
      // Sent from a buffer, as a socket sends it (undici's FormData stream errors when cut off).
      const multipart = uploadRequest(bytes, "a.png", "image/png");
      const request = new Request(multipart.url, {
        method: "POST",
        headers: multipart.headers,
        body: await multipart.arrayBuffer(),
      });
      const answer = await call(uploadAction, request, { user });
      expect(answer).toMatchObject({ status: 413, data: { ok: false, message: FILE_MESSAGES.tooLarge } });
    } finally {
      await database.destroy();
    }
  });

  it("checks the upload form's fields as the request guard checks any other form's", async () => {
    const database = await createTestDatabase("pglite");
    provideDatabase(database);
    try {
      const user = await createSessionUser(database.db);
      const form = new FormData();
      form.set("photo", new File([await png()], "a\0.png", { type: "image/png" }));
      form.set("note\0", "x");
      const request = new Request(new URL("/app/photos", ORIGIN), { method: "POST", body: form });
      expect(await call(uploadAction, request, { user })).toMatchObject({ status: 400, data: { ok: false } });
      const garbage = new Request(new URL("/app/photos", ORIGIN), {
        method: "POST",
        body: '--xyz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nno end',
        headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      });
      expect(await call(uploadAction, garbage, { user })).toMatchObject({ status: 400, data: { ok: false } });
    } finally {
      await database.destroy();
    }
  });
});

/**
 * An upload whose body arrives only when the test lets it: the multipart head at once, the photo
 * and the closing boundary on `finish()`, or a broken connection on `fail()`.
 */
function heldUpload(photo: Uint8Array) {
  const boundary = "----simmer-held";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  let finish!: () => void;
  let fail!: () => void;
  let reading!: () => void;
  const started = new Promise<void>((resolve) => (reading = resolve));
  const gate = new Promise<"finish" | "fail">((resolve) => {
    finish = () => resolve("finish");
    fail = () => resolve("fail");
  });
  let step = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (step++ === 0) {
          reading();
          return controller.enqueue(head);
        }
        if ((await gate) === "fail") return controller.error(new Error("connection reset"));
        controller.enqueue(photo);
        controller.enqueue(tail);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(new URL("/app/photos", ORIGIN), {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: ORIGIN },
  } as RequestInit);
  return { request, started, finish, fail };
}

describe("uploads read at once", () => {
  let database: TestDatabase;
  const cook = async () => await createSessionUser(database.db);

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  it(`are at most ${REQUEST_LIMITS.uploadsAtOncePerAccount} per account and ${REQUEST_LIMITS.uploadsAtOnce} in all; one more is refused before its body is read, with Retry-After`, async () => {
    expect(REQUEST_LIMITS.uploadsAtOncePerAccount).toBe(2);
    expect(REQUEST_LIMITS.uploadsAtOnce).toBe(4);
    const photo = await png(64, 48);
    const [maya, lee, sam, ana] = [await cook(), await cook(), await cook(), await cook()];
    const mayas = [heldUpload(photo), heldUpload(photo)];
    const pending = mayas.map((held) => call(uploadAction, held.request, { user: maya }));
    await Promise.all(mayas.map((held) => held.started));

    // Maya's third, while her two are on their way: 429, unread.
    const third = heldUpload(photo);
    const refused = await call(uploadAction, third.request, { user: maya });
    expect(refused).toMatchObject({ status: 429, data: { ok: false, message: FILE_MESSAGES.uploadsBusyAccount } });
    expect(refused.headers.get("Retry-After")).toBe(String(REQUEST_LIMITS.uploadRetryAfterSeconds));
    let thirdRead = false;
    void third.started.then(() => (thirdRead = true));

    // Two more cooks fill the server's four; a fifth cook waits: 503, unread.
    const others = [heldUpload(photo), heldUpload(photo)];
    pending.push(call(uploadAction, others[0]!.request, { user: lee }), call(uploadAction, others[1]!.request, { user: sam }));
    await Promise.all(others.map((held) => held.started));
    const fifth = heldUpload(photo);
    const busy = await call(uploadAction, fifth.request, { user: ana });
    expect(busy).toMatchObject({ status: 503, data: { ok: false, message: FILE_MESSAGES.uploadsBusyServer } });
    expect(busy.headers.get("Retry-After")).toBe(String(REQUEST_LIMITS.uploadRetryAfterSeconds));
    let fifthRead = false;
    void fifth.started.then(() => (fifthRead = true));

    // One client goes away mid-upload: it gets a 400 and its slot back.
    others[1]!.fail();
    for (const held of [...mayas, others[0]!]) held.finish();
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 400]);
    expect(thirdRead || fifthRead).toBe(false);

    // Every slot is free again: the fifth cook's next upload goes through.
    const again = heldUpload(photo);
    const answer = call(uploadAction, again.request, { user: ana });
    await again.started;
    again.finish();
    expect((await answer).status).toBe(200);
  });
});

describe("an upload on its way", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  const incoming = async () =>
    (await readdir(uploadsDirectory()).catch(() => [] as string[])).filter((name) => name.startsWith("incoming-"));

  it("is written to disk as it arrives, not held in memory until its body ends, and the part file goes afterwards", async () => {
    const user = await createSessionUser(database.db);
    // A photo with 2 MB of noise, so it is not a few bytes that could sit in a buffer anyway.
    const photo = await sharp(
      Buffer.alloc(1024 * 700 * 3).map(() => Math.floor(Math.random() * 256)),
      {
        raw: { width: 1024, height: 700, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    const boundary = "----simmer-disk";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const pieces = [
      new TextEncoder().encode(head),
      ...Array.from({ length: Math.ceil(photo.length / 65536) }, (_, i) => photo.subarray(i * 65536, (i + 1) * 65536)),
    ];
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = pieces.shift();
          if (next) return controller.enqueue(next);
          await gate;
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(new URL("/app/photos", ORIGIN), {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: ORIGIN },
    } as RequestInit);
    const answer = call(uploadAction, request, { user });

    // Everything but the closing boundary has been sent: the photo's bytes are on disk already.
    let onDisk = 0;
    for (let i = 0; i < 100 && onDisk < photo.length; i++) {
      await sleep(20);
      const [part] = await incoming();
      onDisk = part ? ((await stat(path.join(uploadsDirectory(), part)).catch(() => null))?.size ?? 0) : 0;
    }
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(onDisk).toBeGreaterThanOrEqual(photo.length - 128);

    finish();
    expect((await answer).status).toBe(200);
    expect(await incoming()).toEqual([]);
  });

  it("leaves no part file behind when the client goes away or sends too much", async () => {
    const user = await createSessionUser(database.db);
    const held = heldUpload(await png(64, 48));
    const answer = call(uploadAction, held.request, { user });
    await held.started;
    held.fail();
    expect((await answer).status).toBe(400);
    const multipart = uploadRequest(Buffer.alloc(13 * 1024 * 1024, 1), "a.png", "image/png");
    const tooLarge = new Request(multipart.url, {
      method: "POST",
      headers: multipart.headers,
      body: await multipart.arrayBuffer(),
    });
    expect((await call(uploadAction, tooLarge, { user })).status).toBe(413);
    expect(await incoming()).toEqual([]);
  });
});
