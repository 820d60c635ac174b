/** Two members of one household, each in their own browser: the setup the household specs share. */
import type { Browser, Page } from "@playwright/test";
import { expect, freshPage } from "./fixtures";
import { E2E_BASE_URL, newAccount, signUp } from "./support";

/** Maya (Ultimate) makes a household and Sam (Free) joins it through an invitation link. */
export async function twoMembers(browser: Browser, width: number): Promise<{ maya: Page; sam: Page }> {
  const maya = await freshPage(browser);
  await maya.setViewportSize({ width, height: 900 });
  await signUp(maya, newAccount("Maya Okafor"));
  const upgraded = await maya.request.post("/app/checkout", {
    form: { plan: "ultimate" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(upgraded.status()).toBe(302);
  await maya.goto("/app/settings?tab=household");
  await maya.getByLabel("Household name").fill("The Okafor kitchen");
  await maya.getByRole("button", { name: "Create Household" }).click();
  await maya.getByLabel("Who is it for?").fill("Sam");
  await maya.getByRole("button", { name: "Create Invitation Link" }).click();
  const link = await maya.getByLabel(/Invitation link/).inputValue();

  const sam = await freshPage(browser);
  await sam.setViewportSize({ width, height: 900 });
  await signUp(sam, newAccount("Sam Okafor"));
  await sam.goto(link);
  await sam.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(sam).toHaveURL(/\/app\/settings\?tab=household$/);
  return { maya, sam };
}
