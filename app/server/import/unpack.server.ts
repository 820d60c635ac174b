/**
 * Unpacks an uploaded collection (issue 28) into the files a reader sees (`ImportEntry`), within
 * limits, reading the zip from its file on disk (yauzl reads the central directory, then each entry
 * as a stream): at most `maxEntries` files, `maxTotalBytes` unpacked in all and `maxEntryBytes` per
 * file, and no entry that unpacks to more than `maxRatio` times its packed size (a zip bomb; yauzl
 * also checks that an entry's bytes match its declared size). A zip inside the zip (Tandoor's zip
 * of zips) is opened one level deep; deeper ones are left out. Names are neutralised: backslashes
 * become slashes, `..`, `.` and empty segments and a drive letter are dropped, so no name can point
 * outside the upload (entries are never written to disk by name anyway). A file that is not a zip
 * is one entry named after the upload.
 */
import { open as openFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import type { ImportEntry } from "~/domain/import/collection";
import { COLLECTION_MESSAGES } from "~/domain/import/import-job";

export interface UnpackLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Unpacked / packed size, for entries larger than `ratioFloorBytes` unpacked. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const UNPACK_LIMITS: UnpackLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntryBytes: 64 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

export class UnpackError extends Error {}

const ZIP_MAGIC = [0x50, 0x4b];

function isZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === ZIP_MAGIC[0] &&
    bytes[1] === ZIP_MAGIC[1] &&
    (bytes[2] === 3 || bytes[2] === 5) &&
    (bytes[3] === 4 || bytes[3] === 6)
  );
}

/** A safe relative path from an archive's name: slashes only, no `..`, `.`, empty segments or drive. */
export function neutralisePath(name: string): string {
  return name
    .replace(/\\/g, "/")
    .replace(/^[a-zA-Z]:/, "")
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .join("/");
}

/** Files every zip tool adds that no reader wants. */
function isJunk(path: string): boolean {
  return path.startsWith("__MACOSX/") || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path);
}

interface Budget {
  entries: number;
  bytes: number;
}

/** The files of an uploaded file on disk: a zip's entries (and its inner zips' entries), or the file itself. */
export async function unpackUpload(
  filePath: string,
  uploadName: string,
  limits: UnpackLimits = UNPACK_LIMITS,
): Promise<ImportEntry[]> {
  const handle = await openFile(filePath, "r");
  let head: Uint8Array;
  let size: number;
  try {
    head = new Uint8Array(4);
    await handle.read(head, 0, 4, 0);
    size = (await handle.stat()).size;
  } finally {
    await handle.close();
  }
  const name = neutralisePath(uploadName) || "upload";
  if (!isZip(head)) {
    if (size > limits.maxEntryBytes) throw new UnpackError(COLLECTION_MESSAGES.entryTooLarge(name));
    const handle2 = await openFile(filePath, "r");
    try {
      return [{ path: name.replace(/^.*\//, ""), bytes: new Uint8Array(await handle2.readFile()) }];
    } finally {
      await handle2.close();
    }
  }
  const zip = await openZip((done) => yauzl.open(filePath, zipOptions, done));
  return readZip(zip, "", 0, { entries: 0, bytes: 0 }, limits);
}

/** The same, for a zip already in memory (tests, and a zip inside a zip). */
export async function unpackBytes(
  bytes: Uint8Array,
  uploadName: string,
  limits: UnpackLimits = UNPACK_LIMITS,
): Promise<ImportEntry[]> {
  if (!isZip(bytes)) return [{ path: neutralisePath(uploadName).replace(/^.*\//, "") || "upload", bytes }];
  const zip = await openZip((done) => yauzl.fromBuffer(Buffer.from(bytes), zipOptions, done));
  return readZip(zip, "", 0, { entries: 0, bytes: 0 }, limits);
}

const zipOptions = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true } as const;

function openZip(opener: (done: (error: Error | null, zip: ZipFile) => void) => void): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    opener((error, zip) => (error ? reject(new UnpackError(COLLECTION_MESSAGES.notAZip)) : resolve(zip))),
  );
}

function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

async function readZip(
  zip: ZipFile,
  prefix: string,
  depth: number,
  budget: Budget,
  limits: UnpackLimits,
): Promise<ImportEntry[]> {
  const entries: ImportEntry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", (error: Error) =>
        reject(error instanceof UnpackError ? error : new UnpackError(COLLECTION_MESSAGES.notAZip)),
      );
      zip.on("end", () => resolve());
      zip.on("entry", (entry: Entry) => {
        void (async () => {
          const rawName = entryName(entry);
          const path = neutralisePath(rawName);
          if (rawName.endsWith("/") || !path || isJunk(path)) return;
          budget.entries++;
          if (budget.entries > limits.maxEntries) throw new UnpackError(COLLECTION_MESSAGES.tooManyEntries(limits.maxEntries));
          const declared = entry.uncompressedSize;
          if (declared > limits.maxEntryBytes) throw new UnpackError(COLLECTION_MESSAGES.entryTooLarge(path));
          if (declared > limits.ratioFloorBytes && declared > entry.compressedSize * limits.maxRatio) {
            throw new UnpackError(COLLECTION_MESSAGES.zipBomb);
          }
          budget.bytes += declared;
          if (budget.bytes > limits.maxTotalBytes)
            throw new UnpackError(COLLECTION_MESSAGES.tooLargeUnpacked(limits.maxTotalBytes));
          const bytes = await readEntry(zip, entry, declared);
          const fullPath = prefix ? `${prefix}/${path}` : path;
          if (isZip(bytes) && /\.zip$/i.test(path)) {
            // One level of zips inside the zip; a zip inside that is left out.
            if (depth === 0) {
              const inner = await openZip((done) => yauzl.fromBuffer(Buffer.from(bytes), zipOptions, done));
              entries.push(...(await readZip(inner, fullPath, depth + 1, budget, limits)));
            }
          } else {
            entries.push({ path: fullPath, bytes });
          }
        })().then(
          () => zip.readEntry(),
          (error: unknown) => {
            zip.close();
            reject(error instanceof UnpackError ? error : new UnpackError(COLLECTION_MESSAGES.notAZip));
          },
        );
      });
      zip.readEntry();
    });
  } finally {
    if (zip.isOpen) zip.close();
  }
  return entries;
}

function readEntry(zip: ZipFile, entry: Entry, declared: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(new UnpackError(COLLECTION_MESSAGES.notAZip));
      const out = new Uint8Array(declared);
      let at = 0;
      stream.on("data", (chunk: Buffer) => {
        // yauzl stops an entry that unpacks past its declared size; this keeps the copy in bounds too.
        if (at + chunk.length > declared) {
          stream.destroy();
          return reject(new UnpackError(COLLECTION_MESSAGES.zipBomb));
        }
        out.set(chunk, at);
        at += chunk.length;
      });
      stream.on("error", () => reject(new UnpackError(COLLECTION_MESSAGES.notAZip)));
      stream.on("end", () => resolve(at === declared ? out : out.subarray(0, at)));
    });
  });
}
