import { expect, expectAccessible, test } from "./fixtures";
import { PHONE } from "./support";

test.describe("landing page", () => {
  test("shows the hero, three newest recipes, the feature blurbs and a sign-up call", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cook something good tonight");
    const featured = page
      .getByTestId("featured-recipes")
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") });
    await expect(featured).toHaveCount(3);
    // The newest three are the last three of the demo catalog, newest first.
    const titles = await featured.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(["Hearty Chicken Noodle Soup", "Spaghetti and Meatballs in Tomato Sauce", "Apple Strudel"]);
    await expect(page.getByRole("heading", { name: "Everything a home cook needs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cook with what you have" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up for free" })).toHaveAttribute("href", "/signup");
    await expectAccessible(page);
  });

  test("a featured card opens its recipe", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Apple Strudel" }).click();
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apple Strudel");
    // On a wide screen the ingredients stand beside the steps.
    await expect(page.getByRole("list", { name: "Ingredients" })).toBeVisible();
    await expectAccessible(page);
  });

  test("Enter in the search box goes to /browse with the trimmed text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search recipes" }).fill("   chicken curry  ");
    await page.getByRole("searchbox", { name: "Search recipes" }).press("Enter");
    await expect(page).toHaveURL(/\/browse\?q=chicken(%20|\+)curry$/);
    await expect(page.getByRole("status")).toContainText('for "chicken curry"');
    await expect(page.getByRole("link", { name: "Weeknight Chicken Curry" })).toBeVisible();
  });

  test("the Search button goes to /browse with the trimmed text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search recipes" }).fill(" tomato ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/browse\?q=tomato$/);
    await expect(page.getByRole("link", { name: "Creamy Tomato Soup" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an empty search shows every recipe and a search with no match says so", async ({ page }) => {
    await page.goto("/browse?q=zzzz-no-such-dish");
    await expect(page.getByRole("heading", { name: "No recipes found" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText('Showing 0 recipes for "zzzz-no-such-dish"');
  });
});

test("public pages are served from the short page cache to visitors without cookies only", async ({ page, request }) => {
  await request.get("/recipe/7");
  const again = await request.get("/recipe/7");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(await again.text()).toContain("application/ld+json");
  await page.goto("/recipe/7");
  await page.context().addCookies([{ name: "theme", value: "light", url: page.url() }]);
  const withCookie = await page.request.get("/recipe/7");
  expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the landing page fits a 390 px screen without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("searchbox", { name: "Search recipes" })).toBeVisible();
    await expectAccessible(page);
  });
});
