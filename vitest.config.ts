import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Says when the PostgreSQL half of the integration tests is skipped (TEST_DATABASE_URL unset).
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
