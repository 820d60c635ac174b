/**
 * A new deploy reaches an installed Simmer (issue 31, decision 056): two builds served one after the
 * other from the same address. The page says "A new version is ready"; Reload swaps the worker; the
 * old build's kept pages are gone and the pages kept from then on are the new build's, so an old
 * worker never serves a page whose scripts the deploy no longer has.
 *
 * The second build is the first with a new build id (React Router's manifest version, which names
 * the manifest file, the worker's BUILD_ID and the pages' X-Simmer-Build): a real second
 * `react-router build` takes a minute and changes nothing this test looks at.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2ePort, newAccount, shotPath, signUp } from "./support";

test.use({ serviceWorkers: "allow", allowConsoleErrors: /ERR_CONNECTION_REFUSED|Failed to fetch|ERR_FAILED/ });

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = e2ePort(16);
const BASE = `http://127.0.0.1:${PORT}`;
const running = new Set<ChildProcessWithoutNullStreams>();
const folders: string[] = [];

function buildId(dir: string): string {
  const manifest = readdirSync(path.join(dir, "build/client/assets")).find((name) => /^manifest-\w+\.js$/.test(name));
  return manifest!.slice("manifest-".length, -".js".length);
}

/** Every .js file under `dir`. */
function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? scripts(file) : name.endsWith(".js") ? [file] : [];
  });
}

/** A deployable copy of this build under test-results/tmp (node_modules are found from there), with a new id when asked. */
function deployment(newId?: string): string {
  mkdirSync(path.join(ROOT, "test-results/tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, "test-results/tmp/deploy-"));
  folders.push(dir);
  cpSync(path.join(ROOT, "build"), path.join(dir, "build"), { recursive: true });
  symlinkSync(path.join(ROOT, "drizzle"), path.join(dir, "drizzle"));
  if (newId) {
    const old = buildId(dir);
    for (const file of scripts(path.join(dir, "build"))) {
      const text = readFileSync(file, "utf8");
      if (text.includes(old)) writeFileSync(file, text.replaceAll(old, newId));
    }
    const assets = path.join(dir, "build/client/assets");
    renameSync(path.join(assets, `manifest-${old}.js`), path.join(assets, `manifest-${newId}.js`));
  }
  return dir;
}

async function serve(dir: string, dataDir: string) {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_URL: BASE, DATA_DIR: dataDir },
  }) as ChildProcessWithoutNullStreams;
  running.add(child);
  child.on("exit", () => running.delete(child));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await expect.poll(async () => (await fetch(`${BASE}/readyz`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
  return {
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function pageCaches(page: Page): Promise<string[] | null> {
  return page
    .evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("simmer-pages-")).sort())
    .catch(() => null);
}

test.afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test("a new deploy: the page offers the new version, Reload swaps the worker, and the old build's pages go", async ({ page }) => {
  test.setTimeout(180_000);
  const first = deployment();
  const firstId = buildId(first);
  const secondId = firstId.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
  const second = deployment(secondId);
  const dataDir = mkdtempSync(path.join(ROOT, "test-results/tmp/deploy-data-"));
  folders.push(dataDir);

  let server = await serve(first, dataDir);
  await signUp(page, newAccount("Dara Deploy"), BASE);
  await page.goto(`${BASE}/app/dashboard`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => pageCaches(page), { timeout: 30_000 }).toEqual([`simmer-pages-${firstId}`]);

  // The second build replaces the first at the same address.
  await server.stop();
  server = await serve(second, dataDir);
  await page.goto(`${BASE}/app/dashboard`);
  const ready = page.getByRole("status").filter({ hasText: "A new version is ready" });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: shotPath(`offline-new-version-${width}.png`) });
  }
  // Until the cook reloads, the first build's worker keeps only the first build's pages.
  expect(await pageCaches(page)).toEqual([`simmer-pages-${firstId}`]);

  const reloaded = page.waitForEvent("framenavigated");
  await ready.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await page.waitForLoadState("load");
  // The page now runs the second build.
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version)
        .catch(() => null),
    )
    .toBe(secondId);
  await expect.poll(() => pageCaches(page), { timeout: 30_000 }).toEqual([`simmer-pages-${secondId}`]);
  await expect(ready).toBeHidden();
  await server.stop();
});
