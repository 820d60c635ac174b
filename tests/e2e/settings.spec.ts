import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { latestMailTo, linkFrom, newAccount, signUp } from "./support";

/** The answer to a settings form's POST (a save the test must not run ahead of). */
function savedSettings(page: Page) {
  return page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/app/settings"));
}

test("profile, preferences and notifications are saved and still there after a reload", async ({ page }) => {
  await signUp(page, newAccount("Luca Bianchi"));
  await page.goto("/app/settings");
  await expectAccessible(page);
  await expect(page.getByLabel("Full Name")).toHaveValue("Luca Bianchi");
  await page.getByLabel("Full Name").fill("Luca B. Rossi");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Settings saved successfully!")).toBeVisible();

  await page.getByRole("link", { name: "Preferences" }).click();
  await expect(page).toHaveURL(/tab=preferences/);
  await page.getByLabel("Vegan").check();
  await page.getByLabel("Gluten-Free").check();
  await page.getByLabel("Cooking skill level").selectOption("expert");
  await expectAccessible(page);
  // The earlier save's notice may still be showing: wait for this save's own answer.
  await Promise.all([savedSettings(page), page.getByRole("button", { name: "Save Preferences" }).click()]);
  await expect(toastWith(page, "Settings saved successfully!").first()).toBeVisible();

  await page.getByRole("link", { name: "Notifications" }).click();
  const digest = page.getByRole("switch", { name: "Weekly digest" });
  await expect(digest).toBeChecked();
  await digest.uncheck();
  await expectAccessible(page);
  await Promise.all([savedSettings(page), page.getByRole("button", { name: "Save Notifications" }).click()]);
  await expect(toastWith(page, "Settings saved successfully!").first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Weekly digest" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Recipe updates" })).toBeChecked();
  await page.getByRole("link", { name: "Preferences" }).click();
  await expect(page.getByLabel("Vegan")).toBeChecked();
  await expect(page.getByLabel("Gluten-Free")).toBeChecked();
  await expect(page.getByLabel("Keto")).not.toBeChecked();
  await expect(page.getByLabel("Cooking skill level")).toHaveValue("expert");
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("Luca B. Rossi");
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Luca!");
});

test("an invalid name is refused with its message and nothing changes", async ({ page }) => {
  await signUp(page, newAccount("Ada Lovelace"));
  await page.goto("/app/settings");
  await page.getByLabel("Full Name").fill("A");
  await page.getByLabel("Full Name").blur();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
});

test("changing the e-mail takes effect after the confirmation link", async ({ page }) => {
  const account = await signUp(page, newAccount("Grace Hopper"));
  const next = `new-${account.email}`;
  await page.goto("/app/settings");
  await page.getByLabel("Email Address").fill(next);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, `We sent a confirmation link to ${next}`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Email Address")).toHaveValue(account.email);
  const mail = await latestMailTo(next);
  await page.goto(linkFrom(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/app\/settings/);
  await expect(page.getByLabel("Email Address")).toHaveValue(next);
});

test("download my data gives a JSON file of the account", async ({ page }) => {
  const account = await signUp(page);
  const response = await page.request.get("/app/settings/export");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(/attachment; filename="simmer-data-\d{4}-\d{2}-\d{2}\.json"/);
  const body = await response.json();
  expect(body.account.email).toBe(account.email);
  expect(body.profile.currentPlanId).toBe("free");
  expect(JSON.stringify(body)).not.toContain("password");
});

test("deleting the account asks for the password, removes it, signs out, and the e-mail can sign up again", async ({ page }) => {
  const account = await signUp(page);
  await page.goto("/app/settings?tab=privacy");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // A wrong password is refused inside the dialog and the account stays.
  await page.getByRole("button", { name: "Delete Account" }).click();
  await dialog.getByLabel("Your password").fill("not-my-password-1");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That password is not correct. Your account has not been deleted.");
  await expectAccessible(page);
  await page.goto("/app/profile");
  await expect(page.getByText(account.email)).toBeVisible();

  await page.goto("/app/settings?tab=privacy");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, "Your account and all your data have been deleted.")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to log in. Please check your credentials and try again.");

  await signUp(page, account);
  await page.goto("/app/profile");
  await expect(page.getByText(account.email)).toBeVisible();
});

test("the profile shows the plan badge, upgrade buttons and the two lists", async ({ page }) => {
  const account = await signUp(page, newAccount("Julia Child"));
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Julia Child");
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByTestId("plan-badge")).toHaveText("Free");
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Upgrade to Ultimate" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByText("You haven't saved any recipes yet.")).toBeVisible();
  await page.getByRole("link", { name: "My Recipes" }).click();
  await expect(page.getByText("You haven't created any recipes yet.")).toBeVisible();
  await expectAccessible(page);
});
