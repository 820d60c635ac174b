/**
 * Importing a recipe from a web page and uploading a photo, as a cook does it on /app/create-recipe.
 *
 * The pages are served by a small HTTP server on loopback started here. The suite's server runs
 * with IMPORT_ALLOW_PRIVATE_ADDRESSES=true (playwright.config.ts) so it may fetch them; the refusal
 * of a private address is shown on a second server started here WITHOUT that setting.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, e2ePort, newAccount, shotPath, signUp } from "./support";

const FIXTURES = path.resolve("tests/fixtures/import");

test.describe.configure({ timeout: 120_000 });

/** A second server WITHOUT IMPORT_ALLOW_PRIVATE_ADDRESSES, on its own port and data folder. */
function startStrictServer(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "simmer-import-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    AUTH_RATE_LIMIT_MAX: "100000",
  };
  delete env.IMPORT_ALLOW_PRIVATE_ADDRESSES;
  const child = spawn(process.execPath, ["build/server.js"], { env }) as ChildProcessWithoutNullStreams;
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    /** Waits (a fresh embedded database is slow to start on a busy machine) and gives its address. */
    async ready(): Promise<string> {
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the second server stopped:\n${output}`);
        const status = await fetch(`${base}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return base;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`the second server did not start in time:\n${output}`);
    },
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let strictServer: ReturnType<typeof startStrictServer> | null = null;
let pages: http.Server;
let pagesBase = "";
const pageHits: string[] = [];

