import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { postForm, shotPath, signUp } from "./support";

/** Where the PDFs and their page images go (to look at them, beside the screenshots): test-results/screenshots/cookbook-pdf. */
function out(name: string): string {
  return shotPath(`cookbook-pdf/${name}`);
}

const post = postForm;

/** Signs up, creates a cookbook and opens its manage page; returns the manage page's path. */
async function cookbookWithRecipes(page: Page, name: string, plan: "free" | "ultimate") {
  await signUp(page);
  if (plan === "ultimate") expect((await post(page, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);
  await page.goto("/app/cookbooks");
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).first().click();
  await page.getByLabel("Cookbook name").fill(name);
  await page.getByLabel("Description (optional)").fill("Weeknight favourites, ½ the effort");
  await page.getByText("Purple", { exact: true }).click();
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
  await page.getByRole("link", { name: "Manage cookbook" }).click();
  await expect(page).toHaveURL(/\/app\/cookbooks\/[0-9a-f-]{36}\/manage$/);
  await page.getByRole("button", { name: "Add Recipes" }).click();
  const dialog = page.getByRole("dialog", { name: "Add recipes" });
  await dialog.getByLabel("Search recipes to add").fill("curry");
  await dialog.getByRole("checkbox", { name: "Weeknight Chicken Curry" }).check();
  await dialog.getByRole("checkbox", { name: "Thai Green Chicken Curry" }).check();
  await dialog.getByRole("button", { name: "Add 2 recipes" }).click();
  await expect(page.getByTestId("cookbook-recipes").getByRole("article")).toHaveCount(2);
  return new URL(page.url()).pathname;
}

function pdfText(path: string, first: number, last = first): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-f", String(first), "-l", String(last), path, "-"], { encoding: "utf8" });
}

test.describe("in the United States", () => {
  test.use({ locale: "en-US" });

  test("an ultimate cook downloads the cookbook as a PDF book from the manage page; strangers get 404", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const manage = await cookbookWithRecipes(page, "Crème & Søndag ½", "ultimate");
    const exportSection = page.getByRole("region", { name: "Export as PDF" });
    await expect(exportSection).toBeVisible();
    // The browser's locale (en-US) chooses US Letter; the cook can change it.
    const paper = exportSection.getByLabel("Paper size");
    await expect(paper).toHaveValue("letter");
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await exportSection.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath("cookbook-pdf/manage-export-desktop.png") });

    // While the file is made (held back here until the page has been looked at), the button says
    // so, a progress bar runs and the live region tells screen readers; then the download starts.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/export\.pdf\?/, async (route) => {
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent("download", { timeout: 60_000 });
    await exportSection.getByRole("button", { name: "Export as PDF" }).click();
    const status = exportSection.getByRole("status");
    await expect(status).toContainText("Preparing your PDF…");
    await expect(exportSection.getByRole("button", { name: "Preparing your PDF…" })).toBeDisabled();
    await expect(exportSection.getByRole("progressbar", { name: "Preparing your PDF" })).toBeVisible();
    await exportSection.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath("cookbook-pdf/manage-export-preparing.png") });
    release();
    const download = await downloading;
    await page.unroute(/\/export\.pdf\?/);
    await expect(status).toContainText("Your PDF is ready");
    await expect(exportSection.getByRole("button", { name: "Export as PDF" })).toBeEnabled();
    await expect(exportSection.getByRole("progressbar")).toHaveCount(0);
    expect(download.suggestedFilename()).toBe("Crème & Søndag ½.pdf");
    const file = out("downloaded.pdf");
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Page size:\s+612 x 792/);
    expect(pdfText(file, 1)).toContain("Crème & Søndag ½");
    expect(pdfText(file, 1)).toContain("2 recipes");
    const contents = pdfText(file, 2);
    expect(contents).toContain("Contents");
    expect(contents).toContain("Weeknight Chicken Curry");
    expect(contents).toContain("Thai Green Chicken Curry");
    execFileSync("pdftoppm", ["-r", "50", "-png", "-f", "1", "-l", "4", file, out("downloaded")]);
    await page.setViewportSize({ width: 390, height: 844 });
    await exportSection.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath("cookbook-pdf/manage-export-phone.png") });

    // The same cookbook's PDF for someone else is a missing page, and no PDF.
    const stranger = await freshPage(browser);
    await signUp(stranger);
    expect((await post(stranger, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);
    const foreign = await stranger.request.get(manage.replace(/manage$/, "export.pdf"));
    expect(foreign.status()).toBe(404);
    expect(foreign.headers()["content-type"]).not.toContain("application/pdf");
    expect((await foreign.body()).subarray(0, 4).toString("latin1")).not.toBe("%PDF");
  });
});

