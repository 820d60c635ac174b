/**
 * Households (issue 27), as two cooks live it: the owner forms one and invites by link, a visitor
 * signs up through the link and joins, the owner hands over and leaves; a used link says so.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, freshPage, test } from "./fixtures";
import { newAccount, postForm, shotPath, signUp } from "./support";

/** The Household tab's own status banner (the page has a notifications region too). */
const banner = (page: Page) => page.getByRole("region", { name: "Household" }).getByRole("status");

const post = postForm;

for (const width of [1280, 390]) {
  test(`two cooks form a household through an invitation link at ${width} px`, async ({ browser }) => {
    const owner = await freshPage(browser);
    await owner.setViewportSize({ width, height: 900 });
    await signUp(owner, newAccount("Maya Okafor"));
    expect((await post(owner, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);

    await owner.goto("/app/settings?tab=household");
    await owner.getByLabel("Household name").fill("The Okafor kitchen");
    await owner.getByRole("button", { name: "Create Household" }).click();
    await expect(banner(owner)).toContainText("Your household is ready");
    await expect(owner.getByText("The Okafor kitchen", { exact: true })).toBeVisible();

    await owner.getByLabel("Who is it for?").fill("Sam, my brother");
    await owner.getByRole("button", { name: "Create Invitation Link" }).click();
    const link = await owner.getByLabel(/Invitation link/).inputValue();
    expect(link).toMatch(/\/household\/join\/[A-Za-z0-9_-]{43}$/);
    await expect(owner.getByRole("list", { name: "Open invitations" })).toContainText("Sam, my brother");
    await expectAccessible(owner);
    await owner.screenshot({ path: shotPath(`households/owner-${width}.png`), fullPage: true });

    // A visitor opens the link, signs up through it and comes back to accept.
    const sam = await freshPage(browser);
    await sam.setViewportSize({ width, height: 900 });
    await sam.goto(link);
    await expect(sam.getByRole("heading", { name: "Join “The Okafor kitchen”" })).toBeVisible();
    await expect(sam.getByText("Maya Okafor invites you")).toBeVisible();
    await sam.getByRole("link", { name: "Sign up to join" }).click();
    const account = newAccount("Sam Okafor");
    await sam.getByLabel("Full name").fill(account.name);
    await sam.getByLabel("Email").fill(account.email);
    await sam.getByLabel("Password", { exact: true }).fill(account.password);
    await sam.getByLabel("Confirm password").fill(account.password);
    await sam.getByRole("checkbox").check();
    await sam.getByRole("button", { name: "Create Account" }).click();
    await expect(sam).toHaveURL(new URL(link).pathname);
    await expectAccessible(sam);
    await sam.screenshot({ path: shotPath(`households/join-${width}.png`), fullPage: true });
    await sam.getByRole("button", { name: "Accept Invitation" }).click();
    await expect(sam).toHaveURL(/\/app\/settings\?tab=household$/);
    const members = sam.getByRole("list", { name: "Members" });
    await expect(members).toContainText("Maya Okafor");
    await expect(members).toContainText("Sam Okafor");
    await expect(sam.getByRole("button", { name: /Remove/ })).toHaveCount(0);

    // The link worked once.
    const late = await freshPage(browser);
    await signUp(late);
    const replay = await late.goto(link);
    expect(replay?.status()).toBe(410);
    await expect(late.getByText("This invitation has already been used.")).toBeVisible();

    // The owner hands over and leaves; Sam now owns it alone.
    await owner.goto("/app/settings?tab=household");
    await expect(owner.getByRole("list", { name: "Open invitations" })).toHaveCount(0);
    await owner.getByRole("button", { name: "Make Sam Okafor the owner" }).click();
    await expect(banner(owner)).toContainText("Ownership handed over.");
    await owner.getByRole("button", { name: "Leave Household" }).click();
    await expect(banner(owner)).toContainText("You have left the household.");
    await expect(owner.getByRole("button", { name: "Create Household" })).toBeVisible();

    await sam.reload();
    await expect(sam.getByRole("list", { name: "Members" })).not.toContainText("Maya Okafor");
    await expect(sam.getByText(/1 of 6 members · owner Sam Okafor/)).toBeVisible();
  });
}

test("a Free cook is told households come with Ultimate, and the server refuses them too", async ({ page }) => {
  await signUp(page);
  await page.goto("/app/settings?tab=household");
  await expect(page.getByText("Households are part of the Ultimate plan.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Household" })).toHaveCount(0);
  const refused = await post(page, "/app/settings?tab=household", { intent: "household-create", name: "Sneaky" });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("button", { name: "Leave Household" })).toHaveCount(0);
});

test("a link that is not one says so plainly", async ({ page }) => {
  const response = await page.goto(`/household/join/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This invitation link is not valid.")).toBeVisible();
});
