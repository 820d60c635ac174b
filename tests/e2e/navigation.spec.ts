/** Getting around: the mobile menu, the app's page strip and settings tabs on a phone, and addresses that are not pages. */
import { expect, expectAccessible, test } from "./fixtures";
import { expectWhollyVisible, PHONE, signUp } from "./support";

test("addresses without a page of their own answer a person with a page, never raw JSON", async ({ page }) => {
  // Signed out: the sign-in page, coming back to the saved recipes.
  await page.goto("/app/saved");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fsaved$/);
  await expect(page.locator("body")).not.toContainText('{"message"');

  await signUp(page);
  await page.goto("/app/saved");
  await expect(page).toHaveURL(/\/app\/browse\?saved=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse recipes" })).toBeVisible();

  await page.goto("/app/api/recipe-search?q=pasta");
  await expect(page).toHaveURL(/\/app\/browse\?q=pasta$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse recipes" })).toBeVisible();

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/app\/dashboard$|\/$/);
  await expect(page.locator("body")).not.toContainText('{"message"');

  // Stripe's webhook is not a page either: a person who opens it is sent home.
  await page.goto("/api/billing/stripe-webhook");
  await expect(page).toHaveURL(/\/(app\/dashboard)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.request.get("/api/billing/stripe-webhook")).status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the mobile menu opens, lists the pages and the account links, and navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Browse", "Cook with Ingredients", "Pricing", "About", "Login", "Sign Up"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
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
});
