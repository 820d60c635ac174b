/** Issue 10's small things: pages past the end, addresses without a page, the first-visit greeting. */
import type { Page } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";
import { demoRecipes } from "../../app/server/seed/demo-recipes";
import { PAGE_SIZE } from "../../app/domain/recipes/browse";
import { newAccount, signUp, type TestAccount } from "./support";
import { foundLine, ingredientOccurs, matchForm } from "../../app/domain/ingredients/ingredient-match";
import { normalizeIngredientName, parseIngredientLine } from "../../app/domain/ingredients/ingredient-parser";

const LAST_PAGE = Math.ceil(demoRecipes.length / PAGE_SIZE);

test("a page past the end shows the last page, and the count, the results and the pager agree", async ({ page }) => {
  await page.goto("/browse?page=99");
  await expect(page).toHaveURL(new RegExp(`/browse\\?page=${LAST_PAGE}$`));
  await expect(page.getByText(`Page ${LAST_PAGE} of ${LAST_PAGE}`)).toBeVisible();
  await expect(page.getByText("No recipes found")).toHaveCount(0);
  await expect(page.getByTestId("browse-results").getByRole("listitem").first()).toBeVisible();

  // The search and filters are kept; a search with one page lands on it.
  await page.goto("/browse?q=soup&sort=title&page=40");
  await expect(page).toHaveURL(/\/browse\?q=soup&sort=title$/);
  await expect(page.getByTestId("browse-results").getByRole("listitem").first()).toBeVisible();

  await signUp(page);
  await page.goto("/app/browse?page=99&view=list");
  await expect(page).toHaveURL(new RegExp(`/app/browse\\?view=list&page=${LAST_PAGE}$`));
  await expect(page.getByText(`Page ${LAST_PAGE} of ${LAST_PAGE}`)).toBeVisible();
});

test("addresses without a page of their own answer a person with a page, never raw JSON", async ({ page }) => {
  // Signed out: the sign-in page, coming back to the saved recipes.
  await page.goto("/app/saved");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fsaved$/);
  await expect(page.locator("body")).not.toContainText('{"message"');

  await signUp(page);
  await page.goto("/app/saved");
  await expect(page).toHaveURL(/\/app\/browse\?saved=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse recipes" })).toBeVisible();

  await page.goto("/app/api/recipe-search?q=pasta");
  await expect(page).toHaveURL(/\/app\/browse\?q=pasta$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse recipes" })).toBeVisible();

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/app\/dashboard$|\/$/);
  await expect(page.locator("body")).not.toContainText('{"message"');

  // Stripe's webhook is not a page either: a person who opens it is sent home.
  await page.goto("/api/billing/stripe-webhook");
  await expect(page).toHaveURL(/\/(app\/dashboard)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.request.get("/api/billing/stripe-webhook")).status()).toBe(404);
});

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
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ines!");
  await other.goto("/app/dashboard");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ines!");
  await elsewhere.close();
});

test("the Herbs quick pick finds recipes made with basil, dill, thyme and the other herbs", async ({ page }) => {
  // Expected from the demo seed itself: recipes with an ingredient the Herbs family covers.
  const names = (lines: string[]) => lines.map((l) => normalizeIngredientName(parseIngredientLine(l).name));
  const herbal = demoRecipes.filter((r) => names(r.ingredients).some((n) => ingredientOccurs("Herbs", n)));
  // Without families, only ingredient names that contain the word itself would match.
  const saysHerbs = demoRecipes.filter((r) => names(r.ingredients).some((n) => matchForm(n).includes(matchForm("Herbs"))));
  expect(herbal.length).toBeGreaterThan(saysHerbs.length);
  const basil = [...herbal]
    .sort((a, b) => b.rating - a.rating)
    .slice(0, 20)
    .find((r) => names(r.ingredients).some((n) => n.includes("basil")))!;

  await page.goto("/cook-with-ingredients");
  await page.getByRole("button", { name: "Herbs", exact: true }).click();
  await page.getByRole("button", { name: /^Find Recipes/ }).click();
  await expect(page).toHaveURL(/\?i=Herbs$/);
  await expect(page.getByText(foundLine(herbal.length))).toBeVisible();
  await expect(page.getByRole("heading", { name: basil.title }).first()).toBeVisible();
});

async function logIn(page: Page, account: TestAccount) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test("a visitor's save heart asks them to log in and saves the recipe when they are back", async ({ page }) => {
  const account = await signUp(page);
  await page.context().clearCookies();

  await page.goto("/browse?q=soup");
  const card = page.getByTestId("browse-results").getByRole("listitem").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  const heart = card.getByRole("button", { name: `Save ${title}`, exact: true });
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fbrowse%3Fq%3Dsoup%26save%3D\d+$/);
  await logIn(page, account);
  // Back on the same search, signed in, with the recipe saved and the wish gone from the address.
  await expect(page).toHaveURL(/\/app\/browse\?q=soup$/);
  await expect(toastWith(page, "Recipe saved successfully!")).toBeVisible();
  const savedHeart = page.getByRole("button", { name: `Remove ${title} from saved recipes` });
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");

  // The recipe page's heart does the same.
  const second = demoRecipes[1].title;
  await page.context().clearCookies();
  await page.goto("/recipe/2");
  await page.getByRole("button", { name: `Save ${second}`, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Frecipe%2F2%3Fsave%3D2$/);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/recipe\/2$/);
  await expect(page.getByRole("button", { name: `Remove ${second} from saved recipes` })).toHaveAttribute("aria-pressed", "true");
});

test("without JavaScript the visitor's heart still leads through logging in to saving", async ({ browser }) => {
  const setup = await browser.newContext();
  const account = await signUp(await setup.newPage());
  await setup.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const title = demoRecipes[2].title;
  await page.goto("/recipe/3");
  await page.getByRole("button", { name: `Save ${title}`, exact: true }).click();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/recipe\/3\?save=3$/);
  await page.getByTestId("pending-save").getByRole("button", { name: "Save recipe" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/3$/);
  await expect(page.getByRole("button", { name: `Remove ${title} from saved recipes` })).toBeVisible();
  await expect(page.getByTestId("pending-save")).toHaveCount(0);
  await context.close();
});
