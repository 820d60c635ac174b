/**
 * What a household shares (issue 27, decision 040), as two members live it in two browsers: one
 * plans a recipe and makes the week's list, the other (on Free) sees both after a reload and ticks
 * an item, and the first sees the tick after a reload (live updates without a reload: household-live.spec.ts).
 */
import { expect, expectAccessible, test, toastWith } from "./fixtures";
import { twoMembers } from "./household-members";
import { shotPath } from "./support";

const CURRY = "Weeknight Chicken Curry"; // demo recipe 1

for (const width of [1280, 390]) {
  test(`two members share one meal plan and one shopping list at ${width} px`, async ({ browser }) => {
    // Maya (Ultimate) makes a household; Sam, on the Free plan, joins.
    const { maya, sam } = await twoMembers(browser, width);

    // Maya plans the curry from the recipe page and makes the week's list.
    await maya.goto("/app/recipe/1");
    await maya.getByRole("button", { name: "Add to Meal Plan" }).click();
    const dialog = maya.getByRole("dialog", { name: "Add to Meal Plan" });
    await dialog.getByLabel("Meal").selectOption("dinner");
    await dialog.getByRole("button", { name: "Add to plan" }).click();
    await expect(toastWith(maya, "Meal added to your plan!")).toBeVisible();
    await maya.goto("/app/meal-plan");
    await maya.getByRole("button", { name: "Generate shopping list" }).click();
    await expect(maya).toHaveURL(/\/app\/shopping$/);
    await expect(toastWith(maya, "Shopping list generated!")).toBeVisible();

    // Sam sees Maya's meal, with who added it, and the same list.
    await sam.goto("/app/meal-plan");
    await expect(sam.getByTestId("kitchen-notice")).toContainText("Shared with The Okafor kitchen");
    const entry = sam.getByTestId("meal-entry").filter({ hasText: CURRY });
    await expect(entry).toBeVisible();
    await expect(entry.getByTestId("entry-added-by")).toHaveText("Added by Maya Okafor");
    await expectAccessible(sam);
    await sam.screenshot({ path: shotPath(`household-kitchen/plan-${width}.png`), fullPage: true });

    await sam.goto("/app/shopping");
    await expect(sam.getByRole("heading", { level: 1 })).toContainText("Shopping List");
    const first = sam.getByTestId("shopping-item").first();
    const text = (await first.getByRole("checkbox").getAttribute("aria-label"))!;
    await expect(sam.getByRole("checkbox", { name: text, exact: true })).toHaveAttribute("aria-checked", "false");
    const ticked = sam.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/app/shopping"));
    await sam.getByRole("checkbox", { name: text, exact: true }).click();
    expect((await ticked).status()).toBe(200);
    await expect(sam.getByRole("checkbox", { name: text, exact: true })).toHaveAttribute("aria-checked", "true");
    await expectAccessible(sam);
    await sam.screenshot({ path: shotPath(`household-kitchen/list-${width}.png`), fullPage: true });

    // Maya sees Sam's tick after a reload.
    await maya.reload();
    await expect(maya.getByRole("checkbox", { name: text, exact: true })).toHaveAttribute("aria-checked", "true");
    await maya.screenshot({ path: shotPath(`household-kitchen/list-owner-${width}.png`), fullPage: true });
  });
}
