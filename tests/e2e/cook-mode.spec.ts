import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { signUp } from "./support";

/** Weeknight Chicken Curry: the first demo recipe, 7 steps (9 pages), serves 4; step 2 simmers "about 10 minutes". */
const CURRY = 1;
const CURRY_PAGES = 9;
/**
 * The recipe the rating test rates: Cardamom Mango Lassi, 4 steps (6 pages). A rating moves a recipe
 * in every order by rating, so it is one that none of the finder specs' ingredients match.
 */
const RATED = 11;
const RATED_PAGES = 6;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const counter = (page: Page) => page.getByText(/^\d+ of \d+$/);

test("paging by buttons and keyboard, the last page, and Esc back to the public recipe for a visitor", async ({ page }) => {
  await page.goto(`/cook-mode/${CURRY}`);
  await expect(heading(page)).toHaveText("Overview");
  await expect(counter(page)).toHaveText(`1 of ${CURRY_PAGES}`);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  // The page itself does not scroll while cook mode is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await expect(page.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "1");

  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Gather Ingredients");
  await page.keyboard.press("ArrowRight");
  await expect(heading(page)).toHaveText("Step 1");
  await page.keyboard.press("ArrowLeft");
  await expect(heading(page)).toHaveText("Gather Ingredients");
  // Space is "next" too, unless a focused button takes it (here the page heading has focus).
  await heading(page).click();
  await page.keyboard.press("Space");
  await expect(heading(page)).toHaveText("Step 1");
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(heading(page)).toHaveText("Gather Ingredients");

  for (let i = 2; i < CURRY_PAGES; i++) await page.keyboard.press("ArrowRight");
  await expect(heading(page)).toHaveText("Step 7");
  await expect(counter(page)).toHaveText(`${CURRY_PAGES} of ${CURRY_PAGES}`);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Finished!" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Close Cook Mode" })).toBeVisible();
  // Bounded: one more press stays on the last page.
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText(`${CURRY_PAGES} of ${CURRY_PAGES}`);
  await expectAccessible(page);

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/recipe/${CURRY}$`));
  expect(new URL(page.url()).pathname).toBe(`/recipe/${CURRY}`);
});

test("exiting returns a signed-in cook to /app/recipe/{id}", async ({ page }) => {
  await signUp(page);
  await page.goto(`/cook-mode/${CURRY}`);
  await page.getByRole("link", { name: "Exit Cook Mode" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/recipe/${CURRY}$`));
  await page.getByRole("link", { name: "Start Cooking" }).click();
  await expect(heading(page)).toHaveText("Overview");
  // Cook mode listens for keys from its first effect; under load that can come just after the first
  // paint, so an Escape pressed at once may land before it: pressed again until the page is left.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(new RegExp(`/app/recipe/${CURRY}$`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test("an unknown recipe says Recipe Not Found with a way to browse", async ({ page }) => {
  expect((await page.goto("/cook-mode/424242"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Recipe Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Browse recipes" }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("a timer started on one step rings on another, with a sound and an alert", async ({ page }) => {
  await page.clock.install();
  // Count the beeps the Web Audio API is asked to play.
  await page.addInitScript(() => {
    const w = window as unknown as { beeps: number };
    w.beeps = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.beeps += 1;
      return original.call(this);
    };
  });
  await page.goto(`/cook-mode/${CURRY}`);
  for (let i = 0; i < 3; i++) await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 2");
  await expect(page.locator("mark")).toHaveText("10 minutes");
  await page.getByRole("button", { name: "Start 10 min timer" }).click();
  // The step's button now pauses it; pausing and resuming from the step works too.
  await page.getByRole("button", { name: "Pause 10 min timer" }).click();
  await page.getByRole("button", { name: "Resume 10 min timer" }).click();
  await expect(page.getByRole("button", { name: "Pause 10 min timer" })).toBeVisible();

  // Step 3 has two timers of its own; start one too: several run at once.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 3");
  await page.getByRole("button", { name: "Start 30 sec timer" }).click();
  const tray = page.getByRole("region", { name: "Timers" });
  await expect(tray.getByTestId("cook-timer")).toHaveCount(2);
  await expectAccessible(page);

  // Pause the short one: it stands still while the long one keeps running (the clock also moves in real time).
  await page.clock.runFor(10_000);
  const short = tray.getByRole("timer", { name: "Step 3 · 30 sec remaining" });
  await tray.getByRole("button", { name: "Pause Step 3 · 30 sec" }).click();
  await expect(tray.getByRole("button", { name: "Resume Step 3 · 30 sec" })).toBeVisible();
  const paused = (await short.textContent())!;
  expect(paused).toMatch(/^0:(1\d|20)$/);
  await page.clock.fastForward(60_000);
  await expect(short).toHaveText(paused);
  await expect(tray.getByRole("timer", { name: "Step 2 · 10 min remaining" })).toHaveText(/^8:[3-5]\d$/);
  await tray.getByRole("button", { name: "Reset Step 3 · 30 sec" }).click();
  await expect(tray.getByRole("timer", { name: "Step 3 · 30 sec remaining" })).toHaveText("0:30");

  // Move on two steps: the tray goes along, and the 10-minute timer rings there.
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 5");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.clock.fastForward(9 * 60_000);
  await expect(page.getByRole("alert")).toContainText("Time's up: Step 2 · 10 min");
  await expect(heading(page)).toHaveText("Step 5");
  expect(await page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBeGreaterThan(0);
  await expect(tray.getByRole("timer", { name: "Step 2 · 10 min remaining" })).toHaveAccessibleName(/remaining/);

  // The tray links back to the step a timer came from.
  await tray.getByRole("button", { name: "Step 2 · 10 min", exact: true }).click();
  await expect(heading(page)).toHaveText("Step 2");
  await page.getByRole("alert").getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the screen is kept awake, and asked again when the tab comes back", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { wakeLockRequests: string[]; lastSentinel: { released: boolean } | null };
    w.wakeLockRequests = [];
    w.lastSentinel = null;
    Object.defineProperty(Navigator.prototype, "wakeLock", {
      configurable: true,
      get: () => ({
        request: async (type: string) => {
          w.wakeLockRequests.push(type);
          const sentinel = { released: false, release: async () => void (sentinel.released = true) };
          w.lastSentinel = sentinel;
          return sentinel;
        },
      }),
    });
  });
  await page.goto(`/cook-mode/${CURRY}`);
  await expect(page.getByTestId("wake-lock-note")).toHaveText("Your screen stays on while you cook.");
  expect(await page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests)).toEqual(["screen"]);
  // The browser drops the lock when the tab is hidden; coming back asks again.
  await page.evaluate(() => {
    (window as unknown as { lastSentinel: { released: boolean } }).lastSentinel.released = true;
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests.length))
    .toBe(2);
});

