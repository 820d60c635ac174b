import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith, freshPage } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

async function createCookbook(page: Page, name: string, color = "Orange") {
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).first().click();
  await page.getByLabel("Cookbook name").fill(name);
  await page.getByText(color, { exact: true }).click();
  await page.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
}

test("create, preview, delete with confirmation, and the free plan's third cookbook refused", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/cookbooks");
  await expect(page.getByText("No cookbooks yet.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Create Cookbook" }).click();
  await expect(page.getByRole("heading", { name: "New cookbook" })).toBeVisible();
  await page.getByLabel("Cookbook name").fill("A");
  await page.getByLabel("Cookbook name").blur();
  await expect(page.getByText("Cookbook name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Description (optional)").fill("x".repeat(200));
  await page.getByLabel("Description (optional)").blur();
  await expect(page.getByText("Description must be less than 200 characters")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "New cookbook" })).toBeHidden();

  await createCookbook(page, "Comfort Food Favorites", "Green");
  await expect(toastWith(page, "Cookbook created successfully!")).toBeVisible();
  const cards = page.getByTestId("cookbook-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().locator(".bg-accent-green").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comfort Food Favorites", level: 2 })).toBeVisible();

  await createCookbook(page, "Quick Weeknight Dinners");
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("cookbook-usage")).toHaveText("2 of 2 cookbooks on your plan");

  // At the limit the button says so and leads to the plans instead of a form the server would refuse.
  await expect(page.getByRole("button", { name: "Create Cookbook" })).toHaveCount(0);
  const limitReached = page.getByRole("link", { name: "Limit reached (2 of 2): Upgrade" });
  await expect(limitReached).toBeVisible();
  await expect(limitReached.locator("svg.lucide-lock")).toHaveCount(1);
  await expect(limitReached.locator("svg.lucide-plus")).toHaveCount(0);
  await expect(limitReached).toHaveAttribute("href", "/pricing");
  // The server still refuses a third one sent anyway (a form from before the limit, say).
  const refused = await page.request.post("/app/cookbooks", {
    form: { intent: "create", name: "Healthy & Fresh", description: "", color: "bg-accent-orange" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(await refused.text()).toContain("You have reached the maximum number of cookbooks for your plan.");
  await page.reload();
  await expect(cards).toHaveCount(2);

  await page.getByRole("button", { name: "Delete Quick Weeknight Dinners" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this cookbook? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Quick Weeknight Dinners" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Cookbook deleted successfully!")).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
});

test.describe("when the server fails", () => {
  test.use({ allowConsoleErrors: /status of 500/ });

  test("a refused delete shows the failure and brings the cookbook back", async ({ page }) => {
    await signUp(page);
    await page.goto("/app/cookbooks");
    await createCookbook(page, "Sunday Roasts");
    await expect(page.getByTestId("cookbook-card")).toHaveCount(1);
    // The delete goes to the cookbooks page's action (a fetcher posts to its .data address).
    await page.route("**/app/cookbooks.data*", (route) =>
      route.request().method() === "POST" && route.request().postData()?.includes("delete")
        ? route.fulfill({ status: 500, body: "boom" })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Sunday Roasts", exact: true }).click();
    await page.getByRole("button", { name: "Delete Sunday Roasts" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Failed to delete cookbook. Please try again.")).toBeVisible();
    await expect(page.getByTestId("cookbook-card")).toHaveCount(1);
  });
});

test("manage a cookbook: edit details, add recipes through the dialog, remove one, stats and views", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/cookbooks");
  await createCookbook(page, "Curry Night");
  await page.getByRole("link", { name: "Manage cookbook" }).click();
  await expect(page).toHaveURL(/\/app\/cookbooks\/[0-9a-f-]{36}\/manage$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curry Night");

  await page.getByRole("button", { name: "Edit details" }).click();
  await page.getByLabel("Cookbook name").fill("");
  await expect(page.getByText("Cookbook name is required")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await page.getByLabel("Cookbook name").fill("Curry Nights");
  await page.getByLabel("Description").fill("Fridays are for curry.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Cookbook updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curry Nights");

  await page.getByRole("button", { name: "Add Recipes" }).click();
  const dialog = page.getByRole("dialog", { name: "Add recipes" });
  await dialog.getByLabel("Search recipes to add").fill("curry");
  await dialog.getByRole("checkbox", { name: "Weeknight Chicken Curry" }).check();
  await dialog.getByRole("checkbox", { name: "Thai Green Chicken Curry" }).check();
  await dialog.getByRole("button", { name: "Add 2 recipes" }).click();
  await expect(toastWith(page, "2 recipes added to Curry Nights!")).toBeVisible();
  const recipes = page.getByTestId("cookbook-recipes").getByRole("article");
  await expect(recipes).toHaveCount(2);
  const stats = page.getByRole("definition");
  await expect(stats.first()).toHaveText("2");
  await expect(stats.nth(1)).toHaveText(/^\d\.\d$/);
  await expect(stats.nth(2)).toHaveText(/^\d+ min$/);

  await page.getByRole("button", { name: "Add Recipes" }).click();
  await page.getByRole("dialog").getByLabel("Search recipes to add").fill("curry");
  await expect(page.getByRole("dialog").getByRole("checkbox", { name: "Weeknight Chicken Curry" })).toBeDisabled();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Remove Weeknight Chicken Curry from this cookbook" }).click();
  await expect(toastWith(page, "Recipe removed from cookbook")).toBeVisible();
  await expect(recipes).toHaveCount(1);
  await page.reload();
  await expect(recipes).toHaveCount(1);
});

test("an unknown or foreign cookbook id goes back to the list with Cookbook not found", async ({ page, browser }) => {
  const owner = await freshPage(browser);
  await signUp(owner);
  await owner.goto("/app/cookbooks");
  await createCookbook(owner, "Private Recipes");
  await owner.getByRole("link", { name: "Manage cookbook" }).click();
  await expect(owner).toHaveURL(/manage$/);
  const foreignUrl = new URL(owner.url()).pathname;
  const foreignId = foreignUrl.split("/")[3];

  await signUp(page);
  await page.goto(foreignUrl);
  await expect(page).toHaveURL(/\/app\/cookbooks$/);
  await expect(toastWith(page, "Cookbook not found")).toBeVisible();
  await page.goto("/app/cookbooks/not-a-cookbook/manage");
  await expect(page).toHaveURL(/\/app\/cookbooks$/);

  for (const [address, intent] of [
    ["/app/cookbooks", "delete"],
    [foreignUrl, "update"],
  ]) {
    const response = await page.request.post(address, {
      form: { intent, cookbookId: foreignId, name: "Mine now", description: "", color: "bg-accent-red" },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
  }
  await owner.reload();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Private Recipes");
});

test("a cookbook deleted in another tab: removing a recipe on the stale page says Cookbook not found", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/cookbooks");
  await createCookbook(page, "Stale Tab");
  await page.getByRole("link", { name: "Manage cookbook" }).click();
  await expect(page).toHaveURL(/manage$/);
  const cookbookId = new URL(page.url()).pathname.split("/")[3];
  const added = await page.request.post(`/app/cookbooks/${cookbookId}/manage`, {
    form: { intent: "add-recipes", recipeId: "12" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(added.status()).toBe(200);
  await page.reload();
  const deleted = await page.request.post("/app/cookbooks", {
    form: { intent: "delete", cookbookId },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(deleted.status()).toBe(200);

  await page.getByRole("button", { name: /^Remove .* from this cookbook$/ }).click();
  await expect(toastWith(page, "Cookbook not found").first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/cookbooks$/);
});

test("an Ultimate cook, with no limit to count, creates a third cookbook and saves with the heart; a second save is refused", async ({
  page,
}) => {
  await signUp(page);
  const checkout = await page.request.post("/app/checkout", {
    form: { plan: "ultimate" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(checkout.status()).toBe(302);
  await page.goto("/app/cookbooks");
  for (const name of ["Sunday Roasts", "Quick Weeknight Dinners", "Baking Day"]) {
    await createCookbook(page, name);
    await expect(toastWith(page, "Cookbook created successfully!").last()).toBeVisible();
  }
  await expect(page.getByTestId("cookbook-card")).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Baking Day" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("cookbooks/ultimate-three-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("cookbooks/ultimate-three-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/app/browse?q=Margherita");
  await page.getByRole("button", { name: "Save Stone-Baked Margherita Pizza" }).click();
  await expect(toastWith(page, "Recipe saved successfully!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove Stone-Baked Margherita Pizza from saved recipes" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const recipeId = await page.getByRole("link", { name: "Stone-Baked Margherita Pizza" }).first().getAttribute("href");
  const again = await page.request.post("/app/saved", {
    form: { intent: "save", recipeId: recipeId!.split("/").pop()! },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("already");
});

test("add to cookbook from a recipe page, including a new cookbook made on the spot", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/recipe/12");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByRole("button", { name: "Add to Cookbook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to Cookbook" });
  await expectAccessible(page);
  await dialog.getByLabel("Create Cookbook").fill("Weekend Projects");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toastWith(page, "Recipe added to Weekend Projects!")).toBeVisible();
  await page.getByRole("button", { name: "Add to Cookbook" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Weekend Projects" }).click();
  await expect(toastWith(page, "Recipe is already in this cookbook")).toBeVisible();
  await page.goto("/app/cookbooks");
  await page.getByRole("button", { name: "Weekend Projects", exact: true }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});
