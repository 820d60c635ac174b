/**
 * Where Simmer keeps the files it stores (recipe photos, imported photos): one interface, two
 * implementations. Without S3_BUCKET files stay under DATA_DIR (LocalFileStore); with it they go to
 * an S3-compatible bucket (S3FileStore). Both are driven by the same tests
 * (tests/integration/file-store.test.ts). docs/decisions/035-object-storage.md says why.
 */
import type { Readable } from "node:stream";

/** A stored file as a listing or `head` sees it. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** What `put` stores: bytes already in memory, or a stream of a known length (copied without holding it whole). */
export type FileSource = Uint8Array | { stream: Readable; size: number };

export interface FileStore {
  /** "local" (DATA_DIR) or "s3" (a bucket): for logs and the migration script. */
  readonly kind: "local" | "s3";
  /** A short description for logs: the folder or s3://bucket. */
  readonly location: string;
  /** Stores `source` under `key`, replacing what was there; readers see the old file or the whole new one, never a part. */
  put(key: string, source: FileSource, options?: { contentType?: string }): Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Removes the file; a file already gone is no error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (e.g. "uploads/"), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

/** Folders of stored files (key prefixes): what `npm run storage:migrate` copies. */
export const STORED_PREFIXES = ["uploads/"] as const;

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Whether `key` is a key Simmer may store under: slash-separated names of letters, digits, dots,
 * dashes and underscores, none starting with a dot or dash (so no "..", no hidden files, no
 * absolute path), not a local store's half-written ".tmp" file, at most 512 characters.
 */
export function isStoreKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.endsWith(".tmp");
}

/** Throws for a key `isStoreKey` refuses: callers build keys from parsed names, so this is a programming error. */
export function assertStoreKey(key: string): void {
  if (!isStoreKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Reads a stored file whole (for callers that need the bytes, such as the cookbook PDF). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
