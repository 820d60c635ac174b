import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { foundLine } from "../../app/domain/ingredients/ingredient-match";
import { PLANS } from "../../app/domain/plans";
import { demoFinderMatches } from "./demo-catalog";
import { E2E_BASE_URL, signUp } from "./support";

const FREE_SAVED_LIMIT = PLANS.find((p) => p.id === "free")!.maxSavedRecipes;

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

test("browse quick actions: select several recipes, save them and add them to a cookbook", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/browse?q=soup");
  await page.getByRole("button", { name: "Select recipes" }).click();
  const boxes = page.getByRole("checkbox", { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole("toolbar", { name: "Quick actions" });
  await expect(bar).toContainText("2 selected");
  await bar.getByRole("button", { name: "Save Selected" }).click();
  await expect(toastWith(page, "2 recipes saved.")).toBeVisible();
  await bar.getByRole("button", { name: "Add to Cookbook" }).click();
  await page.getByRole("dialog").getByLabel("Create Cookbook").fill("Soup Season");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(toastWith(page, "2 recipes added to Soup Season!")).toBeVisible();
  await page.goto("/app/profile");
  await expect(page.getByRole("definition").first()).toHaveText("2");
});

test("the finder loads saved lists, saves the selection as a list, and saves or files the results", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/cook-with-ingredients");
  await expect(page.getByText("No saved ingredient lists yet")).toBeVisible();
  await page.getByRole("button", { name: "Salmon", exact: true }).click();
  await page.getByRole("button", { name: "Lemon", exact: true }).click();
  await page.getByRole("button", { name: "Save This List" }).click();
  await page.getByLabel("Name for this list").fill("Fish Friday");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toastWith(page, "Ingredient list created successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: /Fish Friday/ })).toContainText("2");

  await page.getByRole("button", { name: "Clear All" }).click();
  await page.getByRole("button", { name: "Garlic", exact: true }).click();
  await page.getByRole("button", { name: /Fish Friday/ }).click();
  await expect(page.getByRole("heading", { name: "Your ingredients (3)" })).toBeVisible();
  await page.getByRole("button", { name: /^Find Recipes/ }).click();
  // The expectation comes from the seeded demo catalog and the spec's rule, not from the page.
  const expected = demoFinderMatches(["Garlic", "Salmon", "Lemon"]);
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByRole("status").filter({ hasText: /^Found/ })).toHaveText(foundLine(expected.length));
  await expect(page.getByTestId("finder-results").getByRole("heading")).toHaveText(expected.slice(0, 24).map((m) => m.title));
  const saved = Math.min(expected.length, 24, FREE_SAVED_LIMIT);
  const bar = page.getByRole("toolbar", { name: "Quick actions" });
  await bar.getByRole("button", { name: "Save All Recipes" }).click();
  await expect(toastWith(page, `${saved} recipe${saved === 1 ? "" : "s"} saved.`)).toBeVisible();
  await bar.getByRole("button", { name: "Add to Cookbook" }).click();
  await page.getByRole("dialog").getByLabel("Create Cookbook").fill("From the fridge");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(toastWith(page, /added to From the fridge!/)).toBeVisible();
  await expectAccessible(page);
});

test("one finish is one cook: closing, reopening and closing again counts one recipe cooked", async ({ page }) => {
  await signUp(page);
  const finishAndClose = async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
    // Reaching the last page ('Finished!') logs the cook.
    const recorded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/cooked"));
    const next = page.getByRole("link", { name: "Next" });
    while (await next.isVisible()) await next.click();
    await expect(page.getByRole("button", { name: "Finished!" })).toBeVisible();
    expect((await recorded).status()).toBe(200);
    await page.getByRole("button", { name: "Close Cook Mode" }).click();
    await expect(page).toHaveURL(/\/app\/recipe\/4$/);
  };
  await page.goto("/cook-mode/4");
  await finishAndClose();
  await page.getByRole("link", { name: "Start Cooking" }).click();
  await finishAndClose();
  // Back returns to cook mode where the cook left it (the last page, in the address): that logs again.
  const again = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/cooked"));
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Step \d+$/);
  await expect(page.getByRole("button", { name: "Finished!" })).toBeVisible();
  expect((await again).status()).toBe(200);
  await page.getByRole("button", { name: "Close Cook Mode" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/4$/);

  await page.goto("/app/dashboard");
  const stat = (label: string) => page.getByTestId("stat-card").filter({ hasText: label }).getByRole("definition");
  await expect(stat("Recipes cooked")).toHaveText("1");
  await page.goto("/app/profile");
  await expect(page.getByText("Recipes cooked", { exact: true }).locator("..").getByRole("definition")).toHaveText("1");
});
