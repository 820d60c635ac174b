import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Weeknight Chicken Curry: 7 steps (9 pages), serves 4; 1 1/2 lb chicken thighs. */
const CURRY = 1;
const CURRY_PAGES = 9;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const counter = (page: Page) => page.getByText(/^\d+ of \d+$/);

test("without JavaScript, Next and Previous are links to the step that keep the servings", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/cook-mode/${CURRY}?servings=8`);
  await expect(heading(page)).toHaveText("Overview");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  const next = page.getByRole("link", { name: "Next" });
  await expect(next).toHaveAttribute("href", `/cook-mode/${CURRY}?servings=8&step=ingredients`);

  await next.click();
  await expect(page).toHaveURL(new RegExp(`/cook-mode/${CURRY}\\?servings=8&step=ingredients$`));
  await expect(heading(page)).toHaveText("Gather Ingredients");
  await expect(counter(page)).toHaveText(`2 of ${CURRY_PAGES}`);
  // Still scaled: 1 1/2 lb for 4 is 3 lb for 8.
  await expect(page.getByText("3 lb boneless chicken thighs", { exact: false })).toBeVisible();

  // From the keyboard: Tab to the link and press Enter.
  await page.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=1$/);
  await expect(heading(page)).toHaveText("Step 1");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 2");
  await expect(page.getByTestId("step-ingredients")).toContainText("4 tbsp vegetable oil");
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/servings=8&step=1$/);
  await expect(heading(page)).toHaveText("Step 1");

  // The last step: Finished!, and Close Cook Mode leads back to the recipe.
  await page.goto(`/cook-mode/${CURRY}?step=7`);
  await expect(heading(page)).toHaveText("Step 7");
  await expect(counter(page)).toHaveText(`${CURRY_PAGES} of ${CURRY_PAGES}`);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await page.getByRole("button", { name: "Close Cook Mode" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${CURRY}\\??$`));
  await context.close();
});

test("with JavaScript the links move at once without reloading, the address follows, and a reload stays on the step", async ({
  page,
}) => {
  await page.goto(`/cook-mode/${CURRY}?servings=8`);
  // A full page load would lose this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Gather Ingredients");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(heading(page)).toHaveText("Step 2");
  await expect(page).toHaveURL(/\?servings=8&step=2$/);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(heading(page)).toHaveText("Step 1");
  await expect(page).toHaveURL(/\?servings=8&step=1$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole("link", { name: "Next" })).toHaveAttribute("href", `/cook-mode/${CURRY}?servings=8&step=2`);
  await expectAccessible(page);

  await page.reload();
  await expect(heading(page)).toHaveText("Step 1");
  // An address past the last step opens the last one.
  await page.goto(`/cook-mode/${CURRY}?step=99`);
  await expect(heading(page)).toHaveText("Step 7");
});
