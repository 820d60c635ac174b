import type { Page } from "@playwright/test";
import { demoRecipes } from "../../app/server/seed/demo-recipes";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { shotPath, signUp } from "./support";

// A free demo recipe no other spec rates (ids are catalog order from 1). A rating moves a recipe in
// every order by rating, so it is one that none of the finder specs' ingredients match.
const index = demoRecipes.findIndex((r) => r.title === "Fresh Mint Tea");
const RECIPE = { id: index + 1, ...demoRecipes[index] };
// Before anyone rates it, the seeded rating counts as 10 ratings; one rating of 1 star makes 11.
const before = `${RECIPE.rating.toFixed(1)} (10)`;
const after = `${(Math.round(((RECIPE.rating * 10 + 1) / 11) * 10) / 10).toFixed(1)} (11)`;

const card = (page: Page) =>
  page
    .getByTestId("browse-results")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: RECIPE.title, exact: true }) });

test("a cook rates a recipe and sees its card's rating and count change on browse", async ({ page }) => {
  test.setTimeout(90_000); // an axe run, a cook and a wait for the index on a shared, loaded machine
  await signUp(page);
  const search = `/browse?q=${encodeURIComponent(RECIPE.title)}`;
  await page.goto(search);
  const rating = card(page).getByTestId("card-rating");
  await expect(rating.locator("span[aria-hidden]")).toHaveText(before);
  // Screen readers hear the whole figure, not "4.6 (10)".
  await expect(rating.locator(".sr-only")).toHaveText(`Rated ${RECIPE.rating.toFixed(1)} out of 5 from 10 ratings`);
  await expectAccessible(page);

  await page.goto(`/app/recipe/${RECIPE.id}`);
  await page.getByRole("button", { name: "I made this" }).click();
  const form = page.getByTestId("rate-cook");
  await form.locator("label", { hasText: "1 star" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Thanks! Your rating is saved.")).toBeVisible();

  // The browse index learns of the rating through the change log (polled every 200 ms).
  await expect(async () => {
    await page.goto(search);
    await expect(card(page).getByTestId("card-rating").locator("span[aria-hidden]")).toHaveText(after, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await card(page).screenshot({ path: shotPath("ratings/browse-card-rated-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath("ratings/browse-card-rated-390.png") });
});
