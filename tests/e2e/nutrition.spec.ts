import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

/** Demo billing: a signed-in cook starts a Premium trial, which includes nutrition facts. */
async function startPremium(page: Page) {
  const response = await page.request.post("/app/checkout", {
    form: { plan: "premium" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test("a Premium cook sees the Nutrition Facts label with its coverage line, left-out lines and source", async ({ page }) => {
  await signUp(page);
  await startPremium(page);
  await page.goto("/app/recipe/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weeknight Chicken Curry");

  const panel = page.getByRole("region", { name: "Nutrition Facts" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: "Unlock Nutrition Facts" })).toHaveCount(0);
  await expect(panel.getByTestId("nutrition-coverage")).toHaveText("Based on 12 of 14 ingredients.");
  await expect(panel.getByText("4 servings per recipe")).toBeVisible();

  // 1½ lb thighs, 1½ cups rice, oil, yogurt, onion and tomatoes for four: about 580 kcal a serving.
  const calories = Number(await panel.getByTestId("nutrition-calories").locator("span").last().textContent());
  expect(calories).toBeGreaterThanOrEqual(450);
  expect(calories).toBeLessThanOrEqual(700);

  const table = panel.getByRole("table", { name: "Nutrients per serving and percent of the daily value" });
  await expect(table.getByRole("rowheader", { name: /^Total Fat \d+g$/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Sodium \d+mg$/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Protein \d+g$/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Potassium \d+mg$/ })).toBeVisible();
  await expect(panel.getByTestId("nutrition-skipped").getByRole("listitem")).toHaveText([
    "salt to taste (no amount given)",
    "fresh cilantro, chopped, to serve (no amount given)",
  ]);
  await expect(panel.getByText(/USDA National Nutrient Database for Standard Reference, Release 24/)).toBeVisible();

  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath("nutrition/label-1280.png"), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("nutrition/label-390.png"), fullPage: false });
});

test("a free cook sees the teaser linking to pricing, and the page carries no numbers", async ({ page }) => {
  await signUp(page);
  const response = await page.goto("/app/recipe/1");
  const html = (await response?.text()) ?? "";
  const teaser = page.getByRole("complementary", { name: "Nutrition Facts" });
  await expect(teaser.getByRole("link", { name: "Unlock Nutrition Facts" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByTestId("nutrition-label")).toHaveCount(0);
  expect(html).not.toContain("perServing");
  expect(html).not.toContain("Based on");
  await expectAccessible(page);
});

test("a visitor sees the teaser too", async ({ page }) => {
  await page.goto("/recipe/1");
  await expect(page.getByRole("complementary", { name: "Nutrition Facts" })).toBeVisible();
  await expect(page.getByTestId("nutrition-label")).toHaveCount(0);
});
