import type { Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { E2E_BASE_URL, newAccount, PHONE, shotPath, signUp } from "./support";

/** A recipe of the signed-in cook, made through the test route (the form has its own tests). */
async function ownRecipe(page: Page, title: string): Promise<number> {
  const made = await page.request.post("/_test/recipes", { form: { title }, headers: { Origin: E2E_BASE_URL } });
  expect(made.status()).toBe(200);
  return ((await made.json()) as { id: number }).id;
}

/** The manage page of the cookbook with this name (the list selects a book, then offers its page). */
async function openCookbook(page: Page, name: string): Promise<void> {
  await page.goto("/app/cookbooks");
  await page.getByRole("button", { name, exact: true }).click();
  await page.getByRole("link", { name: "Manage cookbook" }).click();
}

/** A cookbook with these recipes, made through the cookbook pages' own forms. */
async function cookbookWith(page: Page, name: string, recipeIds: number[]): Promise<void> {
  const created = await page.request.post("/app/cookbooks", {
    form: { intent: "create", name, description: "Moved with me", color: "bg-accent-green" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(created.status()).toBe(200);
  await openCookbook(page, name);
  await expect(page).toHaveURL(/manage$/);
  for (const recipeId of recipeIds) {
    const added = await page.request.post(`${new URL(page.url()).pathname}`, {
      form: { intent: "add-recipes", recipeId: String(recipeId) },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(added.status()).toBe(200);
  }
}

for (const width of [1280, PHONE.width]) {
  test(`a cook downloads everything from Settings and moves into a new account with the zip, at ${width} px`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(width === PHONE.width ? PHONE : { width, height: 900 });
    await signUp(page, newAccount("Mara Mover"));
    const focaccia = `Zip Trip Focaccia ${width}`;
    const id = await ownRecipe(page, focaccia);
    await cookbookWith(page, "Moving Day Bakes", [id, 12]);
    await page.reload();
    await expect(page.getByRole("button", { name: /^Remove .* from this cookbook$/ })).toHaveCount(2);

    await page.goto("/app/settings?tab=privacy");
    const link = page.getByRole("link", { name: "Download everything (zip)" });
    await expect(link).toBeVisible();
    await page.screenshot({ path: shotPath(`account-export/privacy-${width}.png`), fullPage: true });
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^simmer-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = testInfo.outputPath("simmer-export.zip");
    await download.saveAs(zip);

    // Another account, another browser: upload the zip as it is.
    const newHome = await freshPage(browser);
    await newHome.setViewportSize(page.viewportSize()!);
    await signUp(newHome, newAccount("Mara Newhome"));
    await newHome.goto("/app/import");
    await expect(newHome.getByText(/the zip another Simmer gave you/)).toBeVisible();
    await newHome.getByLabel("Export file").setInputFiles(zip);
    await newHome.getByRole("button", { name: "Import", exact: true }).click();
    await expect(newHome).toHaveURL(/\/app\/import\/[0-9a-f-]{36}$/);
    await expect(newHome.getByText("Finished", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(newHome.getByText("Simmer export")).toBeVisible();
    await expect(newHome.getByTestId("import-imported")).toHaveText("1");
    await expect(newHome.getByText("Also brought back: 1 cookbook.")).toBeVisible();
    await newHome.screenshot({ path: shotPath(`account-export/imported-${width}.png`), fullPage: true });
    await expectAccessible(newHome);

    // The cookbook came back with both recipes: the cook's own (now the new account's) and the catalog's.
    await openCookbook(newHome, "Moving Day Bakes");
    await expect(newHome.getByRole("heading", { level: 1 })).toHaveText("Moving Day Bakes");
    await expect(newHome.getByRole("link", { name: focaccia }).first()).toBeVisible();
    await expect(newHome.getByRole("button", { name: /^Remove .* from this cookbook$/ })).toHaveCount(2);
    const overflow = await newHome.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await newHome.context().close();
  });
}
