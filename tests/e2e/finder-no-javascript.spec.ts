import { expect, expectAccessible, test } from "./fixtures";
import { shotPath } from "./support";
import { foundLine } from "../../app/domain/ingredients/ingredient-match";
import { demoFinderMatches } from "./demo-catalog";

// The ingredient finder keeps its state in the URL (one `i` per ingredient): with scripts off, every
// control is a GET form on that URL and the server renders the results.
test("without JavaScript: type and Enter, a quick pick, remove, clear, and the results from the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const found = page.getByRole("status").filter({ hasText: /^Found/ });
  const titles = page.getByTestId("finder-results").getByRole("heading");
  const selected = page.getByRole("list", { name: "Selected ingredients" }).getByRole("listitem");

  await page.goto("/cook-with-ingredients");
  const input = page.getByLabel("Add an ingredient");
  await input.fill("chicken");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/cook-with-ingredients\?i=chicken$/);
  await expect(selected).toHaveText(["chicken"]);
  await expect(found).toHaveText(foundLine(demoFinderMatches(["chicken"]).length));
  await expect(page.getByTestId("match-badge").first()).toHaveText("1 of 1 ingredient");

  // A quick pick adds itself to the chosen ones; once chosen it cannot be picked again.
  await page.getByRole("button", { name: "Rice", exact: true }).click();
  await expect(page).toHaveURL(/\?i=chicken&i=Rice$/);
  await expect(selected).toHaveText(["chicken", "Rice"]);
  await expect(page.getByRole("button", { name: "Rice", exact: true })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Your ingredients (2)" })).toBeVisible();
  const both = demoFinderMatches(["chicken", "Rice"]);
  await expect(found).toHaveText(foundLine(both.length));
  await expect(titles).toHaveText(both.slice(0, 24).map((m) => m.title));

  // The Add button works like Enter; an entry already chosen (in any case) is not added twice.
  await input.fill("garlic");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(selected).toHaveText(["chicken", "Rice", "garlic"]);
  await page.getByLabel("Add an ingredient").fill("CHICKEN");
  await page.getByLabel("Add an ingredient").press("Enter");
  await expect(selected).toHaveText(["chicken", "Rice", "garlic"]);
  // A blank entry changes nothing.
  await page.getByLabel("Add an ingredient").press("Enter");
  await expect(selected).toHaveText(["chicken", "Rice", "garlic"]);
  await expect(page.getByRole("button", { name: "Find Recipes (3 ingredients)" })).toBeEnabled();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(`finder/no-javascript-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Remove Rice" }).click();
  await expect(page).toHaveURL(/\?i=chicken&i=garlic$/);
  await expect(selected).toHaveText(["chicken", "garlic"]);
  await expect(found).toHaveText(foundLine(demoFinderMatches(["chicken", "garlic"]).length));
  await expect(page.getByRole("button", { name: "Rice", exact: true })).toBeEnabled();

  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByRole("heading", { name: "Your ingredients (0)" })).toBeVisible();
  await expect(page.getByText("Pick at least one ingredient")).toBeVisible();
  await expect(found).toHaveCount(0);

  // Nothing found: Try Different Ingredients starts again.
  await page.getByLabel("Add an ingredient").fill("unobtainium");
  await page.getByLabel("Add an ingredient").press("Enter");
  await expect(page.getByRole("heading", { name: "No Recipes Found" })).toBeVisible();
  await page.getByRole("button", { name: "Try Different Ingredients" }).click();
  await expect(page.getByRole("heading", { name: "Your ingredients (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Recipes Found" })).toBeHidden();
  await context.close();
});

test("the finder's forms are accessible as the server renders them", async ({ page }) => {
  await page.goto("/cook-with-ingredients?i=chicken&i=Rice");
  await expect(page.getByRole("list", { name: "Selected ingredients" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
});
