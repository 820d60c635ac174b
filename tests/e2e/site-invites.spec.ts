/**
 * An admin's invite links (issue 29, decision 051): the admin makes a link for someone, that person
 * opens it, makes an account through it and lands signed in; the admin's list says who used it, and
 * the link admits nobody after that. (That SIGNUP=invite admits only such links is tested in
 * tests/integration/site-invites.test.ts, against the sign-up form's own action.)
 */
import { adminPage } from "./admin-account";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { newAccount, PHONE, shotPath } from "./support";

test("an admin's invite link makes one account, then says it was used", async ({ browser }) => {
  test.slow();
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Invites" }).click();
  const note = `For Aunt Rosa ${Date.now().toString(36)}`;
  await admin.getByLabel(/Who is it for\?/).fill(note);
  await admin.getByRole("button", { name: "Create invite link" }).click();
  const link = await admin.getByLabel("Invite link (shown once: copy it now)").inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const row = admin.getByTestId("site-invite").filter({ hasText: note });
  await expect(row).toContainText("Open");
  await expectAccessible(admin);
  await admin.screenshot({ path: shotPath("site-invites/admin-1280.png"), fullPage: true });

  const rosa = await freshPage(browser);
  await rosa.setViewportSize(PHONE);
  await rosa.goto(new URL(link).pathname);
  await expect(rosa.getByRole("heading", { name: "You’re invited to Simmer" })).toBeVisible();
  await expectAccessible(rosa);
  await rosa.screenshot({ path: shotPath("site-invites/invite-390.png"), fullPage: true });
  await rosa.getByRole("link", { name: "Create your account" }).click();
  const account = newAccount("Rosa Invited");
  await rosa.getByLabel("Full name").fill(account.name);
  await rosa.getByLabel("Email").fill(account.email);
  await rosa.getByLabel("Password", { exact: true }).fill(account.password);
  await rosa.getByLabel("Confirm password").fill(account.password);
  await rosa.getByLabel(/I agree to the/).check();
  await rosa.getByRole("button", { name: "Create Account" }).click();
  await expect(rosa).toHaveURL(/\/app\/dashboard$/);
  await expect(rosa.getByRole("heading", { level: 1 })).toHaveText("Welcome, Rosa!");
  // The used link, opened again while signed in, leads home.
  await rosa.goto(new URL(link).pathname);
  await expect(rosa.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();

  await admin.reload();
  await expect(admin.getByTestId("site-invite").filter({ hasText: note })).toContainText("Used by Rosa Invited");
  await expect(admin.getByRole("button", { name: `Revoke the link ${note}` })).toHaveCount(0);

  const latecomer = await freshPage(browser);
  const answer = await latecomer.goto(new URL(link).pathname);
  expect(answer?.status()).toBe(410);
  await expect(latecomer.getByText("This invitation link has already been used.")).toBeVisible();
});
