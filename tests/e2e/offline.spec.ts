/**
 * The kitchen offline (issue 31, decision 056), with the service worker allowed (the rest of the
 * suite blocks it): after one online visit the cook's kitchen pages and recipes open without a
 * connection, pages that need the server show the offline page, and signing out clears it all.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL, newAccount, signUp } from "./support";

test.use({ serviceWorkers: "allow", allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED|503/ });

const post = (page: Page, address: string, form: Record<string, string>) =>
  page.request.post(address, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });

/** Waits until the service worker controls the page and has kept the cook's kitchen. */
async function keptOffline(page: Page, paths: string[]) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const kept = new Set<string>();
          for (const name of await caches.keys()) {
            if (!name.startsWith("simmer-pages-")) continue;
            for (const request of await (await caches.open(name)).keys()) {
              const url = new URL(request.url);
              kept.add(url.pathname + url.search);
            }
          }
          return wanted.filter((path) => !kept.has(path));
        }, paths),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

test("after one online visit, the shopping list, the week and a planned recipe's cook mode open offline; browse shows the offline page", async ({
  page,
  context,
}) => {
  await signUp(page, newAccount("Olu Offline"));
  expect((await post(page, "/app/checkout", { plan: "premium" })).status()).toBe(302);
  const today = new Date().toISOString().slice(0, 10);
  expect((await post(page, "/app/meal-plan", { intent: "add", date: today, mealType: "dinner", recipeId: "3" })).status()).toBe(
    200,
  );
  expect((await post(page, "/app/shopping", { intent: "add-item", text: "Oat milk" })).status()).toBe(200);

  await page.goto("/app/dashboard");
  await keptOffline(page, ["/app/shopping", "/app/meal-plan", "/app/recipe/3", "/cook-mode/3"]);

  await context.setOffline(true);
  await page.goto("/app/shopping");
  await expect(page.getByRole("checkbox", { name: /Oat milk/ })).toBeVisible();
  await expect(page.getByTestId("offline-indicator")).toHaveText(/Offline/);

  await page.goto("/app/meal-plan");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Meal Plan/i);

  await page.goto("/cook-mode/3");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page
    .getByRole("button", { name: /Next/ })
    .or(page.getByRole("link", { name: /Next/ }))
    .click();
  await expect(page.getByText("2 of 8")).toBeVisible();

  const browse = await page.goto("/browse");
  expect(browse?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shopping List" })).toHaveAttribute("href", "/app/shopping");
});
