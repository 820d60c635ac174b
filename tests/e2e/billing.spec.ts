import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, newAccount, postForm, shotPath, signUp } from "./support";

const DAY = 24 * 60 * 60 * 1000;

/** The test-only clock: the server reads this cookie only when ENABLE_TEST_ROUTES=true. */
async function setClock(page: Page, date: Date) {
  await page.context().addCookies([{ name: "simmer.test_now", value: date.toISOString(), url: E2E_BASE_URL }]);
}

const post = postForm;

test("visitor → pricing → sign-up → demo checkout → Premium trial with the days left", async ({ page }) => {
  await page.goto("/pricing");
  const premium = page.getByRole("article", { name: "Premium" });
  await expect(premium.getByText("Most Popular")).toBeVisible();
  await premium.getByRole("link", { name: /Start Premium trial/ }).click();
  await expect(page).toHaveURL(/\/signup\?plan=premium$/);

  const account = newAccount();
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/app\/checkout\?plan=premium$/);
  await expect(page.getByText("no money is taken")).toBeVisible();
  await expect(page.getByText("$12.99")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start free trial of Premium" }).click();

  await expect(page).toHaveURL(/\/app\/settings\?tab=billing$/);
  await expect(toastWith(page, "Your 7-day free trial of Premium has started!")).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Premium");
  await expect(page.getByRole("main").getByText("Trial: 7 days left", { exact: true })).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByText("Premium trial")).toBeVisible();
  await expect(sidebar.getByText(/Trial: 7 days left · ends/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Plan history" })).toContainText("Trial started: Premium");
  await expectAccessible(page);

  await page.goto("/pricing");
  await expect(page.getByRole("article", { name: "Premium" })).toContainText("Your plan · Trial: 7 days left");
  await expect(page.getByRole("article", { name: "Ultimate" }).getByRole("link", { name: /Upgrade to Ultimate/ })).toBeVisible();
});

test("the trial notices follow the (test) clock, and the account is free after the trial", async ({ page }) => {
  await signUp(page);
  const start = new Date();
  expect((await post(page, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);

  await page.goto("/app/dashboard");
  await expect(page.getByText("Your free trial ends in 3 days")).toBeHidden();

  await setClock(page, new Date(start.getTime() + 4.5 * DAY));
  await page.goto("/app/dashboard");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your free trial ends in 3 days. Upgrade to continue enjoying premium features." }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText(/Trial: 3 days left/)).toBeVisible();

  await setClock(page, new Date(start.getTime() + 8 * DAY));
  await page.goto("/app/settings?tab=billing");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your free trial has ended. Upgrade to continue using premium features." })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
});

test("cancel keeps the plan to the period end, and resume undoes it", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/checkout?plan=premium");
  await page.getByRole("button", { name: "Start free trial of Premium" }).click();
  await expect(page.getByRole("main").getByText("Trial: 7 days left", { exact: true })).toBeVisible();
  // Pay for the trial: a paid month.
  await page.goto("/app/checkout?plan=premium");
  await page.getByRole("button", { name: "Confirm Premium" }).click();
  await expect(toastWith(page, "Subscription upgraded successfully! Welcome to Premium!")).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toastWith(page, /Your subscription has been cancelled\. You keep Premium until/)).toBeVisible();
  await expect(page.getByText(/You keep Premium until .*, then return to Free/)).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Premium");

  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(toastWith(page, "Your subscription has been resumed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
});

test("a downgrade keeps every cookbook and refuses new ones with the spec's message", async ({ page }) => {
  await signUp(page);
  const start = new Date();
  expect((await post(page, "/app/checkout", { plan: "premium" })).status()).toBe(302);
  for (const name of ["Soups", "Stews", "Salads", "Bakes"]) {
    expect((await post(page, "/app/cookbooks", { intent: "create", name, color: "bg-accent-orange" })).status()).toBe(200);
  }

  await setClock(page, new Date(start.getTime() + 8 * DAY));
  await page.goto("/app/cookbooks");
  await expect(page.getByTestId("cookbook-card")).toHaveCount(4);
  await expect(page.getByTestId("cookbook-usage")).toHaveText("4 of 2 cookbooks on your plan");
  // Over the limit, the Create button says so and leads to the plans instead of a form that would be refused.
  await expect(page.getByRole("button", { name: "Create Cookbook", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Limit reached (4 of 2): Upgrade" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByTestId("cookbook-card")).toHaveCount(4);
  // The action refuses it as well, whatever the page shows.
  const refused = await post(page, "/app/cookbooks", { intent: "create", name: "Pies", color: "bg-accent-orange" });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(
    "You have reached the maximum number of cookbooks for your plan. Please upgrade to create more cookbooks.",
  );
});

test("a forged plan field never sets a plan, and another user's subscription is out of reach", async ({ page, browser }) => {
  await signUp(page);
  // The checkout form posts to its own page; the plan field is checked against the paid plans.
  const forged = await post(page, "/app/checkout?plan=premium", { plan: "gold" });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Please choose a paid plan.");
  expect((await post(page, "/app/checkout?plan=premium", { plan: "free" })).status()).toBe(400);
  // The profile form ignores any plan field; cancel without a subscription is refused.
  await post(page, "/app/settings", { intent: "profile", name: "Maya Okafor", email: "x@example.com", planId: "ultimate" });
  expect((await post(page, "/app/settings", { intent: "cancel-subscription" })).status()).toBe(409);
  await page.goto("/app/settings?tab=billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByText("No plan changes yet.")).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await signUp(other);
  expect((await post(other, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);
  await page.reload();
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByText("No plan changes yet.")).toBeVisible();
  await other.context().close();

  // Without Stripe configured the webhook endpoint does not exist, so no event can set a plan either.
  expect(
    (await page.request.post("/api/billing/stripe-webhook", { data: { type: "customer.subscription.created" } })).status(),
  ).toBe(404);
});

test("the banner and the sidebar count the same days left; a cancelled trial says until when and offers to resume", async ({
  page,
}) => {
  await signUp(page);
  const start = new Date("2026-11-27T10:00:00Z");
  await setClock(page, start);
  expect((await post(page, "/app/checkout", { plan: "premium" })).status()).toBe(302);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  const banner = page.getByRole("status").filter({ hasText: /Your free trial ends in/ });
  for (const [day, left] of [
    [4.5, "3 days"],
    [5.5, "2 days"],
    [6.5, "1 day"],
  ] as const) {
    await setClock(page, new Date(start.getTime() + day * DAY));
    await page.goto("/app/dashboard");
    await expect(banner).toContainText(`Your free trial ends in ${left}.`);
    await expect(sidebar.getByText(`Trial: ${left} left`, { exact: false })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shotPath("billing/last-day-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("billing/last-day-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  await setClock(page, new Date(start.getTime() + 2 * DAY));
  await page.goto("/app/settings?tab=billing");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toastWith(page, /Your subscription has been cancelled/)).toBeVisible();
  const plan = sidebar.getByRole("group", { name: "Your plan" });
  await expect(plan).toContainText("Premium until 4 December");
  await expect(sidebar.getByRole("link", { name: "Keep Premium" })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("billing/cancelled-sidebar-1280.png") });
  await plan.getByRole("button", { name: "Resume Premium" }).click();
  await expect(toastWith(page, "Your subscription has been resumed.")).toBeVisible();
  await expect(sidebar.getByText("Premium trial")).toBeVisible();
  await expect(plan).toHaveCount(0);
});
