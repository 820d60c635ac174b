import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { E2E_BASE_URL, signUp } from "./support";

const SHOTS = "/work/helpers/shots/index";
const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing/ });
const results = (page: Page) => page.getByTestId("browse-results").getByRole("article");

async function totalShown(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? "";
  return Number(text.match(/Showing (\d+)/)?.[1] ?? NaN);
}

/** Creates a recipe owned by the page's signed-in user through the test-only route. */
async function createOwnRecipe(page: Page, title: string, isPublic = false): Promise<number> {
  const response = await page.request.post(`${E2E_BASE_URL}/_test/recipes`, {
    form: { title, isPublic: isPublic ? "1" : "0" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

test("a new private recipe is in its owner's browse and finder within a second, and in nobody else's", async ({ browser }) => {
  const owner = await freshPage(browser);
  await signUp(owner);
  const stranger = await freshPage(browser);
  await signUp(stranger);
  const visitor = await freshPage(browser);

  // The index is built and warm before the write (the first search of a fresh server waits for it).
  await owner.goto("/app/browse?q=zanzibar");
  await expect(countLine(owner)).toHaveText(/^Showing 0 recipes/);

  const title = `Zanzibar Quinoa Bowl ${Date.now().toString(36)}`;
  await createOwnRecipe(owner, title);
  const written = Date.now();
  // One second after the write (the page load itself takes longer), the owner's search has it.
  await owner.waitForTimeout(Math.max(0, 1000 - (Date.now() - written)));
  await owner.goto(`/app/browse?q=${encodeURIComponent("zanzibar quinoa")}`);
  await expect(countLine(owner)).toHaveText(/^Showing 1 recipe for/);
  await expect(results(owner).getByRole("heading", { name: title })).toBeVisible();
  await expectAccessible(owner);
  mkdirSync(SHOTS, { recursive: true });
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.screenshot({ path: `${SHOTS}/own-recipe-browse-desktop.png` });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: `${SHOTS}/own-recipe-browse-phone.png` });

  // The finder too: the owner's quinoa and garlic find it; nobody else's do.
  await owner.goto("/app/cook-with-ingredients?i=quinoa&i=garlic");
  await expect(owner.getByRole("heading", { name: title })).toBeVisible();

  await stranger.goto(`/app/browse?q=${encodeURIComponent("zanzibar quinoa")}`);
  await expect(countLine(stranger)).toHaveText(/^Showing 0 recipes/);
  await stranger.goto("/app/cook-with-ingredients?i=quinoa&i=garlic");
  await expect(stranger.getByText(/^(Found \d+ recipes? using|No Recipes Found)/).first()).toBeVisible();
  await expect(stranger.getByRole("heading", { name: title })).toHaveCount(0);
  await visitor.goto(`/browse?q=${encodeURIComponent("zanzibar quinoa")}`);
  await expect(countLine(visitor)).toHaveText(/^Showing 0 recipes/);

  // Shared with everyone: the stranger sees it a moment later.
  const sharedTitle = `Zanzibar Shared Stew ${Date.now().toString(36)}`;
  await createOwnRecipe(owner, sharedTitle, true);
  await stranger.waitForTimeout(1000);
  await stranger.goto(`/app/browse?q=${encodeURIComponent("zanzibar")}`);
  await expect(countLine(stranger)).toHaveText(/^Showing 1 recipe for/);
  await expect(results(stranger).getByRole("heading", { name: sharedTitle })).toBeVisible();
});

test("search finds dishes by their ingredients after every title, tag and description match", async ({ page }) => {
  // The demo catalog: 45 recipes use garlic, 14 mention it in a title, tag or description.
  await page.goto("/browse?q=garlic");
  expect(await totalShown(page)).toBeGreaterThanOrEqual(45);
  const first = results(page).first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/garlic/i);
  await page.goto("/browse?q=pasta");
  expect(await totalShown(page)).toBeGreaterThanOrEqual(4);
  await expectAccessible(page);
});
