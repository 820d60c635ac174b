/** The dashboard: the greeting, the counts of a cook's real activity and the recently viewed recipes. */
import { expect, expectAccessible, test } from "./fixtures";
import { E2E_BASE_URL, logIn, newAccount, signUp } from "./support";

test("the dashboard says Welcome on the first visit and Welcome back afterwards", async ({ page, browser }) => {
  await signUp(page, newAccount("Noor Haddad"));
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Noor!");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Noor!");
  // The server remembers it, not this browser: another browser signed in to the account is greeted back too.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const account = newAccount("Ines Duarte");
  await signUp(other, account);
  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, account);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ines!");
  await other.goto("/app/dashboard");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ines!");
  await elsewhere.close();
});

test("the dashboard counts real activity and lists recently viewed recipes", async ({ page }) => {
  await signUp(page, { name: "Rosa Diaz", email: `rosa-${Date.now()}@example.com`, password: "simmer2024" });
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Rosa!");
  await expect(page.getByText("No recent recipes found.")).toBeVisible();
  const stat = (label: string) => page.getByTestId("stat-card").filter({ hasText: label }).getByRole("definition");
  await expect(stat("Saved recipes")).toHaveText("0");
  await expect(stat("Days active")).toHaveText("1");
  await expect(page.getByTestId("suggestion").getByRole("link")).toHaveAttribute("href", /\/app\/recipe\/\d+$/);
  await expectAccessible(page);

  for (const id of [3, 5, 7, 9]) await page.goto(`/app/recipe/${id}`);
  await page.request.post("/app/saved", { form: { intent: "save", recipeId: "5" }, headers: { Origin: E2E_BASE_URL } });
  await page.goto("/app/cookbooks");
  await page.getByRole("button", { name: "Create Cookbook" }).click();
  await page.getByLabel("Cookbook name").fill("Favourites");
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
  await expect(page.getByTestId("cookbook-card")).toHaveCount(1);
  await page.goto("/cook-mode/9");
  for (let i = 0; i < 30 && (await page.getByRole("link", { name: "Next" }).isVisible()); i++)
    await page.getByRole("link", { name: "Next" }).click();
  await page.getByRole("button", { name: "Close Cook Mode" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/9$/);

  await page.goto("/app/dashboard");
  await expect(stat("Saved recipes")).toHaveText("1");
  await expect(stat("Cookbooks")).toHaveText("1");
  await expect(stat("Recipes cooked")).toHaveText("1");
  const recent = page.getByTestId("recent-recipes").getByRole("article");
  await expect(recent).toHaveCount(3);
  const suggestion = await page.getByTestId("suggestion").getByRole("link").getAttribute("href");
  await page.reload();
  await expect(page.getByTestId("suggestion").getByRole("link")).toHaveAttribute("href", suggestion!);
});
