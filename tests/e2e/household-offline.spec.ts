/**
 * A live page that loses its connection (issue 27, decision 040): Sam has the planner and the
 * shopping list open; his browser goes offline, and both pages say so; Maya changes the list and the
 * plan meanwhile; when Sam's connection is back both pages catch up without a reload and the notice
 * goes.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { twoMembers } from "./household-members";
import { E2E_BASE_URL, shotPath } from "./support";

const LIVE_OFFLINE_MESSAGE = "Offline — changes will appear when you are back";

/**
 * Keeps every EventSource the page opens within reach, so the test can drop the one that is open: the
 * browser's offline switch stops new connections but leaves an open stream alone, as a real dropped
 * network would not.
 */
async function keepStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.EventSource;
    const open: EventSource[] = [];
    (window as unknown as { kitchenStreams: EventSource[] }).kitchenStreams = open;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        open.push(this);
      }
    };
  });
}

/** The network goes: new connections fail, and the open streams end with an error, as when a Wi-Fi drops. */
async function dropStreams(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const stream of (window as unknown as { kitchenStreams: EventSource[] }).kitchenStreams) {
      if (stream.readyState === EventSource.CLOSED) continue;
      stream.close();
      stream.dispatchEvent(new Event("error"));
    }
  });
}

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("kitchen-live")).toHaveAttribute("data-state", "live");
  await page.evaluate(() => ((window as unknown as { simmerMarker: string }).simmerMarker = "still here"));
}

async function notReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { simmerMarker?: string }).simmerMarker)).toBe("still here");
}

for (const width of [1280, 390]) {
  test(`an open planner and shopping list say when they are offline and catch up when back at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { maya, sam } = await twoMembers(browser, width);
    const planner = await sam.context().newPage();
    await planner.setViewportSize({ width, height: 900 });
    await keepStreams(sam);
    await keepStreams(planner);
    await openLive(sam, "/app/shopping");
    await openLive(planner, "/app/meal-plan");
    for (const page of [sam, planner]) {
      await expect(page.getByText(LIVE_OFFLINE_MESSAGE)).toHaveCount(0);
    }

    // Sam's connection goes: both his pages say so.
    await sam.context().setOffline(true);
    await dropStreams(sam);
    await dropStreams(planner);
    for (const page of [sam, planner]) {
      const status = page.getByRole("status").filter({ hasText: LIVE_OFFLINE_MESSAGE });
      await expect(status).toBeVisible({ timeout: 10_000 });
      await expect(status).toHaveText("Offline — changes will appear when you are back");
    }
    await sam.screenshot({ path: shotPath(`household-offline-shopping-${width}.png`), fullPage: true });
    await planner.screenshot({ path: shotPath(`household-offline-planner-${width}.png`), fullPage: true });

    // Maya changes the list and the plan meanwhile.
    await maya.goto("/app/shopping");
    await maya.getByLabel("Add an item").fill("Oat milk");
    await maya.getByRole("button", { name: "Add", exact: true }).click();
    await expect(maya.getByRole("checkbox", { name: /Oat milk/ })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const planned = await maya.request.post("/app/meal-plan", {
      form: { intent: "add", date: today, mealType: "dinner", note: "Pizza night" },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(planned.status()).toBe(200);
    await sam.waitForTimeout(1_000);
    await expect(sam.getByRole("checkbox", { name: /Oat milk/ })).toHaveCount(0);
    await expect(planner.getByText("Pizza night")).toHaveCount(0);

    // Back online: both pages catch up by themselves, and the notice goes.
    await sam.context().setOffline(false);
    await expect(sam.getByRole("checkbox", { name: /Oat milk/ })).toBeVisible({ timeout: 15_000 });
    await expect(planner.getByText("Pizza night").first()).toBeVisible({ timeout: 15_000 });
    for (const page of [sam, planner]) {
      await expect(page.getByTestId("kitchen-live")).toHaveAttribute("data-state", "live");
      await expect(page.getByText(LIVE_OFFLINE_MESSAGE)).toHaveCount(0);
      await notReloaded(page);
    }
    await maya.context().close();
    await sam.context().close();
  });
}
