import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The fake OpenAI-compatible server tests/e2e/ai-recipes.spec.ts starts (other specs never call it). */
const AI_PORT = PORT + 7;

/** Chromium from Debian (/usr/bin/chromium); Playwright never downloads a browser here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // Generous: on a slow or shared 2-core machine a long flow (sign-up, several pages, axe) takes 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: "UTC",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    // A fresh embedded database for every run, with the test-only routes switched on. Recipe import
    // may reach loopback (the import tests serve pages there); recipe-import.spec.ts starts a second
    // server without that setting to see private addresses refused. AI generation talks to the fake
    // OpenAI-compatible server that ai-recipes.spec.ts starts on AI_PORT.
    command: `rm -rf data/e2e && NODE_ENV=production DATA_DIR=data/e2e PORT=${PORT} HOST=127.0.0.1 ENABLE_TEST_ROUTES=true IMPORT_ALLOW_PRIVATE_ADDRESSES=true PUBLIC_URL=http://127.0.0.1:${PORT} AUTH_RATE_LIMIT_MAX=100000 SUPPORT_EMAIL=support@simmer.example AI_BASE_URL=http://127.0.0.1:${AI_PORT}/v1 AI_MODEL=test-model AI_API_KEY=test node build/server.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Start-up migrates a fresh embedded database: slow when the machine is busy.
    timeout: 180_000,
    stdout: "pipe",
  },
});
