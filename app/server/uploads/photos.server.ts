/**
 * Stores a recipe photo someone uploaded. The file's own bytes decide what it is (never its name or
 * the type the browser claimed): only JPEG, PNG, WebP and GIF up to 10 MB are taken. Each photo is
 * decoded and re-encoded by sharp, turned upright, stripped of every piece of metadata (EXIF with
 * GPS position, camera serials, XMP, ICC comments) and saved as WebP in three sizes (at most
 * 2000 px, 800 px for cards, 320 px for thumbnails) under DATA_DIR/uploads with a random id. A
 * file that does not decode is refused like a wrong type.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import sharp, { type OutputInfo } from "sharp";
import { env } from "../env.server";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import {
  FILE_MESSAGES,
  parsePhotoFileName,
  PHOTO_LIMITS,
  photoPath,
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

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, data, { flag: "wx" });
  await rename(temporary, file);
}

export async function storePhoto(uploadsDir: string, input: PhotoInput): Promise<Outcome<StoredPhoto>> {
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
  await mkdir(uploadsDir, { recursive: true });
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
  for (const [variant, data] of smaller) await writeAtomically(photoFile(uploadsDir, id, variant)!, data);
  // The full size last: once it exists, every copy does.
  await writeAtomically(photoFile(uploadsDir, id, "full")!, full.data);
  return succeed({ id, url: photoPath(id), width: full.info.width, height: full.info.height }, FILE_MESSAGES.uploaded);
}

/** The file on disk for a stored photo's id and size; null for anything that is not a photo id. */
export function photoFile(uploadsDir: string, id: string, variant: PhotoVariant): string | null {
  const name = photoPath(id, variant).slice("/uploads/".length);
  if (!parsePhotoFileName(name)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, name);
  return path.dirname(file) === root ? file : null;
}

/**
 * Removes a stored photo, every size of it (a size already gone is no error). Call it only for a
 * photo no recipe names any more: its address stops being served at once.
 */
export async function removePhoto(uploadsDir: string, id: string): Promise<void> {
  for (const variant of ["full", "card", "thumb"] as const) {
    const file = photoFile(uploadsDir, id, variant);
    if (file) await rm(file, { force: true });
  }
}

/** The file behind a served name (/uploads/<name>), or null when the name is no stored photo. */
export async function findPhotoFile(uploadsDir: string, name: string): Promise<{ file: string; size: number } | null> {
  const parsed = parsePhotoFileName(name);
  if (!parsed) return null;
  const file = photoFile(uploadsDir, parsed.id, parsed.variant);
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size } : null;
}

/** DATA_DIR/uploads, where photos are kept. */
export function uploadsDirectory(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

/**
 * The answer for /uploads/<name>: the file with a year-long immutable cache (names are random ids
 * whose content never changes), or null when the name is no stored photo.
 */
export async function photoResponse(uploadsDir: string, name: string): Promise<Response | null> {
  const found = await findPhotoFile(uploadsDir, name);
  if (!found) return null;
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(found.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A stored photo's bytes by its address (/uploads/<id>.webp or a smaller copy's), or null when the
 * address is no stored photo or the photo is gone. Read photos through this (the cookbook PDF does),
 * not over HTTP and not from the disk directly, so where photos are kept can change in one place.
 */
export async function readPhoto(uploadsDir: string, url: string): Promise<Buffer | null> {
  if (!url.startsWith("/uploads/")) return null;
  const found = await findPhotoFile(uploadsDir, url.slice("/uploads/".length));
  return found ? readFile(found.file).catch(() => null) : null;
}
