/**
 * Tests write only inside the repository: the test runners' configs point the temporary folder
 * (os.tmpdir(), which reads TMPDIR) at test-results/tmp before any test, worker, browser or server
 * starts, so every mkdtemp of a test lands there. Imported by vitest.config.ts and playwright.config.ts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

export const TEST_TMP = path.resolve(import.meta.dirname, "..", "..", "test-results", "tmp");

export function useRepositoryTmp(): string {
  mkdirSync(TEST_TMP, { recursive: true });
  process.env.TMPDIR = TEST_TMP;
  return TEST_TMP;
}
