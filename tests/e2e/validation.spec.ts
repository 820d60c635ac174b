import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./support";

test("every sign-up rule shows its message when a field loses focus", async ({ page }) => {
  await page.goto("/signup");
  const name = page.getByLabel("Full name");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  const confirm = page.getByLabel("Confirm password");
  const terms = page.getByLabel(/I agree to the/);

  const expectMessage = async (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

  await name.focus();
  await email.focus();
  await expectMessage("Full name is required");
  await name.fill("A");
  await name.blur();
  await expectMessage("Name must be at least 2 characters");
  await name.fill("A".repeat(51));
  await name.blur();
  await expectMessage("Name must be less than 50 characters");
  await name.fill("Maya");
  await expect(page.getByText("Name must be less than 50 characters")).toBeHidden();

  await email.focus();
  await email.blur();
  await expectMessage("Email is required");
  await email.fill("maya@");
  await email.blur();
  await expectMessage("Please enter a valid email address");

  await password.focus();
  await password.blur();
  await expectMessage("Password is required");
  await password.fill("abc1");
  await password.blur();
  await expectMessage("Password must be at least 8 characters");
  await password.fill("abcdefgh");
  await password.blur();
  await expectMessage("Password must contain letters and numbers");
  await password.fill("abcdefg1");

  await confirm.focus();
  await confirm.blur();
  await expectMessage("Please confirm your password");
  await confirm.fill("abcdefg2");
  await confirm.blur();
  await expectMessage("Passwords do not match");

  await terms.check();
  await terms.uncheck();
  await terms.blur();
  await expectMessage("You must agree to the terms and conditions");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
});

test("every log-in rule shows its message when a field loses focus", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await email.focus();
  await email.blur();
  await expect(page.getByText("Email is required")).toBeVisible();
  await email.fill("not-an-email");
  await email.blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await password.focus();
  await password.blur();
  await expect(page.getByText("Password is required")).toBeVisible();
  await password.fill("12345");
  await password.blur();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log In" })).toBeDisabled();
  await email.fill("maya@example.com");
  await password.fill("123456");
  await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();
});

test("the server applies the same rules when the browser's checks are bypassed", async ({ page }) => {
  const response = await page.request.post("/signup", {
    form: { name: "A", email: "bad", password: "short", confirmPassword: "other" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const body = await response.text();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
    "You must agree to the terms and conditions",
  ]) {
    expect(body).toContain(message);
  }
});
