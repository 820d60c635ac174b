/**
 * Fixture uploads for the collection readers (issue 28): a folder under tests/fixtures/import/ read
 * as the import job hands a reader an unpacked zip, one ImportEntry a file, with paths relative to
 * the folder and forward slashes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ImportEntry } from "~/domain/import/collection";

export const IMPORT_FIXTURES = path.resolve(import.meta.dirname, "..", "fixtures", "import");

/** Every file under tests/fixtures/import/<folder>, as entries of one upload. */
export function fixtureEntries(folder: string): ImportEntry[] {
  const root = path.join(IMPORT_FIXTURES, folder);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join("/"),
        bytes: new Uint8Array(readFileSync(full)),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** One fixture file as a single-file upload (the path is its name). */
export function fixtureFile(relativePath: string): ImportEntry {
  return {
    path: path.basename(relativePath),
    bytes: new Uint8Array(readFileSync(path.join(IMPORT_FIXTURES, relativePath))),
  };
}

/**
 * Every other upload among the fixtures, for checking that a reader claims only its own format:
 * each folder under tests/fixtures/import/ (but `own`) as one upload, and each loose file as a
 * single-file upload.
 */
export function otherFixtureUploads(own: string): Array<{ name: string; entries: ImportEntry[] }> {
  return readdirSync(IMPORT_FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.name !== own)
    .map((entry) =>
      entry.isDirectory()
        ? { name: entry.name, entries: fixtureEntries(entry.name) }
        : { name: entry.name, entries: [fixtureFile(entry.name)] },
    );
}
