/**
 * Section headings in a recipe (issue 28): the cook writes "# For the sauce" lines in the recipe
 * form; the preview, the recipe page (as h3 headings naming their lists), cook mode (over the
 * gathered ingredients and above each step), the print page and the no-JavaScript scale page show
 * them, at 1280 and 390 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { E2E_BASE_URL, newAccount, PHONE, shotPath, signUp } from "./support";

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { width: 1280, height: 900 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const INGREDIENTS = [
  "# For the cake",
  "225 g butter, softened",
  "225 g caster sugar",
  "4 eggs",
  "# For the syrup",
  "85 g sugar",
  "1 ½ lemons, juiced",
].join("\n");
const INSTRUCTIONS = [
  "Heat the oven to 180 °C.",
  "Beat the butter, sugar and eggs, then bake for 45 minutes.",
  "# To finish",
  "Stir the sugar into the lemon juice.",
  "Pour the syrup over the warm cake.",
].join("\n");

test("a cook writes ingredient and step headings; the page, cook mode, print and scale pages show them", async ({
  page,
  browser,
}) => {
  await signUp(page, newAccount("Maya Okafor"));
  await page.setViewportSize(DESKTOP);
  await page.goto("/app/create-recipe");
  await field(page, "Recipe Title").fill("Sectioned Lemon Drizzle");
  await field(page, "Description").fill("A tender lemon sponge soaked in sugary lemon syrup.");
  await field(page, "Image URL").fill(`${E2E_BASE_URL}/images/missing-cake.jpg`);
  await field(page, "Cook Time (minutes)").fill("50");
  await field(page, "Servings").fill("8");
  await field(page, "Difficulty").selectOption("Medium");
  const ingredients = field(page, "Ingredients (one per line)");
  // A heading with nothing under it is refused with a message.
  await ingredients.fill("225 g butter\n4 eggs\n# For the syrup");
  await ingredients.blur();
  await expect(ingredients.locator("..").getByRole("alert")).toHaveText("Put at least one line under each heading");
  // Typed with the keyboard, like any line.
  await ingredients.fill("");
  await ingredients.pressSequentially(INGREDIENTS.slice(0, 40));
  await ingredients.fill(INGREDIENTS);
  await ingredients.blur();
  await expect(ingredients.locator("..").getByText("Looks good!")).toBeVisible();
  await expect(ingredients.locator("..")).toContainText("Start a line with # to add a heading");
  await field(page, "Instructions (one step per line)").fill(INSTRUCTIONS);
  await field(page, "Tags (comma-separated)").fill("baking");
  await field(page, "Tags (comma-separated)").blur();
  await page.screenshot({ path: shotPath("recipe-sections/form-1280.png"), fullPage: true });
  await page.setViewportSize(PHONE);
  await ingredients.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath("recipe-sections/form-390.png") });
  await page.setViewportSize(DESKTOP);

  // The preview shows the headings, not as lines.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("article", { name: "Recipe preview" });
  await expect(preview.getByRole("heading", { level: 4, name: "For the syrup" })).toBeVisible();
  await expect(preview.getByRole("list", { name: "For the syrup" }).getByRole("listitem")).toHaveText([
    "85 g sugar",
    "1 ½ lemons, juiced",
  ]);
  await expect(preview.getByRole("heading", { level: 4, name: "To finish" })).toBeVisible();
  await page.screenshot({ path: shotPath("recipe-sections/preview-1280.png"), fullPage: true });
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/app\/browse$/);

  await page.goto("/app/profile?tab=created");
  await page.getByRole("link", { name: "Sectioned Lemon Drizzle" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sectioned Lemon Drizzle");
  const path = new URL(page.url()).pathname;
  const id = path.split("/").pop()!;

  // The recipe page, wide: headings are h3s, each naming the list under it; counts are the lines only.
  await expect(page.getByRole("heading", { level: 2, name: "Ingredients (5)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Instructions (4)" })).toBeVisible();
  for (const name of ["For the cake", "For the syrup", "To finish"])
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "For the cake" }).getByRole("listitem")).toHaveText([
    "225 g butter, softened",
    "225 g caster sugar",
    "4 eggs",
  ]);
  await expect(page.getByRole("list", { name: "For the syrup" }).getByRole("listitem")).toHaveText([
    "85 g sugar",
    "1 ½ lemons, juiced",
  ]);
  // The steps keep their numbers across the heading.
  const finish = page.getByRole("list", { name: "To finish" });
  await expect(finish.getByRole("listitem")).toHaveText([/Step 3: Stir the sugar/, /Step 4: Pour the syrup/]);
  await expect(page.getByRole("list", { name: "Instructions" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("recipe-sections/recipe-1280.png"), fullPage: true });

  // Narrow: the tabs show the same headings.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("tab", { name: "Ingredients (5)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "For the syrup" })).toBeVisible();
  await page.screenshot({ path: shotPath("recipe-sections/recipe-ingredients-390.png"), fullPage: true });
  await page.getByRole("tab", { name: "Instructions (4)" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "To finish" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "For the syrup" })).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("recipe-sections/recipe-instructions-390.png"), fullPage: true });

  // Cook mode: the headings over the ingredients to gather, and the step's heading above it.
  for (const [size, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/cook-mode/${id}?step=ingredients`);
    await expect(page.getByRole("heading", { level: 1, name: "Gather Ingredients" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "For the cake" })).toBeVisible();
    await expect(page.getByRole("list", { name: "For the syrup" }).getByRole("checkbox")).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({ path: shotPath(`recipe-sections/cook-gather-${size}.png`) });
    await page.goto(`/cook-mode/${id}?step=3`);
    await expect(page.getByRole("heading", { level: 1, name: "Step 3" })).toBeVisible();
    await expect(page.getByTestId("step-section")).toHaveText("To finish · Step 3 of 4");
    await expect(page.getByText("Stir the sugar into the lemon juice.")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: shotPath(`recipe-sections/cook-step-${size}.png`) });
    // A step before the first heading has none.
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Step 2" })).toBeVisible();
    await expect(page.getByTestId("step-section")).toHaveCount(0);
  }

  // The print page and the scale page work without JavaScript and show the headings too.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  for (const [size, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await plain.setViewportSize(viewport);
    await plain.goto(`/app/recipe/${id}/print`);
    await expect(plain.getByRole("heading", { level: 3, name: "For the syrup" })).toBeVisible();
    await expect(plain.getByRole("list", { name: "To finish" }).getByRole("listitem")).toHaveText([
      "Stir the sugar into the lemon juice.",
      "Pour the syrup over the warm cake.",
    ]);
    // The numbers run on across the heading (3 and 4).
    await expect(plain.getByRole("list", { name: "To finish" })).toHaveAttribute("start", "3");
    await plain.screenshot({ path: shotPath(`recipe-sections/print-${size}.png`), fullPage: true });
    await plain.goto(`/app/recipe/${id}/scale?servings=16`);
    await expect(plain.getByRole("heading", { level: 3, name: "For the cake" })).toBeVisible();
    await expect(plain.getByRole("list", { name: "For the syrup" }).getByRole("listitem").first()).toContainText("170 g");
    await plain.screenshot({ path: shotPath(`recipe-sections/scale-${size}.png`), fullPage: true });
  }
  await noScript.close();

  // Renaming a heading in the edit form: it is text like the lines.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/app/recipe/${id}/edit`);
  const edit = field(page, "Ingredients (one per line)");
  await expect(edit).toHaveValue(INGREDIENTS);
  await edit.fill(INGREDIENTS.replace("# For the syrup", "# Lemon syrup"));
  await edit.blur();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/recipe/${id}$`));
  await expect(page.getByRole("heading", { level: 3, name: "Lemon syrup" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "For the syrup" })).toHaveCount(0);
});
