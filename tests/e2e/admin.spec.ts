/**
 * The operator's side (issue 29): the admin area is a 404 to everyone but an admin (ADMIN_EMAILS in
 * the test server's settings lists admin@simmer.test); an admin finds a cook, disables them (the
 * cook's open page loses access at its next request, and their sign-in says why), re-enables them,
 * and reads both actions in the audit log. At 1280 and 390 px.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, logIn, newAccount, PHONE, shotPath, signUp, type TestAccount } from "./support";

const ADMIN: TestAccount = { name: "Ada Admin", email: "admin@simmer.test", password: "simmer2024" };

/** The admin's page: signed up on first use, signed in after that. */
async function adminPage(browser: Browser): Promise<Page> {
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
  return page;
}

for (const width of [1280, PHONE.width]) {
  test(`an admin disables and re-enables a cook, and the audit log records both (${width} px)`, async ({ browser, page }) => {
    // Two accounts, three axe runs and a dozen page loads.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    // A cook is refused the admin area as if it did not exist; so is a visitor.
    const cook = await signUp(page, newAccount(`Cook ${width}`));
    const refused = await page.goto("/admin/users");
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    const visitor = await freshPage(browser);
    expect((await visitor.goto("/admin"))?.status()).toBe(404);
    await page.goto("/app/dashboard");
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

    const admin = await adminPage(browser);
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto("/app/dashboard");
    await admin.getByRole("link", { name: "Admin", exact: true }).click();
    await expect(admin.getByRole("heading", { name: "Site overview" })).toBeVisible();
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await admin.getByLabel("Search by name or e-mail").fill(cook.email);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByTestId("admin-user-row")).toHaveCount(1);
    await expectAccessible(admin);
    await admin.screenshot({ path: shotPath(`admin-users-${width}.png`), fullPage: true });
    await admin.getByRole("link", { name: cook.name }).click();
    await expect(admin.getByRole("heading", { name: cook.name })).toBeVisible();
    await admin.getByRole("button", { name: "Disable account" }).click();
    await expect(toastWith(admin, `${cook.name} has been disabled`)).toBeVisible();
    await expect(admin.getByText("Disabled", { exact: true })).toBeVisible();
    await expectAccessible(admin);
    await admin.screenshot({ path: shotPath(`admin-user-${width}.png`), fullPage: true });

    // The cook's open page: the next request finds them signed out, and signing in says why.
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await logIn(page, cook);
    await expect(page.getByText("This account has been disabled.")).toBeVisible();

    await admin.getByRole("button", { name: "Enable account" }).click();
    await expect(toastWith(admin, `${cook.name} can sign in again.`)).toBeVisible();
    await page.goto("/login");
    await logIn(page, cook);
    await page.waitForURL(/\/app\/dashboard/);

    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
    const rows = admin.getByTestId("audit-row").filter({ hasText: cook.email });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Enabled");
    await expect(rows.nth(1)).toContainText("Disabled");
    await expect(rows.nth(0)).toContainText(ADMIN.email);
    await expectAccessible(admin);
    await admin.screenshot({ path: shotPath(`admin-audit-${width}.png`), fullPage: true });
  });
}
