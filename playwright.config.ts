import { defineConfig, devices } from "@playwright/test";
import { useRepositoryTmp } from "./tests/support/test-tmp";

useRepositoryTmp();

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The fake OpenAI-compatible server tests/e2e/ai-recipes.spec.ts starts (other specs never call it). */
const AI_PORT = PORT + 7;

/**
 * Chromium features switched off. Debian's Chromium runs the full browser headless, and from
 * version 156 it renders its (invisible) address bar's popup as two WebUI pages in a renderer of
 * their own for every browser context: a third of the CPU an end-to-end run used on a 2-core machine
 * (measured with a per-process sampler: 53.6 s of CPU for ten fresh contexts, 37 s without them;
 * wall time 34.5 s → 22.6 s). A second --disable-features switch replaces Playwright's own, so its
 * list (playwright-core 1.65, chromiumSwitches.ts) is repeated here.
 */
const DISABLED_FEATURES = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  // Playwright's defaults.
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

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
    `--disable-features=${DISABLED_FEATURES.join(",")}`,
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
  // A client-side navigation that loads a route's code for the first time has taken over 7 s on a
  // starved 2-core CI machine (two browsers, the server and the test workers): in a trace of such a
  // failure the page rendered 2 s after the 7 s wait had given up. Waiting longer only slows a test
  // that is failing anyway.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: "UTC",
    launchOptions: chromium,
    // A failed test keeps its actions, console and network log (and error-context.md its page), not
    // the screencast and DOM snapshots: recording those for every test took a third of the wall time
    // of a run on a 2-core machine (28 tests: 202 s with both, 134–140 s without the screencast,
    // 127 s without either). CI records none: nobody can open a trace left on the CI machine, and
    // recording one for every test cost 5 % of the CPU of a run there (34 tests: 201 → 191 CPU-s).
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // One picture of the page as it was when a test failed (nothing is taken for a test that passes).
    screenshot: "only-on-failure",
    // The service worker (issue 31) is tried by the offline specs, which allow it; elsewhere each new
    // browser context would install it and precache the whole build, and keep pages behind the test.
    serviceWorkers: "block",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    // A fresh embedded database for every run, with the test-only routes switched on. Recipe import
    // may reach loopback (the import tests serve pages there); recipe-import.spec.ts starts a second
    // server without that setting to see private addresses refused. AI generation talks to the fake
    // OpenAI-compatible server that ai-recipes.spec.ts starts on AI_PORT.
    command: `rm -rf data/e2e && NODE_ENV=production DATA_DIR=data/e2e PORT=${PORT} HOST=127.0.0.1 ENABLE_TEST_ROUTES=true IMPORT_ALLOW_PRIVATE_ADDRESSES=true PUBLIC_URL=http://127.0.0.1:${PORT} AUTH_RATE_LIMIT_MAX=100000 ADMIN_EMAILS=admin@simmer.test SUPPORT_EMAIL=support@simmer.example AI_BASE_URL=http://127.0.0.1:${AI_PORT}/v1 AI_MODEL=test-model AI_API_KEY=test node build/server.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Start-up migrates a fresh embedded database: slow when the machine is busy.
    timeout: 180_000,
    stdout: "pipe",
  },
});
