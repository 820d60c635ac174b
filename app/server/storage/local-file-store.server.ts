/**
 * Files under a local folder (DATA_DIR): the key is the path below it. A file is written to a
 * temporary name beside it, flushed to disk (fsync) and renamed into place, so a reader or a crash
 * sees the old file or the whole new one; a crash's leftover ".tmp" file is removed by the photo
 * sweep. Keys are checked before they reach the file system.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertStoreKey, isStoreKey, type FileSource, type FileStore, type StoredObject } from "./file-store";

export class LocalFileStore implements FileStore {
  readonly kind = "local" as const;
  readonly location: string;

  constructor(private readonly root: string) {
    this.location = path.resolve(root);
  }

  private fileOf(key: string): string {
    assertStoreKey(key);
    return path.join(this.location, ...key.split("/"));
  }

  async put(key: string, source: FileSource): Promise<void> {
    const file = this.fileOf(key);
    const directory = path.dirname(file);
    await mkdir(directory, { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    const handle = await open(temporary, "wx", 0o644);
    try {
      if (source instanceof Uint8Array) await handle.writeFile(source);
      else for await (const chunk of source.stream) await handle.write(chunk as Uint8Array);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, file);
    await syncDirectory(directory);
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const handle = await open(this.fileOf(key), "r").catch(ifMissing(null));
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size };
  }

  async head(key: string): Promise<StoredObject | null> {
    const info = await stat(this.fileOf(key)).catch(ifMissing(null));
    return info?.isFile() ? { key, size: info.size, lastModified: info.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // Walk from the deepest folder the prefix names ("uploads/" → DATA_DIR/uploads).
    const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    if (folder && !isStoreKey(folder)) return;
    yield* this.walk(folder, prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<StoredObject> {
    const entries = await readdir(path.join(this.location, ...folder.split("/")), { withFileTypes: true }).catch(ifMissing([]));
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (!isStoreKey(key)) continue;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const object = await this.head(key);
        if (object) yield object;
      }
    }
  }
}

/** Flushes a folder's entries (the rename) to disk; some file systems do not allow it, which is no error. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, "r").catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close();
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return value;
    throw error;
  };
}
