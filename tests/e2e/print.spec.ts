/**
 * Printing (issue 25): a demo recipe prints on one clean page with its whole Nutrition Facts label
 * (never split across pages), on A4 and US Letter; the printed shopping list has a box to tick
 * before every line. Read back with poppler (pdfinfo, pdftotext, pdftoppm; CI installs
 * poppler-utils); the page images go beside the screenshots (test-results/screenshots/print).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

test.describe.configure({ timeout: 120_000 });

async function post(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
}

/** Signs up and starts the demo Premium trial (nutrition facts and shopping lists). */
async function premiumCook(page: Page) {
  await signUp(page);
  expect((await post(page, "/app/checkout", { plan: "premium" })).status()).toBe(302);
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1] ?? 0);
}

/** Each page's text with its layout kept (1-based: pages[1] is the first page). */
function pagesOf(file: string): string[] {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", file, "-"], { encoding: "utf8" });
  return ["", ...text.split("\f").slice(0, -1)];
}

/** Lines of the Nutrition Facts label, top to bottom: all of them must be on one page. */
const LABEL_LINES = [/servings per recipe/, /Serving size/, /Amount per serving/, /Calories/, /Total Fat/, /Protein/, /2,000/];

for (const paper of [
  { name: "A4", format: "A4" as const, locale: "en-GB" },
  { name: "Letter", format: "Letter" as const, locale: "en-US" },
]) {
  test.describe(`on ${paper.name}`, () => {
    test.use({ locale: paper.locale });

    test(`a demo recipe prints on one ${paper.name} page with its whole Nutrition Facts label`, async ({ page }) => {
      await premiumCook(page);
      await page.goto("/app/recipe/1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weeknight Chicken Curry");
      const label = page.getByTestId("nutrition-label");
      await expect(label).toBeVisible();

      await page.emulateMedia({ media: "print" });
      // The label is one block that a page break never cuts.
      expect(await label.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
      await expect(page.getByRole("button", { name: "Print" })).toBeHidden();

      const file = shotPath(`print/recipe-${paper.name}.pdf`);
      writeFileSync(file, await page.pdf({ format: paper.format, printBackground: true }));
      execFileSync("pdftoppm", ["-r", "60", "-png", file, shotPath(`print/recipe-${paper.name}`)]);
      expect(pageCount(file)).toBe(1);
      const pages = pagesOf(file);
      const onPage = (line: RegExp) => pages.findIndex((text) => line.test(text));
      const labelPage = onPage(/Amount per serving/);
      expect(labelPage).toBeGreaterThan(0);
      for (const line of LABEL_LINES) expect(onPage(line), `${line} on the label's page`).toBe(labelPage);
      expect(pages[1]).toContain("Weeknight Chicken Curry");
      expect(pages[1]).toContain("Ingredients");
      expect(pages[1]).toContain("Instructions");
      expect(pages[1]).not.toContain("Dashboard");
    });
  });
}

test("the printed shopping list has a box to tick before every line", async ({ page }) => {
  await premiumCook(page);
  expect((await post(page, "/app/shopping", { intent: "add-recipe", recipeId: "1", servings: "4" })).status()).toBeLessThan(400);
  await page.goto("/app/shopping");
  const items = page.getByTestId("shopping-item");
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(5);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Clear checked" })).toBeHidden();
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const box = await item.getByRole("checkbox").boundingBox();
    const text = await item.locator("p").first().boundingBox();
    expect(box, `line ${i + 1} has a tick box`).not.toBeNull();
    // An empty square (about 6 mm) before the line's text.
    expect(box!.width).toBeGreaterThan(10);
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(text!.x);
    await expect(item.getByRole("button", { name: /^Remove / })).toBeHidden();
  }

  const file = shotPath("print/shopping-list.pdf");
  writeFileSync(file, await page.pdf({ format: "A4", printBackground: true }));
  execFileSync("pdftoppm", ["-r", "60", "-png", file, shotPath("print/shopping-list")]);
  const text = pagesOf(file).join("\n");
  expect(text).toContain("Shopping List");
  expect(text).toMatch(/cloves garlic/);
});
