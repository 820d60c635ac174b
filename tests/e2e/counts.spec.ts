/** Counts read correctly in the singular: "1 cookbook", "1 recipe", "1 serving", "1 of 1 ingredient". */
import type { Page } from "@playwright/test";
import { todayIn } from "../../app/domain/meal-plan/week";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

const post = (page: Page, path: string, form: Record<string, string>) =>
  page.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });

test("one of anything is counted in the singular", async ({ page }) => {
  await signUp(page);
  expect((await post(page, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);
  expect((await post(page, "/app/cookbooks", { intent: "create", name: "Pies", color: "bg-accent-orange" })).status()).toBe(200);

  await page.goto("/app/cookbooks");
  await expect(page.getByTestId("cookbook-usage")).toHaveText("1 cookbook");
  await expect(page.getByText("0 recipes")).toBeVisible();
  await page.screenshot({ path: shotPath("counts/cookbooks-1280.png") });

  expect(
    (
      await post(page, "/app/meal-plan", {
        intent: "add",
        date: todayIn("UTC"),
        mealType: "dinner",
        recipeId: "1",
        servings: "1",
      })
    ).status(),
  ).toBe(200);
  await page.goto("/app/meal-plan");
  await expect(page.getByTestId(`slot-${todayIn("UTC")}-dinner`)).toContainText("1 serving");
  await expect(page.getByTestId(`slot-${todayIn("UTC")}-dinner`)).not.toContainText("1 servings");

  await page.goto("/app/cook-with-ingredients?i=salmon");
  await expect(page.getByTestId("match-badge").first()).toHaveText("1 of 1 ingredient");
  await expect(page.getByRole("button", { name: "Find Recipes (1 ingredient)" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("counts/finder-390.png") });
});
