/**
 * Stores a recipe photo someone uploaded. The file's own bytes decide what it is (never its name or
 * the type the browser claimed): only JPEG, PNG, WebP and GIF up to 10 MB are taken. Each photo is
 * decoded and re-encoded by sharp, turned upright, stripped of every piece of metadata (EXIF with
 * GPS position, camera serials, XMP, ICC comments) and saved as WebP in three sizes (at most
 * 2000 px, 800 px for cards, 320 px for thumbnails) with a random id, in the file store (the
 * bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise) under the key uploads/<served name>. A
 * file that does not decode is refused like a wrong type.
 */
import { randomBytes } from "node:crypto";
import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import sharp, { type OutputInfo } from "sharp";
import { env } from "../env.server";
import { readAll, type FileStore } from "../storage/file-store";
import { fileStore } from "../storage/index.server";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import {
  FILE_MESSAGES,
  parsePhotoFileName,
  PHOTO_LIMITS,
  photoPath,
  photoVariantUrl,
  sniffPhotoType,
  type PhotoVariant,
} from "~/domain/recipes/photos";

export interface StoredPhoto {
  id: string;
  /** Where the full-size copy is served: /uploads/<id>.webp. */
  url: string;
  width: number;
  height: number;
}

/** One image at a time per process is plenty for a recipe site, and keeps memory flat. */
sharp.concurrency(1);
sharp.cache(false);

/** A photo's bytes, or the file holding them (an upload streamed to disk). */
export type PhotoInput = Uint8Array | { file: string };

function decoder(input: PhotoInput) {
  return sharp(input instanceof Uint8Array ? input : input.file, {
    limitInputPixels: PHOTO_LIMITS.maxPixels,
    failOn: "error",
    animated: false,
  });
}

/** The input's size and its first bytes (enough to tell its type). */
async function sizeAndHead(input: PhotoInput): Promise<{ size: number; head: Uint8Array }> {
  if (input instanceof Uint8Array) return { size: input.byteLength, head: input.subarray(0, 16) };
  const handle = await open(input.file, "r");
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return { size: (await handle.stat()).size, head: head.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

const PHOTO_TYPE = "image/webp";

export async function storePhoto(store: FileStore, input: PhotoInput): Promise<Outcome<StoredPhoto>> {
  const { size, head } = await sizeAndHead(input);
  if (size > PHOTO_LIMITS.maxBytes) return fail(413, FILE_MESSAGES.tooLarge);
  const type = sniffPhotoType(head);
  if (!type) return fail(400, FILE_MESSAGES.invalidType);

  let full: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await decoder(input).metadata();
    if (metadata.format !== type) return fail(400, FILE_MESSAGES.invalidType);
    const longest = PHOTO_LIMITS.sizes.full;
    full = await decoder(input)
      .autoOrient()
      .resize({ width: longest, height: longest, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 84 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated, corrupt, or larger than the pixel limit once decoded.
    return fail(400, FILE_MESSAGES.invalidType);
  }

  const id = randomBytes(16).toString("hex");
  const smaller = await Promise.all(
    (["card", "thumb"] as const).map(async (variant) => {
      const side = PHOTO_LIMITS.sizes[variant];
      const data = await sharp(full.data)
        .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return [variant, data] as const;
    }),
  );
  for (const [variant, data] of smaller) await store.put(photoKey(id, variant), data, { contentType: PHOTO_TYPE });
  // The full size last: once it exists, every copy does.
  await store.put(photoKey(id, "full"), full.data, { contentType: PHOTO_TYPE });
  return succeed({ id, url: photoPath(id), width: full.info.width, height: full.info.height }, FILE_MESSAGES.uploaded);
}

/** A stored photo's key in the file store: its served address without the leading slash (uploads/<id>.webp). */
export function photoKey(id: string, variant: PhotoVariant): string {
  return photoPath(id, variant).slice(1);
}

/** The key behind a served name (/uploads/<name>), or null when the name is no photo's. */
function keyOfServedName(name: string): string | null {
  const parsed = parsePhotoFileName(name);
  return parsed ? photoKey(parsed.id, parsed.variant) : null;
}

/**
 * Removes a stored photo, every size of it (a size already gone is no error). Call it only for a
 * photo no recipe names any more: its address stops being served at once.
 */
export async function removePhoto(store: FileStore, id: string): Promise<void> {
  for (const variant of ["full", "card", "thumb"] as const) await store.delete(photoKey(id, variant));
}

/**
 * The bytes of a stored photo from the address a recipe keeps (/uploads/<id>.webp), in the size
 * asked for (the full size by default); null when the address is no stored photo or it is gone.
 * For code that needs the image itself, such as the cookbook PDF.
 */
export async function readStoredPhoto(
  url: string,
  options: { variant?: PhotoVariant; store?: FileStore } = {},
): Promise<Buffer | null> {
  const address = options.variant ? photoVariantUrl(url, options.variant) : url;
  if (!address.startsWith("/uploads/")) return null;
  const key = keyOfServedName(address.slice("/uploads/".length));
  if (!key) return null;
  const found = await (options.store ?? fileStore()).get(key);
  return found ? readAll(found.body) : null;
}

/**
 * Where uploads are received before the photo pipeline reads them (part files, always on this
 * machine's disk): DATA_DIR/uploads. Stored photos themselves live in the file store.
 */
export function uploadsDirectory(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

/**
 * The answer for /uploads/<name>: the photo streamed from the file store with a year-long immutable
 * cache (names are random ids whose content never changes; docs/decisions/035), or null when the
 * name is no stored photo.
 */
export async function photoResponse(store: FileStore, name: string): Promise<Response | null> {
  const key = keyOfServedName(name);
  if (!key) return null;
  const found = await store.get(key);
  if (!found) return null;
  const body = Readable.toWeb(found.body) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": PHOTO_TYPE,
      "Content-Length": String(found.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      // X-Content-Type-Options: nosniff and the Content-Security-Policy come from the security
      // headers every answer carries (a second copy here made the header "nosniff, nosniff").
    },
  });
}
