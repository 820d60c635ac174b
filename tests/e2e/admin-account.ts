import type { Browser, Page } from "@playwright/test";
import { expect, freshPage } from "./fixtures";
import { E2E_BASE_URL, latestMailTo, linkFrom, logIn, type TestAccount } from "./support";

/** The test server's admin (playwright.config.ts lists admin@simmer.test in ADMIN_EMAILS). */
export const ADMIN: TestAccount = { name: "Ada Admin", email: "admin@simmer.test", password: "simmer2024" };

/** The admin's page: signed up on first use, signed in after that. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  const created = await page.request.post(`${E2E_BASE_URL}/signup`, {
    form: { name: ADMIN.name, email: ADMIN.email, password: ADMIN.password, confirmPassword: ADMIN.password, terms: "on" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  if (created.status() !== 302) {
    await page.goto("/login");
    await logIn(page, ADMIN);
    await page.waitForURL(/\/app\//);
  }
  // An ADMIN_EMAILS address counts once confirmed: the first page to get here confirms it.
  await page.goto("/admin");
  if (new URL(page.url()).pathname === "/app/confirm-admin") {
    await page.getByRole("button", { name: `Send a confirmation link to ${ADMIN.email}` }).click();
    await expect(page.getByText(`We sent a confirmation link to ${ADMIN.email}`).first()).toBeVisible();
    await page.goto(linkFrom(await latestMailTo(ADMIN.email), "/api/auth/verify-email"));
    await expect(page).toHaveURL(/\/admin$/);
  }
  return page;
}
