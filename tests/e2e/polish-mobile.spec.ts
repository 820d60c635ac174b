/** Issue 10 at 390 px: pricing, the app's page strip, the settings tabs and browse's filters on a phone. */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { signUp } from "./support";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Fully on screen horizontally, not clipped by a scrolling parent, and not cut off. */
async function expectWhollyVisible(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const name = (await target.textContent()) ?? "";
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  const clipped = await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === "visible") continue;
      const outer = p.getBoundingClientRect();
      if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) return true;
    }
    // The text itself fits its box (no ellipsis or hidden overflow).
    return el.scrollWidth > el.clientWidth + 1;
  });
  expect(clipped, `${name} is cut off`).toBe(false);
}

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

test("the app's pages and the settings tabs are all in sight on a phone", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/dashboard");
  const strip = page.getByRole("navigation", { name: "App pages" });
  for (const name of [
    "Dashboard",
    "Browse Recipes",
    "Cookbooks",
    "Cook with Ingredients",
    "Ingredient Lists",
    "Profile",
    "Settings",
  ]) {
    await expectWhollyVisible(page, strip.getByRole("link", { name, exact: true }));
  }
  await strip.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  const tabs = page.getByRole("navigation", { name: "Settings sections" });
  for (const name of ["Profile", "Plan & billing", "Preferences", "Notifications", "Privacy"]) {
    await expectWhollyVisible(page, tabs.getByRole("link", { name, exact: true }));
  }
  await tabs.getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page).toHaveURL(/tab=privacy$/);
  await expectAccessible(page);
});

test("browse on a phone: filters fold behind a Filters button with a count, results start on the first screen", async ({
  page,
}) => {
  await page.goto("/browse");
  const toggle = page.getByRole("checkbox", { name: "Filters", exact: true });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId("active-filter-count")).toHaveCount(0);
  await expect(page.getByLabel("Difficulty")).toBeHidden();
  const first = page.getByTestId("browse-results").getByRole("listitem").first();
  const top = (await first.boundingBox())!.y;
  expect(top).toBeLessThan(PHONE.height - 100);

  await page.locator(`label[for="browse-filters-toggle"]`).click();
  await expect(toggle).toBeChecked();
  for (const label of ["Difficulty", "Category", "Max cook time", "Minimum rating", "Sort By"]) {
    await expectWhollyVisible(page, page.getByLabel(label, { exact: true }));
  }
  // No choice is cut off inside its box ("All Categorie", "Highest Rate" were).
  const overflowing = await page.locator("#browse-filters select").evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - 24; // the arrow
      return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text);
    }),
  );
  expect(overflowing).toEqual([]);
  await page.getByLabel("Difficulty", { exact: true }).selectOption("Easy");
  await expect(page).toHaveURL(/difficulty=Easy/);
  await expect(page.getByTestId("active-filter-count")).toHaveText(/^1/);
  await page.getByLabel("Category", { exact: true }).selectOption("dinner");
  await expect(page).toHaveURL(/difficulty=Easy&tag=dinner/);
  await expect(page.getByTestId("active-filter-count")).toHaveText(/^2/);
  await expect(page.getByRole("checkbox", { name: "Filters 2 active" })).toBeAttached();
  await expectAccessible(page);
});

test("browse on a desktop still shows every filter at once, with no Filters button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/browse");
  await expect(page.getByLabel("Difficulty", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Sort By", { exact: true })).toBeVisible();
  await expect(page.locator(`label[for="browse-filters-toggle"]`)).toBeHidden();
  await context.close();
});
