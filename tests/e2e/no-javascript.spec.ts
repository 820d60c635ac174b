import { expect, test } from "./fixtures";
import { signUp } from "./support";

// Every kitchen form is a real form: with JavaScript off, the action answers the post by rendering
// the page again with its message and the change in place.
test("without JavaScript: create a cookbook, add and remove list ingredients, save a recipe", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page);
  const notice = page.getByTestId("action-notice");

  await page.goto("/app/cookbooks");
  await page.getByRole("button", { name: "Create Cookbook" }).click();
  await expect(page).toHaveURL(/\/app\/cookbooks\?new=1$/);
  // The server checks with the form's own schema and shows the field's message.
  await page.getByLabel("Cookbook name").fill("A");
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
  await expect(notice).toHaveText("Cookbook name must be at least 2 characters");
  await expect(page.getByLabel("Cookbook name")).toHaveAccessibleDescription("Cookbook name must be at least 2 characters");
  await expect(page.getByTestId("cookbook-card")).toHaveCount(0);

  await page.getByLabel("Cookbook name").fill("Sunday Roasts");
  await page.getByText("Green", { exact: true }).click();
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
  await expect(notice).toHaveText("Cookbook created successfully!");
  await expect(page.getByTestId("cookbook-card")).toHaveCount(1);
  await expect(page.getByTestId("cookbook-card").locator(".bg-accent-green").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sunday Roasts", level: 2 })).toBeVisible();

  await page.goto("/app/ingredient-lists");
  await page.getByRole("button", { name: "Create List" }).click();
  await page.getByLabel("List name").fill("Pantry Staples");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(notice).toHaveText("Ingredient list created successfully!");

  const input = page.getByLabel("Add an ingredient to Pantry Staples");
  await input.fill("Olive oil");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(notice).toHaveText("Ingredient added to the list");
  await input.fill("garlic");
  await input.press("Enter");
  await expect(notice).toHaveText("Ingredient added to the list");
  await input.fill("OLIVE OIL");
  await input.press("Enter");
  await expect(notice).toHaveText("This ingredient is already in the list");
  const items = page.getByRole("list", { name: "Ingredients in Pantry Staples" }).getByRole("listitem");
  await expect(items).toHaveText(["Olive oil", "garlic"]);

  await page.getByRole("button", { name: "Remove garlic" }).click();
  await expect(notice).toHaveText("Ingredient removed from the list");
  await expect(items).toHaveText(["Olive oil"]);
  await page.reload();
  await expect(items).toHaveText(["Olive oil"]);
  await expect(page.getByTestId("ingredient-list-card")).toContainText("1 ingredient ·");

  // The heart posts to the saved-recipes action, which sends the page back with the message.
  await page.goto("/app/recipe/12");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByRole("button", { name: `Save ${title}` }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/12$/);
  await expect(page.getByTestId("flash-notice")).toHaveText("Recipe saved successfully!");
  await expect(page.getByRole("button", { name: `Remove ${title} from saved recipes` })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/app/cookbooks");
  await page.getByRole("button", { name: "Delete Sunday Roasts" }).click();
  await expect(notice).toHaveText("Cookbook deleted successfully!");
  await expect(page.getByTestId("cookbook-card")).toHaveCount(0);
  await context.close();
});
