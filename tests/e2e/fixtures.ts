import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Console errors a test expects (for example on the error screen); anything else fails the test. */
export const test = base.extend<{ allowConsoleErrors: RegExp | null; consoleGuard: void }>({
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
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    "serious or critical accessibility violations",
  ).toEqual([]);
}

/** A visible notification with this text (Radix also copies it into a screen-reader live region). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator("[data-toast-type]").filter({ hasText: text });
}
