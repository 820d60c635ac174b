/**
 * Moderation of shared recipes (issue 29, decision 050): a cook reports another cook's shared recipe
 * from its page, an admin hides it from the report queue with a note, the author reads why on the
 * recipe page (and in an e-mail) and can no longer share it, and everyone else finds it gone. The report form and the
 * queue are looked at on a phone too.
 */
import { adminPage } from "./admin-account";
import { expect, expectAccessible, freshPage, test, toastWith } from "./fixtures";
import { E2E_BASE_URL, latestMailTo, linkFrom, newAccount, PHONE, shotPath, signUp } from "./support";

test("a cook reports a shared recipe, an admin hides it with a note, and the author reads why", async ({ page, browser }) => {
  // Three accounts, two axe runs and a dozen page loads.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const author = await signUp(page, newAccount("Otis Offender"));
  const title = `Miracle Detox Soup ${Date.now().toString(36)}`;
  const made = await page.request.post("/_test/recipes", { form: { title, isPublic: "1" }, headers: { Origin: E2E_BASE_URL } });
  const { id } = (await made.json()) as { id: number };

  const reporter = await freshPage(browser);
  await signUp(reporter, newAccount("Rita Reporter"));
  await reporter.goto(`/app/recipe/${id}`);
  await reporter.getByRole("link", { name: "Report this recipe" }).click();
  await expect(reporter.getByRole("heading", { name: "Report this recipe" })).toBeVisible();
  // Sending nothing says what is missing.
  await reporter.getByRole("button", { name: "Send report" }).click();
  await expect(reporter.getByText("Please choose a reason.")).toBeVisible();
  await reporter.getByRole("radio", { name: "Spam or advertising" }).check();
  await reporter.getByLabel(/What is wrong\?/).fill("Every step links to a supplement shop.");
  await expectAccessible(reporter);
  await reporter.setViewportSize(PHONE);
  await reporter.screenshot({ path: shotPath("moderation/report-390.png"), fullPage: true });
  await reporter.getByRole("button", { name: "Send report" }).click();
  await expect(reporter).toHaveURL(new RegExp(`/app/recipe/${id}$`));
  await expect(toastWith(reporter, "The people who run this site will look at this recipe")).toBeVisible();
  // A second report by the same cook is not offered.
  await reporter.goto(`/app/recipe/${id}/report`);
  await expect(reporter.getByText("You have already reported this recipe.")).toBeVisible();

  // A cook is refused the queue as if it did not exist.
  expect((await reporter.goto("/admin/reports"))?.status()).toBe(404);

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
  const item = admin.getByTestId("reported-recipe").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText("Every step links to a supplement shop.")).toBeVisible();
  await expect(item.getByText("Spam or advertising")).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: shotPath("moderation/queue-1280.png"), fullPage: true });
  await item.getByLabel("Note to the author").fill("Health claims and shop links are not allowed here.");
  await item.getByRole("button", { name: "Hide recipe" }).click();
  await expect(toastWith(admin, `“${title}” is hidden from everyone but its author.`)).toBeVisible();
  await expect(admin.getByTestId("reported-recipe").filter({ hasText: title })).toHaveCount(0);
  await admin.goto("/admin/audit");
  await expect(admin.getByText(`: “${title}”`).first()).toBeVisible();

  // The author is also told by e-mail, with the note and a link to the recipe's page.
  const mail = await latestMailTo(author.email);
  const unfolded = mail.replace(/=\r?\n/g, "");
  expect(unfolded).toContain("The reason they gave: Health claims and shop links are not allowed here.");
  expect(unfolded).toContain("no longer shown to others");
  expect(unfolded).toContain(title.split(" ").at(-1));
  expect(linkFrom(mail, `/app/recipe/${id}`)).toBe(`${E2E_BASE_URL}/app/recipe/${id}`);

  // The author reads why and is not offered "Share with everyone"; everyone else finds nothing.
  await page.goto(`/app/recipe/${id}`);
  const yours = page.getByRole("region", { name: "Your recipe" });
  await expect(yours.getByText("Health claims and shop links are not allowed here.")).toBeVisible();
  await expect(yours.getByRole("switch", { name: "Share with everyone" })).toHaveCount(0);
  await page.screenshot({ path: shotPath("moderation/author-1280.png"), fullPage: true });
  // Nor on the edit form: the box is off, and says why.
  await page.goto(`/app/recipe/${id}/edit`);
  const share = page.getByRole("checkbox", { name: /Share with everyone/ });
  await expect(share).toBeDisabled();
  await expect(share).toHaveAccessibleDescription(/taken off the public by the people who run this site/);
  await share.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath("moderation/edit-locked-1280.png") });
  expect((await reporter.goto(`/recipe/${id}`))?.status()).toBe(404);
});
