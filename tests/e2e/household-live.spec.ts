/**
 * Live on every screen (issue 27, decision 040): two members in two browsers; one changes the shared
 * shopping list and the other's open page shows it within seconds without a reload (a marker left on
 * `window` survives, so no navigation happened).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { twoMembers } from "./household-members";

/** Opens `path` and waits until its live stream is connected; leaves a marker a reload would wipe. */
async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("kitchen-live")).toHaveAttribute("data-state", "live");
  await page.evaluate(() => ((window as unknown as { simmerMarker: string }).simmerMarker = "still here"));
}

async function notReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { simmerMarker?: string }).simmerMarker)).toBe("still here");
}

for (const width of [1280, 390]) {
  test(`a member's change to the shopping list appears on the other's open page without a reload at ${width} px`, async ({
    browser,
  }) => {
    const { maya, sam } = await twoMembers(browser, width);
    await openLive(sam, "/app/shopping");
    await expect(sam.getByTestId("kitchen-live")).toHaveText("");

    // Maya adds an item in her own browser: Sam's page shows it.
    await maya.goto("/app/shopping");
    await maya.getByLabel("Add an item").fill("Oat milk");
    await maya.getByRole("button", { name: "Add", exact: true }).click();
    const oatMilk = sam.getByRole("checkbox", { name: /Oat milk/ });
    await expect(oatMilk).toHaveAttribute("aria-checked", "false", { timeout: 5_000 });

    // Maya ticks it: Sam's page shows the tick.
    const ticked = maya.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/shopping"));
    await maya.getByRole("checkbox", { name: /Oat milk/ }).click();
    expect((await ticked).status()).toBe(200);
    await expect(oatMilk).toHaveAttribute("aria-checked", "true", { timeout: 5_000 });
    await notReloaded(sam);

    // And the other way round: Sam unticks it, and Maya's open page follows.
    await openLive(maya, "/app/shopping");
    const samTicked = sam.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/shopping"));
    await oatMilk.click();
    expect((await samTicked).status()).toBe(200);
    await expect(maya.getByRole("checkbox", { name: /Oat milk/ })).toHaveAttribute("aria-checked", "false", { timeout: 5_000 });
    await notReloaded(maya);
    await notReloaded(sam);
  });
}
