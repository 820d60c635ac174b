/**
 * The operator's side (issue 29): the admin area is a 404 to everyone but an admin (ADMIN_EMAILS in
 * the test server's settings lists admin@simmer.test); an admin finds a cook, disables them (the
 * cook's open page loses access at its next request, and their sign-in says why), re-enables them,
 * and reads both actions in the audit log. At 1280 and 390 px (on a phone the user list is a list of
 * cards, not a table, and nothing scrolls sideways).
 */
import { ADMIN, adminPage } from "./admin-account";
import { expect, expectAccessible, freshPage, test, toastWith } from "./fixtures";
import { latestMailTo, linkFrom, logIn, newAccount, PHONE, shotPath, signUp } from "./support";

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
    await expect(admin.getByRole("heading", { name: "Last 30 days" })).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Background jobs" })).toBeVisible();
    await expect(admin.getByText(/^Simmer \d+\.\d+\.\d+ · database \d/)).toBeVisible();
    // AI generations against the month's allowance of the accounts whose plan includes them.
    await expect(admin.getByTestId("overview-figure").filter({ hasText: "AI generations" })).toHaveText(
      /^AI generations\d+ of \d+ this month$/,
    );
    await admin.screenshot({ path: shotPath(`admin-overview-${width}.png`), fullPage: true });
    if (width === PHONE.width) await expectAccessible(admin);
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    // The whole list (the admin, this cook and whoever other tests made): a table on a wide screen;
    // on a phone a list of cards, one per account, each field labelled, and nothing scrolls sideways.
    // Only one of the two is ever in the accessibility tree.
    const phone = width === PHONE.width;
    await expect(admin.getByRole("table", { name: "Accounts, newest first" })).toHaveCount(phone ? 0 : 1);
    await expect(admin.getByRole("list", { name: "Accounts, newest first" })).toHaveCount(phone ? 1 : 0);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const listed = admin.getByTestId("admin-user-row").filter({ visible: true }).filter({ hasText: cook.email });
    await expect(listed.getByText(cook.email)).toBeVisible();
    await expect(listed.getByRole("link", { name: cook.name })).toBeVisible();
    if (phone) {
      const card = listed.getByRole("definition");
      // Plan, signed up, last seen, recipes, status.
      await expect(card).toHaveText(["Free", /^\d{4}-\d{2}-\d{2}$/, /^\d{4}-\d{2}-\d{2}$/, "0", "Active"]);
    }
    await expectAccessible(admin);
    await admin.screenshot({ path: shotPath(`admin/users-${width}.png`), fullPage: true });
    await admin.getByLabel("Search by name or e-mail").fill(cook.email);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByTestId("admin-user-row").filter({ visible: true })).toHaveCount(1);
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
    const rows = admin.getByTestId("audit-row").filter({ visible: true }).filter({ hasText: cook.email });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Enabled");
    await expect(rows.nth(1)).toContainText("Disabled");
    await expect(rows.nth(0)).toContainText(ADMIN.email);
    await expectAccessible(admin);
    await admin.screenshot({ path: shotPath(`admin-audit-${width}.png`), fullPage: true });
  });
}

test("an admin mails a cook a password-reset link, grants a plan until a day, then deletes the account, which signs the cook out at once", async ({
  browser,
  page,
}) => {
  test.slow();
  const cook = await signUp(page, newAccount("Leaving Lou"));
  const admin = await adminPage(browser);
  await admin.goto("/admin/users");
  await admin.getByLabel("Search by name or e-mail").fill(cook.email);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("link", { name: cook.name }).click();

  await admin.getByRole("button", { name: "Send password-reset link" }).click();
  await expect(toastWith(admin, `A password-reset link was sent to ${cook.email}.`)).toBeVisible();
  expect(linkFrom(await latestMailTo(cook.email), "/reset-password")).toContain("/reset-password");

  // A plan granted until a day shows on the cook's Plan & billing tab.
  const until = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await admin.getByLabel("Plan", { exact: true }).selectOption("premium");
  await admin.getByLabel(/Until/).fill(until);
  await admin.getByRole("button", { name: "Grant plan" }).click();
  await expect(toastWith(admin, `${cook.name} now has Premium until ${until}.`)).toBeVisible();
  await expect(admin.getByText(`Premium (granted until ${until})`)).toBeVisible();
  // The user list says where the plan comes from.
  await admin.goto(`/admin/users?q=${encodeURIComponent(cook.email)}`);
  await expect(admin.getByTestId("admin-user-row").filter({ visible: true })).toContainText(`Premium · granted until ${until}`);
  await admin.goBack();
  await page.goto("/app/settings?tab=billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Premium");
  await expect(page.getByTestId("plan-grant")).toContainText("Premium granted by the people who run this site until");

  // The box must be ticked: without it nothing is deleted and the page says why.
  await admin.getByRole("button", { name: "Delete account" }).click();
  await expect(admin.getByText("Tick the box to confirm")).toBeVisible();
  await admin.getByLabel(`Yes, delete ${cook.name}’s account and everything in it`).check();
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Delete account" }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await expect(toastWith(admin, `${cook.name}'s account and everything in it have been deleted.`)).toBeVisible();

  // The cook's open page is signed out on its next request; the audit log keeps the e-mail.
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await admin.goto("/admin/audit");
  const rows = admin.getByTestId("audit-row").filter({ visible: true }).filter({ hasText: cook.email });
  await expect(rows.filter({ hasText: "Deleted the account" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Sent a password-reset link" })).toHaveCount(1);
});
