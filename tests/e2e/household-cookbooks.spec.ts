/**
 * Household cookbooks and "household" recipes (issue 27, decision 046): two members in two browsers.
 * Maya makes a cookbook the household's and files her private recipe in it; Sam's open cookbook page
 * shows it without a reload, and Sam opens the recipe. Maya sets another recipe to "Household" in
 * the recipe form; Sam finds it by search, a stranger does not.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test, toastWith } from "./fixtures";
import { twoMembers } from "./household-members";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

/** A private recipe of the signed-in cook, straight in the tables (the browser tests' route). */
async function privateRecipe(page: Page, title: string): Promise<number> {
  const response = await page.request.post("/_test/recipes", { form: { title }, headers: { Origin: E2E_BASE_URL } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

for (const width of [1280, 390]) {
  test(`members share a household cookbook and household recipes, a stranger sees neither, at ${width} px`, async ({
    browser,
  }) => {
    test.slow(); // two members and a stranger sign up, on a shared machine
    const { maya, sam } = await twoMembers(browser, width);
    const tag = `${width}${Date.now().toString(36)}`;
    const inBook = `Grandma Zellig Pie ${tag}`;
    const forHousehold = `Okafor Jollof Feast ${tag}`;
    const bookRecipe = await privateRecipe(maya, inBook);
    const householdRecipe = await privateRecipe(maya, forHousehold);

    // Maya makes a cookbook and moves it to the household with the switch.
    await maya.goto("/app/cookbooks");
    await maya.getByRole("button", { name: "Create Cookbook", exact: true }).first().click();
    await maya.getByLabel("Cookbook name").fill("Family Dinners");
    await maya.getByRole("button", { name: "Create Cookbook", exact: true }).last().click();
    await expect(toastWith(maya, "Cookbook created successfully!")).toBeVisible();
    await maya.getByRole("link", { name: "Manage cookbook" }).click();
    await expect(maya).toHaveURL(/\/manage$/);
    const bookPath = new URL(maya.url()).pathname;
    const householdSwitch = maya.getByRole("button", { name: "Household" });
    await expect(householdSwitch).toHaveAttribute("aria-pressed", "false");
    await householdSwitch.click();
    await expect(toastWith(maya, "Cookbook moved to the household: every member sees and edits it.")).toBeVisible();
    await expect(householdSwitch).toHaveAttribute("aria-pressed", "true");
    await expect(maya.getByTestId("cookbook-shared-by")).toHaveText("Shared with your household by Maya Okafor");

    // Sam has the book open, empty, and live.
    await sam.goto(bookPath);
    await expect(sam.getByRole("heading", { level: 1 })).toHaveText("Family Dinners");
    await expect(sam.getByText("No recipes in this cookbook yet.")).toBeVisible();
    await expect(sam.getByTestId("kitchen-live")).toHaveAttribute("data-state", "live");
    await sam.evaluate(() => ((window as unknown as { simmerMarker: string }).simmerMarker = "still here"));

    // Maya files her private recipe in it: it appears on Sam's open page without a reload.
    await maya.getByRole("button", { name: "Add Recipes" }).click();
    const dialog = maya.getByRole("dialog", { name: "Add recipes" });
    await dialog.getByLabel("Search recipes to add").fill("Zellig");
    await dialog.getByRole("checkbox", { name: inBook }).check();
    await dialog.getByRole("button", { name: "Add 1 recipe" }).click();
    await expect(toastWith(maya, "Recipe added to Family Dinners!")).toBeVisible();
    const samsRecipes = sam.getByTestId("cookbook-recipes").getByRole("article");
    await expect(samsRecipes).toHaveCount(1, { timeout: 5_000 });
    await expect(samsRecipes.first()).toContainText(inBook);
    await expect(sam.getByTestId("recipe-added-by")).toHaveText("Added by Maya Okafor");
    expect(await sam.evaluate(() => (window as unknown as { simmerMarker?: string }).simmerMarker)).toBe("still here");
    await expectAccessible(sam);
    await sam.screenshot({ path: shotPath(`household-cookbook-${width}.png`), fullPage: true });
    // Sam may rename it but not take it from the household: no switch for him.
    await expect(sam.getByRole("button", { name: "Household" })).toHaveCount(0);
    // The household's book is not one of the two his Free plan allows.
    await sam.goto("/app/cookbooks");
    await expect(sam.getByTestId("cookbook-usage")).toHaveText("0 of 2 cookbooks on your plan, and 1 household cookbook");
    await sam.goto(`/app/recipe/${bookRecipe}`);
    await expect(sam.getByRole("heading", { level: 1 })).toHaveText(inBook);

    // Maya sets her other recipe to "Household" in the recipe form.
    await maya.goto(`/app/recipe/${householdRecipe}/edit`);
    const choice = maya.getByRole("group", { name: "Who can see this recipe" });
    await expect(choice.getByRole("radio", { name: /^Private/ })).toBeChecked();
    await choice.getByRole("radio", { name: /^Household/ }).check();
    // The browser tests' recipe has no photo; the form asks for one.
    await maya.getByLabel("Image URL").fill("https://example.com/jollof.jpg");
    await expectAccessible(maya);
    await maya.screenshot({ path: shotPath(`household-recipe-form-${width}.png`), fullPage: true });
    await maya.getByRole("button", { name: "Save Changes" }).click();
    await expect(maya).toHaveURL(new RegExp(`/app/recipe/${householdRecipe}$`));
    await expect(maya.getByTestId("recipe-visibility")).toHaveText(
      "Household: the members of your household can see this recipe",
    );
    // On the page, the same three choices: to everyone and back to the household (not to private).
    const sharing = maya.getByRole("group", { name: /^Who can see this recipe/ });
    await expect(sharing.getByRole("button", { name: "Household" })).toHaveAttribute("aria-pressed", "true");
    await sharing.getByRole("button", { name: "Share with everyone" }).click();
    await expect(toastWith(maya, "Your recipe is now shared with everyone")).toBeVisible();
    await expect(maya.getByTestId("recipe-visibility")).toHaveText("Shared with everyone");
    await sharing.getByRole("button", { name: "Household" }).click();
    await expect(toastWith(maya, "Your recipe is now shared with your household")).toBeVisible();
    await expect(sharing.getByRole("button", { name: "Household" })).toHaveAttribute("aria-pressed", "true");

    // Sam finds it by search; the book's private recipe is reached through the book, not listed.
    await sam.goto(`/app/browse?q=${encodeURIComponent("Jollof Feast " + tag)}`);
    await expect(sam.getByRole("heading", { name: forHousehold })).toBeVisible({ timeout: 5_000 });

    // A stranger finds neither, and the book and recipes are not found for them.
    const stranger = await freshPage(browser);
    await stranger.setViewportSize({ width, height: 900 });
    await signUp(stranger);
    await stranger.goto(`/app/browse?q=${encodeURIComponent("Jollof Feast " + tag)}`);
    await expect(stranger.getByRole("heading", { name: forHousehold })).toHaveCount(0);
    await expect(stranger.getByText(/No recipes found|0 recipes/).first()).toBeVisible();
    await stranger.goto(bookPath);
    await expect(stranger).toHaveURL(/\/app\/cookbooks$/);
    await expect(toastWith(stranger, "Cookbook not found")).toBeVisible();
    for (const id of [bookRecipe, householdRecipe]) {
      const page = await stranger.request.get(`/app/recipe/${id}`);
      expect(page.status()).toBe(404);
    }
  });
}