test.beforeAll(async () => {
  strictServer = startStrictServer(e2ePort(1025 + test.info().workerIndex));
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c8553d" } })
    .png()
    .toBuffer();
  pages = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://pages");
    pageHits.push(url.pathname);
    if (url.pathname === "/recipes/tikka") {
      // A saved Yoast-style page whose photo is served here too.
      const html = readFileSync(path.join(FIXTURES, "jsonld-graph.html"), "utf8").replace(
        "https://spicestreet.example/wp-content/uploads/tikka.png",
        `${pagesBase}/photos/tikka.png`,
      );
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(html);
    }
    if (url.pathname === "/photos/tikka.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      return void res.end(photo);
    }
    if (url.pathname === "/gadgets") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return void res.end(readFileSync(path.join(FIXTURES, "none.html")));
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  strictServer?.stop();
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function importFrom(page: Page, address: string) {
  await page.getByLabel("Recipe page address").fill(address);
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

test("import a recipe page served on loopback: the form opens pre-filled, nothing is saved until Create Recipe", async ({
  page,
}) => {
  await signUp(page, newAccount("Priya Nair"));
  await page.goto("/app/create-recipe");
  await expect(page.getByRole("heading", { name: "Import from a web page" })).toBeVisible();
  await importFrom(page, `${pagesBase}/recipes/tikka`);

  await expect(page.getByRole("status").filter({ hasText: "Recipe imported." })).toBeVisible();
  await expect(field(page, "Recipe Title")).toHaveValue("Chicken Tikka Masala");
  await expect(field(page, "Description")).toHaveValue("Smoky grilled chicken in a rich, creamy tomato sauce.");
  await expect(field(page, "Author")).toHaveValue("Anita Sharma");
  await expect(field(page, "Cook Time (minutes)")).toHaveValue("70");
  await expect(field(page, "Servings")).toHaveValue("6");
  await expect(field(page, "Difficulty")).toHaveValue("Medium");
  await expect(field(page, "Ingredients (one per line)")).toHaveValue(
    /^800 g boneless chicken thighs, cut into chunks\n1 cup plain yoghurt\n/,
  );
  await expect(field(page, "Instructions (one step per line)")).toHaveValue(
    // The page's step sections come in as heading lines above their steps (decision 043).
    /^# Marinate the chicken\nMix the yoghurt with half the spices, the garlic and the ginger\.\n.*\n# Make the sauce\n.*\nStir in the cream and chicken; simmer 10 minutes more\.$/s,
  );
  await expect(field(page, "Tags (comma-separated)")).toHaveValue(
    "curry, chicken, spicy, family favourite, Main Course, Indian, British",
  );
  // The page's photo was copied and re-encoded here, so the recipe does not hot-link the site.
  await expect(field(page, "Image URL")).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  expect(pageHits).toContain("/photos/tikka.png");

  await expectAccessible(page);
  await page.screenshot({ path: shotPath("import/imported-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("import/imported-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing is saved yet.
  const mine = await page.request.get("/app/profile?tab=created");
  expect(await mine.text()).not.toContain("Chicken Tikka Masala");

  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Recipe by Anita Sharma")).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();

  const create = page.getByRole("button", { name: "Create Recipe" });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/app\/browse/);
  await expect(toastWith(page, "Recipe created successfully!")).toBeVisible();

  await page.goto("/app/profile?tab=created");
  await page.getByRole("link", { name: "Chicken Tikka Masala" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Chicken Tikka Masala" })).toBeVisible();
  const photo = page.locator('img[src^="/uploads/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a page without a recipe, and an address that is not http(s), get clear messages", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/create-recipe");
  await importFrom(page, `${pagesBase}/gadgets`);
  const alert = page.getByRole("alert").filter({ hasText: "That page has no recipe data" });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel("Recipe page address")).toHaveValue(`${pagesBase}/gadgets`);
  await expect(field(page, "Recipe Title")).toHaveValue("");
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("import/no-recipe-1280.png"), fullPage: false });

  await importFrom(page, "ftp://example.com/recipe");
  await expect(page.getByRole("alert").filter({ hasText: "Only http and https addresses can be imported." })).toBeVisible();
});

test("without JavaScript: import opens the pre-filled form, and sending it creates the recipe", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, newAccount("Noah Berg"));
  await page.goto("/app/create-recipe");
  await importFrom(page, `${pagesBase}/recipes/tikka`);
  await expect(page.getByText("Recipe imported.")).toBeVisible();
  await expect(field(page, "Recipe Title")).toHaveValue("Chicken Tikka Masala");
  await expect(field(page, "Servings")).toHaveValue("6");
  await field(page, "Recipe Title").fill("Tikka Masala (imported)");
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/app\/browse/);
  await page.goto("/app/profile?tab=created");
  await expect(page.getByRole("link", { name: "Tikka Masala (imported)" }).first()).toBeVisible();
  await context.close();
});

test("upload a photo: it becomes the recipe image; wrong and oversized files get the spec's messages", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/create-recipe");
  const picker = page.getByLabel("Or upload a photo");

  // Too large: refused before sending.
  await picker.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expect(
    page.getByRole("alert").filter({ hasText: "File size is too large. Please choose a smaller file." }),
  ).toBeVisible();

  // Not an image: refused in the browser by its type...
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("shopping list") });
  await expect(page.getByRole("alert").filter({ hasText: "Invalid file type. Please choose a different file." })).toBeVisible();
  // ...and by the server from its bytes when the name and type pretend otherwise.
  await picker.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Invalid file type. Please choose a different file." })).toBeVisible();
  await expect(field(page, "Image URL")).toHaveValue("");
  await expect(picker).toHaveAccessibleDescription("Invalid file type. Please choose a different file.");
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath("import/photo-refused-1280.png"), fullPage: false });

  // A real photo with a GPS position in its EXIF.
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#e9c46a" } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSMapDatum: "HOME-SECRET-DATUM", GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" } })
    .toBuffer();
  await picker.setInputFiles({ name: "pie.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid file type" })).toHaveCount(0);
  const imageField = field(page, "Image URL");
  await expect(imageField).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const stored = await imageField.inputValue();

  const served = await page.request.get(stored);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const bytes = await served.body();
  expect(bytes.includes(Buffer.from("HOME-SECRET-DATUM"))).toBe(false);
  const metadata = await sharp(bytes).metadata();
  expect([metadata.width, metadata.height, metadata.exif]).toEqual([2000, 1333, undefined]);

  await expectAccessible(page);
  await page.screenshot({ path: shotPath("import/photo-uploaded-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("import/photo-uploaded-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await field(page, "Recipe Title").fill("Golden Custard Pie");
  await field(page, "Description").fill("A wobbly custard pie with a crisp golden crust.");
  await field(page, "Cook Time (minutes)").fill("75");
  await field(page, "Servings").fill("8");
  await field(page, "Difficulty").selectOption("Medium");
  await field(page, "Ingredients (one per line)").fill("1 pie crust\n4 eggs\n500 ml milk");
  await field(page, "Instructions (one step per line)").fill(
    "Blind-bake the crust.\nWhisk and pour the custard.\nBake until set.",
  );
  // As a cook does: leave the last field (its check shows) before reaching for the button.
  await field(page, "Instructions (one step per line)").blur();
  await expect(field(page, "Instructions (one step per line)").locator("..").getByText("Looks good!")).toBeVisible();
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/app\/browse/);
  await page.goto("/app/profile?tab=created");
  await page.getByRole("link", { name: "Golden Custard Pie" }).first().click();
  await expect(page.locator(`img[src="${stored}"]`).first()).toBeVisible();

  // Straight to the upload action: over 10 MB (but under the path's 12 MB body limit) the server
  // answers the same message.
  const tooBig = await page.request.post("/app/photos", {
    multipart: { photo: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 10, 1) } },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(tooBig.status()).toBe(413);
  expect(await tooBig.text()).toContain("File size is too large. Please choose a smaller file.");
});

test("on a server without IMPORT_ALLOW_PRIVATE_ADDRESSES, a page on a loopback address is refused and nothing reaches it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const base = await strictServer!.ready();
  await signUp(page, newAccount(), base);
  await page.goto(`${base}/app/create-recipe`);
  pageHits.length = 0;
  await importFrom(page, `${pagesBase}/recipes/tikka`);
  const refusal = "That address points to a private or local network, which can't be imported.";
  await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await importFrom(page, `http://localhost:${new URL(pagesBase).port}/recipes/tikka`);
  await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await importFrom(page, "http://169.254.169.254/latest/meta-data/");
  await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await expect(field(page, "Recipe Title")).toHaveValue("");
  expect(pageHits).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("import/private-refused-1280.png"), fullPage: false });
});
