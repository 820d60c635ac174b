import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { E2E_BASE_URL, expectWhollyVisible, PHONE, shotPath, signUp } from "./support";

// Issue 28: a recipe written in German and Italian scales with its own units read right.
test.describe.configure({ timeout: 120_000 });

/** Creates a 4-serving recipe with German and Italian lines through the form's action; returns its page address. */
async function createEuropeanRecipe(page: Page, title: string): Promise<string> {
  const response = await page.request.post("/app/create-recipe", {
    form: {
      title,
      description: "Eine cremige Pasta mit Sahne, Muskat und einem Schluck Weißwein.",
      imageUrl: `${E2E_BASE_URL}/images/pasta.jpg`,
      cookTime: "25",
      servings: "4",
      difficulty: "Easy",
      ingredients: [
        "2 dl Sahne",
        "1 Msp. Muskatnuss",
        "2 EL Olivenöl",
        "2 Zehen Knoblauch, gehackt",
        "½ bicchiere di vino bianco",
        "sale q.b.",
      ].join("\n"),
      instructions: "Knoblauch im Öl anschwitzen.\nMit Wein ablöschen, Sahne und Muskat dazugeben.",
      tags: "pasta",
      author: "Maya Okafor",
    },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  await page.goto("/app/profile?tab=created");
  const href = await page.getByRole("link", { name: title }).first().getAttribute("href");
  expect(href).toMatch(/\/recipe\/\d+$/);
  return href!;
}

for (const viewport of [
  { name: "1280", size: { width: 1280, height: 900 } },
  { name: "390", size: PHONE },
]) {
  test(`a German and Italian recipe scales with EL, Msp., dl, Zehen and bicchiere read as units (${viewport.name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    await signUp(page);
    const href = await createEuropeanRecipe(page, `Sahnepasta ${viewport.name}`);
    await page.goto(href);
    await page.getByRole("button", { name: "Scale Recipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Scale Recipe" });
    await dialog.getByRole("button", { name: "8", exact: true }).click();
    await expect(dialog.getByTestId("scale-factor")).toHaveText("2x");

    const item = (text: string) => dialog.getByRole("listitem").filter({ hasText: text }).first();
    // 2 dl doubled is 4 dl, read as a jug reads it; a Messerspitze is a pinch, never a volume.
    await expect(item("sahne")).toContainText("400 ml sahne");
    await expect(item("muskatnuss")).toContainText("2 pinches muskatnuss");
    await expect(item("olivenöl")).toContainText("4 tbsp olivenöl");
    await expect(item("knoblauch")).toContainText("4 cloves knoblauch (gehackt)");
    await expect(item("vino bianco")).toContainText("1 glass vino bianco");
    await expect(item("sale")).toContainText("sale (q.b.)");
    if (viewport.name === "390") await expectWhollyVisible(page, item("knoblauch"));

    await expectAccessible(page);
    await page.screenshot({ path: shotPath(`ingredient-languages/scale-dialog-${viewport.name}.png`) });
  });
}
