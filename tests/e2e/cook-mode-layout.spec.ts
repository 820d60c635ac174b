import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { shotPath, signUp } from "./support";

/** Layered Chicken Biryani: 7 steps (9 pages), a timer in every step but the fifth. */
const BIRYANI = 10;
const BIRYANI_PAGES = 9;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Whether the control, scrolled into view, is the element the cook would touch at its centre (nothing lies over it). */
async function expectUncovered(control: Locator, tray: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const trayBox = (await tray.boundingBox())!;
  const overlaps = box.y < trayBox.y + trayBox.height && trayBox.y < box.y + box.height;
  expect(overlaps, `control ${JSON.stringify(box)} and tray ${JSON.stringify(trayBox)} overlap`).toBe(false);
  const onTop = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, "the control is the topmost element at its centre").toBe(true);
}

// A small phone and a laptop's browser window: the shortest screens cook mode is used on.
for (const size of [
  { width: 390, height: 640 },
  { width: 1280, height: 600 },
]) {
  test(`at ${size.width}×${size.height} px the timer tray never covers Mark step done or the rating`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signUp(page);
    await page.goto(`/cook-mode/${BIRYANI}`);
    const tray = page.getByRole("region", { name: "Timers" });
    const next = page.getByRole("link", { name: "Next" });
    await next.click();
    // Start every timer of every step on the way to the last page.
    for (let step = 1; step <= BIRYANI_PAGES - 2; step++) {
      await next.click();
      await expect(heading(page)).toHaveText(`Step ${step}`);
      const starts = page.getByRole("list", { name: "Timers in this step" }).getByRole("button", { name: /^Start / });
      for (const start of await starts.all()) await start.click();
      await expectUncovered(page.getByRole("button", { name: "Mark step done" }), tray);
    }
    await expect(tray.getByTestId("cook-timer")).toHaveCount(6);
    // The tray scrolls rather than squeeze the step: the content keeps at least 30 % of the screen.
    const content = (await page.locator("main").boundingBox())!;
    expect(content.height, `content ${content.height} px of ${size.height} px`).toBeGreaterThanOrEqual(0.3 * size.height);
    const rate = page.getByTestId("rate-cook");
    await expect(rate).toBeVisible();
    await expectUncovered(page.getByRole("button", { name: "Mark step done" }), tray);
    await expectUncovered(rate.getByRole("button", { name: "Save" }), tray);
    await expectUncovered(rate.getByRole("button", { name: "Skip" }), tray);
    await expectUncovered(rate.getByRole("radio", { name: "5 stars" }).locator(".."), tray);
    await page.screenshot({ path: shotPath(`cook-mode/timers-${size.width}.png`) });
    await expectAccessible(page);
  });
}
