import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_MESSAGES, COLLECTION_UPLOAD_MAX_BYTES } from "~/domain/import/import-job";
import { receiveCollectionUpload } from "./receive-collection.server";
import { neutralisePath, UNPACK_LIMITS, unpackBytes, unpackUpload } from "./unpack.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "unpack-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function fileOf(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe("unpacking an upload", () => {
  it("reads a zip's files from disk, leaving out folders and junk", async () => {
    const zip = zipSync({
      "a/recipe.json": strToU8("{}"),
      "a/": new Uint8Array(),
      "__MACOSX/._a": strToU8("x"),
      ".DS_Store": strToU8("x"),
    });
    const entries = await unpackUpload(await fileOf("a.zip", zip), "a.zip");
    expect(entries.map((e) => e.path)).toEqual(["a/recipe.json"]);
  });

  it("takes a file that is not a zip as one entry named after the upload", async () => {
    const entries = await unpackUpload(await fileOf("x.json", strToU8("[1]")), "C:\\Users\\me\\export.json");
    expect(entries).toEqual([{ path: "export.json", bytes: strToU8("[1]") }]);
  });

  it("neutralises traversal and absolute names", async () => {
    expect(neutralisePath("../../etc/passwd")).toBe("etc/passwd");
    expect(neutralisePath("/abs/x.json")).toBe("abs/x.json");
    expect(neutralisePath("C:\\evil\\..\\x.json")).toBe("evil/x.json");
    const zip = zipSync({ "../evil.json": strToU8("1"), "/abs.json": strToU8("2"), "a\\..\\..\\b.json": strToU8("3") });
    const entries = await unpackBytes(zip, "t.zip");
    expect(entries.map((e) => e.path).sort()).toEqual(["a/b.json", "abs.json", "evil.json"]);
    expect(await readdir(path.dirname(dir))).not.toContain("evil.json");
  });

  it("refuses a zip bomb by its compression ratio before unpacking it", async () => {
    const zip = zipSync({ "bomb.json": new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(zip.length).toBeLessThan(100_000);
    await expect(unpackBytes(zip, "bomb.zip")).rejects.toThrow(COLLECTION_MESSAGES.zipBomb);
  });

  it("refuses too many entries, too much in all, and one entry too large", async () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`r${i}.json`, strToU8("{}")])));
    await expect(unpackBytes(many, "m.zip", { ...UNPACK_LIMITS, maxEntries: 10 })).rejects.toThrow(
      COLLECTION_MESSAGES.tooManyEntries(10),
    );
    const big = zipSync({
      "a.bin": crypto.getRandomValues(new Uint8Array(40_000)),
      "b.bin": crypto.getRandomValues(new Uint8Array(40_000)),
    });
    await expect(unpackBytes(big, "b.zip", { ...UNPACK_LIMITS, maxTotalBytes: 60_000 })).rejects.toThrow(/unpacks to more than/);
    await expect(unpackBytes(big, "b.zip", { ...UNPACK_LIMITS, maxEntryBytes: 30_000 })).rejects.toThrow(/larger than 64 MB/);
  });

  it("opens zips inside the zip one level deep and leaves deeper ones out", async () => {
    const deepest = zipSync({ "deep.json": strToU8("{}") });
    const inner = zipSync({ "recipe.json": strToU8("{}"), "image.jpg": strToU8("jpg"), "nested.zip": deepest });
    const entries = await unpackBytes(zipSync({ "1.zip": inner }), "export.zip");
    expect(entries.map((e) => e.path).sort()).toEqual(["1.zip/image.jpg", "1.zip/recipe.json"]);
  });

  it("says a damaged zip is damaged", async () => {
    const zip = zipSync({ "a.json": strToU8("{}") });
    await expect(unpackBytes(zip.subarray(0, zip.length - 10), "a.zip")).rejects.toThrow(COLLECTION_MESSAGES.notAZip);
  });
});

describe("receiving a collection upload", () => {
  it("refuses an upload past 500 MB while it streams, never holding it in memory", async () => {
    const boundary = "----simmer-test";
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(strToU8(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.zip"\r\n\r\n`));
      },
      pull(controller) {
        // Up to 600 MB, made as it is read.
        if (sent >= 600 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/app/import", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    const before = process.memoryUsage().rss;
    const upload = await receiveCollectionUpload(request, { directory: dir });
    expect(upload).toEqual({ status: 413, message: COLLECTION_MESSAGES.tooLarge });
    expect(sent).toBeGreaterThan(COLLECTION_UPLOAD_MAX_BYTES);
    expect(sent).toBeLessThan(COLLECTION_UPLOAD_MAX_BYTES + 4 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect((await readdir(dir)).filter((n) => n.startsWith("incoming-"))).toEqual([]);
  }, 120_000);
});
