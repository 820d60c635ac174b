/**
 * The API as a cook meets it (issue 30): a token made in Settings → API and copied from the page
 * plans a meal through /api/v1 that the planner then shows; revoking it on the page shuts it out at
 * once. The calendar address made there is an iCalendar file with the meal. An Ultimate cook's
 * webhook hears the shopping list change, signed, and the page shows it delivered. The documentation
 * page lists the endpoints, at 1280 and 390 px.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, expectAccessible, test } from "./fixtures";
import { PHONE, postForm, shotPath, signUp } from "./support";

test("a token made in Settings plans a meal through the API, and stops working once revoked", async ({ page, request }) => {
  await signUp(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/app/settings?tab=api");
  await expect(page.getByRole("heading", { name: "API access" })).toBeVisible();
  await expect(page.getByText("You have no tokens yet.")).toBeVisible();
  await page.getByLabel("Token name").fill("Kitchen tablet");
  await page.getByLabel("May").selectOption({ label: "Read and write" });
  await page.getByLabel("Expires after").selectOption({ label: "30 days" });
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Token created" })).toContainText(
    "Copy it now: it is shown only this once.",
  );
  const token = await page.getByLabel("Your new token (shown once: copy it now)").inputValue();
  expect(token).toMatch(/^smr_[A-Za-z0-9_-]{43}$/);
  const list = page.getByRole("list", { name: "Your tokens" });
  await expect(list).toContainText("Kitchen tablet");
  await expect(list).toContainText("Read and write");
  await expect(list).toContainText(token.slice(0, 8));
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("api/settings-1280.png"), fullPage: true });

  const auth = { Authorization: `Bearer ${token}` };
  const me = await request.get("/api/v1/me", { headers: auth });
  expect(me.status()).toBe(200);
  const week = await (await request.get("/api/v1/meal-plan", { headers: auth })).json();
  const planned = await request.post("/api/v1/meal-plan/entries", {
    headers: auth,
    data: { date: week.week, mealType: "dinner", note: "Tacos with the neighbours" },
  });
  expect(planned.status()).toBe(201);
  // From another site's page too: the API reads no cookie, so the token is what counts (CORS is off,
  // so such a page could not read the answer).
  const elsewhere = await request.post("/api/v1/meal-plan/entries", {
    headers: { ...auth, Origin: "https://elsewhere.example" },
    data: { date: week.week, mealType: "lunch", note: "Leftovers" },
  });
  expect(elsewhere.status()).toBe(201);
  expect(elsewhere.headers()["access-control-allow-origin"]).toBeUndefined();
  // Without a token, a cookie-carrying request is not let in.
  expect((await page.request.get("/api/v1/me")).status()).toBe(401);

  await page.goto("/app/meal-plan");
  await expect(page.getByTestId("meal-entry").filter({ hasText: "Tacos with the neighbours" })).toBeVisible();

  await page.goto("/app/settings?tab=api");
  await page.getByRole("button", { name: "Make a calendar address" }).click();
  const address = await page.getByLabel("Calendar address (shown once: copy it now)").inputValue();
  expect(address).toMatch(/\/api\/v1\/calendar\/cal_[A-Za-z0-9_-]{43}\.ics$/);
  const calendar = await request.get(new URL(address).pathname);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await calendar.text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:Dinner: Tacos with the neighbours");

  await page.getByRole("button", { name: "Revoke Kitchen tablet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Token revoked" })).toBeVisible();
  await expect(page.getByText("You have no tokens yet.")).toBeVisible();
  const refused = await request.get("/api/v1/me", { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).detail).toContain("Settings → API");
  await page.getByRole("button", { name: "Revoke the address" }).click();
  // The page answers once the address is gone: only then is the old one asked for again.
  await expect(page.getByRole("button", { name: "Make a calendar address" })).toBeVisible();
  expect((await request.get(new URL(address).pathname)).status()).toBe(404);
});

test("the API documentation lists every group of endpoints and reads well on a phone", async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/api/docs");
    await expect(page.getByRole("heading", { level: 1, name: "Simmer API" })).toBeVisible();
    for (const group of ["Account", "Cookbooks", "Meal plan", "Shopping list", "Recipes", "Saved recipes"]) {
      await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
    }
    await expect(page.locator("#createRecipe")).toContainText("POST");
    await expect(page.locator("#createRecipe")).toContainText("title *");
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    await page.screenshot({ path: shotPath(`api/docs-${viewport.width}.png`), fullPage: viewport.width !== 1280 });
  }
  await expectAccessible(page);
  const openapi = await page.request.get("/api/v1/openapi.json");
  expect((await openapi.json()).openapi).toBe("3.1.0");
});

test("the interactive explorer (Swagger UI from Simmer's own files) calls the API with a cook's token", async ({ page }) => {
  const account = await signUp(page);
  await page.goto("/app/settings?tab=api");
  await page.getByLabel("Token name").fill("Explorer");
  await page.getByRole("button", { name: "Create token" }).click();
  const token = await page.getByLabel("Your new token (shown once: copy it now)").inputValue();
  // Nothing the explorer loads comes from another address.
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== new URL(page.url()).origin) outside.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/api/docs");
  await page.getByRole("link", { name: "interactive explorer" }).click();
  await expect(page).toHaveURL(/\/api\/docs\/explorer$/);
  await expect(page.getByRole("heading", { name: /Simmer API/ })).toBeVisible();
  await page.getByRole("button", { name: "Authorize" }).first().click();
  await page.getByRole("textbox", { name: "auth-bearer-value" }).fill(token);
  await page.getByRole("button", { name: "Apply credentials" }).click();
  await page.getByRole("button", { name: "Close" }).click();
  const me = page.locator("#operations-Account-getMe");
  await me.locator(".opblock-summary").click();
  await me.getByRole("button", { name: "Try it out" }).click();
  await me.getByRole("button", { name: "Execute" }).click();
  await expect(me.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");
  await expect(me.locator(".live-responses-table")).toContainText(account.name);
  await page.screenshot({ path: shotPath("api/explorer-1280.png") });
  expect(outside).toEqual([]);
});

test("an Ultimate cook's webhook is told when the shopping list changes, and the page says it was delivered", async ({
  page,
}) => {
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end("thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  try {
    const address = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/simmer`;
    await signUp(page);
    await page.setViewportSize(PHONE);
    await page.goto("/app/settings?tab=api");
    await expect(page.getByText("Webhooks are part of the Ultimate plan.")).toBeVisible();
    expect((await postForm(page, "/app/checkout", { plan: "ultimate" })).status()).toBe(302);
    await page.goto("/app/settings?tab=api");
    await page.getByLabel("Address").fill(address);
    await page.getByLabel("You created a recipe").uncheck();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Webhook added" })).toBeVisible();
    expect(await page.getByLabel("Signing secret (shown once: copy it now)").inputValue()).toMatch(/^whsec_/);

    await page.goto("/app/shopping");
    await page.getByLabel("Add an item", { exact: true }).fill("oat milk");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [first] = received;
    expect(first.headers["simmer-event"]).toBe("shopping_list.changed");
    expect(String(first.headers["simmer-signature"])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(first.body)).toMatchObject({ event: "shopping_list.changed", data: { household: false } });

    await page.goto("/app/settings?tab=api");
    const deliveries = page.getByRole("list", { name: `Latest deliveries to ${address}` });
    await expect(deliveries).toContainText("The shopping list changed");
    await expect(deliveries).toContainText("Delivered (HTTP 200)");
    await expectAccessible(page);
    await page.screenshot({ path: shotPath("api/webhooks-390.png"), fullPage: true });
    await page.getByRole("button", { name: `Delete the webhook to ${address}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Webhook deleted" })).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