test.describe("an ultimate cook who exports too often", () => {
  // The browser logs the refused request (429) as a console error.
  test.use({ allowConsoleErrors: /429|Too Many Requests/ });

  test("is told to wait: 429 with Retry-After, and the message on the page", async ({ page }) => {
    test.setTimeout(90_000);
    const manage = await cookbookWithRecipes(page, "Busy Exporter", "ultimate");
    const url = manage.replace(/manage$/, "export.pdf?paper=a4");
    // Ten exports in ten minutes are fine (the first is rendered, the others come from the cache).
    for (let i = 0; i < 10; i++) {
      const answer = await page.request.get(url);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("application/pdf");
    }
    const exportSection = page.getByRole("region", { name: "Export as PDF" });
    await exportSection.getByRole("button", { name: "Export as PDF" }).click();
    const alert = exportSection.getByRole("alert");
    await expect(alert).toContainText("You have exported a lot of cookbooks in the last few minutes.");
    await expect(alert).toContainText(/You can export again in about \d+ minutes?\./);
    await expect(exportSection.getByRole("button", { name: "Export as PDF" })).toBeEnabled();
    await exportSection.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath("cookbook-pdf/manage-export-too-many.png") });

    const refused = await page.request.get(url);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers()["content-type"]).not.toContain("application/pdf");
    expect(refused.headers()["content-disposition"]).toBeUndefined();
  });
});

test("without JavaScript the export button still downloads the PDF", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const manage = await cookbookWithRecipes(page, "Plain Form Book", "ultimate");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const plain = await context.newPage();
    await plain.goto(manage);
    const exportSection = plain.getByRole("region", { name: "Export as PDF" });
    const downloading = plain.waitForEvent("download", { timeout: 60_000 });
    await exportSection.getByRole("button", { name: "Export as PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Plain Form Book.pdf");
    const file = out("downloaded-without-javascript.pdf");
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(file, 1)).toContain("Plain Form Book");
  } finally {
    await context.close();
  }
});

test("a free cook sees the upgrade teaser and the server refuses the PDF with 403", async ({ page }) => {
  test.setTimeout(60_000);
  const manage = await cookbookWithRecipes(page, "Free Plan Book", "free");
  const teaser = page.getByRole("complementary", { name: "Export as PDF" });
  await expect(teaser).toContainText("Upgrade your plan to access this feature.");
  await expect(page.getByRole("button", { name: "Export as PDF" })).toHaveCount(0);
  await expectAccessible(page);
  const refused = await page.request.get(manage.replace(/manage$/, "export.pdf?paper=a4"));
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-type"]).not.toContain("application/pdf");
  expect(refused.headers()["content-disposition"]).toBeUndefined();
});

test("a recipe prints as one clean page: no navigation or buttons, ingredients beside the steps", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto("/app/browse?q=Weeknight%20Chicken%20Curry");
  await page.getByRole("link", { name: "Weeknight Chicken Curry" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weeknight Chicken Curry");
  // The Print button opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Start Cooking" })).toBeHidden();
  const panels = page.getByRole("tabpanel", { includeHidden: true });
  await expect(panels).toHaveCount(2);
  const [ingredients, steps] = [await panels.nth(0).boundingBox(), await panels.nth(1).boundingBox()];
  expect(ingredients && steps).toBeTruthy();
  // Side by side: the steps start to the right of the ingredients, at the same height.
  expect(steps!.x).toBeGreaterThan(ingredients!.x + ingredients!.width - 1);
  expect(Math.abs(steps!.y - ingredients!.y)).toBeLessThan(5);

  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const file = out("print-recipe.pdf");
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  expect(info).toMatch(/Pages:\s+1\n/);
  const text = pdfText(file, 1);
  expect(text).toContain("Weeknight Chicken Curry");
  expect(text).toContain("Ingredients");
  expect(text).toContain("Instructions");
  expect(text).not.toContain("Start Cooking");
  expect(text).not.toContain("Dashboard");
  execFileSync("pdftoppm", ["-r", "50", "-png", file, out("print-recipe")]);
});