test("without Screen Wake Lock a quiet note says so", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "wakeLock", { configurable: true, get: () => undefined });
  });
  await page.goto(`/cook-mode/${CURRY}`);
  await expect(page.getByTestId("wake-lock-note")).toContainText("cannot keep the screen on");
});

test("each step shows the ingredients it mentions, scaled by ?servings=, and check marks stay in the browser", async ({
  page,
}) => {
  await page.goto(`/cook-mode/${CURRY}?servings=8`);
  await expect(page.getByText("8 (from 4)")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  // 1 1/2 lb chicken for 4 is 3 lb for 8.
  await expect(page.getByText("3 lb boneless chicken thighs", { exact: false })).toBeVisible();
  await page.getByRole("checkbox", { name: /garam masala/ }).check();
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 2");
  const needed = page.getByTestId("step-ingredients");
  await expect(needed).toContainText("4 tbsp vegetable oil");
  await expect(needed).toContainText("onion");
  await expect(needed).not.toContainText("chicken");
  await page.getByRole("button", { name: "Mark step done" }).click();
  await expect(page.getByRole("button", { name: "Step done" })).toHaveAttribute("aria-pressed", "true");

  // A reload stays on the step (it is in the address) and the marks are still there.
  await page.reload();
  await expect(heading(page)).toHaveText("Step 2");
  await expect(page.getByRole("button", { name: "Step done" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Previous" }).click();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(heading(page)).toHaveText("Gather Ingredients");
  await expect(page.getByRole("checkbox", { name: /garam masala/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /cumin/ })).not.toBeChecked();
});

test("finishing a recipe and rating it changes the dashboard and the recipe's rating", async ({ page }) => {
  // Many pages and round trips: give it room on a busy machine.
  test.slow();
  await signUp(page);
  const stat = (label: string) => page.getByTestId("stat-card").filter({ hasText: label }).getByRole("definition");
  await page.goto("/app/dashboard");
  await expect(stat("Recipes cooked")).toHaveText("0");
  await expect(stat("Success rate")).toHaveText("–");
  await page.goto(`/app/recipe/${RATED}`);
  const ratingTile = page.getByText(/ · \d+ ratings?$/);
  const before = Number((await ratingTile.textContent())!.match(/ · (\d+) rating/)![1]);

  await page.goto(`/cook-mode/${RATED}`);
  for (let i = 1; i < RATED_PAGES; i++) await page.keyboard.press("ArrowRight");
  const form = page.getByTestId("rate-cook");
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await form.locator("label", { hasText: "5 stars" }).click();
  await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await form.getByLabel("Yes").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Thanks! Your rating is saved.")).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.goto("/app/dashboard");
  await expect(stat("Recipes cooked")).toHaveText("1");
  await expect(stat("Success rate")).toHaveText("100%");
  await page.goto(`/app/recipe/${RATED}`);
  await expect(ratingTile).toContainText(` · ${before + 1} ratings`);
  const shown = (await ratingTile.textContent())!;

  // One rating per cook and recipe: changing it keeps the count and moves the average down.
  await page.getByRole("button", { name: /Your rating: 5 \/ 5/ }).click();
  await expectAccessible(page);
  await page.getByTestId("rate-cook").locator("label", { hasText: "1 star" }).click();
  await page.getByTestId("rate-cook").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: /Your rating: 1 \/ 5/ })).toBeVisible();
  await expect(ratingTile).toContainText(` · ${before + 1} ratings`);
  await expect(ratingTile).not.toHaveText(shown);

  // 'I made this' on another recipe logs a second cook; this one did not turn out well.
  await page.goto("/app/recipe/3");
  await page.getByRole("button", { name: "I made this" }).click();
  const again = page.getByTestId("rate-cook");
  await again.getByLabel("Not really").check();
  await again.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Thanks! Your rating is saved.")).toBeVisible();
  await page.goto("/app/dashboard");
  await expect(stat("Recipes cooked")).toHaveText("2");
  await expect(stat("Success rate")).toHaveText("50%");
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("swiping left and right moves between pages", async ({ page }) => {
    await page.goto(`/cook-mode/${CURRY}`);
    const swipe = (fromX: number, toX: number) =>
      page.locator("main").evaluate(
        (main, [a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: main, clientX: x, clientY: 300 });
          main.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(a)], changedTouches: [touch(a)], bubbles: true }));
          main.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(b)], bubbles: true }));
        },
        [fromX, toX],
      );
    await swipe(300, 60);
    await expect(heading(page)).toHaveText("Gather Ingredients");
    await swipe(60, 300);
    await expect(heading(page)).toHaveText("Overview");
    await expectAccessible(page);
  });
});

