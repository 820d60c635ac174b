/** Saving recipes: a visitor's heart leads through logging in to the saved recipe, and several are saved at once from browse. */
import { expect, test, toastWith } from "./fixtures";
import { demoRecipes } from "../../app/server/seed/demo-recipes";
import { logIn, signUp } from "./support";

test("a visitor's save heart asks them to log in and saves the recipe when they are back", async ({ page }) => {
  const account = await signUp(page);
  await page.context().clearCookies();

  await page.goto("/browse?q=soup");
  const card = page.getByTestId("browse-results").getByRole("listitem").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  const heart = card.getByRole("button", { name: `Save ${title}`, exact: true });
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fbrowse%3Fq%3Dsoup%26save%3D\d+$/);
  await logIn(page, account);
  // Back on the same search, signed in, with the recipe saved and the wish gone from the address.
  await expect(page).toHaveURL(/\/app\/browse\?q=soup$/);
  await expect(toastWith(page, "Recipe saved successfully!")).toBeVisible();
  const savedHeart = page.getByRole("button", { name: `Remove ${title} from saved recipes` });
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");

  // The recipe page's heart does the same.
  const second = demoRecipes[1].title;
  await page.context().clearCookies();
  await page.goto("/recipe/2");
  await page.getByRole("button", { name: `Save ${second}`, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Frecipe%2F2%3Fsave%3D2$/);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/recipe\/2$/);
  await expect(page.getByRole("button", { name: `Remove ${second} from saved recipes` })).toHaveAttribute("aria-pressed", "true");
});

test("without JavaScript the visitor's heart still leads through logging in to saving", async ({ browser }) => {
  const setup = await browser.newContext();
  const account = await signUp(await setup.newPage());
  await setup.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const title = demoRecipes[2].title;
  await page.goto("/recipe/3");
  await page.getByRole("button", { name: `Save ${title}`, exact: true }).click();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/recipe\/3\?save=3$/);
  await page.getByTestId("pending-save").getByRole("button", { name: "Save recipe" }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/3$/);
  await expect(page.getByRole("button", { name: `Remove ${title} from saved recipes` })).toBeVisible();
  await expect(page.getByTestId("pending-save")).toHaveCount(0);
  await context.close();
});

test("browse quick actions: select several recipes, save them and add them to a cookbook", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/browse?q=soup");
  await page.getByRole("button", { name: "Select recipes" }).click();
  const boxes = page.getByRole("checkbox", { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole("toolbar", { name: "Quick actions" });
  await expect(bar).toContainText("2 selected");
  await bar.getByRole("button", { name: "Save Selected" }).click();
  await expect(toastWith(page, "2 recipes saved.")).toBeVisible();
  await bar.getByRole("button", { name: "Add to Cookbook" }).click();
  await page.getByRole("dialog").getByLabel("Create Cookbook").fill("Soup Season");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(toastWith(page, "2 recipes added to Soup Season!")).toBeVisible();
  await page.goto("/app/profile");
  await expect(page.getByRole("definition").first()).toHaveText("2");
});
