import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer, stopAppServer } from "./app-server";
import { expect, test } from "./fixtures";
import { e2ePort, newAccount, signUp } from "./support";

/** A second server with BILLING_PROVIDER=none and DEFAULT_PLAN=ultimate, on its own port and data folder. */
const PORT = e2ePort(1000);
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcessWithoutNullStreams | null = null;
let dataDir = "";

// Starting a second server takes a while when the machine is busy with the other workers.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "simmer-none-"));
  server = await startAppServer(PORT, {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    BILLING_PROVIDER: "none",
    DEFAULT_PLAN: "ultimate",
  });
});

test.afterAll(async () => {
  await stopAppServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test("BILLING_PROVIDER=none: no prices, no checkout, no upgrade prompts, everyone on DEFAULT_PLAN", async ({ page }) => {
  await page.goto(`${BASE}/pricing`);
  await expect(page.getByRole("heading", { name: "What each plan includes" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Premium" })).toBeVisible();
  await expect(page.getByText("$", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /trial|Upgrade|Get started/i })).toHaveCount(0);

  await signUp(page, newAccount(), BASE);

  await page.goto(`${BASE}/app/dashboard`);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(sidebar.getByText("Go Premium")).toHaveCount(0);

  await page.goto(`${BASE}/app/profile`);
  await expect(page.getByText("Ultimate Member")).toBeVisible();
  await expect(page.getByRole("link", { name: /Upgrade to/ })).toHaveCount(0);

  await page.goto(`${BASE}/app/settings?tab=billing`);
  await expect(page.getByTestId("current-plan")).toHaveText("Ultimate");
  await expect(page.getByRole("button", { name: /Cancel subscription/ })).toHaveCount(0);

  const checkout = await page.goto(`${BASE}/app/checkout?plan=premium`);
  expect(checkout?.status()).toBe(404);
});
