import { expect, expectAccessible, test } from "./fixtures";

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and its links", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipe Not Found");
    const links = page.getByRole("navigation", { name: "Helpful links" }).getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/",
      "/browse",
      "/cook-with-ingredients",
      "/ai-recipe",
      "/ingredient-lists",
      "/about",
    ]);
    await expectAccessible(page);
  });

  test("an unknown recipe id answers 404", async ({ page }) => {
    const response = await page.goto("/recipe/99999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipe Not Found");
  });

  test("Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/missing-page");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("error screen", () => {
  test.use({ allowConsoleErrors: /status of 500|Deliberate failure|Unexpected Server Error|\[simmer\] ERROR_/ });

  test("an unexpected failure shows the error screen with an id, a report link and a notice", async ({ page }) => {
    const response = await page.goto("/_test/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Something went wrong");
    await expect(page.getByText("your data is safe")).toBeVisible();
    await expect(page.getByTestId("error-id")).toHaveText(/^Error ID: ERROR_\d+_[0-9A-Z]{6}$/);
    const id = (await page.getByTestId("error-id").textContent())!.replace("Error ID: ", "");
    const href = await page.getByRole("link", { name: "Report this error" }).getAttribute("href");
    expect(href).toMatch(/^mailto:support@simmer\.example\?subject=/);
    const body = decodeURIComponent(href!.split("body=")[1]);
    expect(body).toContain(`Error ID: ${id}`);
    expect(body).toContain("URL: http://127.0.0.1");
    expect(body).toMatch(/Time: \d{4}-\d{2}-\d{2}T/);
    expect(body).toMatch(/Message: \S+/);
    await expect(
      page.getByText("An unexpected error occurred. The page has been reset to prevent further issues.", { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("Refresh Page reloads and Go Home goes to /", async ({ page }) => {
    await page.goto("/_test/error");
    const firstId = await page.getByTestId("error-id").textContent();
    await expect(page.getByTestId("error-id")).toHaveText(/ERROR_/);
    await page.getByRole("button", { name: "Refresh Page" }).click();
    await expect(page.getByTestId("error-id")).not.toHaveText(firstId!);
    await expect(page.getByTestId("error-id")).toHaveText(/ERROR_/);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cook something good tonight");
  });
});
