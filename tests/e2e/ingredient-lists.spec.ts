import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { shotPath, signUp } from "./support";

test("visitors get a sign-in prompt", async ({ page }) => {
  await page.goto("/ingredient-lists");
  await expect(page.getByText("Please sign in to see your ingredient lists.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirectTo=%2Fapp%2Fingredient-lists");
  await expect(page.getByRole("link", { name: "create an account" })).toHaveAttribute("href", "/signup");
});

test("create a list, add and remove ingredients, delete it with confirmation", async ({ page }) => {
  await signUp(page);
  await page.goto("/ingredient-lists");
  await expect(page).toHaveURL(/\/app\/ingredient-lists$/);
  await expect(page.getByText("No saved ingredient lists yet.")).toBeVisible();

  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();
  await page.getByLabel("List name").fill("Scratch");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("List name")).toBeHidden();
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByLabel("List name")).toHaveValue("");
  await page.getByLabel("List name").fill("Pantry Staples");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toastWith(page, "Ingredient list created successfully!")).toBeVisible();
  await expect(page.getByLabel("List name")).toBeHidden();
  const card = page.getByTestId("ingredient-list-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("0 ingredients · Created");

  const input = page.getByLabel("Add an ingredient to Pantry Staples");
  await input.fill("Olive oil");
  await input.press("Enter");
  await expect(toastWith(page, "Ingredient added to the list")).toBeVisible();
  await input.fill("garlic");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await input.fill("OLIVE OIL");
  await input.press("Enter");
  await expect(toastWith(page, "This ingredient is already in the list")).toBeVisible();
  const items = page.getByRole("list", { name: "Ingredients in Pantry Staples" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(card).toContainText("2 ingredients");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Remove garlic" }).click();
  await expect(toastWith(page, "Ingredient removed from the list")).toBeVisible();
  await expect(items).toHaveCount(1);
  await page.reload();
  await page.getByRole("button", { name: "Pantry Staples", exact: true }).click();
  await expect(items).toHaveText(["Olive oil"]);

  await page.getByRole("button", { name: "Delete Pantry Staples" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this ingredient list? This action cannot be undone.",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Ingredient list deleted successfully!")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Pantry Staples" })).toBeHidden();
});

test("a second list created while the first is still on its way: both are kept, and the second is selected", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/ingredient-lists");
  // The first create's request is held (a slow connection) until the second has been sent.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let creates = 0;
  await page.route("**/app/ingredient-lists.data*", async (route) => {
    if (route.request().method() === "POST" && ++creates === 1) await held;
    await route.continue().catch(() => undefined);
  });
  for (const name of ["Baking Shelf", "Spice Rack"]) {
    await page.getByRole("button", { name: "Create List" }).click();
    await page.getByLabel("List name").fill(name);
    await page.getByRole("button", { name: "Create", exact: true }).click();
  }
  const cards = page.getByTestId("ingredient-list-card");
  // Both show at once, while the server saves them.
  await expect(cards).toHaveCount(2);
  await expect.poll(() => creates).toBe(2);
  release();
  // The second list is the one opened beside the lists.
  await expect(page.getByLabel("Add an ingredient to Spice Rack")).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "Baking Shelf" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Spice Rack" })).toHaveCount(1);
  await page.screenshot({ path: shotPath("lists/two-lists-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("lists/two-lists-390.png"), fullPage: true });
});

test.describe("when the server fails", () => {
  test.use({ allowConsoleErrors: /status of 500/ });

  test("a failed create removes the temporary list and a failed add is reverted", async ({ page }) => {
    await signUp(page);
    await page.goto("/app/ingredient-lists");
    await page.getByRole("button", { name: "Create List" }).click();
    await page.getByLabel("List name").fill("Vegan Essentials");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    // The card shows at once (optimistic): wait for the server's answer before failing its writes.
    await expect(toastWith(page, "Ingredient list created successfully!")).toBeVisible();
    await expect(page.getByTestId("ingredient-list-card")).toHaveCount(1);

    // Every write goes to the lists page's action (a fetcher posts to its .data address).
    await page.route("**/app/ingredient-lists.data*", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Create List" }).click();
    await page.getByLabel("List name").fill("Doomed");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(toastWith(page, "Failed to create list")).toBeVisible();
    await expect(page.getByTestId("ingredient-list-card")).toHaveCount(1);

    const input = page.getByLabel("Add an ingredient to Vegan Essentials");
    await input.fill("tofu");
    await input.press("Enter");
    await expect(toastWith(page, "Failed to add ingredient")).toBeVisible();
    await expect(page.getByRole("list", { name: "Ingredients in Vegan Essentials" })).toBeHidden();
  });
});
