import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { shotPath, signUp } from "./support";
import { foundLine, ingredientOccurs, matchForm } from "../../app/domain/ingredients/ingredient-match";
import { normalizeIngredientName, parseIngredientLine } from "../../app/domain/ingredients/ingredient-parser";
import { demoRecipes } from "../../app/server/seed/demo-recipes";
import { PLANS } from "../../app/domain/plans";
import { demoFinderMatches } from "./demo-catalog";

const FREE_SAVED_LIMIT = PLANS.find((p) => p.id === "free")!.maxSavedRecipes;

test("picking ingredients, the enable rules, and results with match badges", async ({ page }) => {
  await page.goto("/cook-with-ingredients");
  const find = page.getByRole("button", { name: /^Find Recipes/ });
  await expect(find).toHaveText("Find Recipes (0 ingredients)");
  await expect(find).toBeDisabled();
  const input = page.getByLabel("Add an ingredient");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await input.fill("   ");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  // Only punctuation has nothing to match: ignored like a blank entry.
  await input.fill("!!");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await input.fill("chicken");
  await input.press("Enter");
  await input.fill("CHICKEN");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const selected = page.getByRole("list", { name: "Selected ingredients" }).getByRole("listitem");
  await expect(selected).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Your ingredients (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Rice", exact: true }).click();
  await expect(page.getByRole("button", { name: "Rice", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Garlic", exact: true }).click();
  await expect(find).toHaveText("Find Recipes (3 ingredients)");
  await expectAccessible(page);
  await find.click();
  await expect(page).toHaveURL(/\?i=chicken&i=Rice&i=Garlic$/);
  await expect(page.getByRole("status").filter({ hasText: /^Found/ })).toHaveText(
    /^Found \d+ recipes? using your available ingredients\.$/,
  );
  const badges = page.getByTestId("match-badge");
  await expect(badges.first()).toHaveText("3 of 3 ingredients");
  for (const badge of await badges.all()) await expect(badge).toHaveText(/^[23] of 3 ingredients$/);
  await expect(
    page
      .getByTestId("finder-results")
      .getByText(/You still need:|You have everything/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Remove Rice" }).click();
  await expect(page.getByRole("heading", { name: "Your ingredients (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(find).toBeDisabled();
});

test("an entry made only of punctuation in the URL is ignored: the spec's rule gives 0 alone and chicken's 18 with chicken", async ({
  page,
}) => {
  await page.goto("/cook-with-ingredients?i=!!");
  await expect(page.getByText("Pick at least one ingredient")).toBeVisible();
  await page.goto("/cook-with-ingredients?i=!!&i=chicken");
  const chicken = demoFinderMatches(["chicken"]);
  expect(chicken).toHaveLength(18);
  await expect(page.getByRole("status").filter({ hasText: /^Found/ })).toHaveText(foundLine(18));
  await expect(page.getByRole("heading", { name: "Your ingredients (1)" })).toBeVisible();
  await expect(page.getByTestId("match-badge").first()).toHaveText("1 of 1 ingredient");
});

test("no match offers to try different ingredients or browse everything", async ({ page }) => {
  await page.goto("/cook-with-ingredients?i=unobtainium&i=moonrock");
  await expect(page.getByRole("heading", { name: "No Recipes Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse All Recipes" })).toHaveAttribute("href", "/browse");
  await page.getByRole("button", { name: "Try Different Ingredients" }).click();
  await expect(page).toHaveURL(/\/cook-with-ingredients$/);
  await expect(page.getByRole("heading", { name: "Your ingredients (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Recipes Found" })).toBeHidden();
});

test("one ingredient needs one match; the count badge says so", async ({ page }) => {
  await page.goto("/cook-with-ingredients?i=salmon");
  await expect(page.getByTestId("match-badge").first()).toHaveText("1 of 1 ingredient");
  await expect(page.getByRole("link", { name: /salmon/i }).first()).toBeVisible();
});

test("pages through every result like browse, with the true total and the page in the URL", async ({ page }) => {
  const entered = ["salt", "pepper", "oil"];
  const expected = demoFinderMatches(entered);
  const pages = Math.ceil(expected.length / 24);
  expect(pages).toBeGreaterThanOrEqual(3);
  const titles = page.getByTestId("finder-results").getByRole("heading");
  const found = page.getByRole("status").filter({ hasText: /^Found/ });
  const pager = page.getByRole("navigation", { name: "Pages" });

  await page.goto(`/cook-with-ingredients?${entered.map((i) => `i=${i}`).join("&")}`);
  await expect(found).toHaveText(foundLine(expected.length));
  await expect(titles).toHaveText(expected.slice(0, 24).map((m) => m.title));
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await expectAccessible(page);

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?i=salt&i=pepper&i=oil&page=2$/);
  await expect(titles).toHaveText(expected.slice(24, 48).map((m) => m.title));
  await expect(found).toHaveText(foundLine(expected.length));
  await expect(page.getByRole("heading", { name: "Your ingredients (3)" })).toBeVisible();

  await page.goto(`/cook-with-ingredients?${entered.map((i) => `i=${i}`).join("&")}&page=${pages}`);
  await expect(titles).toHaveText(expected.slice((pages - 1) * 24).map((m) => m.title));
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await expect(pager.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(new RegExp(`page=${pages - 1}$`));
  await expect(titles).toHaveText(expected.slice((pages - 2) * 24, (pages - 1) * 24).map((m) => m.title));

  // A new search starts again at the first page.
  await page.getByRole("button", { name: "Remove oil" }).click();
  await page.getByRole("button", { name: /^Find Recipes/ }).click();
  await expect(page).toHaveURL(/\?i=salt&i=pepper$/);
  await expect(found).toHaveText(foundLine(demoFinderMatches(["salt", "pepper"]).length));
  await expect(titles).toHaveText(
    demoFinderMatches(["salt", "pepper"])
      .slice(0, 24)
      .map((m) => m.title),
  );
});

test("the bar counts every result and Save All Recipes saves across pages, saying how many did not fit the plan", async ({
  page,
}) => {
  await signUp(page);
  const entered = ["salt", "pepper", "oil"];
  const expected = demoFinderMatches(entered);
  expect(expected.length).toBeGreaterThan(24);
  await page.goto(`/app/cook-with-ingredients?${entered.map((i) => `i=${i}`).join("&")}`);
  const bar = page.getByRole("toolbar", { name: "Quick actions" });
  await expect(bar).toContainText(`${expected.length} recipes found`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(`finder/save-all-bar-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await bar.getByRole("button", { name: "Save All Recipes" }).click();
  // A free plan keeps 20; the rest of every page, not just the first page's, is counted as not fitting.
  await expect(
    toastWith(page, `${FREE_SAVED_LIMIT} recipes saved. ${expected.length - FREE_SAVED_LIMIT} not saved:`),
  ).toBeVisible();
  await page.screenshot({ path: shotPath("finder/save-all-toast-1280.png") });
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
