import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { todayIn, weekStartOf } from "../../app/domain/meal-plan/week";
import { expect, expectAccessible, freshPage, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, newAccount, shotPath, signUp } from "./support";

// Two cooks, several pages each, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const TITLE = "Auntie Ife's Pepper Soup";
const SECRET_LINE = "3 tbsp grains of selim";

async function post(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
}

test("a shared recipe another cook filed and planned, made private again, leaves that cook's planner, cookbook, list and PDF", async ({
  page,
  browser,
}) => {
  // The author writes and shares a recipe.
  await signUp(page, newAccount("Ife Adeyemi"));
  const created = await post(page, "/app/create-recipe", {
    title: TITLE,
    description: "A fragrant, peppery broth for cold evenings.",
    imageUrl: `${E2E_BASE_URL}/images/dal.jpg`,
    cookTime: "60",
    servings: "4",
    difficulty: "Medium",
    ingredients: `1 kg goat meat\n${SECRET_LINE}\n2 scotch bonnet peppers`,
    instructions: "Simmer the meat with the spices.\nAdd the peppers and cook 20 minutes more.",
    tags: "dinner",
    author: "Ife Adeyemi",
  });
  expect(created.status(), await created.text()).toBe(302);
  await page.goto("/app/profile?tab=created");
  const href = (await page.getByRole("link", { name: TITLE }).first().getAttribute("href"))!;
  const id = href.split("/").pop()!;
  await page.goto(`/app/recipe/${id}`);
  await page.getByRole("switch", { name: "Share with everyone" }).click();
  await expect(toastWith(page, "Your recipe is now shared with everyone")).toBeVisible();

  // Another cook (Ultimate) files it in a cookbook, plans it for dinner beside a catalog recipe, and shops for the week.
  const cook = await freshPage(browser);
  await signUp(cook);
  expect((await post(cook, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);
  const day = todayIn("UTC");
  for (const [mealType, recipeId] of [
    ["dinner", id],
    ["lunch", "1"],
  ]) {
    expect((await post(cook, "/app/meal-plan", { intent: "add", date: day, mealType, recipeId })).status()).toBe(200);
  }
  await cook.goto("/app/cookbooks");
  await cook.getByRole("button", { name: "Create Cookbook", exact: true }).first().click();
  await cook.getByLabel("Cookbook name").fill("Soups");
  await cook.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
  await cook.getByRole("link", { name: "Manage cookbook" }).click();
  await expect(cook.getByRole("heading", { level: 1, name: "Soups" })).toBeVisible();
  const manage = cook.url();
  for (const recipeId of [id, "1"]) {
    expect((await post(cook, manage, { intent: "add-recipes", recipeId })).status()).toBe(200);
  }
  await cook.reload();
  await expect(cook.getByRole("link", { name: TITLE })).toBeVisible();

  // The author makes it private again.
  await page.goto(`/app/recipe/${id}`);
  await page.getByRole("switch", { name: "Share with everyone" }).click();
  await expect(page.getByTestId("recipe-visibility")).not.toHaveText("Shared with everyone");

  // The planner keeps the dinner's place and says the recipe is gone; nothing of it shows.
  await cook.goto(`/app/meal-plan?week=${weekStartOf(day)}`);
  const dinner = cook.getByTestId(`slot-${day}-dinner`);
  await expect(dinner).toContainText("This recipe is no longer available");
  await expect(cook.getByTestId(`slot-${day}-lunch`).getByRole("link")).toHaveCount(1);
  await expect(cook.locator("main")).not.toContainText("Pepper Soup");
  await expectAccessible(cook);
  await cook.screenshot({ path: shotPath("recipe-visibility/planner-1280.png"), fullPage: true });

  // The week's list has the catalog recipe's lines and none of the private one's.
  await cook.getByRole("button", { name: "Generate shopping list" }).click();
  await expect(cook).toHaveURL(/\/app\/shopping$/);
  await expect(cook.getByTestId("shopping-item").first()).toBeVisible();
  await expect(cook.locator("main")).not.toContainText("selim");
  await expect(cook.locator("main")).not.toContainText("Pepper Soup");

  // The cookbook keeps its place, and the cook can take it out.
  await cook.goto(manage);
  const gone = cook.getByTestId("unavailable-recipe");
  await expect(gone).toHaveText("This recipe is no longer available");
  // Where it was: filed first, so after the curry (newest addition first).
  await expect(cook.getByTestId("cookbook-recipes").locator(":scope > li").last()).toHaveAttribute(
    "data-testid",
    "unavailable-recipe",
  );
  await expect(cook.locator("main")).not.toContainText("Pepper Soup");
  await expectAccessible(cook);
  await cook.screenshot({ path: shotPath("recipe-visibility/cookbook-1280.png"), fullPage: true });
  await cook.setViewportSize({ width: 390, height: 844 });
  await cook.screenshot({ path: shotPath("recipe-visibility/cookbook-390.png"), fullPage: true });

  // The PDF prints the catalog recipe and the place of the private one, not its content.
  const pdf = await cook.request.get(`${manage.replace(/\/manage$/, "")}/export.pdf?paper=a4`);
  expect(pdf.status()).toBe(200);
  const printed = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await pdf.body(), encoding: "utf8" });
  expect(printed).toContain("This recipe is no longer available");
  expect(printed).not.toContain("Pepper Soup");
  expect(printed).not.toContain("selim");

  const removed = cook.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/manage"));
  await gone.getByRole("button", { name: "Remove the recipe that is no longer available from this cookbook" }).click();
  await expect(gone).toHaveCount(0);
  expect((await removed).ok()).toBe(true);
  await cook.reload();
  await expect(cook.getByTestId("unavailable-recipe")).toHaveCount(0);
  await expect(cook.getByTestId("cookbook-recipes").locator(":scope > li")).toHaveCount(1);
});
