import { expect, test } from "./fixtures";
import { E2E_BASE_URL, signUp } from "./support";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The ownership matrix through the real actions over HTTP: a signed-in stranger who posts the
 * owner's cookbook, list or item ids to any intent gets 404, and the owner's data is unchanged.
 */
test("another user's cookbook, list and item ids get 404 from every action and change nothing", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  await signUp(await ownerContext.newPage());
  const post = (request: typeof owner, address: string, form: Record<string, string>) =>
    request.post(address, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });

  const created = await post(owner, "/app/cookbooks", { intent: "create", name: "Private Recipes", color: "bg-accent-green" });
  expect(created.status()).toBe(200);
  const cookbookId = (await created.text()).match(new RegExp(`/app/cookbooks/(${UUID})/manage`))![1];
  const manage = `/app/cookbooks/${cookbookId}/manage`;
  expect((await post(owner, manage, { intent: "add-recipes", recipeId: "3" })).status()).toBe(200);

  const list = await post(owner, "/app/ingredient-lists", { intent: "create", name: "Owner's list", ingredient: "tofu" });
  expect(list.status()).toBe(200);
  const listHtml = await list.text();
  const listId = listHtml.match(new RegExp(`name="listId" value="(${UUID})"`))![1];
  const itemId = listHtml.match(new RegExp(`name="itemId" value="(${UUID})"`))![1];

  const strangerContext = await browser.newContext();
  const stranger = strangerContext.request;
  await signUp(await strangerContext.newPage());
  const attempts: [string, Record<string, string>][] = [
    ["/app/cookbooks", { intent: "delete", cookbookId }],
    [manage, { intent: "update", name: "Mine now", description: "", color: "bg-accent-red" }],
    [manage, { intent: "add-recipes", recipeId: "5" }],
    [manage, { intent: "remove-recipe", recipeId: "3" }],
    ["/app/ingredient-lists", { intent: "delete", listId }],
    ["/app/ingredient-lists", { intent: "add-item", listId, ingredient: "bacon" }],
    ["/app/ingredient-lists", { intent: "remove-item", listId, itemId }],
  ];
  for (const [address, form] of attempts) {
    const response = await post(stranger, address, form);
    expect(response.status(), `${form.intent} at ${address}`).toBe(404);
  }

  const page = await ownerContext.newPage();
  await page.goto(manage);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Recipes");
  await expect(page.getByTestId("cookbook-recipes").getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("definition").first()).toHaveText("1");
  await page.goto(`/app/ingredient-lists?list=${listId}`);
  await expect(page.getByRole("list", { name: "Ingredients in Owner's list" }).getByRole("listitem")).toHaveText(["tofu"]);
  await expect(page.getByTestId("ingredient-list-card")).toHaveCount(1);
  await ownerContext.close();
  await strangerContext.close();
});
