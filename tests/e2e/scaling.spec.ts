import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

/** Lazy Sunday Crêpes: 4 servings, 30 min, "1 cup all-purpose flour", "1 1/4 cups milk". */
async function openCrepes(page: Page, base = "") {
  await page.goto(`${base}/browse?q=${encodeURIComponent("Lazy Sunday Crêpes")}`);
  await page.getByRole("link", { name: "Lazy Sunday Crêpes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lazy Sunday Crêpes");
}

async function startPremiumTrial(page: Page) {
  const response = await page.request.post("/app/checkout", {
    form: { plan: "premium" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test("Scale Recipe: quick picks, typed servings, factor, struck originals and the estimated time", async ({ page }) => {
  await openCrepes(page);
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Scale Recipe" });
  await expect(dialog.getByText("Original recipe: 4 servings")).toBeVisible();
  await expect(dialog.getByTestId("scale-factor")).toHaveText("1x");
  await expect(dialog.getByTestId("scaled-cook-time")).toHaveText("30 min");

  await dialog.getByRole("button", { name: "8", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "8", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByLabel("New serving size")).toHaveValue("8");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("2x");
  await expect(dialog.getByTestId("scaled-cook-time")).toHaveText("37 min"); // 30 × 2^0.3 = 36.9
  const flour = dialog.getByRole("listitem").filter({ hasText: "all-purpose flour" }).first();
  await expect(flour).toContainText("2 cups all-purpose flour");
  await expect(flour.locator("s")).toHaveText("(was 1 cup)");
  await expect(flour.locator("strong")).toHaveText("2 cups");
  await expect(dialog.getByRole("listitem").filter({ hasText: "milk" }).first()).toContainText("2 1/2 cups milk");

  await dialog.getByRole("button", { name: "2", exact: true }).click();
  await expect(dialog.getByTestId("scale-factor")).toHaveText("0.5x");
  await expect(flour).toContainText("1/2 cup all-purpose flour");
  // "2 large eggs" halved reads in the singular.
  await expect(dialog.getByRole("listitem").filter({ hasText: "large egg" }).first()).toContainText("1 large egg");
  await expect(dialog.getByRole("listitem").filter({ hasText: "large eggs" })).toHaveCount(0);
  await expect(dialog.getByTestId("scaled-cook-time")).toHaveText("24 min");

  const input = dialog.getByLabel("New serving size");
  await input.fill("6");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("1.5x");
  await expect(flour).toContainText("1 1/2 cups all-purpose flour");
  await expect(dialog.getByTestId("scaled-cook-time")).toHaveText("34 min"); // 30 × 1.5^0.3 = 33.9
  // Only a number greater than 0 changes the factor.
  await input.fill("0");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("1.5x");
  await input.fill("");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("1.5x");
  await input.fill("1");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("0.25x");
  await expect(flour).toContainText("1/4 cup all-purpose flour");

  await expect(dialog.getByRole("button", { name: /Save Scaled Recipe/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("scale/scale-dialog-1280.png") });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("Save Scaled Recipe keeps a private copy for the new servings in My Recipes", async ({ page }) => {
  await signUp(page);
  await openCrepes(page, "/app");
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Scale Recipe" });
  // Half servings cannot be saved (recipes keep whole servings), and the dialog says why.
  await dialog.getByLabel("New serving size").fill("2.5");
  await expect(dialog.getByRole("button", { name: "Save Scaled Recipe" })).toBeDisabled();
  await expect(dialog.getByText("Choose whole servings (1 to 100) to save a copy.")).toBeVisible();
  await dialog.getByRole("button", { name: "8", exact: true }).click();
  await dialog.getByRole("button", { name: "Save Scaled Recipe" }).click();

  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lazy Sunday Crêpes (serves 8)");
  await expect(toastWith(page, "Scaled recipe saved to My Recipes")).toBeVisible();
  await expect(page.getByTestId("recipe-visibility")).toHaveText("Private: only you can see this recipe");
  await expect(page.getByRole("list", { name: "Ingredients" })).toContainText("2 cups all-purpose flour");
  // The copy starts from its own servings: scaling it again starts at 8.
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  await expect(page.getByRole("dialog", { name: "Scale Recipe" }).getByText("Original recipe: 8 servings")).toBeVisible();
  await page.goto("/app/profile?tab=created");
  await expect(page.getByRole("link", { name: "Lazy Sunday Crêpes (serves 8)" }).first()).toBeVisible();
});

test("units: a visitor's choice converts the page and the dialog and stays in the browser", async ({ page }) => {
  await openCrepes(page);
  const list = page.getByTestId("ingredient-list");
  await expect(list).toContainText("1 cup all-purpose flour");
  await page.getByRole("group", { name: "Units" }).getByRole("button", { name: "Metric" }).click();
  await expect(list).toContainText("125 g all-purpose flour");
  await expect(list).toContainText("2 tbsp butter");
  await page.reload();
  await expect(page.getByRole("group", { name: "Units" }).getByRole("button", { name: "Metric" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(list).toContainText("125 g all-purpose flour");
});

test("units: a signed-in cook's choice is saved in settings, and oven temperatures convert", async ({ page }) => {
  await signUp(page);
  await page.goto(`/app/browse?q=${encodeURIComponent("Creamy Tomato Soup")}`);
  await page.getByRole("link", { name: "Creamy Tomato Soup", exact: true }).click();
  const steps = page.getByRole("list", { name: "Instructions" });
  await expect(steps).toContainText("Heat the oven to 425°F (220°C)");
  // The page converts at once and saves the choice in the background: the test waits for the save
  // before it reloads (a person's reload a moment later).
  const unitsSaved = () => page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/units"));
  let saved = unitsSaved();
  await page.getByRole("group", { name: "Units" }).getByRole("button", { name: "Metric" }).click();
  await expect(steps).toContainText("Heat the oven to 220°C and spread");
  await expect(page.getByTestId("ingredient-list")).toContainText("905 g ripe tomatoes");
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole("group", { name: "Units" }).getByRole("button", { name: "Metric" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // A new browser context of the same account: the choice comes from the server, not the browser.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(steps).toContainText("Heat the oven to 220°C and spread");
  saved = unitsSaved();
  await page.getByRole("group", { name: "Units" }).getByRole("button", { name: "US" }).click();
  await expect(steps).toContainText("Heat the oven to 425°F and spread");
  await expect(page.getByTestId("ingredient-list")).toContainText("2 lb ripe tomatoes");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("group", { name: "Units" }).getByRole("button", { name: "US" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const recipeUrl = page.url();

  // The same setting, in Settings → Preferences.
  await page.goto("/app/settings?tab=preferences");
  const settingsUnits = page.getByRole("group", { name: "Units" });
  await expect(settingsUnits.getByRole("button", { name: "US" })).toHaveAttribute("aria-pressed", "true");
  await settingsUnits.getByRole("button", { name: "Metric" }).click();
  await expect(settingsUnits.getByRole("button", { name: "Metric" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("scale/settings-units-1280.png") });
  await page.goto(recipeUrl);
  await expect(steps).toContainText("Heat the oven to 220°C and spread");

  // Cook mode follows: Start Cooking carries the page's choice, and cook mode opened directly reads the setting.
  const start = page.getByRole("link", { name: "Start Cooking" });
  await expect(start).toHaveAttribute("href", /\?units=metric$/);
  const cookPath = (await start.getAttribute("href"))!.replace(/\?.*$/, "");
  await page.goto(cookPath);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("905 g ripe tomatoes", { exact: false }).first()).toBeVisible();
});

test("shopping list: ticks, custom items, download and Copy List with 'Copied!' for 2 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await signUp(page);
  await startPremiumTrial(page);
  await openCrepes(page, "/app");
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "8", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  const dialog = page.getByRole("dialog", { name: "Shopping List" });
  await expect(dialog.getByText("Lazy Sunday Crêpes · 8 servings")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "2 cups all-purpose flour" })).toBeChecked();
  await expect(dialog.getByTestId("shopping-total")).toHaveText("Total: 8 items");
  await dialog.getByRole("checkbox", { name: /salt/ }).uncheck();
  await expect(dialog.getByTestId("shopping-total")).toHaveText("Total: 7 items");

  const extra = dialog.getByLabel("Add extra items");
  await extra.fill("   ");
  await expect(dialog.getByRole("button", { name: "Add item" })).toBeDisabled();
  await extra.press("Enter");
  await expect(dialog.getByTestId("shopping-total")).toHaveText("Total: 7 items");
  await extra.fill("maple syrup");
  await extra.press("Enter");
  await extra.fill("paper towels");
  await dialog.getByRole("button", { name: "Add item" }).click();
  await expect(extra).toHaveValue("");
  await expect(dialog.getByRole("list", { name: "Extra items" }).getByRole("listitem")).toHaveText([
    "maple syrup",
    "paper towels",
  ]);
  await dialog.getByRole("button", { name: "Remove paper towels" }).click();
  await expect(dialog.getByTestId("shopping-total")).toHaveText("Total: 8 items");
  await expect(dialog.getByText("Tips")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("scale/shopping-list-1280.png") });

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("lazy_sunday_cr_pes_shopping_list.txt");
  const text = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
  expect(text).toContain("Shopping list: Lazy Sunday Crêpes");
  expect(text).toContain("- 2 cups all-purpose flour\n");
  expect(text).toContain("- 2 1/2 cups milk\n");
  expect(text).toContain("- maple syrup\n");
  expect(text).not.toContain("salt");
  expect(text).not.toContain("paper towels");
  expect(text).toContain("8 items");

  // From here the page's clock only moves when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await dialog.getByRole("button", { name: "Copy List" }).click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await page.clock.runFor(1900);
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  await page.clock.runFor(200);
  await expect(dialog.getByRole("button", { name: "Copy List" })).toBeVisible();
});

test("shopping list: a free cook sees the upgrade teaser, and the server refuses the download", async ({ page }) => {
  await signUp(page);
  await openCrepes(page, "/app");
  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  const dialog = page.getByRole("dialog", { name: "Shopping List" });
  await expect(dialog.getByText("Upgrade your plan to access this feature.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await expect(dialog.getByRole("button", { name: "Download" })).toHaveCount(0);
  await expectAccessible(page);
  const response = await page.request.post("/app/shopping-list", {
    form: { recipeId: "1", item: "flour" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("wide screens show ingredients beside the instructions; phones keep the tabs", async ({ page }) => {
  await openCrepes(page);
  const ingredients = page.getByTestId("ingredient-list");
  const steps = page.getByRole("list", { name: "Instructions" });
  await expect(ingredients).toBeVisible();
  await expect(steps).toBeVisible();
  await expect(page.getByRole("tablist", { name: "Recipe" })).toBeHidden();
  const left = (await ingredients.boundingBox())!;
  const right = (await steps.boundingBox())!;
  expect(left.x + left.width).toBeLessThan(right.x);
  expect(Math.abs(left.y - right.y)).toBeLessThan(80);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("scale/recipe-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole("tablist", { name: "Recipe" });
  await expect(tabs).toBeVisible();
  await expect(ingredients).toBeVisible();
  await expect(steps).toBeHidden();
  await tabs.getByRole("tab", { name: /Instructions/ }).click();
  await expect(steps).toBeVisible();
  await expect(ingredients).toBeHidden();
  await tabs.getByRole("tab", { name: /Ingredients/ }).click();
  // Read down, not across: each ingredient sits below the one before it.
  const items = ingredients.getByRole("listitem");
  const first = (await items.nth(0).boundingBox())!;
  const second = (await items.nth(1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y);
  expect(Math.abs(second.x - first.x)).toBeLessThan(2);
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("scale/recipe-390.png"), fullPage: true });
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  await page.screenshot({ path: shotPath("scale/scale-dialog-390.png") });
});

test("without JavaScript a signed-in cook's units toggle still posts and the page comes back converted", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page);
  await page.goto(`/app/browse?q=${encodeURIComponent("Lazy Sunday Crêpes")}`);
  await page.getByRole("link", { name: "Lazy Sunday Crêpes", exact: true }).click();
  await expect(page.getByTestId("ingredient-list")).toContainText("1 cup all-purpose flour");
  await page.getByRole("group", { name: "Units" }).getByRole("button", { name: "Metric" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  await expect(page.getByTestId("ingredient-list")).toContainText("125 g all-purpose flour");
  await expect(page.getByRole("group", { name: "Units" }).getByRole("button", { name: "Metric" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await context.close();
});

test("on a phone, only the quick pick for the chosen servings looks pressed, by pick and by typing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCrepes(page);
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Scale Recipe" });
  const picks = dialog.getByRole("group", { name: "Quick picks" }).getByRole("button");
  /** Each quick pick's label, aria-pressed and painted background. */
  const states = () =>
    picks.evaluateAll((buttons) =>
      buttons.map((b) => `${b.textContent} ${b.getAttribute("aria-pressed")} ${getComputedStyle(b).backgroundColor}`),
    );
  const expectOnlyPressed = async (value: string | null) => {
    await expect
      .poll(async () => {
        const all = await states();
        const pressed = all.filter((s) => s.split(" ")[1] === "true").map((s) => s.split(" ")[0]);
        // Pressed ones share one background and every other one another: nothing else looks pressed.
        const backgrounds = new Set(all.filter((s) => s.split(" ")[1] !== "true").map((s) => s.split(" ").slice(2).join(" ")));
        return { pressed, unpressedLookAlike: backgrounds.size === 1 };
      })
      .toEqual({ pressed: value === null ? [] : [value], unpressedLookAlike: true });
  };
  await expectOnlyPressed("4"); // the original servings
  await dialog.getByRole("button", { name: "4", exact: true }).click();
  await dialog.getByRole("button", { name: "8", exact: true }).click();
  await expect(dialog.getByTestId("scale-factor")).toHaveText("2x");
  await expectOnlyPressed("8");
  // The mouse away and focus elsewhere: still only 8.
  await page.mouse.move(0, 0);
  await dialog.getByLabel("New serving size").focus();
  await expectOnlyPressed("8");
  await page.screenshot({ path: shotPath("ratings/scale-picks-8-390.png") });
  await dialog.getByLabel("New serving size").fill("6");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("1.5x");
  await expectOnlyPressed("6");
  await dialog.getByLabel("New serving size").fill("5");
  await expectOnlyPressed(null);
});

test("scaled counts and awkward weights read as a cook uses them, in the dialog and on the page", async ({ page }) => {
  await signUp(page);
  // Weeknight Chicken Curry serves 4: "3 cloves garlic, minced", "1 1/2 lb boneless chicken thighs".
  await page.goto("/app/recipe/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weeknight Chicken Curry");
  await page.getByRole("button", { name: "Scale Recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Scale Recipe" });
  await dialog.getByLabel("New serving size").fill("2.5");
  await expect(dialog.getByTestId("scale-factor")).toHaveText("0.63x");
  // 1 7/8 cloves and 15/16 lb, rounded to what can be used.
  const garlic = dialog.getByRole("listitem").filter({ hasText: "garlic" }).first();
  await expect(garlic.locator("strong")).toHaveText("about 2 cloves");
  await expect(garlic).toContainText("about 2 cloves garlic");
  const chicken = dialog.getByRole("listitem").filter({ hasText: "chicken thighs" }).first();
  await expect(chicken.locator("strong")).toHaveText("about 1 lb (425 g)");
  await expect(dialog).not.toContainText("1 7/8");
  await expect(dialog).not.toContainText("15/16");
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("scaling/kitchen-amounts-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shotPath("scaling/kitchen-amounts-1280.png") });
});
