import { expect, expectAccessible, test } from "./fixtures";

test("picking ingredients, the enable rules, and results with match badges", async ({ page }) => {
  await page.goto("/cook-with-ingredients");
  const find = page.getByRole("button", { name: /^Find Recipes/ });
  await expect(find).toHaveText("Find Recipes (0 ingredients)");
  await expect(find).toBeDisabled();
  const input = page.getByLabel("Add an ingredient");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await input.fill("   ");
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
  await expect(page.getByTestId("match-badge").first()).toHaveText("1 of 1 ingredients");
  await expect(page.getByRole("link", { name: /salmon/i }).first()).toBeVisible();
});
