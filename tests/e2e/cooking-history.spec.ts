/** A cook's private note on a recipe (recipe page and cook mode) and their cooking history, reached from the dashboard. */
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { shotPath, signUp } from "./support";

// A demo recipe no finder spec matches and no other spec rates: a rating moves a recipe in every order by rating.
const RECIPE = 11;
const NOTE = "Toast the cumin first.\nHalf the chili for the kids.";

test("a private note shows on the recipe page and in cook mode; the history lists the cook with its rating and note", async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page);
  await page.goto(`/app/recipe/${RECIPE}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const section = page.getByRole("region", { name: "Your private note" });
  await section.getByRole("textbox", { name: "Your private note" }).fill(NOTE);
  await section.getByRole("button", { name: "Save note" }).click();
  await expect(toastWith(page, "Your note is saved. Only you can see it.")).toBeVisible();
  await page.reload();
  await expect(section.getByRole("textbox", { name: "Your private note" })).toHaveValue(NOTE);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath("cooking-history/recipe-note-390.png") });

  // Cook mode shows it on the overview.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/cook-mode/${RECIPE}`);
  const shown = page.getByRole("complementary", { name: "Your note" });
  await expect(shown).toContainText("Toast the cumin first.");
  await expect(shown).toContainText("Half the chili for the kids.");
  await page.screenshot({ path: shotPath("cooking-history/cook-mode-note-1280.png") });

  // Another cook sees none of it.
  const other = await browser.newPage();
  await signUp(other);
  await other.goto(`/app/recipe/${RECIPE}`);
  await expect(other.getByRole("textbox", { name: "Your private note" })).toHaveValue("");
  await other.goto(`/cook-mode/${RECIPE}`);
  await expect(other.getByRole("complementary", { name: "Your note" })).toHaveCount(0);
  await other.close();

  // Cook it and rate it, then find it from the dashboard's "Recipes cooked".
  await page.goto(`/app/recipe/${RECIPE}`);
  await page.getByRole("button", { name: "I made this" }).click();
  const rate = page.getByTestId("rate-cook");
  await rate.locator("label", { hasText: "4 stars" }).click();
  await rate.getByLabel("Yes").check();
  await rate.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Thanks! Your rating is saved.")).toBeVisible();

  await page.goto("/app/dashboard");
  await page.getByRole("link", { name: "Recipes cooked" }).click();
  await expect(page).toHaveURL(/\/app\/cooking-history$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cooking history" })).toBeVisible();
  const entry = page.getByTestId("cook-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole("link", { name: title })).toHaveAttribute("href", `/app/recipe/${RECIPE}`);
  await expect(entry).toContainText("Your rating: 4 / 5");
  await expect(entry).toContainText("Turned out: well");
  await expect(entry).toContainText("Toast the cumin first.");
  await expect(entry.locator("time")).toHaveText(/\d{4}/);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("cooking-history/history-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("cooking-history/history-390.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("without JavaScript the note saves and removes with a plain form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page);
  await page.goto(`/app/recipe/${RECIPE}`);
  const field = page.getByRole("textbox", { name: "Your private note" });
  await field.fill("No scripts needed");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/recipe/${RECIPE}$`));
  await expect(page.getByTestId("flash-notice")).toHaveText("Your note is saved. Only you can see it.");
  await expect(field).toHaveValue("No scripts needed");
  await field.fill("");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("flash-notice")).toHaveText("Your note is removed.");
  await expect(field).toHaveValue("");
  await page.goto("/app/cooking-history");
  await expect(page.getByText("Nothing cooked yet.")).toBeVisible();
  await context.close();
});
