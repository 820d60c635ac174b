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
    // Says when the PostgreSQL half of the integration tests is skipped (TEST_DATABASE_URL unset).
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
