import { test } from "./fixtures";
import { signUp } from "./support";

import type { Page } from "@playwright/test";
const hide = (page: Page) => page.addStyleTag({ content: "[data-toast-type]{display:none!important}" });
const DIR = "/work/helpers/shots/cook";
for (const [name, width, height] of [["phone", 390, 844], ["tablet", 820, 1180], ["desktop", 1280, 800]] as const) {
  test(`shots ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signUp(page);
    await page.goto("/cook-mode/1?servings=8");
    await hide(page); await page.screenshot({ path: `${DIR}/${name}-overview.png` });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox").first().check();
    await hide(page); await page.screenshot({ path: `${DIR}/${name}-gather.png` });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: /Start 10 min timer/ }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: /Start 30 sec timer/ }).click();
    await hide(page); await page.screenshot({ path: `${DIR}/${name}-step.png` });
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByTestId("rate-cook").waitFor();
    await hide(page); await page.screenshot({ path: `${DIR}/${name}-last.png` });
    if (name !== "tablet") {
      await page.goto("/app/recipe/3");
      await page.getByRole("button", { name: "I made this" }).click();
      await page.getByTestId("rate-cook").waitFor();
      await hide(page); await page.screenshot({ path: `${DIR}/${name}-recipe-made-this.png`, fullPage: false });
      await page.goto("/app/dashboard");
      await hide(page); await page.screenshot({ path: `${DIR}/${name}-dashboard.png` });
    }
  });
}
