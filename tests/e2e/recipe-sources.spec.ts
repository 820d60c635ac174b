/**
 * Where a recipe came from: an imported recipe keeps its page's address and shows "From <host>"
 * (also after an edit, and in cook mode), and a catalog recipe can be copied into My Recipes.
 *
 * The recipe page is served by a small HTTP server on loopback started here; the suite's server
 * runs with IMPORT_ALLOW_PRIVATE_ADDRESSES=true (playwright.config.ts) so it may fetch it.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, newAccount, shotPath, signUp } from "./support";

test.describe.configure({ timeout: 120_000 });

let pages: http.Server;
let pagesBase = "";

let photo: Buffer;

test.beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#d1603d" } })
    .jpeg()
    .toBuffer();
  pages = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://pages");
    if (url.pathname === "/soups/tomato-basil") {
      // The page's photos are served here too (the import copies the first one).
      const html = readFileSync(path.resolve("tests/fixtures/import/jsonld-object.html"), "utf8").replaceAll(
        "https://sundaytable.example/wp-content/uploads/",
        `${pagesBase}/photos/`,
      );
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(html);
    }
    if (url.pathname.startsWith("/photos/")) {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      return void res.end(photo);
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: shotPath(`recipe-sources/${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath(`recipe-sources/${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an imported recipe shows 'From <host>' linking to its page, in cook mode too, and keeps it when edited", async ({
  page,
}) => {
  await signUp(page, newAccount("Lena Vogt"));
  await page.goto("/app/create-recipe");
  const address = `${pagesBase}/soups/tomato-basil`;
  await page.getByLabel("Recipe page address").fill(address);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(field(page, "Recipe Title")).toHaveValue("Creamy Tomato Basil Soup");
  await expect(field(page, "Source address (optional)")).toHaveValue(address);
  await expect(field(page, "Image URL")).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const create = page.getByRole("button", { name: "Create Recipe" });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/app\/browse/);

  await page.goto("/app/profile?tab=created");
  await page.getByRole("link", { name: "Creamy Tomato Basil Soup" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Creamy Tomato Basil Soup" })).toBeVisible();
  const host = new URL(pagesBase).host;
  const source = page.getByTestId("recipe-source");
  await expect(source).toContainText(`From ${host}`);
  const link = source.getByRole("link", { name: new RegExp(`^${host.replaceAll(".", "\\.")}`) });
  await expect(link).toHaveAttribute("href", address);
  await expect(link).toHaveAttribute("rel", "nofollow noopener");
  await expect(link).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
  await shoot(page, "imported");

  // Following the link opens the original page in a new tab.
  const [original] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(original).toHaveURL(address);
  await original.close();

  // Cook mode's header names the source too (wide screens).
  const recipeUrl = page.url();
  await page.getByRole("link", { name: "Start Cooking" }).click();
  await expect(page.getByTestId("cook-mode").getByTestId("recipe-source")).toContainText(`From ${host}`);
  await page.screenshot({ path: shotPath("recipe-sources/cook-mode-1280.png") });
  await page.goto(recipeUrl);

  // An edit keeps it; a source that is not an http(s) address is refused with a clear message.
  await page.getByRole("link", { name: "Edit Recipe" }).click();
  await expect(field(page, "Source address (optional)")).toHaveValue(address);
  await field(page, "Source address (optional)").fill("javascript:alert(1)");
  await field(page, "Source address (optional)").blur();
  await expect(page.getByText("Please enter the address of a web page (starting with http:// or https://)")).toBeVisible();
  await field(page, "Source address (optional)").fill(address);
  await field(page, "Recipe Title").fill("Tomato Basil Soup for Friday");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tomato Basil Soup for Friday" })).toBeVisible();
  await expect(page.getByTestId("recipe-source")).toContainText(`From ${host}`);
  await expect(page.getByTestId("recipe-source").getByRole("link")).toHaveAttribute("href", address);
});

test("Copy to My Recipes: a catalog recipe becomes the cook's private copy, opened in the edit form and saved under My Recipes", async ({
  page,
}) => {
  await signUp(page, newAccount("Tomás Ruiz"));
  await page.goto("/app/recipe/2");
  await expect(page.getByRole("heading", { level: 1, name: "Stone-Baked Margherita Pizza" })).toBeVisible();
  // A catalog recipe has no source of its own.
  await expect(page.getByTestId("recipe-source")).toHaveCount(0);
  await page.getByRole("button", { name: "Copy to My Recipes" }).click();

  await expect(page).toHaveURL(/\/app\/recipe\/\d+\/edit$/);
  await expect(toastWith(page, "Recipe copied to My Recipes. Change it as you like, then save.")).toBeVisible();
  await expect(field(page, "Recipe Title")).toHaveValue("Stone-Baked Margherita Pizza");
  await expect(field(page, "Source address (optional)")).toHaveValue(`${E2E_BASE_URL}/recipe/2`);
  await expectAccessible(page);
  await shoot(page, "copy-edit");

  // The catalog draws its covers: the copy needs a photo of its own, as every recipe a cook writes.
  await page.getByLabel("Or upload a photo").setInputFiles({ name: "pizza.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible();
  await field(page, "Recipe Title").fill("My Margherita, extra basil");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Margherita, extra basil" })).toBeVisible();
  await expect(page.getByTestId("recipe-visibility")).toHaveText("Private: only you can see this recipe");
  const source = page.getByTestId("recipe-source");
  await expect(source).toContainText(`From ${new URL(E2E_BASE_URL).host}`);
  await expect(source.getByRole("link")).toHaveAttribute("href", `${E2E_BASE_URL}/recipe/2`);
  // The author does not copy their own recipe.
  await expect(page.getByRole("button", { name: "Copy to My Recipes" })).toHaveCount(0);
  await shoot(page, "copy-saved");

  await page.goto("/app/profile?tab=created");
  await expect(page.getByRole("link", { name: "My Margherita, extra basil" }).first()).toBeVisible();
  // The catalog's recipe is unchanged.
  await page.goto("/recipe/2");
  await expect(page.getByRole("heading", { level: 1, name: "Stone-Baked Margherita Pizza" })).toBeVisible();
});

test("without JavaScript, Copy to My Recipes still opens the copy's edit form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, newAccount("Ines Kalb"));
  await page.goto("/app/recipe/3");
  await page.getByRole("button", { name: "Copy to My Recipes" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+\/edit$/);
  await expect(field(page, "Recipe Title")).toHaveValue("Creamy Tomato Soup");
  await context.close();
});
