/** The pricing page on a phone. */
import { expectAccessible, expect, test } from "./fixtures";
import { expectWhollyVisible, PHONE } from "./support";

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("pricing: all three plans side by side in the comparison table on a phone", async ({ page }) => {
  await page.goto("/pricing");
  const table = page.getByRole("table", { name: "Feature comparison of the Simmer plans" });
  await table.scrollIntoViewIfNeeded();
  for (const plan of ["Free", "Premium", "Ultimate"]) {
    await expectWhollyVisible(page, table.getByRole("columnheader", { name: plan, exact: true }));
  }
  // Every row's three answers are on screen too.
  const cells = table.getByRole("row").nth(3).getByRole("cell");
  await expect(cells).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expectWhollyVisible(page, cells.nth(i));
  const scrolls = await page.getByTestId("comparison-table").evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(false);
  await expectAccessible(page);
});
