import { expect, expectAccessible, test, toastWith, freshPage } from "./fixtures";
import { newAccount, signUp } from "./support";

test.describe("sign up, sign out, sign in", () => {
  test("a visitor signs up through the form and lands on the dashboard, signed in", async ({ page }) => {
    const account = newAccount("Maya Okafor");
    await page.goto("/signup");
    await expectAccessible(page);
    const submit = page.getByRole("button", { name: "Create Account" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await expect(page.getByText("At least 8 characters with letters and numbers.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel(/I agree to the/).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Maya!");
    await expect(toastWith(page, "Account created successfully! Welcome to Simmer.")).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fdashboard$/);
  });

  test("a taken e-mail gets a clear message and no second account", async ({ page, browser }) => {
    const account = await signUp(await freshPage(browser));
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email").fill(account.email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("another123");
    await page.getByLabel("Confirm password").fill("another123");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists. Try logging in instead.")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("sign in without remember-me keeps the session only for this browser session", async ({ page, browser }) => {
    const account = await signUp(await freshPage(browser));
    await page.goto("/login");
    await expectAccessible(page);
    // No Google or Facebook credentials are configured here, so no such buttons are offered.
    await expect(page.getByRole("button", { name: /Google|Facebook/ })).toHaveCount(0);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(toastWith(page, "Welcome back! You have been logged in successfully.")).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("simmer.session_token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.expires).toBe(-1);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Welcome back/);
  });

  test("sign in with remember-me keeps the session for days", async ({ page, browser }) => {
    const account = await signUp(await freshPage(browser));
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("simmer.session_token"));
    expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  test("wrong credentials reveal nothing about which part was wrong", async ({ page, browser }) => {
    const account = await signUp(await freshPage(browser));
    for (const [email, password] of [
      [account.email, "wrongpass1"],
      ["nobody-here@example.com", account.password],
    ]) {
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page.getByRole("alert")).toHaveText("Failed to log in. Please check your credentials and try again.");
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});

test.describe("guards and redirects", () => {
  test("a guarded page sends a visitor to log in and back to where they were going", async ({ page, browser }) => {
    const account = await signUp(await freshPage(browser));
    await page.goto("/app/settings?tab=notifications");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fsettings%3Ftab%3Dnotifications$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/app\/settings\?tab=notifications$/);
    await expect(page.getByRole("heading", { name: "Email notifications" })).toBeVisible();
  });

  test("a redirect target on another site is ignored", async ({ page, browser }) => {
    const account = await signUp(await freshPage(browser));
    await page.goto("/login?redirectTo=//evil.example/steal");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/app\/dashboard$/);
  });

  test("signed-in users are sent from public pages to their app counterparts", async ({ page }) => {
    await signUp(page);
    for (const [from, to] of [
      ["/", "/app/dashboard"],
      ["/login", "/app/dashboard"],
      ["/signup", "/app/dashboard"],
      ["/browse?q=soup", "/app/browse?q=soup"],
      ["/profile", "/app/profile"],
    ]) {
      await page.goto(from);
      await expect(page, `${from} → ${to}`).toHaveURL(new RegExp(`${to.replace(/[?]/g, "\\?")}$`));
    }
  });

  test("the signed-in layout has the sidebar, the Go Premium card and sign-out", async ({ page }) => {
    await signUp(page);
    await page.goto("/app/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(sidebar.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await page.reload();
    await expect(sidebar.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await sidebar.getByRole("button", { name: "Expand sidebar" }).click();
    await expectAccessible(page);
    await sidebar.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a form post from another site is refused and changes nothing", async ({ page }) => {
  const response = await page.request.post("/signup", {
    form: { name: "Mallory", email: "mallory@example.com", password: "simmer2024", confirmPassword: "simmer2024", terms: "on" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  await page.goto("/login");
  await page.getByLabel("Email").fill("mallory@example.com");
  await page.getByLabel("Password").fill("simmer2024");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to log in. Please check your credentials and try again.");
});
