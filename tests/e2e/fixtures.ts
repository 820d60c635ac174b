import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Page, type Response } from "@playwright/test";

/**
 * After a full page load, waits until React has hydrated the document (root.tsx marks <html>), so a
 * click never lands on server-rendered markup whose handlers are not attached yet.
 */
async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  const html = response?.headers()["content-type"]?.includes("text/html");
  // The service worker's offline page (issue 31) is not a React page.
  const offlinePage = response?.headers()["x-simmer-offline"] !== undefined;
  if (html && !offlinePage) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

function waitForHydrationOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (...args) => untilHydrated(page, await goto(...args));
  page.reload = async (...args) => untilHydrated(page, await reload(...args));
  page.goBack = async (...args) => untilHydrated(page, await goBack(...args));
  page.goForward = async (...args) => untilHydrated(page, await goForward(...args));
  return page;
}

/** A page in a new browser context (no cookies), with the same hydration wait as the `page` fixture. */
export async function freshPage(browser: Browser): Promise<Page> {
  return waitForHydrationOnLoad(await (await browser.newContext()).newPage());
}

/** Console errors a test expects (for example on the error screen); anything else fails the test. */
export const test = base.extend<{ allowConsoleErrors: RegExp | null; consoleGuard: void }>({
  page: async ({ page }, use) => {
    await use(waitForHydrationOnLoad(page));
  },
  allowConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // Pages and actions that answer 4xx on purpose (404 page, a refused form) make Chromium log a failed load.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        if (allowConsoleErrors?.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe: no serious or critical violations (WCAG 2.1 A and AA). */
export async function expectAccessible(page: Page) {
  // Colours read in the middle of a CSS transition (a button fading back from disabled) are neither
  // the old nor the new ones: let running transitions end first (looping animations are left alone).
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    "serious or critical accessibility violations",
  ).toEqual([]);
}

/** A visible notification with this text. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator("[data-toast-type]").filter({ hasText: text });
}
