/**
 * Copies stored files from one file store to another (`npm run storage:migrate`: DATA_DIR to the
 * bucket). A file the target already holds with the same size is left alone, so the copy can be run
 * again after an interruption, or while the old server still takes uploads, and copies only what is
 * missing. Each file is streamed, never held whole.
 */
import { STORED_PREFIXES, type FileStore } from "./file-store";

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size. */
  present: number;
  /** Keys that could not be copied, with the reason. */
  failed: { key: string; reason: string }[];
}

export async function copyStoredFiles(
  source: FileStore,
  target: FileStore,
  prefixes: readonly string[] = STORED_PREFIXES,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, failed: [] };
  for (const prefix of prefixes) {
    for await (const object of source.list(prefix)) {
      try {
        const there = await target.head(object.key);
        if (there && there.size === object.size) {
          report.present++;
          continue;
        }
        const file = await source.get(object.key);
        if (!file) continue; // removed meanwhile (the photo sweep): nothing to copy
        await target.put(object.key, { stream: file.body, size: file.size }, { contentType: contentTypeOf(object.key) });
        report.copied++;
      } catch (error) {
        report.failed.push({ key: object.key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return report;
}

function contentTypeOf(key: string): string {
  return key.endsWith(".webp") ? "image/webp" : "application/octet-stream";
}
