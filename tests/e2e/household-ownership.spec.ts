/**
 * The ownership matrix for households over HTTP (issue 27; the rest of the matrix is
 * ownership.spec.ts): every household resource × action through the real route actions. A member
 * may; an ex-member and a stranger who post the household's ids get 404 and nothing changes (read
 * again as a member); an invitation link works once (410 after) and cannot be guessed (404); the
 * kitchen's event stream tells only the kitchen's members; and a member never reaches another
 * member's personal rows.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, freshPage, test } from "./fixtures";
import { twoMembers } from "./household-members";
import { E2E_BASE_URL, newAccount, signUp } from "./support";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** An account's id (Better Auth's, not a UUID). */
const USER_ID = "[\\w-]+";

const post = (page: Page, address: string, form: Record<string, string>) =>
  page.request.post(address, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });

async function html(page: Page, address: string): Promise<string> {
  const response = await page.request.get(address);
  expect(response.status(), address).toBe(200);
  return response.text();
}

/** Every value of the hidden field `name` on the page at `address`, in page order, without repeats. */
async function ids(page: Page, address: string, name: string, pattern = UUID): Promise<string[]> {
  const found = [...(await html(page, address)).matchAll(new RegExp(`name="${name}" value="(${pattern})"`, "g"))].map(
    (m) => m[1]!,
  );
  return [...new Set(found)];
}

/** A cookbook's manage page as a member reads it: name, the recipes filed (by id, page order) and the household switch. */
function bookOf(page: string) {
  return {
    name: page.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
    recipes: [...new Set([...page.matchAll(/href="\/app\/recipe\/(\d+)"/g)].map((m) => m[1]!))],
    household: page.includes("Shared with your household"),
  };
}

async function upgrade(page: Page) {
  const upgraded = await post(page, "/app/checkout", { plan: "ultimate" });
  expect(upgraded.status()).toBe(302);
}

/** Counts the `change` events the page's kitchen stream delivers (the page must be on the site). */
async function listen(page: Page) {
  await page.goto("/app/dashboard");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const counter = window as unknown as { kitchenChanges: number };
        counter.kitchenChanges = 0;
        const stream = new EventSource("/app/kitchen/events");
        stream.addEventListener("change", () => (counter.kitchenChanges += 1));
        stream.onopen = () => resolve();
      }),
  );
  return () => page.evaluate(() => (window as unknown as { kitchenChanges: number }).kitchenChanges);
}

