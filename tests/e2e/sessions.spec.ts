/**
 * The server remembers for a few seconds who a session cookie belongs to (SESSION_CACHE_SECONDS):
 * a sign-out, a password reset or an account change must still take effect on the very next request.
 */
import { expect, freshPage, test, toastWith } from "./fixtures";
import { latestMailTo, linkFrom, newAccount, signUp } from "./support";

test("a session cookie stops working the moment its owner signs out, even when replayed", async ({ page, request }) => {
  await signUp(page);
  const cookie = (await page.context().cookies())
    .filter((c) => c.name.endsWith("simmer.session_token"))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  expect(cookie).not.toBe("");
  // Seen once by the server, so it is remembered.
  const before = await request.get("/app/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(before.status()).toBe(200);

  await page.goto("/app/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  const replayed = await request.get("/app/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(replayed.status()).toBe(302);
  expect(replayed.headers().location).toBe("/login?redirectTo=%2Fapp%2Fdashboard");
});

test("a password reset signs the account out in every other browser at once", async ({ page, browser }) => {
  const account = await signUp(page);
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Welcome/);

  const elsewhere = await freshPage(browser);
  await elsewhere.goto("/forgot-password");
  await elsewhere.getByLabel("Email").fill(account.email);
  await elsewhere.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(elsewhere.getByRole("status")).toContainText("If an account exists for that email");
  await elsewhere.goto(linkFrom(await latestMailTo(account.email), "/reset-password\\?token="));
  await elsewhere.getByLabel("New password", { exact: true }).fill("fresh-start-9");
  await elsewhere.getByLabel("Confirm new password").fill("fresh-start-9");
  await elsewhere.getByRole("button", { name: "Set New Password" }).click();
  await expect(elsewhere).toHaveURL(/\/app\/dashboard$/);

  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fdashboard$/);
});

test("a new name shows on the next page, not a few seconds later", async ({ page }) => {
  await signUp(page, newAccount("Maya Okafor"));
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Maya!");
  await page.goto("/app/settings");
  await page.getByLabel("Full Name").fill("Amara Okafor");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Settings saved successfully!")).toBeVisible();
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Amara!");
});
