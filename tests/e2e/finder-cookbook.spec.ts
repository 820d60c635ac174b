/** The finder's Add to Cookbook files every result across pages, as Save All Recipes saves them. */
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { shotPath, signUp } from "./support";
import { demoFinderMatches } from "./demo-catalog";

test("Add to Cookbook in the finder's bar files every result across pages and says how many", async ({ page }) => {
  await signUp(page);
  const entered = ["salt", "pepper", "oil"];
  const expected = demoFinderMatches(entered);
  expect(expected.length).toBeGreaterThan(24);
  await page.goto(`/app/cook-with-ingredients?${entered.map((i) => `i=${i}`).join("&")}`);
  const bar = page.getByRole("toolbar", { name: "Quick actions" });
  await expect(bar).toContainText(`${expected.length} recipes found`);
  // Only the first page's 24 are on the page; the cookbook gets all of them.
  await expect(page.getByTestId("finder-results").locator(":scope > li")).toHaveCount(24);

  const dialog = page.getByRole("dialog", { name: "Add to Cookbook" });
  // The bar is loaded lazily: until its code has arrived the server-rendered button does not open
  // the dialog yet, so the click is repeated until it does (a deadline, no fixed wait).
  await expect(async () => {
    await bar.getByRole("button", { name: "Add to Cookbook" }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog).toContainText(`Choose a cookbook for these ${expected.length} recipes.`);
  await dialog.getByLabel("Create Cookbook").fill("Pantry Suppers");
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("finder/add-all-to-cookbook-1280.png") });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toastWith(page, `${expected.length} recipes added to Pantry Suppers!`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/app/cookbooks");
  await expect(page.getByText("Pantry Suppers")).toBeVisible();
  await expect(page.getByText(`${expected.length} recipes`, { exact: true })).toBeVisible();

  // Again into the same cookbook: nothing new, and the message says so.
  await page.goto(`/app/cook-with-ingredients?${entered.map((i) => `i=${i}`).join("&")}`);
  await expect(async () => {
    await page.getByRole("toolbar", { name: "Quick actions" }).getByRole("button", { name: "Add to Cookbook" }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Pantry Suppers" }).click();
  await expect(toastWith(page, "These recipes are already in Pantry Suppers")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("finder/add-all-to-cookbook-again-390.png") });
});