test("household rows: a member may; an ex-member and a stranger get 404 and change nothing; links work once and cannot be guessed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { maya, sam } = await twoMembers(browser, 1280);
  const today = new Date().toISOString().slice(0, 10);

  // Ada joins by a link of her own and leaves again: the ex-member. Grandma's link stays open.
  await maya.goto("/app/settings?tab=household");
  await maya.getByLabel("Who is it for?").fill("Ada");
  await maya.getByRole("button", { name: "Create Invitation Link" }).click();
  const adasLink = await maya.getByLabel(/Invitation link/).inputValue();
  const ada = await freshPage(browser);
  await signUp(ada, newAccount("Ada Okafor"));
  await upgrade(ada);
  await ada.goto(adasLink);
  await ada.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(ada).toHaveURL(/\/app\/settings\?tab=household$/);
  expect((await post(ada, "/app/settings", { intent: "household-leave" })).status()).toBe(200);
  await maya.goto("/app/settings?tab=household");
  await maya.getByLabel("Who is it for?").fill("Grandma");
  await maya.getByRole("button", { name: "Create Invitation Link" }).click();
  await expect(maya.getByLabel(/Invitation link/)).toHaveValue(/\/household\/join\//);

  const stranger = await freshPage(browser);
  await signUp(stranger, newAccount("Stranger Danger"));
  await upgrade(stranger);

  // A used link answers 410 to a page view and to a second acceptance; a guessed one 404.
  const adasPath = new URL(adasLink).pathname;
  for (const who of [ada, stranger]) {
    expect((await who.request.get(adasPath)).status()).toBe(410);
    expect((await post(who, adasPath, { intent: "accept" })).status()).toBe(410);
    expect((await post(who, adasPath, { intent: "decline" })).status()).toBe(410);
    const guessed = `/household/join/${randomBytes(32).toString("base64url")}`;
    expect((await who.request.get(guessed)).status()).toBe(404);
    expect((await post(who, guessed, { intent: "accept" })).status()).toBe(404);
  }

  // What members add to the kitchen: Sam a meal, an item and a list he moves to the household.
  const member = (page: Page, address: string, form: Record<string, string>) =>
    post(page, address, form).then((r) => expect(r.status(), `${form.intent} at ${address}`).toBe(200));
  await member(sam, "/app/meal-plan", { intent: "add", date: today, mealType: "dinner", note: "Sam's stew" });
  const [entryId] = await ids(maya, "/app/meal-plan", "entryId");
  await member(sam, "/app/shopping", { intent: "add-item", text: "Oat milk" });
  const [itemId] = await ids(maya, "/app/shopping", "itemId");
  await member(sam, "/app/ingredient-lists", { intent: "create", name: "Spices", ingredient: "cumin" });
  const [listId] = await ids(sam, "/app/ingredient-lists", "listId");
  const [listItemId] = await ids(sam, `/app/ingredient-lists?list=${listId}`, "itemId");
  await member(sam, "/app/ingredient-lists", { intent: "shared", listId: listId!, shared: "true" });
  // …and the other member works with them.
  await member(maya, "/app/meal-plan", { intent: "move", entryId: entryId!, date: today, mealType: "lunch" });
  await member(maya, "/app/shopping", { intent: "check", itemId: itemId!, checked: "true" });
  await member(maya, "/app/ingredient-lists", { intent: "add-item", listId: listId!, ingredient: "paprika" });
  // Maya's cookbook, moved to the household with its switch; Sam files a recipe in it.
  await member(maya, "/app/cookbooks", { intent: "create", name: "Family Dinners", description: "" });
  const bookId = (await html(maya, "/app/cookbooks")).match(new RegExp(UUID))?.[0];
  expect(bookId).toBeDefined();
  const book = `/app/cookbooks/${bookId}/manage`;
  await member(maya, book, { intent: "shared", shared: "true" });
  await member(sam, book, { intent: "add-recipes", recipeId: "3" });
  const [invites, members] = [
    await ids(maya, "/app/settings?tab=household", "inviteId"),
    await ids(maya, "/app/settings?tab=household", "memberId", USER_ID),
  ];
  expect(invites).toHaveLength(1);
  expect(members).toHaveLength(1); // Sam: the owner has no buttons for herself.
  const [inviteId, samsId] = [invites[0]!, members[0]!];

  /** The household as a member reads it, to compare before and after. */
  const household = async () => ({
    plan:
      (await html(maya, "/app/meal-plan")).includes("Sam&#x27;s stew") ||
      (await html(maya, "/app/meal-plan")).includes("Sam's stew"),
    entries: await ids(maya, "/app/meal-plan", "entryId"),
    items: await ids(sam, "/app/shopping", "itemId"),
    ticked: (await html(sam, "/app/shopping")).match(
      new RegExp(`name="itemId" value="${itemId}"[^]*?name="checked" value="(true|false)"`),
    )?.[1],
    lists: await ids(maya, "/app/ingredient-lists", "listId"),
    listItems: await ids(maya, `/app/ingredient-lists?list=${listId}`, "itemId"),
    invites: await ids(maya, "/app/settings?tab=household", "inviteId"),
    members: await ids(maya, "/app/settings?tab=household", "memberId", USER_ID),
    name: (await html(sam, "/app/settings?tab=household")).includes("The Okafor kitchen"),
    book: bookOf(await html(sam, book)),
  });
  const before = await household();
  expect(before).toMatchObject({
    plan: true,
    entries: [entryId],
    items: [itemId],
    lists: [listId],
    invites: [inviteId],
    name: true,
    book: { name: "Family Dinners", recipes: ["3"], household: true },
  });
  expect(before.listItems).toHaveLength(2);
  expect(listItemId).toBeDefined();

  // The stream: members hear a change; the ex-member and the stranger hear nothing.
  const heard = { sam: await listen(sam), ada: await listen(ada), stranger: await listen(stranger) };

  const attempts: [string, Record<string, string>][] = [
    ["/app/meal-plan", { intent: "move", entryId: entryId!, date: today, mealType: "breakfast" }],
    ["/app/meal-plan", { intent: "remove", entryId: entryId! }],
    ["/app/shopping", { intent: "check", itemId: itemId!, checked: "false" }],
    ["/app/shopping", { intent: "remove", itemId: itemId! }],
    ["/app/ingredient-lists", { intent: "delete", listId: listId! }],
    ["/app/ingredient-lists", { intent: "add-item", listId: listId!, ingredient: "bacon" }],
    ["/app/ingredient-lists", { intent: "remove-item", listId: listId!, itemId: listItemId! }],
    ["/app/ingredient-lists", { intent: "pantry", listId: listId!, pantry: "true" }],
    ["/app/ingredient-lists", { intent: "shared", listId: listId!, shared: "false" }],
    ["/app/settings", { intent: "household-rename", name: "Taken over" }],
    ["/app/settings", { intent: "household-invite", forWhom: "My friend" }],
    ["/app/settings", { intent: "household-revoke", inviteId }],
    ["/app/settings", { intent: "household-remove", memberId: samsId }],
    ["/app/settings", { intent: "household-transfer", memberId: samsId }],
    ["/app/settings", { intent: "household-leave" }],
    [book, { intent: "update", name: "Taken over", description: "", color: "bg-accent-red" }],
    [book, { intent: "add-recipes", recipeId: "5" }],
    [book, { intent: "remove-recipe", recipeId: "3" }],
    [book, { intent: "shared", shared: "false" }],
    ["/app/cookbooks", { intent: "delete", cookbookId: bookId! }],
  ];
  for (const [name, outsider] of [
    ["ex-member", ada],
    ["stranger", stranger],
  ] as const) {
    for (const [address, form] of attempts) {
      const response = await post(outsider, address, form);
      expect(response.status(), `${name}: ${form.intent} at ${address}`).toBe(404);
    }
    // The household's cookbook, its PDF and its Add to Cookbook entry are not there for outsiders:
    // its page sends them back to their list, as for a book that does not exist (the spec's message).
    const opened = await outsider.request.get(book, { maxRedirects: 0 });
    expect(opened.status(), `${name}: ${book}`).toBe(302);
    expect(opened.headers().location).toBe("/app/cookbooks");
    const pdf = await outsider.request.get(`/app/cookbooks/${bookId}/export.pdf`);
    expect(pdf.status(), `${name}: the PDF`).toBe(404);
    expect(await html(outsider, "/app/cookbooks")).not.toContain(bookId!);
    expect(await html(outsider, "/app/recipe/5/cookbooks")).not.toContain(bookId!);
    // Writes that name no id act on the outsider's own kitchen, never the household's.
    await member(outsider, "/app/shopping", { intent: "add-item", text: "Outsider's item" });
    await member(outsider, "/app/shopping", { intent: "clear-checked" });
    await member(outsider, "/app/meal-plan", { intent: "add", date: today, mealType: "dinner", note: "Outsider's meal" });
  }
  expect(await household()).toEqual(before);
  for (const address of ["/app/meal-plan", "/app/shopping"]) expect(await html(maya, address)).not.toContain("Outsider");

  // A member's change reaches the members' streams, not the others' (who heard only their own writes).
  await maya.waitForTimeout(1_500);
  const heardBefore = { sam: await heard.sam(), ada: await heard.ada(), stranger: await heard.stranger() };
  expect(heardBefore.ada).toBeGreaterThan(0); // the stream works: Ada heard her own kitchen
  await member(maya, "/app/shopping", { intent: "check", itemId: itemId!, checked: "false" });
  await expect.poll(heard.sam, { timeout: 5_000 }).toBeGreaterThan(heardBefore.sam);
  await maya.waitForTimeout(1_500);
  expect(await heard.ada()).toBe(heardBefore.ada);
  expect(await heard.stranger()).toBe(heardBefore.stranger);

  // A non-owner member gets the existing refusal for the owner's actions, and nothing changes.
  const ownersOnly: Record<string, string>[] = [
    { intent: "household-rename", name: "Sam's now" },
    { intent: "household-revoke", inviteId },
    { intent: "household-invite", forWhom: "Sam's friend" },
  ];
  for (const form of ownersOnly) {
    expect((await post(sam, "/app/settings", form)).status(), form.intent).toBe(403);
  }
  expect(await ids(maya, "/app/settings?tab=household", "inviteId")).toEqual([inviteId]);
  expect((await html(sam, "/app/settings?tab=household")).includes("The Okafor kitchen")).toBe(true);
  for (const page of [maya, sam, ada, stranger]) await page.context().close();
});

