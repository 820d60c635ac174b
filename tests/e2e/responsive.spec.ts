/**
 * The pages a new cook meets first, at 390 px and at 1280 px: nothing wider than the screen and no
 * serious or critical accessibility violation. With SHOTS=1 set, each is also saved as a picture to
 * look at under test-results/screenshots/pages. At 390 px the finder and the other signed-in pages fit too.
 */
import { expect, expectAccessible, test } from "./fixtures";
import { PHONE, shotPath, signUp } from "./support";

const PAGES = [
  ["browse", "/browse"],
  ["recipe", "/recipe/1"],
  ["pricing", "/pricing"],
  ["dashboard", "/app/dashboard"],
  ["settings", "/app/settings"],
] as const;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });

    test("browse, a recipe, pricing, the dashboard and settings fit the screen and pass axe", async ({ page }) => {
      test.setTimeout(90_000);
      for (const [name, url] of PAGES) {
        if (url.startsWith("/app") && !(await page.context().cookies()).some((c) => c.name.endsWith("session_token")))
          await signUp(page);
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
        if (name === "dashboard") {
          // A label that wraps must not squeeze its icon (the stat tiles' and the quick actions').
          const widths = await page
            .locator("main dt svg, main ul a svg")
            .evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width)));
          expect(widths.length).toBeGreaterThan(6);
          expect(new Set(widths.filter((w) => w < 20)), "squeezed icons").toEqual(new Set());
        }
        if (process.env.SHOTS) {
          await page.screenshot({ path: shotPath(`pages/${name}-${width}.png`), fullPage: true });
          await page.screenshot({ path: shotPath(`pages/${name}-${width}-first-screen.png`) });
        }
        await expectAccessible(page);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

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
});
