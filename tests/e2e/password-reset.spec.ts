import { expect, expectAccessible, test, toastWith, freshPage } from "./fixtures";
import { latestMailTo, linkFrom, signUp } from "./support";

test("forgot password: the outbox link sets a new password once and signs the user in", async ({ page, browser }) => {
  const account = await signUp(await freshPage(browser));
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");

  const mail = await latestMailTo(account.email);
  expect(mail).toContain("Subject: Reset your Simmer password");
  const link = linkFrom(mail, "/reset-password\\?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await page.getByLabel("New password", { exact: true }).fill("fresh-start-9");
  await page.getByLabel("Confirm new password").fill("fresh-start-9");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(toastWith(page, "Your password has been changed. You are now logged in.")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link expired");

  // The old password no longer works; the new one does.
  const fresh = await freshPage(browser);
  await fresh.goto("/login");
  await fresh.getByLabel("Email").fill(account.email);
  await fresh.getByLabel("Password").fill(account.password);
  await fresh.getByRole("button", { name: "Log In" }).click();
  await expect(fresh.getByRole("alert")).toHaveText("Failed to log in. Please check your credentials and try again.");
  await fresh.getByLabel("Password").fill("fresh-start-9");
  await fresh.getByRole("button", { name: "Log In" }).click();
  await expect(fresh).toHaveURL(/\/app\/dashboard$/);
});

test("an unknown e-mail gets the same answer and no mail", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-at-all@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");
});

test("a made-up reset token is refused clearly", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link expired");
  await expect(page.getByRole("alert")).toContainText("invalid, has expired or has already been used");
  await expect(page.getByRole("link", { name: "Send a new reset link" })).toHaveAttribute("href", "/forgot-password");
});
