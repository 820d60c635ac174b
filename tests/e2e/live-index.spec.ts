import type { Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

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

/** How soon a write reaches every search: the index's freshness promise. */
const FRESH_WITHIN_MS = 1000;

/**
 * Asks for `path` as the page's cook until its HTML names `title` (a deadline of 15 s, then the test
 * fails), and returns how long after `written` the request that first found it was sent. The promise
 * is about when a search is asked, not how long a busy machine takes to answer it.
 */
async function foundAfter(page: Page, path: string, title: string, written: number): Promise<number> {
  let sentAt = 0;
  await expect
    .poll(
      async () => {
        sentAt = Date.now();
        return (await (await page.request.get(path)).text()).includes(title);
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  return sentAt - written;
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
  // Within a second of the write, the owner's search has it.
  const search = `/app/browse?q=${encodeURIComponent("zanzibar quinoa")}`;
  expect(await foundAfter(owner, search, title, written)).toBeLessThanOrEqual(FRESH_WITHIN_MS);
  await owner.goto(search);
  await expect(countLine(owner)).toHaveText(/^Showing 1 recipe for/);
  await expect(results(owner).getByRole("heading", { name: title })).toBeVisible();
  await expectAccessible(owner);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.screenshot({ path: shotPath("index/own-recipe-browse-desktop.png") });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: shotPath("index/own-recipe-browse-phone.png") });

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
  const shared = Date.now();
  expect(await foundAfter(stranger, "/app/browse?q=zanzibar", sharedTitle, shared)).toBeLessThanOrEqual(FRESH_WITHIN_MS);
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
