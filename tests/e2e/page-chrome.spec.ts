/** The pages' frame says one thing: a signed-in cook keeps their navigation on the error screen, and toasts never cover the top navigation nor take a tap meant for the page. */
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { PHONE, shotPath, signUp } from "./support";

test.use({ allowConsoleErrors: /status of 500|Deliberate failure|Unexpected Server Error|\[simmer\] ERROR_/ });

for (const width of [1280, 390]) {
  test(`the error screen shows a signed-in cook the signed-in navigation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    const response = await page.goto("/_test/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Something went wrong");
    const header = page.getByRole("banner");
    if (width >= 1024) {
      await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "App" })).toBeVisible();
    } else {
      await expect(page.getByRole("navigation", { name: "App pages" })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: /^App/ }).getByRole("link", { name: "Meal Plan" }).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: shotPath(`errors/signed-in-error-${width}.png`) });
  });

  test(`toasts sit below the top navigation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    await page.goto("/app/cook-with-ingredients?i=salmon");
    await page.getByRole("toolbar", { name: "Quick actions" }).getByRole("button", { name: "Save All Recipes" }).click();
    const toast = toastWith(page, /recipes? saved\./);
    await expect(toast).toBeVisible();
    const nav = await page.getByRole("banner").boundingBox();
    const box = await toast.boundingBox();
    expect(nav && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height);
    await page.screenshot({ path: shotPath(`toasts/below-nav-${width}.png`) });
  });

  test(`in cook mode, toasts sit below cook mode's own header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Signing up leaves its welcome notification for the next page, here cook mode.
    await signUp(page);
    await page.goto("/cook-mode/1");
    const toast = toastWith(page, "Account created successfully! Welcome to Simmer.");
    await expect(toast).toBeVisible();
    const header = await page.getByRole("banner").boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.screenshot({ path: shotPath(`toasts/cook-mode-${width}.png`) });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, allowConsoleErrors: null });

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
});
