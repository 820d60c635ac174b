/**
 * The file store's contract, run against both implementations: the local folder (DATA_DIR) and an
 * S3 bucket on an S3-compatible server the test starts (s3rver). Outside CI the S3 half is skipped
 * with a notice when that server cannot start; in CI it must run.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAll, type FileStore } from "~/server/storage/file-store";
import { LocalFileStore } from "~/server/storage/local-file-store.server";
import { S3FileStore } from "~/server/storage/s3-file-store.server";
import { startS3Server } from "../support/s3-server";

const s3 = await startS3Server();
afterAll(() => s3?.stop());

async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

function fileStoreContract(open: () => Promise<{ store: FileStore; close(): Promise<void> }>) {
  let store: FileStore;
  let close: () => Promise<void>;
  /** Every test writes under its own prefix, so the cases do not see each other's files. */
  let prefix: string;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());
  const fresh = () => {
    prefix = `uploads/t${randomBytes(6).toString("hex")}`;
    return prefix;
  };

  it("stores bytes and gives them back, with their size and time", async () => {
    const key = `${fresh()}/photo.webp`;
    const bytes = randomBytes(3000);
    const before = Date.now();
    await store.put(key, bytes, { contentType: "image/webp" });

    const found = await store.get(key);
    expect(found?.size).toBe(3000);
    expect(await readAll(found!.body)).toEqual(bytes);
    const head = await store.head(key);
    expect(head).toMatchObject({ key, size: 3000 });
    // Some stores keep whole seconds.
    expect(head!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(head!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it("replaces a file stored again under the same key", async () => {
    const key = `${fresh()}/a.webp`;
    await store.put(key, Buffer.from("first version"));
    await store.put(key, Buffer.from("second"));
    expect((await readAll((await store.get(key))!.body)).toString()).toBe("second");
    expect((await store.head(key))?.size).toBe(6);
  });

  it("says nothing is there for a key never stored, and deleting it is no error", async () => {
    const key = `${fresh()}/missing.webp`;
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("deletes a file: it is no longer read, listed or found", async () => {
    const key = `${fresh()}/gone.webp`;
    await store.put(key, Buffer.from("x"));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    expect(await keysUnder(store, `${prefix}/`)).toEqual([]);
  });

  it("lists the files under a prefix, nested ones too, and nothing else", async () => {
    const base = fresh();
    await store.put(`${base}/one.webp`, Buffer.from("1"));
    await store.put(`${base}/two-card.webp`, Buffer.from("22"));
    await store.put(`${base}/deeper/three.webp`, Buffer.from("333"));
    await store.put(`${base}x/other.webp`, Buffer.from("4"));
    expect(await keysUnder(store, `${base}/`)).toEqual([
      `${base}/deeper/three.webp`,
      `${base}/one.webp`,
      `${base}/two-card.webp`,
    ]);
    const sizes: number[] = [];
    for await (const object of store.list(`${base}/`)) sizes.push(object.size);
    expect(sizes.sort()).toEqual([1, 2, 3]);
    expect(await keysUnder(store, `${base}/deeper/`)).toEqual([`${base}/deeper/three.webp`]);
    expect(await keysUnder(store, "nothing-here/")).toEqual([]);
  });

  it("stores a stream of a known length and reads a large file back as a stream", async () => {
    const key = `${fresh()}/large.bin`;
    const bytes = randomBytes(3 * 1024 * 1024);
    const chunks = [bytes.subarray(0, 1_000_000), bytes.subarray(1_000_000, 2_500_000), bytes.subarray(2_500_000)];
    await store.put(key, { stream: Readable.from(chunks), size: bytes.length });

    const found = await store.get(key);
    expect(found?.size).toBe(bytes.length);
    let pieces = 0;
    const received: Buffer[] = [];
    for await (const chunk of found!.body) {
      pieces++;
      received.push(Buffer.from(chunk as Uint8Array));
    }
    expect(pieces).toBeGreaterThan(1); // streamed, not handed over whole
    expect(Buffer.concat(received).equals(bytes)).toBe(true);
  });

  it.each([
    "../outside.webp",
    "/etc/passwd",
    "uploads/../../x",
    ".hidden",
    "uploads/.x",
    "uploads//a",
    "a\\b",
    "uploads/a.webp.1234.tmp",
    "",
  ])("refuses the key %j and stores nothing", async (key) => {
    await expect(store.put(key, Buffer.from("x"))).rejects.toThrow(/Not a storage key/);
    await expect(store.get(key)).rejects.toThrow(/Not a storage key/);
    await expect(store.delete(key)).rejects.toThrow(/Not a storage key/);
  });
}

describe("local file store (DATA_DIR)", () => {
  let root: string;
  fileStoreContract(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "simmer-file-store-"));
    return { store: new LocalFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
  });

  it("leaves no half-written files behind", async () => {
    const store = new LocalFileStore(root);
    await store.put("uploads/whole.webp", randomBytes(1000));
    expect((await readdir(path.join(root, "uploads"))).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe.skipIf(!s3)("S3 file store (s3rver)", () => {
  fileStoreContract(async () => {
    const store = new S3FileStore(s3!.settings);
    return { store, close: async () => store.close() };
  });

  it("says so when the bucket does not exist, instead of 'no such file'", async () => {
    const store = new S3FileStore({ ...s3!.settings, bucket: "no-such-bucket" });
    await expect(store.get("uploads/a.webp")).rejects.toThrow();
    store.close();
  });
});
