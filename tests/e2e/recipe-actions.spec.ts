/**
 * The recipe page's actions (Scale, Generate Shopping List, Add to Meal Plan, Add to Cookbook, Print)
 * are in the server's HTML as links to pages that do the same, so they work before scripts run and
 * without them; once the page is interactive they open their dialogs, whose code is fetched on intent.
 * The meal plan's Add to… works the same way.
 */
import type { Page } from "@playwright/test";
import { dayLabel, todayIn, weekStartOf } from "../../app/domain/meal-plan/week";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

test.describe.configure({ timeout: 120_000 });

const CURRY = "Weeknight Chicken Curry"; // demo recipe 1, serves 4

/** Demo billing: a Premium trial (shopping lists, full meal planning). */
async function startPremium(page: Page) {
  const response = await page.request.post("/app/checkout", {
    form: { plan: "premium" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

const today = () => todayIn("UTC");

/**
 * Where an element sits inside the page's <main> (without JavaScript a notice above the layout says
 * scripts are off, which moves the whole page down: that is not the action bar moving).
 */
async function placeInMain(page: Page, name: string) {
  return page
    .locator("main")
    .getByText(name, { exact: true })
    .first()
    .evaluate((element) => {
      const control = element.closest("a, button")!.getBoundingClientRect();
      const main = element.closest("main")!.getBoundingClientRect();
      return { x: control.x - main.x, y: control.y - main.y, width: control.width, height: control.height };
    });
}

test("the recipe page's actions are links in the server's HTML, signed in and signed out", async ({ page, playwright }) => {
  await signUp(page);
  const html = await (await page.request.get("/app/recipe/1")).text();
  for (const [href, label] of [
    ["/app/recipe/1/scale", "Scale Recipe"],
    ["/app/recipe/1/shopping-list", "Generate Shopping List"],
    ["/app/recipe/1/plan", "Add to Meal Plan"],
    ["/app/recipe/1/cookbooks", "Add to Cookbook"],
    ["/app/recipe/1/print", "Print"],
  ]) {
    expect(html, label).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>.*?${label}</a>`));
  }

  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const publicHtml = await (await visitor.get("/recipe/1")).text();
  expect(publicHtml).toMatch(/<a [^>]*href="\/recipe\/1\/scale"[^>]*>.*?Scale Recipe<\/a>/);
  expect(publicHtml).toMatch(/<a [^>]*href="\/recipe\/1\/print"[^>]*>.*?Print<\/a>/);
  // A visitor is asked to sign in first, and comes back to the form.
  expect(publicHtml).toMatch(/<a [^>]*href="\/app\/recipe\/1\/plan"[^>]*>.*?Add to Meal Plan<\/a>/);
  expect(publicHtml).not.toContain("Add to Cookbook");
  const plan = await visitor.get("/app/recipe/1/plan", { maxRedirects: 0 });
  expect(plan.status()).toBe(302);
  expect(plan.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/app/recipe/1/plan")}`);
  await visitor.dispose();
});

test("without JavaScript: scale, shopping list, meal plan, the planner's Add to…, print", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page);
  await startPremium(page);

  await page.goto("/app/recipe/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CURRY);
  await page.screenshot({ path: shotPath("recipe-actions/no-js-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("recipe-actions/no-js-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Scale: a GET form; the servings are in the address.
  await page.getByRole("link", { name: "Scale Recipe" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/1\/scale$/);
  await expect(page.getByTestId("scale-factor")).toHaveText("1x");
  const scaled = page.getByRole("list", { name: "Scaled ingredients" });
  await expect(scaled).toContainText("3 cloves garlic");
  await page.getByLabel("New serving size").fill("8");
  await page.getByRole("button", { name: "Scale", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/1\/scale\?servings=8&units=as-written$/);
  await expect(page.getByTestId("scale-factor")).toHaveText("2x");
  await expect(scaled).toContainText("6 cloves garlic");
  await page.screenshot({ path: shotPath("recipe-actions/scale-page-1280.png"), fullPage: true });
  await page.getByRole("navigation", { name: "Quick picks" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page.getByTestId("scale-factor")).toHaveText("0.5x");
  // A bad number says so and keeps the recipe's own servings.
  await page.goto("/app/recipe/1/scale?servings=abc");
  await expect(page.getByTestId("page-message")).toHaveText("Servings must be a number greater than 0 and at most 200");
  await expect(page.getByTestId("scale-factor")).toHaveText("1x");

  // Shopping list for 8 servings, added to the week's list.
  await page.goto("/app/recipe/1/scale?servings=8");
  await page.getByRole("link", { name: "Generate Shopping List" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/1\/shopping-list\?servings=8$/);
  await expect(page.getByText(`${CURRY} · 8 servings`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "2 cans chopped tomatoes" })).toBeChecked();
  await page.getByRole("button", { name: "Add to my shopping list" }).click();
  await expect(page).toHaveURL(/\/app\/shopping$/);
  await expect(page.getByTestId("action-notice")).toHaveText("Recipe added to your shopping list!");
  await expect(page.getByTestId("shopping-item").filter({ hasText: "6 cloves garlic" })).toContainText(`From ${CURRY}`);

  // Add to Meal Plan: the form starts at the recipe's own servings; the meal shows in the planner.
  await page.goto("/app/recipe/1");
  await page.getByRole("link", { name: "Add to Meal Plan" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/1\/plan$/);
  await expect(page.getByLabel("Servings")).toHaveValue("4");
  await page.getByLabel("Meal").selectOption("lunch");
  await page.getByLabel("Servings").fill("3");
  await page.getByRole("button", { name: "Add to plan" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/meal-plan\\?week=${weekStartOf(today())}$`));
  await expect(page.getByTestId("flash-notice")).toHaveText("Meal added to your plan!");
  const lunch = page.getByTestId(`slot-${today()}-lunch`);
  await expect(lunch.getByRole("link", { name: CURRY })).toBeVisible();
  await expect(lunch).toContainText("3 servings");

  // The planner's Add to…: a page with a search, each recipe with its own servings, and a note.
  await page.getByRole("link", { name: `Add to Dinner on ${dayLabel(today())}` }).click();
  await expect(page).toHaveURL(/\/app\/meal-plan\/add\?date=.*&meal=dinner$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Add to Dinner, ${dayLabel(today())}`);
  await page.getByLabel("Search recipes").fill("curry");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=curry/);
  await expect(page.getByLabel(`Servings of ${CURRY}`)).toHaveValue("4");
  await page.getByRole("button", { name: `Add ${CURRY}` }).click();
  await expect(page.getByTestId("flash-notice")).toHaveText("Meal added to your plan!");
  await expect(page.getByTestId(`slot-${today()}-dinner`).getByRole("link", { name: CURRY })).toBeVisible();
  await page.getByRole("link", { name: `Add to Snack on ${dayLabel(today())}` }).click();
  await page.getByLabel("Or a note").fill("Fruit");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId(`slot-${today()}-snack`)).toContainText("Fruit");

  // Print: the print-friendly view.
  await page.goto("/app/recipe/1");
  await page.getByRole("link", { name: "Print" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/1\/print$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CURRY);
  await expect(page.getByRole("list", { name: "Ingredients" })).toContainText("3 cloves garlic");
  await context.close();
});

test("a refused meal-plan form says why and plans nothing", async ({ page }) => {
  await signUp(page);
  const refused = await page.request.post("/app/recipe/1/plan", {
    form: { intent: "add", recipeId: "1", date: today(), mealType: "dinner", servings: "0" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Servings must be a whole number from 1 to 50");
  const missing = await page.request.post("/app/recipe/1/plan", {
    form: { intent: "add", recipeId: "999999", date: today(), mealType: "dinner" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(missing.status()).toBe(404);
  await page.goto("/app/meal-plan");
  await expect(page.getByTestId(`slot-${today()}-dinner`).getByRole("listitem")).toHaveCount(0);
});

const ACTIONS = ["Print", "Add to Meal Plan", "Add to Cookbook", "Start Cooking", "Scale Recipe", "Generate Shopping List"];

test("with JavaScript the same actions open dialogs, fetched on intent, in the same place", async ({ browser, page }) => {
  await signUp(page);
  // Where the bar sits before scripts run…
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const before = await plain.newPage();
  await before.goto("/app/recipe/1");
  const places = async (on: Page) => Promise.all(ACTIONS.map((name) => placeInMain(on, name)));
  const placedBefore = await places(before);
  await plain.close();

  const chunks: string[] = [];
  page.on("request", (request) => chunks.push(new URL(request.url()).pathname));
  await page.goto("/app/recipe/1");
  const scale = page.getByRole("button", { name: "Scale Recipe" });
  // …is where it sits after.
  expect(await places(page)).toEqual(placedBefore);
  expect(chunks.filter((path) => path.includes("scale-dialog"))).toEqual([]);
  await page.screenshot({ path: shotPath("recipe-actions/hydrated-1280.png"), fullPage: true });

  // Hovering fetches the dialog's code; the click opens it.
  await scale.hover();
  await expect.poll(() => chunks.some((path) => path.includes("scale-dialog"))).toBe(true);
  await scale.click();
  const dialog = page.getByRole("dialog", { name: "Scale Recipe" });
  await dialog.getByRole("button", { name: "8", exact: true }).click();
  await expect(dialog.getByTestId("scale-factor")).toHaveText("2x");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(scale).toBeFocused();
  // The scaled servings travel to the other actions' pages too.
  await expect(page.getByRole("link", { name: "Start Cooking" })).toHaveAttribute("href", "/cook-mode/1?servings=8");

  // A click that comes before any hover still opens the dialog (it waits for the code).
  await page.getByRole("button", { name: "Add to Meal Plan" }).click();
  const plan = page.getByRole("dialog", { name: "Add to Meal Plan" });
  await expect(plan.getByLabel("Servings")).toHaveValue("4");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(plan).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("recipe-actions/hydrated-390.png"), fullPage: true });
});

test("a visitor's recipe page keeps its actions in place when scripts run, at 1280 and 390 px", async ({ browser }) => {
  const names = ["Print", "Add to Meal Plan", "Start Cooking", "Scale Recipe", "Generate Shopping List"];
  for (const width of [1280, 390]) {
    const viewport = { width, height: 800 };
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
    const before = await plain.newPage();
    await before.goto("/recipe/1");
    const placed = await Promise.all(names.map((name) => placeInMain(before, name)));
    await plain.close();
    const page = await freshPage(browser);
    await page.setViewportSize(viewport);
    await page.goto("/recipe/1");
    await expect(page.getByRole("button", { name: "Scale Recipe" })).toBeVisible();
    expect(await Promise.all(names.map((name) => placeInMain(page, name))), `${width} px`).toEqual(placed);
    await page.context().close();
  }
});

test("the desktop recipe page shows every ingredient without an inner scroll box", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/recipe/1");
  const column = page.getByRole("tabpanel", { name: /Ingredients/ });
  const scrolls = await column.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
  expect(scrolls).toBe(false);
  const last = page.getByTestId("ingredient-list").getByRole("listitem").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
});

test("the pages behind the actions are accessible", async ({ page }) => {
  await signUp(page);
  await startPremium(page);
  for (const path of [
    "/app/recipe/1/scale?servings=6",
    "/app/recipe/1/shopping-list",
    "/app/recipe/1/plan",
    "/app/recipe/1/cookbooks",
    "/app/recipe/1/print",
    `/app/meal-plan/add?date=${today()}&meal=dinner&q=curry`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /^Back to (recipe|the meal plan)$/ })).toBeVisible();
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/recipe/1/scale?servings=6");
  await page.screenshot({ path: shotPath("recipe-actions/scale-page-390.png"), fullPage: true });
  await page.goto("/app/recipe/1/shopping-list");
  await page.screenshot({ path: shotPath("recipe-actions/shopping-page-390.png"), fullPage: true });
  await page.goto(`/app/meal-plan/add?date=${today()}&meal=dinner&q=curry`);
  await page.screenshot({ path: shotPath("recipe-actions/add-meal-page-390.png"), fullPage: true });
});
