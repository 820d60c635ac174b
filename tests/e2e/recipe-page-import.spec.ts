/**
 * Issue 28's one-page import in the browser, on pages of the fixture set (tests/fixtures/recipe-pages/)
 * served on loopback (the suite's server may fetch them: IMPORT_ALLOW_PRIVATE_ADDRESSES): a recipe
 * with sections and steps run together keeps every line in order; a recipe without a description
 * or time names the fields to fill and, with a one-character ingredient and one step, saves; a
 * page without recipe data says so. At 1280 and 390 px.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { newAccount, shotPath, signUp } from "./support";

const PAGES = path.resolve("tests/fixtures/recipe-pages/pages");
let server: http.Server;
let base = "";

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#d9822b" } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://pages");
    if (/\.(jpe?g|png)$/.test(url.pathname)) {
      res.writeHead(200, { "Content-Type": "image/png" });
      return void res.end(photo);
    }
    try {
      // The sites' own photo addresses point here, so the import copies a real photo.
      const html = readFileSync(path.join(PAGES, path.basename(url.pathname)), "utf8").replace(
        /https:\/\/[a-z]+\.example\//g,
        `${base}/`,
      );
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(html);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function importFrom(page: Page, file: string) {
  await page.getByLabel("Recipe page address").fill(`${base}/${file}`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a recipe with ingredient groups and step sections, and one with steps run together, keep every line in order", async ({
      page,
    }) => {
      await signUp(page, newAccount("Marisol Vega"));
      await page.goto("/app/create-recipe");
      await importFrom(page, "chicken-enchiladas--jsonld-list.html");
      await expect(page.getByRole("status").filter({ hasText: "Recipe imported." })).toBeVisible();
      await expect(field(page, "Recipe Title")).toHaveValue("Chicken Enchiladas with Red Sauce");
      await expect(field(page, "Ingredients (one per line)")).toHaveValue(
        [
          "2 tablespoons olive oil",
          "2 tablespoons flour",
          "3 tablespoons chili powder",
          "2 cups chicken stock",
          "3 cups shredded cooked chicken",
          "8 corn tortillas",
          "2 cups grated cheddar cheese",
          "1/4 cup chopped cilantro",
        ].join("\n"),
      );
      await expect(field(page, "Instructions (one step per line)")).toHaveValue(
        // The page's HowToSection names come into the form as heading lines (decision 043).
        [
          "# Make the sauce",
          "Whisk the oil and flour in a saucepan over medium heat for 1 minute.",
          "Add the chili powder and stock and simmer until thickened, about 10 minutes.",
          "# Assemble",
          "Heat the oven to 180°C.",
          "Fill each tortilla with chicken and cheese, roll it up and lay it in a baking dish.",
          "Pour over the sauce, top with the rest of the cheese and bake for 20 minutes.",
        ].join("\n"),
      );
      await expect(field(page, "Cook Time (minutes)")).toHaveValue("75");
      await expect(page.locator("#import-missing")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Create Recipe" })).toBeEnabled();
      await page.screenshot({ path: shotPath(`page-import/sections-${width}.png`), fullPage: false });

      await importFrom(page, "shakshuka--string-instructions-run-together.html");
      await expect(field(page, "Recipe Title")).toHaveValue("Shakshuka");
      await expect(field(page, "Instructions (one step per line)")).toHaveValue(
        [
          "Fry the pepper and onion in the oil until soft.",
          "Add the garlic and spices and cook for 1 minute.",
          "Pour in the tomatoes and simmer for 10 minutes.",
          "Make four wells, crack in the eggs, cover and cook until the whites are set.",
        ].join("\n"),
      );
    });

    test("a recipe without a description or time names the fields to fill, then saves with a one-character ingredient and one step", async ({
      page,
    }) => {
      await signUp(page, newAccount("Wang Fang"));
      await page.goto("/app/create-recipe");
      await importFrom(page, "tomato-egg-soup--missing-fields.html");
      await expect(page.getByRole("status").filter({ hasText: "Recipe imported." })).toBeVisible();
      await expect(page.locator("#import-missing")).toHaveText(
        "The page did not give a description and a cook time: please fill them in before creating the recipe.",
      );
      await expect(field(page, "Recipe Title")).toHaveValue("番茄蛋汤");
      await expect(field(page, "Ingredients (one per line)")).toHaveValue("番茄 2个\n鸡蛋 2个\n盐");
      await expect(field(page, "Description")).toHaveAccessibleDescription(/Description is required/);
      await expect(page.getByText("Cook time is required")).toBeVisible();
      const create = page.getByRole("button", { name: "Create Recipe" });
      await expect(create).toBeDisabled();
      await expectAccessible(page);
      await page.screenshot({ path: shotPath(`page-import/missing-fields-${width}.png`), fullPage: true });

      await field(page, "Description").fill("A quick home-style tomato and egg soup.");
      await field(page, "Cook Time (minutes)").fill("15");
      await expect(create).toBeEnabled();
      await create.click();
      await expect(page).toHaveURL(/\/app\/browse/);
      await expect(toastWith(page, "Recipe created successfully!")).toBeVisible();
    });

    test("a page without recipe data says so", async ({ page }) => {
      await signUp(page);
      await page.goto("/app/create-recipe");
      await importFrom(page, "none-blog-story.html");
      await expect(page.getByRole("alert").filter({ hasText: "That page has no recipe data" })).toBeVisible();
      await expect(field(page, "Recipe Title")).toHaveValue("");
      await expectAccessible(page);
      await page.screenshot({ path: shotPath(`page-import/no-recipe-${width}.png`), fullPage: false });
    });
  });
}
