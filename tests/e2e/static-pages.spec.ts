import { expect, expectAccessible, test } from "./fixtures";

const PAGES = [
  {
    path: "/about",
    heading: "Good food, gently made",
    text: ["50K+", "10K+", "95%", "4.8", "Discover", "Plan", "Cook", "Share"],
  },
  { path: "/pricing", heading: "Choose your plan", text: ["$0", "$12.99", "$24.99", "Most Popular", "Compare features"] },
  { path: "/imprint", heading: "Imprint", text: ["set IMPRINT_COMPANY", "contact@simmer.example"] },
  { path: "/privacy-policy", heading: "Privacy Policy", text: ["GDPR"] },
  { path: "/terms-and-conditions", heading: /Terms/, text: ["$12.99"] },
  { path: "/cookies-policy", heading: /Cookies/, text: ["simmer.session_token"] },
] as const;

for (const { path, heading, text } of PAGES) {
  test(`${path} shows its content and is accessible`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    for (const snippet of text) await expect(page.getByText(snippet, { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
  });
}

test("the pricing page lists the plans from the database with a comparison table", async ({ page }) => {
  await page.goto("/pricing");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1)).toContainText("Premium");
  await expect(cards.nth(1)).toContainText("Most Popular");
  const table = page.getByRole("table", { name: "Feature comparison of the Simmer plans" });
  await expect(table.getByRole("row", { name: /Saved recipes/ })).toContainText("Up to 20");
  await expect(table.getByRole("row", { name: /Cookbook exports/ }).getByLabel("Included", { exact: true })).toHaveCount(1);
});

test("footer links reach every legal page", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2024");
  await footer.getByRole("link", { name: "Cookies Policy" }).click();
  await expect(page).toHaveURL(/\/cookies-policy$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Imprint" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint");
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your plan");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
