/** Photo uploads with real images made by sharp in the test. */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES, PHOTO_LIMITS } from "~/domain/recipes/photos";
import { LocalFileStore } from "../storage/local-file-store.server";
import { photoResponse, readStoredPhoto, storePhoto } from "./photos.server";

let dir: string;
let store: LocalFileStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "simmer-photos-"));
  store = new LocalFileStore(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

async function stored(bytes: Uint8Array) {
  const outcome = await storePhoto(store, bytes);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

describe("storePhoto", () => {
  it("re-encodes a PNG as WebP in three sizes, the largest at most 2000 px", async () => {
    const photo = await stored(await image(3000, 1500).png().toBuffer());
    expect(photo.url).toBe(`/uploads/${photo.id}.webp`);
    expect(photo.id).toMatch(/^[0-9a-f]{32}$/);
    const sizes = await Promise.all(
      (["full", "card", "thumb"] as const).map(async (variant) =>
        sharp((await readStoredPhoto(photo.url, { variant, store }))!).metadata(),
      ),
    );
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ["webp", 2000, 1000],
      ["webp", 800, 400],
      ["webp", 320, 160],
    ]);
  });

  it("never enlarges a small photo", async () => {
    const photo = await stored(await image(200, 100).webp().toBuffer());
    expect([photo.width, photo.height]).toEqual([200, 100]);
    const thumb = await sharp((await readStoredPhoto(photo.url, { variant: "thumb", store }))!).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 100]);
  });

  it("strips EXIF (GPS position, camera) from a JPEG and turns it upright first", async () => {
    const jpeg = await image(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "SpyCam 3000" },
        IFD3: { GPSMapDatum: "HOME-SECRET-DATUM", GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" },
      })
      .toBuffer();
    // The test's input really carries what must go.
    expect(jpeg.includes(Buffer.from("HOME-SECRET-DATUM"))).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const photo = await stored(jpeg);
    for (const variant of ["full", "card", "thumb"] as const) {
      const bytes = (await readStoredPhoto(photo.url, { variant, store }))!;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, variant).toBeUndefined();
      expect(metadata.xmp, variant).toBeUndefined();
      expect(metadata.orientation ?? 1, variant).toBe(1);
      expect(bytes.includes(Buffer.from("HOME-SECRET-DATUM")), variant).toBe(false);
      expect(bytes.includes(Buffer.from("SpyCam")), variant).toBe(false);
    }
    expect([photo.width, photo.height]).toEqual([200, 300]); // rotated by its orientation
  });

  it("takes a GIF (its first frame)", async () => {
    const photo = await stored(await image(64, 48).gif().toBuffer());
    expect(photo.width).toBe(64);
  });

  it("judges the bytes, not the name: a PNG is a PNG whatever the form said", async () => {
    const outcome = await storePhoto(store, await image(10, 10).png().toBuffer());
    expect(outcome.ok).toBe(true);
  });

  it.each([
    ["plain text", Buffer.from("hello, this is not an image")],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    ],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["an empty file", Buffer.alloc(0)],
    [
      "a PNG signature followed by garbage",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
    ],
  ])("refuses %s as a wrong type", async (_name, bytes) => {
    expect(await storePhoto(store, bytes)).toEqual({ ok: false, status: 400, message: FILE_MESSAGES.invalidType });
  });

  it("refuses TIFF and AVIF, which sharp could read but the form does not take", async () => {
    for (const bytes of [await image(10, 10).tiff().toBuffer(), await image(10, 10).avif().toBuffer()]) {
      expect(await storePhoto(store, bytes)).toMatchObject({ ok: false, message: FILE_MESSAGES.invalidType });
    }
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await image(400, 300).jpeg().toBuffer();
    expect(await storePhoto(store, jpeg.subarray(0, jpeg.length / 2))).toMatchObject({
      ok: false,
      message: FILE_MESSAGES.invalidType,
    });
  });

  it("refuses a file over 10 MB before decoding it", async () => {
    const png = await image(10, 10).png().toBuffer();
    const tooBig = Buffer.concat([png, Buffer.alloc(PHOTO_LIMITS.maxBytes + 1 - png.length)]);
    expect(await storePhoto(store, tooBig)).toEqual({ ok: false, status: 413, message: FILE_MESSAGES.tooLarge });
  });

  it("refuses a small file that would decode into too many pixels", async () => {
    const bomb = await image(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_LIMITS.maxBytes);
    expect(await storePhoto(store, bomb)).toMatchObject({ ok: false, message: FILE_MESSAGES.invalidType });
  });

  it("leaves no temporary files behind", async () => {
    const names = await readdir(path.join(dir, "uploads"));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("photoResponse and readStoredPhoto", () => {
  it("serve each size of a stored photo, the same bytes as on disk", async () => {
    const photo = await stored(await image(50, 50).png().toBuffer());
    for (const name of [`${photo.id}.webp`, `${photo.id}-card.webp`, `${photo.id}-thumb.webp`]) {
      const response = await photoResponse(store, name);
      expect(response?.headers.get("Content-Type")).toBe("image/webp");
      const onDisk = await readFile(path.join(dir, "uploads", name));
      expect(Buffer.from(await response!.arrayBuffer())).toEqual(onDisk);
      expect(await readStoredPhoto(`/uploads/${name}`, { store })).toEqual(onDisk);
    }
  });

  it("readStoredPhoto knows only stored photos' addresses", async () => {
    for (const url of ["https://example.com/a.webp", "/uploads/../auth-secret", `/uploads/${"0".repeat(32)}.webp`, ""]) {
      expect(await readStoredPhoto(url, { store })).toBeNull();
    }
  });

  it.each([
    "../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "../../../../etc/hosts",
    `${"a".repeat(32)}.webp/../../x`,
    `/etc/${"a".repeat(32)}.webp`,
    `${"A".repeat(32)}.webp`,
    `${"a".repeat(32)}-huge.webp`,
    `${"a".repeat(32)}.png`,
    "index.html",
    "",
  ])("refuses %j", async (name) => {
    expect(await photoResponse(store, name)).toBeNull();
  });

  it("says nothing is there for an unknown id", async () => {
    expect(await photoResponse(store, `${"0".repeat(32)}.webp`)).toBeNull();
  });
});
