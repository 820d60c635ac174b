import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

test.describe.configure({ timeout: 120_000 });

const CURRY = "Weeknight Chicken Curry"; // demo recipe 1, serves 4

async function startPremium(page: Page) {
  const response = await page.request.post("/app/checkout", {
    form: { plan: "premium" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test("a premium cook adds one recipe, scaled, to the week's shopping list from the recipe page", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/recipe/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CURRY);
  // Free: the dialog offers no way to add to the persisted list.
  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to my shopping list" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await startPremium(page);
  await page.goto("/app/recipe/1");
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  const scale = page.getByRole("dialog", { name: "Scale Recipe" });
  await scale.getByRole("button", { name: "8", exact: true }).click();
  await scale.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  const dialog = page.getByRole("dialog", { name: "Shopping List" });
  await expect(dialog).toContainText("8 servings");
  // The same rules as the week's list: 800 g of canned tomatoes are 2 cans, salt has no amount.
  await expect(dialog.getByRole("checkbox", { name: "2 cans chopped tomatoes" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "3 lb boneless chicken thighs" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "salt", exact: true })).toBeChecked();
  await dialog.getByRole("button", { name: "Add to my shopping list" }).click();
  await expect(toastWith(page, "Recipe added to your shopping list!")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View my shopping list" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add to my shopping list" })).toBeEnabled();
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("shop/recipe-add-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("shop/recipe-add-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole("link", { name: "View my shopping list" }).click();
  await expect(page).toHaveURL(/\/app\/shopping$/);
  // The curry serves 4 with 3 cloves of garlic; for 8 that is 6.
  const garlic = page.getByTestId("shopping-item").filter({ hasText: "6 cloves garlic" });
  await expect(garlic).toContainText(`From ${CURRY}`);

  // The pantry: every list while none is marked Pantry, then only the marked one.
  expect(
    (
      await page.request.post("/app/ingredient-lists", {
        form: { intent: "create", name: "Party ideas", ingredient: "garlic" },
        headers: { Origin: E2E_BASE_URL },
      })
    ).status(),
  ).toBe(200);
  await page.goto("/app/ingredient-lists");
  await page.getByRole("button", { name: "Create List" }).click();
  await page.getByLabel("List name").fill("Cupboard");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toastWith(page, "Ingredient list created successfully!")).toBeVisible();
  const input = page.getByLabel("Add an ingredient to Cupboard");
  await input.fill("vegetable oil");
  await input.press("Enter");
  await expect(toastWith(page, "Ingredient added to the list")).toBeVisible();
  await page.goto("/app/shopping");
  await expect(page.getByTestId("pantry-source")).toContainText("any of your ingredient lists");
  await expect(garlic).toContainText("In your pantry");

  await page.goto("/app/ingredient-lists");
  await page.getByTestId("ingredient-list-card").filter({ hasText: "Cupboard" }).getByText("Cupboard").click();
  const pantry = page.getByRole("button", { name: "Pantry", exact: true });
  await expect(pantry).toHaveAttribute("aria-pressed", "false");
  await pantry.click();
  await expect(toastWith(page, "List marked as your pantry")).toBeVisible();
  await expect(pantry).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("shop/pantry-toggle-1280.png") });

  await page.goto("/app/shopping");
  await expect(page.getByTestId("pantry-source")).toContainText("the ingredient lists you marked Pantry");
  await expect(page.getByTestId("shopping-item").filter({ hasText: "1/4 cup vegetable oil" })).toContainText("In your pantry");
  await expect(garlic).not.toContainText("In your pantry");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("shop/shopping-pantry-390.png"), fullPage: true });
});
