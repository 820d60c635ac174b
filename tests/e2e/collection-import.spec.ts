import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import { fixtureEntries } from "../support/import-entries";
import { expect, expectAccessible, test } from "./fixtures";
import { newAccount, PHONE, shotPath, signUp } from "./support";

// One journey uploads every format's fixture and waits for each import to finish.
test.describe.configure({ timeout: 240_000 });

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/import");

const FORMATS = [
  {
    file: "paprika/my-recipes.paprikarecipes",
    format: "Paprika",
    read: 3,
    imported: 2,
    failed: 1,
    titles: ["Paprika Lemon Drizzle Cake"],
  },
  { file: "mealie/mealie-export.zip", format: "Mealie", read: 2, imported: 2, failed: 0, titles: ["Mealie Mushroom Risotto"] },
  { file: "tandoor/tandoor-export.zip", format: "Tandoor", read: 2, imported: 2, failed: 0, titles: ["Tandoor Tomato Soup"] },
  {
    file: "nextcloud/cookbook.zip",
    format: "Nextcloud Cookbook",
    read: 2,
    imported: 2,
    failed: 0,
    titles: ["Nextcloud Nut Bread"],
  },
  { file: "recipesage/recipesage-export.json", format: "RecipeSage", read: 2, imported: 1, failed: 1, titles: [] },
  { file: "jsonld/recipes.zip", format: "schema.org JSON-LD", read: 4, imported: 3, failed: 1, titles: ["JSON-LD Jollof Rice"] },
] as const;

async function uploadAndFinish(page: Page, file: string, options: { copies?: boolean } = {}) {
  await page.goto("/app/import");
  await page.getByLabel("Export file").setInputFiles(path.join(FIXTURES, file));
  if (options.copies) await page.getByLabel("Import copies of recipes I already have").check();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/import\/[0-9a-f-]{36}$/);
  // The page follows the job without a reload.
  await expect(page.getByText("Finished", { exact: true })).toBeVisible({ timeout: 60_000 });
}

const count = (page: Page, label: string) => page.getByTestId(`import-${label}`);

test("import one file of each format at 1280 px: progress to the end, failures with reasons, recipes with photos, searchable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, newAccount("Iris Importer"));
  await page.goto("/app/create-recipe");
  await page.getByRole("link", { name: "Import from another app" }).click();
  await expect(page).toHaveURL(/\/app\/import$/);
  await expect(page.getByRole("heading", { name: "Import from another app" })).toBeVisible();
  await expect(page.getByText(/Your plan has no recipe limit/)).toBeVisible();
  await expectAccessible(page);

  for (const fixture of FORMATS) {
    await uploadAndFinish(page, fixture.file);
    await expect(page.getByText(`${fixture.format} export`)).toBeVisible();
    await expect(count(page, "read")).toHaveText(String(fixture.read));
    await expect(count(page, "imported")).toHaveText(String(fixture.imported));
    await expect(count(page, "failed")).toHaveText(String(fixture.failed));
    await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("aria-valuenow", "100");
    if (fixture.format === "Paprika") {
      const failures = page
        .getByRole("region", { name: "Not imported" })
        .or(page.locator("section", { has: page.getByRole("heading", { name: "Not imported" }) }));
      await expect(failures.getByText("Broken Recipe.paprikarecipe")).toBeVisible();
      await expect(failures.getByText(/malformed JSON/)).toBeVisible();
      await page.screenshot({ path: shotPath("collection-import/progress-1280.png"), fullPage: true });
      await expectAccessible(page);
    }
  }

  // A reload shows the same finished import.
  await page.reload();
  await expect(page.getByText("Finished", { exact: true })).toBeVisible();

  // Importing the same file again skips what is there.
  await uploadAndFinish(page, "mealie/mealie-export.zip");
  await expect(count(page, "skipped")).toHaveText("2");
  await expect(count(page, "imported")).toHaveText("0");

  await page.goto("/app/import");
  await expect(page.getByRole("list").getByRole("link", { name: "my-recipes.paprikarecipes" })).toBeVisible();
  await page.screenshot({ path: shotPath("collection-import/imports-1280.png"), fullPage: true });

  await page.goto("/app/import");
  await page.getByRole("list").getByRole("link", { name: "cookbook.zip" }).click();
  await page.getByRole("link", { name: "See your recipes in My Recipes" }).click();
  await expect(page).toHaveURL(/\/app\/profile\?tab=created$/);
  for (const title of FORMATS.flatMap((f) => f.titles)) {
    const card = page.getByRole("link", { name: title }).first();
    await expect(card).toBeVisible();
  }
  // Photos came along, re-encoded and served from /uploads.
  const photos = page.locator('img[src^="/uploads/"]');
  expect(await photos.count()).toBeGreaterThanOrEqual(4);

  // Searchable at once.
  await page.goto("/app/browse?q=jollof");
  await expect(page.getByRole("link", { name: "JSON-LD Jollof Rice" }).first()).toBeVisible();
});

/** The apps whose export is text (markdown, Cooklang, an HTML page, CSV), as a cook uploads each. */
const TEXT_FORMATS = [
  { folder: "copymethat", format: "Copy Me That", read: 5, imported: 3, failed: 2, title: "Tarte Tatin à l'ancienne" },
  { folder: "chowdown", format: "Chowdown (markdown)", read: 4, imported: 3, failed: 1, title: "Käsespätzle" },
  { folder: "cooklang", format: "Cooklang", read: 5, imported: 3, failed: 2, title: "Risotto ai funghi porcini" },
  {
    file: "plantoeat/plan_to_eat_recipes.csv",
    format: "Plan to Eat",
    read: 4,
    imported: 3,
    failed: 1,
    title: "Paella valenciana",
  },
  { folder: "myrecipebox", format: "My Recipe Box", read: 5, imported: 4, failed: 1, title: "Pão de queijo" },
] as const;

test("import the text formats at 1280 px: Copy Me That, Chowdown, Cooklang, Plan to Eat and My Recipe Box", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, newAccount("Tomás Texts"));
  for (const fixture of TEXT_FORMATS) {
    let upload: string;
    if ("folder" in fixture) {
      // A folder of files is uploaded as the zip a cook makes of it.
      upload = testInfo.outputPath(`${fixture.folder}.zip`);
      writeFileSync(upload, zipSync(Object.fromEntries(fixtureEntries(fixture.folder).map((e) => [e.path, e.bytes]))));
    } else {
      upload = path.join(FIXTURES, fixture.file);
    }
    await page.goto("/app/import");
    await page.getByLabel("Export file").setInputFiles(upload);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/import\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Finished", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(`${fixture.format} export`)).toBeVisible();
    await expect(count(page, "read"), fixture.format).toHaveText(String(fixture.read));
    await expect(count(page, "imported"), fixture.format).toHaveText(String(fixture.imported));
    await expect(count(page, "failed"), fixture.format).toHaveText(String(fixture.failed));
  }
  await page.goto("/app/profile?tab=created");
  for (const fixture of TEXT_FORMATS) await expect(page.getByRole("link", { name: fixture.title }).first()).toBeVisible();
});

test("the import page and its progress at 390 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, newAccount("Paz Phone"));
  await page.goto("/app/import");
  await page.screenshot({ path: shotPath("collection-import/import-390.png"), fullPage: true });
  await expectAccessible(page);
  await uploadAndFinish(page, "paprika/smoky-bean-soup.paprikarecipe");
  await expect(count(page, "imported")).toHaveText("1");
  await page.screenshot({ path: shotPath("collection-import/progress-390.png"), fullPage: true });
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
