import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { useRepositoryTmp } from "./tests/support/test-tmp";

useRepositoryTmp();

const INCLUDE = ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"];
/**
 * Files that replace modules (vi.mock), set process.env before importing the app, or render in
 * happy-dom: each runs in a fresh module graph. Every other file shares its worker's modules with
 * the files before it (isolate: false), so the app's module graph is imported once per worker,
 * not once per file.
 */
const ISOLATED = [
  "app/components/**/*.test.tsx",
  "app/features/**/*.test.tsx",
  "tests/integration/account-lifecycle.test.ts",
  "tests/integration/embedded-durability.test.ts",
  "tests/integration/object-storage.test.ts",
  "tests/integration/photos.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves a core free (one worker on 2 cores), but most of an integration file's
    // time is spent waiting on the database (PostgreSQL is another process) and on start-up: on a
    // 2-core machine two workers ran the whole suite in 219 s against 318 s with one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Says when the PostgreSQL half of the integration tests is skipped (TEST_DATABASE_URL unset).
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
