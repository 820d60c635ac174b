import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, signUp } from "./support";

async function openRecipe(page: Page, title: string) {
  await page.goto(`/browse?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test("the recipe page shows its facts and, on a phone, switches between ingredients and instructions", async ({ page }) => {
  // Wide screens show both side by side (scaling.spec.ts); the spec's tabs are for narrow ones.
  await page.setViewportSize({ width: 390, height: 844 });
  await openRecipe(page, "Weeknight Chicken Curry");
  await expect(page.getByText(/Recipe by /)).toBeVisible();
  for (const label of ["Rating", "Cook time", "Servings", "Difficulty"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Recipe" });
  await expect(tabs.getByRole("tab", { name: /Ingredients/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("chicken");
  await tabs.getByRole("tab", { name: /Instructions/ }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText("Step 1");
  await tabs.getByRole("tab", { name: /Instructions/ }).press("ArrowLeft");
  await expect(tabs.getByRole("tab", { name: /Ingredients/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Unlock Nutrition Facts" })).toHaveAttribute("href", "/pricing");
  await expectAccessible(page);
});

test("a recipe without a photo shows its generated cover, a picture the server draws and the browser keeps", async ({ page }) => {
  const covers: { url: string; cacheControl: string | undefined; type: string | undefined }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/covers/v1.svg")
      covers.push({
        url: response.url(),
        cacheControl: response.headers()["cache-control"],
        type: response.headers()["content-type"],
      });
  });
  await page.goto("/browse");
  const card = page.getByRole("main").locator('img[src^="/covers/v1.svg"]').first();
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await openRecipe(page, "Weeknight Chicken Curry");
  const hero = page.getByRole("img", { name: "Illustration for Weeknight Chicken Curry" });
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  const heroCover = covers.find((c) => new URL(c.url).searchParams.get("t") === "Weeknight Chicken Curry");
  expect(heroCover).toMatchObject({ cacheControl: "public, max-age=31536000, immutable", type: "image/svg+xml; charset=utf-8" });
});

test("structured data describes the recipe as schema.org JSON-LD", async ({ page }) => {
  await openRecipe(page, "Creamy Tomato Soup");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json!);
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("Recipe");
  expect(data.name).toBe("Creamy Tomato Soup");
  expect(data.cookTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
  expect(data.totalTime).toBe(data.cookTime);
  expect(data.recipeYield).toMatch(/^\d+ servings$/);
  expect(data.author).toEqual({ "@type": "Person", name: expect.any(String) });
  expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(data.recipeIngredient.length).toBeGreaterThan(3);
  expect(data.recipeInstructions[0]).toMatchObject({ "@type": "HowToStep", position: 1 });
  expect(data.aggregateRating.ratingValue).toBeGreaterThan(0);
  // Google's Recipe rules: never an aggregateRating without a real ratingCount.
  expect(data.aggregateRating.ratingCount).toBeGreaterThan(0);
  expect(data.image[0]).toMatch(/\/recipe\/\d+\/cover\.svg$/);
  const cover = await page.request.get(new URL(data.image[0]).pathname);
  expect(cover.headers()["content-type"]).toContain("image/svg+xml");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Creamy Tomato Soup");
});

test("an unknown recipe answers 404 with Recipe Not Found", async ({ page }) => {
  const response = await page.goto("/recipe/424242");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipe Not Found");
  expect((await page.goto("/recipe/abc"))?.status()).toBe(404);
});

test("share copies the link when the browser has no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await openRecipe(page, "Stone-Baked Margherita Pizza");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toastWith(page, "Link copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/recipe\/\d+$/);
});

test("cook mode walks through the recipe step by step", async ({ page }) => {
  await openRecipe(page, "Creamy Tomato Soup");
  const recipeUrl = page.url();
  await page.getByRole("link", { name: "Start Cooking" }).click();
  await expect(page).toHaveURL(/\/cook-mode\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  const counter = page.getByText(/^1 of (\d+)$/);
  const total = Number((await counter.textContent())!.split(" of ")[1]);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gather Ingredients");
  await page.getByRole("checkbox").first().check();
  for (let i = 3; i <= total; i++) await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText(`${total} of ${total}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Finished!" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Close Cook Mode" }).click();
  await expect(page).toHaveURL(recipeUrl);
  expect((await page.goto("/cook-mode/999999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Recipe Not Found" })).toBeVisible();
});

test("saving and unsaving with the heart, seen on the profile and in Saved only", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/browse?q=Margherita");
  const heart = page.getByRole("button", { name: "Save Stone-Baked Margherita Pizza" });
  await heart.click();
  await expect(toastWith(page, "Recipe saved successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Stone-Baked Margherita Pizza from saved recipes" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove Stone-Baked Margherita Pizza from saved recipes" })).toBeVisible();

  await page.goto("/app/browse");
  await page.getByLabel("Saved only").check();
  await expect(page).toHaveURL(/saved=1/);
  await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText("Showing 1 recipe");
  await page.goto("/app/profile");
  await expect(page.getByRole("link", { name: "Stone-Baked Margherita Pizza" })).toBeVisible();

  await page.getByRole("link", { name: "Stone-Baked Margherita Pizza" }).click();
  await page.getByRole("button", { name: "Remove Stone-Baked Margherita Pizza from saved recipes" }).click();
  await expect(toastWith(page, "Recipe removed from saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Stone-Baked Margherita Pizza" })).toHaveAttribute("aria-pressed", "false");
});

test("the 21st save on the free plan is refused with the limit message and the heart flips back", async ({ page }) => {
  await signUp(page);
  for (let id = 1; id <= 20; id++) {
    const response = await page.request.post("/app/saved", {
      form: { intent: "save", recipeId: String(id) },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(response.status(), `save ${id}`).toBe(200);
  }
  await page.goto("/app/recipe/21");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByRole("button", { name: `Save ${title}` }).click();
  await expect(
    toastWith(page, "You have reached the maximum number of saved recipes for your plan. Please upgrade to save more recipes."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Save ${title}` })).toHaveAttribute("aria-pressed", "false");
  const again = await page.request.post("/app/saved", {
    form: { intent: "save", recipeId: "21" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(again.status()).toBe(403);
});

test("visitors' hearts lead to logging in, and a visitor cannot save", async ({ page }) => {
  await page.goto("/browse");
  // The heart is there, and leads to the login page (see saving.spec.ts for the whole way through).
  await page
    .getByRole("button", { name: /^Save / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fbrowse%3Fsave%3D\d+$/);
  const response = await page.request.post("/app/saved", {
    form: { intent: "save", recipeId: "1" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toContain("/login");
});