test("without JavaScript, 'I made this' still logs the cook", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page);
  await page.goto("/app/recipe/3");
  await page.getByRole("button", { name: "I made this" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/3$/);
  await expect(page.getByTestId("flash-notice")).toHaveText("Nice! Added to your cooking log.");
  await page.goto("/app/dashboard");
  const stat = page.getByTestId("stat-card").filter({ hasText: "Recipes cooked" }).getByRole("definition");
  await expect(stat).toHaveText("1");
  await context.close();
});

test("one finish is one cook: closing, reopening and closing again counts one recipe cooked", async ({ page }) => {
  await signUp(page);
  const finishAndClose = async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
    // Reaching the last page ('Finished!') logs the cook.
    const recorded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/cooked"));
    const next = page.getByRole("link", { name: "Next" });
    while (await next.isVisible()) await next.click();
    await expect(page.getByRole("button", { name: "Finished!" })).toBeVisible();
    expect((await recorded).status()).toBe(200);
    await page.getByRole("button", { name: "Close Cook Mode" }).click();
    await expect(page).toHaveURL(/\/app\/recipe\/4$/);
  };
  await page.goto("/cook-mode/4");
  await finishAndClose();
  await page.getByRole("link", { name: "Start Cooking" }).click();
  await finishAndClose();
  // Back returns to cook mode where the cook left it (the last page, in the address): that logs again.
  const again = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/cooked"));
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Step \d+$/);
  await expect(page.getByRole("button", { name: "Finished!" })).toBeVisible();
  expect((await again).status()).toBe(200);
  await page.getByRole("button", { name: "Close Cook Mode" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/4$/);

  await page.goto("/app/dashboard");
  const stat = (label: string) => page.getByTestId("stat-card").filter({ hasText: label }).getByRole("definition");
  await expect(stat("Recipes cooked")).toHaveText("1");
  await page.goto("/app/profile");
  await expect(page.getByText("Recipes cooked", { exact: true }).locator("..").getByRole("definition")).toHaveText("1");
});
