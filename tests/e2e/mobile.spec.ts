import { expect, expectAccessible, test } from "./fixtures";
import { signUp } from "./support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

test("the landing page fits a 390 px screen without sideways scrolling", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("searchbox", { name: "Search recipes" })).toBeVisible();
  await expectAccessible(page);
});

test("the finder and the signed-in pages fit a 390 px screen", async ({ page }) => {
  await signUp(page);
  for (const path of [
    "/app/cook-with-ingredients?i=Chicken&i=Rice",
    "/app/dashboard",
    "/app/cookbooks",
    "/app/ingredient-lists",
    "/app/browse",
    "/app/settings",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a notification sits at the top and never takes the tap meant for the control under it", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/recipe/1");
  await page.getByRole("button", { name: "Save Weeknight Chicken Curry" }).click();
  const message = page.getByRole("region", { name: /Notifications/ }).getByText("Recipe saved successfully!");
  await expect(message).toBeVisible();
  const box = (await message.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844 / 3);
  // A tap on the message's text reaches the page beneath it.
  const reachesPage = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("[data-toast-type]") === null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(reachesPage).toBe(true);
});