test("a household member never reaches another member's personal rows", async ({ browser }) => {
  test.setTimeout(180_000);
  const { maya, sam } = await twoMembers(browser, 1280);
  const title = `Maya's secret stew ${Date.now()}`;
  const created = await post(maya, "/app/create-recipe", {
    title,
    description: "Only for Maya.",
    imageUrl: `${E2E_BASE_URL}/images/dal.jpg`,
    cookTime: "30",
    servings: "2",
    difficulty: "Easy",
    ingredients: "2 carrots\n1 onion",
    instructions: "Chop.\nSimmer.",
    tags: "stew",
    author: "Maya Okafor",
  });
  expect(created.status(), await created.text()).toBe(302);
  const recipeId = (await html(maya, "/app/profile?tab=created")).match(/\/recipe\/(\d+)"/)![1]!;
  expect((await post(maya, "/app/saved", { intent: "save", recipeId: "5" })).status()).toBeLessThan(400);
  const cooked = await post(maya, "/app/cooked", { intent: "cooked", recipeId: "3" });
  expect(cooked.status()).toBe(200);
  const cookId = (await cooked.text()).match(new RegExp(UUID))?.[0] ?? (await cooked.text()).match(/"cookId":\s*"?([\w-]+)/)?.[1];
  expect(cookId, await cooked.text()).toBeTruthy();

  // Her private recipe: not found for Sam, anywhere it could be named.
  for (const address of [
    `/app/recipe/${recipeId}`,
    `/recipe/${recipeId}`,
    `/app/recipe/${recipeId}/edit`,
    `/recipe/${recipeId}/print`,
  ]) {
    expect((await sam.request.get(address)).status(), address).toBe(404);
  }
  expect((await post(sam, "/app/saved", { intent: "save", recipeId })).status()).toBe(404);
  // Her rating of her cook, her saved recipes, her log, her settings: Sam's own pages show none of it.
  expect(
    (
      await post(sam, "/app/cooked", { intent: "rate", recipeId: "3", cookId: cookId!, rating: "1", turnedOutWell: "no" })
    ).status(),
  ).toBe(404);
  expect(await html(sam, "/app/cooking-history")).not.toContain(cookId!);
  const samsPages = [
    await html(sam, "/app/profile?tab=saved"),
    await html(sam, "/app/cooking-history"),
    await html(sam, "/app/settings"),
    await html(sam, "/app/dashboard"),
  ].join("\n");
  expect(samsPages).not.toContain(title);
  expect(await html(maya, "/app/cooking-history")).toContain(cookId!);
  const mayasEmail = (await html(maya, "/app/settings")).match(/[\w.+-]+@example\.com/)?.[0];
  expect(mayasEmail).toBeTruthy();
  expect(samsPages).not.toContain(mayasEmail!);
  // Maya's saved recipe 5 is hers: it is not saved for Sam.
  const savedForSam = await html(sam, "/app/profile?tab=saved");
  expect(savedForSam).not.toMatch(/href="\/app\/recipe\/5"/);
  await maya.context().close();
  await sam.context().close();
});
