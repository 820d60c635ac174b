import type { Page } from "@playwright/test";
import type { MealType } from "../../app/domain/meal-plan/meal-plan";
import { addDays, dayLabel, todayIn, weekStartOf } from "../../app/domain/meal-plan/week";
import { demoRecipes } from "../../app/server/seed/demo-recipes";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

// Long user journeys on a shared machine.
test.describe.configure({ timeout: 120_000 });

const CURRY = "Weeknight Chicken Curry"; // demo recipe 1, serves 4

/** Demo billing: a signed-in cook starts a Premium trial (full meal planning and shopping lists). */
async function startPremium(page: Page) {
  const response = await page.request.post("/app/checkout", {
    form: { plan: "premium" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

async function post(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
}

const today = () => todayIn("UTC");
const slot = (page: Page, date: string, meal: string) => page.getByTestId(`slot-${date}-${meal}`);
/** The server's answer to the next move the planner sends. */
const moveAnswered = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.request().method() === "POST" && r.url().includes("/app/meal-plan") && /intent=move/.test(r.request().postData() ?? ""),
  );

test("a free cook adds from the recipe page, moves by menu and by keyboard drag, and is limited to two weeks", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/app/recipe/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CURRY);
  await page.getByRole("button", { name: "Add to Meal Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to Meal Plan" });
  await dialog.getByLabel("Meal").selectOption("dinner");
  await dialog.getByLabel("Servings").fill("2");
  await dialog.getByRole("button", { name: "Add to plan" }).click();
  await expect(toastWith(page, "Meal added to your plan!")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Meal Plan" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Meal Plan");
  const day = today();
  await expect(slot(page, day, "dinner").getByRole("link", { name: CURRY })).toBeVisible();
  await expect(slot(page, day, "dinner")).toContainText("2 servings");

  // A note from the planner itself.
  await page.getByRole("button", { name: `Add to Breakfast on ${dayLabel(day)}` }).click();
  const add = page.getByRole("dialog");
  await add.getByLabel("Or a note").fill("Leftovers");
  await add.getByRole("button", { name: "Add note" }).click();
  await expect(toastWith(page, "Meal added to your plan!")).toHaveCount(1);
  await expect(slot(page, day, "breakfast").getByRole("paragraph")).toHaveText("Leftovers");

  // Move menu: dinner → lunch.
  await slot(page, day, "dinner").locator("summary", { hasText: "Move" }).click();
  await slot(page, day, "dinner").getByLabel("Meal").selectOption("lunch");
  await slot(page, day, "dinner").getByRole("button", { name: "Move here" }).click();
  await expect(toastWith(page, "Meal moved")).toBeVisible();
  await expect(slot(page, day, "lunch").getByRole("link", { name: CURRY })).toBeVisible();
  await expect(slot(page, day, "dinner").getByRole("link", { name: CURRY })).toHaveCount(0);

  // Keyboard drag: pick up, one slot on (lunch → dinner), drop.
  await page.getByRole("button", { name: `Drag ${CURRY}` }).focus();
  const live = page.locator("[role=status]", { hasText: CURRY });
  await page.keyboard.press("Space");
  await expect(live).toHaveText(new RegExp(`${CURRY} is over Lunch on `));
  // One arrow moves one meal on. In CI an arrow pressed a few ms after pick-up was once never seen
  // by the page (1 run in about 25; not reproduced since), so a key that changed nothing is pressed
  // again; a key that was seen moves the meal at once, so this never moves it two meals on.
  await expect(async () => {
    if (/ is over Lunch on /.test((await live.textContent()) ?? "")) await page.keyboard.press("ArrowDown");
    await expect(live).toHaveText(new RegExp(`${CURRY} is over Dinner on `), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // The planner shows the move at once; the reload waits for the server's answer (a reload sent
  // while the move is still on its way cancels it, as it would for a cook).
  let saved = moveAnswered(page);
  await page.keyboard.press("Space");
  await expect(slot(page, day, "dinner").getByRole("link", { name: CURRY })).toBeVisible();
  await expect(slot(page, day, "lunch").getByRole("link", { name: CURRY })).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(slot(page, day, "dinner").getByRole("link", { name: CURRY })).toBeVisible();

  // Drag and drop with the mouse: dinner → snack.
  const handle = await page.getByRole("button", { name: `Drag ${CURRY}` }).boundingBox();
  const target = await slot(page, day, "snack").boundingBox();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 12 });
  saved = moveAnswered(page);
  await page.mouse.up();
  await expect(slot(page, day, "snack").getByRole("link", { name: CURRY })).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(slot(page, day, "snack").getByRole("link", { name: CURRY })).toBeVisible();

  await expectAccessible(page);
  await page.screenshot({ path: shotPath("mealplan/planner-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("mealplan/planner-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Remove.
  await page.getByRole("button", { name: new RegExp(`^Remove ${CURRY} from Snack`) }).click();
  await expect(toastWith(page, "Meal removed from your plan")).toBeVisible();
  await expect(page.getByRole("link", { name: CURRY })).toHaveCount(0);

  // Free: this week and next; the week after shows the teaser, and the server refuses it too.
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page.getByTestId(`slot-${addDays(weekStartOf(day), 7)}-dinner`)).toBeVisible();
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page.getByRole("heading", { name: "Plan any week" })).toBeVisible();
  await expect(page.getByTestId(/^slot-/)).toHaveCount(0);
  await expectAccessible(page);
  const refused = await post(page, "/app/meal-plan", {
    intent: "add",
    date: addDays(weekStartOf(day), 14),
    mealType: "dinner",
    recipeId: "1",
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("The free plan covers this week and next week.");

  // No shopping list on free.
  await page.goto("/app/shopping");
  await expect(page.getByRole("heading", { name: "The week's shopping list" })).toBeVisible();
  expect((await post(page, "/app/shopping", { intent: "generate", week: day })).status()).toBe(403);
});

test("a premium cook generates the week's list, ticks items that stay ticked, and sees the pantry", async ({ page }) => {
  await signUp(page);
  await startPremium(page);
  const day = today();
  // Curry for 4 and for 8 in the same week: three times the recipe, merged.
  expect(
    (await post(page, "/app/meal-plan", { intent: "add", date: day, mealType: "dinner", recipeId: "1", servings: "4" })).status(),
  ).toBe(200);
  expect(
    (await post(page, "/app/meal-plan", { intent: "add", date: day, mealType: "lunch", recipeId: "1", servings: "8" })).status(),
  ).toBe(200);
  expect((await post(page, "/app/ingredient-lists", { intent: "create", name: "Pantry", ingredient: "garlic" })).status()).toBe(
    200,
  );

  // The dashboard shows the real plan.
  await page.goto("/app/dashboard");
  await expect(page.getByTestId("week-plan-card")).toContainText(CURRY);
  await expect(page.getByTestId("week-plan-card")).not.toContainText("Example plan");
  await expect(page.getByTestId("suggestion")).toContainText("On today's plan");
  await expect(page.getByTestId("suggestion").getByRole("link", { name: CURRY })).toHaveCount(2);

  await page.goto("/app/meal-plan");
  await page.getByRole("button", { name: "Copy week to next week" }).click();
  await expect(toastWith(page, "Week copied!")).toBeVisible();
  await page.getByRole("button", { name: "Generate shopping list" }).click();
  await expect(page).toHaveURL(/\/app\/shopping$/);
  await expect(toastWith(page, "Shopping list generated!")).toBeVisible();

  // Three curries: 6 tbsp of oil is measured as about 1/2 cup (decision 034).
  const oil = page.getByTestId("shopping-item").filter({ hasText: "about 1/2 cup vegetable oil" });
  await expect(oil).toContainText(`From ${CURRY}`);
  const garlic = page.getByTestId("shopping-item").filter({ hasText: "9 cloves garlic" });
  await expect(garlic).toContainText("In your pantry");
  await expect(page.getByRole("heading", { name: "Meat and fish" })).toBeVisible();
  await expect(page.getByTestId("shopping-item").filter({ hasText: "4 1/2 lb boneless chicken thighs" })).toBeVisible();

  await page.getByRole("checkbox", { name: "about 1/2 cup vegetable oil" }).click();
  await expect(page.getByRole("checkbox", { name: "about 1/2 cup vegetable oil" })).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Add an item").fill("Dish soap");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("shopping-item").filter({ hasText: "Dish soap" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "about 1/2 cup vegetable oil" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("checkbox", { name: "Dish soap" })).toHaveAttribute("aria-checked", "false");

  await expectAccessible(page);
  await page.screenshot({ path: shotPath("mealplan/shopping-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("mealplan/shopping-390.png"), fullPage: true });

  await page.getByLabel(/Hide what is in your pantry/).check();
  await expect(garlic).toHaveCount(0);
  await expect(oil).toBeVisible();

  await page.getByRole("button", { name: "Clear checked" }).click();
  await expect(toastWith(page, "Checked items cleared")).toBeVisible();
  await expect(oil).toHaveCount(0);

  // One recipe more from the planner: the dinner's curry for 4 merges into the lines already there.
  await page.goto("/app/meal-plan");
  await slot(page, day, "dinner")
    .getByRole("button", { name: `Add ${CURRY} to the shopping list` })
    .click();
  await expect(toastWith(page, "Recipe added to your shopping list!")).toBeVisible();
  await page.goto("/app/shopping");
  await expect(page.getByTestId("shopping-item").filter({ hasText: "12 cloves garlic" })).toBeVisible();
  await expect(page.getByTestId("shopping-item").filter({ hasText: "Dish soap" })).toBeVisible();
});

test("without JavaScript the Move menu and Remove still work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signUp(page);
  const day = today();
  expect((await post(page, "/app/meal-plan", { intent: "add", date: day, mealType: "dinner", recipeId: "1" })).status()).toBe(
    200,
  );
  await page.goto("/app/meal-plan");
  await slot(page, day, "dinner").locator("summary", { hasText: "Move" }).click();
  await slot(page, day, "dinner").getByLabel("Meal").selectOption("breakfast");
  await slot(page, day, "dinner").getByRole("button", { name: "Move here" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("Meal moved");
  await expect(slot(page, day, "breakfast").getByRole("link", { name: CURRY })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^Remove ${CURRY} from Breakfast`) }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("Meal removed from your plan");
  await expect(page.getByRole("link", { name: CURRY })).toHaveCount(0);
  await context.close();
});

test("a week of demo recipes gives a list a shopper can read: whole items, cans, measures, one line per food", async ({
  page,
}) => {
  await signUp(page);
  await startPremium(page);
  const day = today();
  // Curry for 6 (serves 4), lemon spaghetti for 6 (serves 2), chana masala for 6 (serves 4), tacos for 6 (serve 2).
  for (const [recipeId, mealType] of [
    ["1", "dinner"],
    ["5", "lunch"],
    ["8", "dinner"],
    ["12", "breakfast"],
  ] as const) {
    const date = mealType === "dinner" && recipeId === "8" ? addDays(day, 1) : day;
    expect((await post(page, "/app/meal-plan", { intent: "add", date, mealType, recipeId, servings: "6" })).status()).toBe(200);
  }
  await page.goto("/app/meal-plan");
  await page.getByRole("button", { name: "Generate shopping list" }).click();
  await expect(page).toHaveURL(/\/app\/shopping$/);
  await expect(toastWith(page, "Shopping list generated!")).toBeVisible();

  const item = (text: string) => page.getByTestId("shopping-item").filter({ has: page.getByText(text, { exact: true }) });
  // Whole items and packages, rounded up; "about" where that added more than 10 %.
  await expect(item("about 5 lemons")).toContainText("From Lemon Garlic Spaghetti with Spinach, One-Pot Chana Masala");
  await expect(item("12 large eggs")).toBeVisible();
  await expect(item("3 large onions")).toBeVisible();
  await expect(item("3 cans chickpeas")).toBeVisible();
  await expect(item("about 2 cans chopped tomatoes")).toBeVisible();
  // Kitchen measures, with correct plurals.
  await expect(item("2 1/4 lb boneless chicken thighs")).toBeVisible();
  await expect(item("1 cup parmesan cheese")).toBeVisible();
  await expect(item("about 2/3 cup olive oil")).toBeVisible();
  // One line per food: "grated fresh ginger" and "grated ginger" are ginger; garlic from three recipes.
  const ginger = item("3 tbsp ginger");
  await expect(ginger).toContainText(`From ${CURRY}, One-Pot Chana Masala`);
  await expect(item("15 cloves garlic")).toHaveCount(1);
  // Salt and pepper once each, without an amount, under Spices.
  const spices = page.getByRole("region", { name: "Spices" });
  await expect(spices.getByTestId("shopping-item").filter({ has: page.getByText("salt", { exact: true }) })).toHaveCount(1);
  await expect(spices.getByTestId("shopping-item").filter({ has: page.getByText("black pepper", { exact: true }) })).toHaveCount(
    1,
  );
  // Nothing a shopper cannot buy or measure.
  const lines = await page
    .getByTestId("shopping-item")
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label") ?? ""));
  expect(lines.length).toBeGreaterThan(30);
  for (const line of lines) expect(line).not.toMatch(/\b1 cups\b|\d\.\d+ (?!kg|l\b)|\b\d+\/\d+ (?:lemon|egg|onion|can)/u);
  expect(lines.filter((line) => /\bsalt\b/u.test(line))).toEqual(["salt"]);

  // The recipes' own lines, on demand.
  await ginger.getByText("Show the recipes' lines").click();
  await expect(ginger.getByTestId("recipe-lines")).toContainText(`1 tbsp grated fresh ginger × 1 1/2 (${CURRY})`);
  await expect(ginger.getByTestId("recipe-lines")).toContainText("1 tbsp grated ginger × 1 1/2 (One-Pot Chana Masala)");

  await expectAccessible(page);
  await page.screenshot({ path: shotPath("mealplan/shopping-week-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("mealplan/shopping-week-390.png"), fullPage: true });
});

const SPAGHETTI = "Lemon Garlic Spaghetti with Spinach"; // demo recipe 5, serves 2

test("Add to Meal Plan and the planner's Add to… start at the recipe's own servings every time", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/recipe/5");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPAGHETTI);
  const open = page.getByRole("button", { name: "Add to Meal Plan" });
  const dialog = page.getByRole("dialog", { name: "Add to Meal Plan" });
  const servings = dialog.getByLabel("Servings");

  // Typed, then cancelled: the next opening starts again at the recipe's servings.
  await open.click();
  await expect(servings).toHaveValue("2");
  await servings.fill("6");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(servings).toHaveValue("2");

  // Typed, then closed with Escape.
  await servings.fill("5");
  // An Escape pressed the moment after a reopening was once in three runs not seen by the dialog;
  // what matters here is what the next opening shows, so a missed one is pressed again.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await open.click();
  await expect(servings).toHaveValue("2");

  // Added for 3: the plan has 3, and the next opening starts at 2 again.
  await servings.fill("3");
  await dialog.getByRole("button", { name: "Add to plan" }).click();
  await expect(toastWith(page, "Meal added to your plan!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(servings).toHaveValue("2");
  await dialog.getByRole("button", { name: "Add to plan" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/app/meal-plan");
  const dinner = slot(page, today(), "dinner");
  await expect(dinner.getByTestId("meal-entry")).toHaveCount(2);
  await expect(dinner.getByTestId("meal-entry").filter({ hasText: "3 servings" })).toHaveCount(1);
  await expect(dinner.getByTestId("meal-entry").filter({ hasText: "2 servings" })).toHaveCount(1);

  // The planner's own Add to… dialog: each recipe starts at its own servings, every opening.
  const addTo = async (meal: string) => {
    await page.getByRole("button", { name: `Add to ${meal} on ${dayLabel(today())}` }).click();
    const planner = page.getByRole("dialog", { name: new RegExp(`^Add to ${meal}`) });
    await planner.getByLabel("Search recipes").fill("spaghetti");
    return planner;
  };
  let planner = await addTo("Breakfast");
  await expect(planner.getByLabel(`Servings of ${SPAGHETTI}`)).toHaveValue("2");
  await planner.getByLabel(`Servings of ${SPAGHETTI}`).fill("6");
  await planner.getByRole("button", { name: "Cancel" }).click();
  await expect(planner).toBeHidden();
  planner = await addTo("Lunch");
  await expect(planner.getByLabel(`Servings of ${SPAGHETTI}`)).toHaveValue("2");
  await planner.getByLabel(`Servings of ${SPAGHETTI}`).fill("6");
  await planner.getByRole("button", { name: `Add ${SPAGHETTI}` }).click();
  await expect(planner).toBeHidden();
  await expect(slot(page, today(), "lunch")).toContainText("6 servings");
  planner = await addTo("Snack");
  await expect(planner.getByLabel(`Servings of ${SPAGHETTI}`)).toHaveValue("2");
  await planner.getByRole("button", { name: `Add ${SPAGHETTI}` }).click();
  await expect(planner).toBeHidden();
  await expect(slot(page, today(), "snack")).toContainText("2 servings");
  await page.setViewportSize({ width: 390, height: 844 });
  planner = await addTo("Breakfast");
  await expect(planner.getByLabel(`Servings of ${SPAGHETTI}`)).toHaveValue("2");
  await page.screenshot({ path: shotPath("mealplan/add-to-dialog-390.png") });
});

/**
 * Drags `handle` with real pointer moves (press, several small moves, release) to the middle of
 * `target`; while the pointer is there, exactly that slot is highlighted, and the drop lands there.
 */
async function dragToSlot(page: Page, title: string, target: ReturnType<typeof slot>) {
  const handle = page.getByRole("button", { name: `Drag ${title}` });
  // Source and target both in view, away from the edges where the page scrolls by itself.
  await page.evaluate(
    ([a, b]) => {
      const one = document.querySelector(`[aria-label="${a}"]`)!.getBoundingClientRect();
      const two = document.querySelector(`[data-testid="${b}"]`)!.getBoundingClientRect();
      const middle = (Math.min(one.top, two.top) + Math.max(one.bottom, two.bottom)) / 2;
      window.scrollBy(0, middle - window.innerHeight / 2);
    },
    [`Drag ${title}`, (await target.getAttribute("data-testid"))!],
  );
  // The planner may still be settling from the last move (its data reloads after the answer):
  // measure until the handle and the slot stay put, as an eye would before reaching for them.
  const steady = async () => {
    let last = "";
    await expect(async () => {
      const now = JSON.stringify([await handle.boundingBox(), await target.boundingBox()]);
      const same = now === last;
      last = now;
      expect(same).toBe(true);
    }).toPass({ intervals: [150], timeout: 15_000 });
  };
  await steady();
  const viewport = page.viewportSize()!;
  // The planner scrolls by itself while a dragged meal is near the window's top or bottom fifth, as
  // a person would bring both ends of a drag into view first: the page is scrolled so that the
  // handle and the slot sit in the middle of the window, away from those edges.
  const middleOf = (box: { y: number; height: number }) => box.y + box.height / 2;
  const [start, end] = [(await handle.boundingBox())!, (await target.boundingBox())!];
  const outside = (y: number) => y < viewport.height * 0.25 || y > viewport.height * 0.75;
  if (outside(middleOf(start)) || outside(middleOf(end))) {
    const by = (middleOf(start) + middleOf(end)) / 2 - viewport.height / 2;
    await page.evaluate((dy) => window.scrollBy(0, dy), by);
    await steady();
  }
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  expect(to.y + to.height / 2).toBeGreaterThan(viewport.height * 0.2);
  expect(to.y + to.height / 2).toBeLessThan(viewport.height * 0.8);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 + 4, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 16 });
  // On a starved machine the drag may still be measuring the slots when the last move arrives, and
  // the planner scrolls by itself while the pointer is near the window's edge; a hand on a mouse
  // follows the slot it aims at and never holds perfectly still, so the pointer wavers by a pixel
  // over the slot's middle, where it is now, until the planner answers. A wrong target still fails:
  // the pointer never leaves this slot.
  // The highlight is read two frames after the move, once the planner has handled it (read at
  // once, it could still be the one of the previous position), and only while the slot has not
  // moved from under the pointer since.
  let waver = 0;
  await expect(async () => {
    const now = (await target.boundingBox())!;
    await page.mouse.move(now.x + now.width / 2 + (waver++ % 2), now.y + now.height / 2);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(target).toHaveAttribute("data-drop-target", "true", { timeout: 1_000 });
    await expect(page.locator("[data-drop-target]")).toHaveCount(1, { timeout: 1_000 });
    expect(await target.boundingBox()).toEqual(now);
  }).toPass({ timeout: 15_000 });
  const saved = moveAnswered(page);
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  await expect(target.getByRole("button", { name: `Drag ${title}` })).toBeVisible();
  await expect(page.locator("[data-drop-target]")).toHaveCount(0);
}

for (const width of [1280, 390, 1600]) {
  test(`a meal dragged with the pointer lands on the slot under it at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signUp(page);
    const days = Array.from({ length: 7 }, (_, i) => addDays(weekStartOf(today()), i));
    // A week with other meals in it, so slots differ in height.
    for (const [date, mealType, note] of [
      [days[1], "dinner", "Leftovers from the weekend"],
      [days[2], "lunch", "Soup"],
      [days[3], "breakfast", "Porridge"],
    ] as const) {
      expect((await post(page, "/app/meal-plan", { intent: "add", date, mealType, note })).status()).toBe(200);
    }
    expect(
      (await post(page, "/app/meal-plan", { intent: "add", date: days[2], mealType: "breakfast", recipeId: "1" })).status(),
    ).toBe(200);
    await page.goto("/app/meal-plan");
    await expect(slot(page, days[2], "breakfast").getByRole("link", { name: CURRY })).toBeVisible();

    // Each step to a slot in view with the source (the page scrolls by itself near its edges).
    const routes: Record<number, [number, MealType][]> = {
      1600: [
        [2, "dinner"],
        [2, "lunch"],
        [4, "snack"],
        [1, "dinner"],
      ],
      1280: [
        [2, "dinner"],
        [2, "lunch"],
        [2, "snack"],
        [3, "snack"],
      ],
      390: [
        [2, "lunch"],
        [2, "dinner"],
        [2, "snack"],
        [3, "breakfast"],
      ],
    };
    // Four steps a width, each across a row or a column; the 1600 px route fails with dnd-kit's
    // closestCenter (checked), which dropped one slot above the pointer.
    const route = routes[width]!;
    for (const [day, meal] of route) await dragToSlot(page, CURRY, slot(page, days[day]!, meal));
    const [lastDay, lastMeal] = route.at(-1)!;
    await page.reload();
    await expect(slot(page, days[lastDay]!, lastMeal).getByRole("link", { name: CURRY })).toBeVisible();
    await expect(page.getByRole("link", { name: CURRY })).toHaveCount(1);
  });
}

test("the week fits long titles at 1280 px, and on a phone it opens at today", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStartOf(today()), i));
  const long = [
    "Weeknight Chicken Curry",
    "Crispy-Skin Salmon with Lemon Butter Spinach",
    "Sunday Beef Ragù with Pappardelle",
    "Double-Fried Korean Chicken Wings",
    "Lemon Garlic Spaghetti with Spinach",
  ];
  const ids = long.map((title) => demoRecipes.findIndex((r) => r.title === title) + 1);
  for (const [i, date] of days.entries()) {
    for (const [j, mealType] of (["lunch", "dinner"] as const).entries()) {
      const recipeId = String(ids[(i + j) % ids.length]);
      expect((await post(page, "/app/meal-plan", { intent: "add", date, mealType, recipeId })).status()).toBe(200);
    }
  }
  await page.goto("/app/meal-plan");
  const cards = page.getByTestId("meal-entry");
  await expect(cards).toHaveCount(14);
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    const title = (await card.getByRole("link").boundingBox())!;
    // At most three lines of about 19 px each.
    expect(title.height).toBeLessThan(19.5 * 3 + 2);
    for (const button of [card.getByRole("button", { name: /^Remove / }), card.getByRole("button", { name: /^Drag / })]) {
      const b = (await button.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    // Nothing inside the card is wider than the card (clipped or overflowing).
    expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  await page.screenshot({ path: shotPath("mealplan/long-titles-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/meal-plan");
  const todaySection = page.locator("section", { has: page.locator(`#day-${today()}`) });
  await expect(todaySection).toBeInViewport({ ratio: 0.5 });
  await expect(page.locator(`#day-${today()}`)).toBeInViewport();
  await page.screenshot({ path: shotPath("mealplan/opens-at-today-390.png") });
});
