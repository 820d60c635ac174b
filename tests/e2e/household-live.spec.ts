/**
 * Live on every screen (issue 27, decision 040): two members in two browsers; one changes the shared
 * shopping list and the other's open page shows it within seconds without a reload (a marker left on
 * `window` survives, so no navigation happened).
 */
import type { Browser, Page } from "@playwright/test";
import { expect, freshPage, test } from "./fixtures";
import { E2E_BASE_URL, newAccount, signUp } from "./support";

/** Maya (Ultimate) makes a household and Sam (Free) joins it, each in their own browser. */
async function twoMembers(browser: Browser, width: number): Promise<{ maya: Page; sam: Page }> {
  const maya = await freshPage(browser);
  await maya.setViewportSize({ width, height: 900 });
  await signUp(maya, newAccount("Maya Okafor"));
  const upgraded = await maya.request.post("/app/checkout", {
    form: { plan: "ultimate" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(upgraded.status()).toBe(302);
  await maya.goto("/app/settings?tab=household");
  await maya.getByLabel("Household name").fill("The Okafor kitchen");
  await maya.getByRole("button", { name: "Create Household" }).click();
  await maya.getByLabel("Who is it for?").fill("Sam");
  await maya.getByRole("button", { name: "Create Invitation Link" }).click();
  const link = await maya.getByLabel(/Invitation link/).inputValue();

  const sam = await freshPage(browser);
  await sam.setViewportSize({ width, height: 900 });
  await signUp(sam, newAccount("Sam Okafor"));
  await sam.goto(link);
  await sam.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(sam).toHaveURL(/\/app\/settings\?tab=household$/);
  return { maya, sam };
}

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
