/**
 * The API (issue 30, decision 052) on both databases, through its route as a client calls it:
 * tokens (scope, revocation, expiry, a disabled cook, the rate limit), a cook's whole week driven
 * through /api/v1 (recipes, saved, meal plan, shopping list), ETag / If-None-Match / If-Match,
 * Idempotency-Key, problem details with the pages' messages (the ownership matrix is api-ownership.test.ts, the other pages' comparisons api-pages.test.ts), answers compared
 * with what the pages show, the calendar address read by an iCalendar parser, the OpenAPI document
 * validated against the 3.1 schema, and every endpoint fuzzed with bad input (4xx, never 5xx).
 */
process.env.AUTH_SECRET ??= "api-test-secret-of-enough-length-0123456789abcdef";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_MESSAGES } from "~/domain/api/api-token";
import { API_MESSAGES } from "~/domain/api/problem";
import type { SessionUser } from "~/domain/accounts/session-user";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { addDays, weekStartOf } from "~/domain/meal-plan/week";
import { RECIPE_FORM_MESSAGES } from "~/domain/validation/recipe";
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed } from "~/server/api/calendar.server";
import { API_ENDPOINTS } from "~/server/api/endpoints.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/server/api/tokens.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { apiTokens, profiles } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { loader as mealPlanLoader } from "~/routes/app.meal-plan";
import { loader as recipeLoader } from "~/routes/recipe";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { api, recipeBody } from "../support/api";
import { call, getRequest, ORIGIN } from "../support/routes";

describe.each(DATABASE_KINDS)("the API on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let n = 0;
  /** Two catalog recipes every cook may see. */
  let catalog: number[] = [];
  const word = () => `Zorblat${String.fromCharCode(97 + (n++ % 26))}`;
  const cook = (name: string, plan: SessionUser["planId"] = "free") => createSessionUser(db, { name, plan });

  async function tokenFor(user: SessionUser, scope: "read" | "write" = "write", now?: Date): Promise<string> {
    const made = await createApiToken(db, user.id, { name: `${scope} token`, scope, expiresIn: "30" }, now);
    if (!made.ok) throw new Error(made.message);
    return made.value.secret;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    catalog = await createRecipes(db, [
      buildRecipeSeed({
        title: "Weeknight Chicken Curry",
        ingredients: ["2 tbsp curry paste", "400 ml coconut milk", "500 g chicken thighs"],
      }),
      buildRecipeSeed({ title: "Lemon Drizzle Cake", tags: ["baking"] }),
    ]);
  });
  afterAll(() => database?.destroy());

  describe("tokens", () => {
    it("are shown once, kept as a hash, listed by name and hint, and act as their cook", async () => {
      const maya = await cook("Maya Okafor", "premium");
      const made = await createApiToken(db, maya.id, { name: "Home Assistant", scope: "read", expiresIn: "90" });
      if (!made.ok) throw new Error(made.message);
      expect(made.message).toBe(API_TOKEN_MESSAGES.created);
      expect(made.value.secret).toMatch(/^smr_[A-Za-z0-9_-]{43}$/);
      const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, made.value.id));
      expect(JSON.stringify(row)).not.toContain(made.value.secret.slice(4));
      const listed = await listApiTokens(db, maya.id);
      expect(listed).toMatchObject([
        { name: "Home Assistant", scope: "read", hint: made.value.secret.slice(0, 8) + "…", usable: true },
      ]);
      const me = await api("GET", "/me", { token: made.value.secret });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        id: maya.id,
        name: "Maya Okafor",
        plan: { id: "premium", name: "Premium" },
        token: { scope: "read" },
      });
      expect((await listApiTokens(db, maya.id))[0].lastUsedAt).not.toBeNull();
    });

    it("refuse no token, a malformed one, a revoked one, an expired one and a disabled cook's with 401", async () => {
      const sam = await cook("Sam Lee");
      const none = await api("GET", "/me");
      expect(none.status).toBe(401);
      expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
      expect(none.headers.get("Content-Type")).toBe("application/problem+json");
      expect(none.body).toMatchObject({ status: 401, title: "Unauthorized", detail: API_MESSAGES.unauthorized });
      expect((await api("GET", "/me", { token: "smr_nope" })).status).toBe(401);
      expect((await api("GET", "/me", { headers: { Authorization: "Basic c2FtOnB3" } })).status).toBe(401);

      const revoked = await tokenFor(sam);
      expect((await api("GET", "/me", { token: revoked })).status).toBe(200);
      const [listed] = await listApiTokens(db, sam.id);
      expect(await revokeApiToken(db, sam.id, listed.id)).toMatchObject({ ok: true, message: API_TOKEN_MESSAGES.revoked });
      expect((await api("GET", "/me", { token: revoked })).status).toBe(401);
      expect(await listApiTokens(db, sam.id)).toEqual([]);

      const expired = await tokenFor(sam, "write", new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
      expect((await api("GET", "/me", { token: expired })).status).toBe(401);

      const live = await tokenFor(sam);
      await db.update(profiles).set({ disabledAt: new Date() }).where(eq(profiles.id, sam.id));
      expect((await api("GET", "/me", { token: live })).status).toBe(401);
    });

    it("are read at most a second old: a cook disabled after a request is refused within the second", async () => {
      const kim = await cook("Kim Quick");
      const token = await tokenFor(kim);
      expect((await api("GET", "/me", { token })).status).toBe(200);
      await db.update(profiles).set({ disabledAt: new Date() }).where(eq(profiles.id, kim.id));
      const disabledAt = Date.now();
      await expect.poll(async () => (await api("GET", "/me", { token })).status, { timeout: 3000, interval: 100 }).toBe(401);
      expect(Date.now() - disabledAt).toBeLessThan(1500);
    });

    it("cannot be revoked by another cook", async () => {
      const owner = await cook("Olive Owner");
      const other = await cook("Otto Other");
      await tokenFor(owner);
      const [token] = await listApiTokens(db, owner.id);
      expect(await revokeApiToken(db, other.id, token.id)).toMatchObject({ ok: false, status: 404 });
      expect((await listApiTokens(db, owner.id))[0].usable).toBe(true);
    });

    it("let a read token read but not write (403)", async () => {
      const reader = await cook("Rita Reader");
      const token = await tokenFor(reader, "read");
      expect((await api("GET", "/recipes", { token })).status).toBe(200);
      const write = await api("POST", "/recipes", { token, body: recipeBody(word()) });
      expect(write.status).toBe(403);
      expect(write.body.detail).toBe(API_MESSAGES.readOnly);
    });

    it("are limited per minute with 429 and Retry-After", async () => {
      const busy = await cook("Bo Busy");
      const token = await tokenFor(busy);
      const config = env();
      const before = config.API_RATE_LIMIT_PER_MINUTE;
      config.API_RATE_LIMIT_PER_MINUTE = 3;
      try {
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await api("GET", "/me", { token })).status);
        expect(statuses).toEqual([200, 200, 200, 429]);
        const limited = await api("GET", "/me", { token });
        expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
        expect(limited.body.detail).toBe(API_MESSAGES.tooMany);
        // Another token of the same cook has its own allowance.
        expect((await api("GET", "/me", { token: await tokenFor(busy) })).status).toBe(200);
      } finally {
        config.API_RATE_LIMIT_PER_MINUTE = before;
      }
    });
  });

  it("drives a cook's week: a recipe made, found, changed and planned; the list shopped; the saves kept", async () => {
    const maya = await cook("Maya Okafor", "ultimate");
    const token = await tokenFor(maya);
    const w = word();

    const created = await api("POST", "/recipes", { token, body: recipeBody(w) });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({
      title: `${w} Traybake`,
      own: true,
      visibility: "private",
      ingredientSections: [{ title: "Traybake", start: 0 }],
      instructions: ["Heat the oven to 220°C.", "Toss everything on a tray and roast for 40 minutes."],
    });
    expect(created.body.ingredients[0]).toMatchObject({ line: `500 g ${w} potatoes, cut in wedges`, quantity: 500, unit: "g" });

    // The search index follows the change log within moments of the write.
    await expect
      .poll(async () =>
        (await api("GET", `/recipes?q=${encodeURIComponent(w)}`, { token })).body.items.map((r: { id: number }) => r.id),
      )
      .toContain(id);

    // ETag and If-None-Match; If-Match refuses a stale write and lets the current one through.
    const read = await api("GET", `/recipes/${id}`, { token });
    const etag = read.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"/);
    expect((await api("GET", `/recipes/${id}`, { token, headers: { "If-None-Match": etag } })).status).toBe(304);
    const changed = { ...recipeBody(w), title: `${w} Sheet-Pan Dinner` };
    expect((await api("PUT", `/recipes/${id}`, { token, body: changed, headers: { "If-Match": etag } })).status).toBe(200);
    const stale = await api("PUT", `/recipes/${id}`, { token, body: recipeBody(w), headers: { "If-Match": etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.detail).toBe(API_MESSAGES.stale);
    expect((await api("GET", `/recipes/${id}`, { token })).body.title).toBe(`${w} Sheet-Pan Dinner`);

    // Saved.
    expect((await api("PUT", `/saved/${catalog[0]}`, { token })).status).toBe(204);
    expect((await api("GET", "/saved", { token })).body.items.map((r: { id: number }) => r.id)).toEqual([catalog[0]]);
    expect((await api("DELETE", `/saved/${catalog[0]}`, { token })).status).toBe(204);
    expect((await api("GET", "/saved", { token })).body.items).toEqual([]);

    // The meal plan: add, read, move, remove.
    const today = new Date().toISOString().slice(0, 10);
    const monday = weekStartOf(today);
    const added = await api("POST", "/meal-plan/entries", {
      token,
      body: { date: monday, mealType: "dinner", recipeId: id, servings: 6 },
    });
    expect(added.status).toBe(201);
    const entryId = added.body.id as string;
    const week = await api("GET", `/meal-plan?week=${monday}`, { token });
    expect(week.body.week).toBe(monday);
    expect(week.body.entries).toMatchObject([{ id: entryId, date: monday, mealType: "dinner", servings: 6, recipe: { id } }]);
    expect(
      (await api("PATCH", `/meal-plan/entries/${entryId}`, { token, body: { date: addDays(monday, 2), mealType: "lunch" } }))
        .status,
    ).toBe(204);
    expect((await api("GET", "/meal-plan", { token })).body.entries[0]).toMatchObject({
      date: addDays(monday, 2),
      mealType: "lunch",
    });

    // The shopping list: add (with an Idempotency-Key, sent twice), tick, read, remove.
    const key = { "Idempotency-Key": `add-milk-${w}` };
    const milk = await api("POST", "/shopping-list/items", { token, body: { text: "2 litres milk" }, headers: key });
    expect(milk.status).toBe(201);
    const again = await api("POST", "/shopping-list/items", { token, body: { text: "2 litres milk" }, headers: key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(milk.body);
    const reused = await api("POST", "/shopping-list/items", { token, body: { text: "eggs" }, headers: key });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toBe(API_MESSAGES.idempotencyReused);
    expect((await api("PATCH", `/shopping-list/items/${milk.body.id}`, { token, body: { checked: true } })).status).toBe(204);
    const list = await api("GET", "/shopping-list", { token });
    expect(list.body.items.filter((item: { text: string }) => item.text === "2 litres milk")).toMatchObject([
      { id: milk.body.id, checked: true, isCustom: true },
    ]);
    expect((await api("DELETE", `/shopping-list/items/${milk.body.id}`, { token })).status).toBe(204);
    expect((await api("GET", "/shopping-list", { token })).body.items).toEqual([]);

    expect((await api("DELETE", `/meal-plan/entries/${entryId}`, { token })).status).toBe(204);
    expect((await api("DELETE", `/recipes/${id}`, { token })).status).toBe(204);
    expect((await api("GET", `/recipes/${id}`, { token })).status).toBe(404);
  });

  it("refuses a stale move, remove, tick or rating with 412 (If-Match names the ETag of what was read)", async () => {
    const maya = await cook("Maya Okafor", "premium");
    const token = await tokenFor(maya);
    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    const entry = (await api("POST", "/meal-plan/entries", { token, body: { date: monday, mealType: "dinner", note: "Soup" } }))
      .body.id as string;
    const read = await api("GET", `/meal-plan/entries/${entry}`, { token });
    expect(read.body).toMatchObject({ id: entry, date: monday, mealType: "dinner", note: "Soup" });
    const seen = read.headers.get("ETag")!;
    const move = (mealType: string) => ({ token, body: { date: monday, mealType }, headers: { "If-Match": seen } });
    expect((await api("PATCH", `/meal-plan/entries/${entry}`, move("lunch"))).status).toBe(204);
    expect((await api("PATCH", `/meal-plan/entries/${entry}`, move("breakfast"))).status).toBe(412);
    expect((await api("DELETE", `/meal-plan/entries/${entry}`, { token, headers: { "If-Match": seen } })).status).toBe(412);
    expect((await api("GET", `/meal-plan/entries/${entry}`, { token })).body.mealType).toBe("lunch");

    const item = (await api("POST", "/shopping-list/items", { token, body: { text: "leeks" } })).body.id as string;
    const itemSeen = (await api("GET", `/shopping-list/items/${item}`, { token })).headers.get("ETag")!;
    const tick = (checked: boolean) => ({ token, body: { checked }, headers: { "If-Match": itemSeen } });
    expect((await api("PATCH", `/shopping-list/items/${item}`, tick(true))).status).toBe(204);
    expect((await api("PATCH", `/shopping-list/items/${item}`, tick(false))).status).toBe(412);
    expect((await api("GET", `/shopping-list/items/${item}`, { token })).body.checked).toBe(true);
    expect((await api("GET", "/shopping-list/items/7d0f5f56-0000-4000-8000-000000000000", { token })).status).toBe(404);

    // A rating, read and changed on two devices: the second change, based on the first reading, is refused.
    const cookId = (await api("POST", "/cooking-log", { token, body: { recipeId: catalog[1] } })).body.cookId as string;
    const unrated = await api("GET", `/recipes/${catalog[1]}/rating`, { token });
    expect(unrated.body).toEqual({ rating: null });
    const rate = (rating: number) => ({ token, body: { cookId, rating }, headers: { "If-Match": unrated.headers.get("ETag")! } });
    expect((await api("PUT", `/recipes/${catalog[1]}/rating`, rate(4))).status).toBe(200);
    expect((await api("PUT", `/recipes/${catalog[1]}/rating`, rate(2))).status).toBe(412);
    expect((await api("GET", `/recipes/${catalog[1]}/rating`, { token })).body).toEqual({ rating: 4 });
    expect((await api("GET", "/meal-plan/entries/not-an-id", { token })).status).toBe(404);
  });

  it("makes the shopping list from the week's planned recipes, as the page's Generate does", async () => {
    const maya = await cook("Maya Okafor", "premium");
    const token = await tokenFor(maya);
    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    const empty = await api("POST", "/shopping-list/generate", { token, body: { week: monday } });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(MEAL_PLAN_MESSAGES.listEmptyWeek);
    await api("POST", "/meal-plan/entries", {
      token,
      body: { date: addDays(monday, 3), mealType: "dinner", recipeId: catalog[0], servings: 4 },
    });
    const made = await api("POST", "/shopping-list/generate", { token, body: { week: addDays(monday, 5) } });
    expect(made.status).toBe(200);
    expect(made.body.lines).toBeGreaterThan(0);
    const list = (await api("GET", "/shopping-list", { token })).body.items as { text: string; sources: string[] }[];
    expect(list).toHaveLength(made.body.lines);
    expect(list.some((item) => /coconut milk/i.test(item.text) && item.sources.includes("Weeknight Chicken Curry"))).toBe(true);
    const free = await tokenFor(await cook("Fred Free"));
    expect((await api("POST", "/shopping-list/generate", { token: free, body: { week: monday } })).status).toBe(403);
  });

  it("answers what the pages show: the recipe page and the meal planner", async () => {
    const maya = await cook("Maya Okafor", "premium");
    const token = await tokenFor(maya);
    const id = String(catalog[1]);
    const page = await call(recipeLoader, getRequest(`/recipe/${id}`), { user: maya, params: { id } });
    const shown = page.data as { recipe: { title: string; ingredients: string[]; instructions: string[]; servings: number } };
    const answered = (await api("GET", `/recipes/${id}`, { token })).body;
    expect(answered.title).toBe(shown.recipe.title);
    expect(answered.ingredients.map((i: { line: string }) => i.line)).toEqual(shown.recipe.ingredients);
    expect(answered.instructions).toEqual(shown.recipe.instructions);
    expect(answered.servings).toBe(shown.recipe.servings);

    await api("POST", "/meal-plan/entries", {
      token,
      body: { date: weekStartOf(new Date().toISOString().slice(0, 10)), mealType: "breakfast", note: "Porridge" },
    });
    const planner = await call(mealPlanLoader, getRequest("/app/meal-plan"), { user: maya });
    expect((await api("GET", "/meal-plan", { token })).body.entries).toEqual((planner.data as { entries: unknown[] }).entries);
  });

  it("keeps cookbooks, ingredient lists and the cooking log, and reads a recipe page into a draft", async () => {
    const maya = await cook("Maya Okafor", "premium");
    const token = await tokenFor(maya);
    const book = await api("POST", "/cookbooks", { token, body: { name: "Weeknights", color: "bg-accent-green" } });
    expect(book.status).toBe(201);
    expect((await api("POST", "/cookbooks", { token, body: { name: "" } })).body.detail).toBe("Cookbook name is required");
    expect((await api("PUT", `/cookbooks/${book.body.id}/recipes/${catalog[0]}`, { token })).status).toBe(204);
    const filed = await api("GET", `/cookbooks/${book.body.id}`, { token });
    expect(filed.body).toMatchObject({ name: "Weeknights", recipeCount: 1, recipes: [{ id: catalog[0] }] });
    expect((await api("DELETE", `/cookbooks/${book.body.id}/recipes/${catalog[0]}`, { token })).status).toBe(204);
    expect((await api("GET", `/cookbooks/${book.body.id}`, { token })).body.recipes).toEqual([]);
    expect(
      (
        await api("PATCH", `/cookbooks/${book.body.id}`, {
          token,
          body: { name: "Weeknight Dinners", description: "Fast", color: "bg-accent-green" },
        })
      ).status,
    ).toBe(204);
    const renamed = await api("GET", `/cookbooks/${book.body.id}`, { token });
    expect(renamed.body).toMatchObject({ name: "Weeknight Dinners", description: "Fast" });
    // If-Match: a rename based on what was read before another change is refused; the current one goes through.
    const seen = renamed.headers.get("ETag")!;
    const edit = { name: "Tuesday Dinners", description: "Fast", color: "bg-accent-green" };
    expect((await api("PATCH", `/cookbooks/${book.body.id}`, { token, body: edit, headers: { "If-Match": seen } })).status).toBe(
      204,
    );
    const stale = await api("PATCH", `/cookbooks/${book.body.id}`, {
      token,
      body: { ...edit, name: "Lost Update" },
      headers: { "If-Match": seen },
    });
    expect(stale.status).toBe(412);
    expect((await api("DELETE", `/cookbooks/${book.body.id}`, { token, headers: { "If-Match": seen } })).status).toBe(412);
    expect((await api("GET", `/cookbooks/${book.body.id}`, { token })).body.name).toBe("Tuesday Dinners");
    const stranger = await tokenFor(await cook("Stella Stranger", "premium"));
    expect((await api("PUT", `/cookbooks/${book.body.id}/recipes/${catalog[0]}`, { token: stranger })).status).toBe(404);
    expect((await api("DELETE", `/cookbooks/${book.body.id}`, { token: stranger })).status).toBe(404);
    expect((await api("DELETE", `/cookbooks/${book.body.id}`, { token })).status).toBe(204);

    const list = await api("POST", "/ingredient-lists", { token, body: { name: "Fridge" } });
    expect(list.status).toBe(201);
    const item = await api("POST", `/ingredient-lists/${list.body.id}/items`, {
      token,
      body: { ingredient: "  spring   onions " },
    });
    expect(item.status).toBe(201);
    expect((await api("GET", "/ingredient-lists", { token })).body.items).toMatchObject([
      { id: list.body.id, name: "Fridge", items: [{ id: item.body.id, name: "spring onions" }] },
    ]);
    expect((await api("DELETE", `/ingredient-lists/${list.body.id}/items/${item.body.id}`, { token: stranger })).status).toBe(
      404,
    );
    expect((await api("DELETE", `/ingredient-lists/${list.body.id}/items/${item.body.id}`, { token })).status).toBe(204);
    expect((await api("DELETE", `/ingredient-lists/${list.body.id}`, { token })).status).toBe(204);
    expect((await api("GET", "/ingredient-lists", { token })).body.items).toEqual([]);

    const cooked = await api("POST", "/cooking-log", { token, body: { recipeId: catalog[1] } });
    expect(cooked.status).toBe(201);
    const rated = await api("PUT", `/recipes/${catalog[1]}/rating`, {
      token,
      body: { cookId: cooked.body.cookId, rating: 5, turnedOutWell: "yes" },
    });
    expect(rated.status).toBe(200);
    expect((await api("PUT", `/recipes/${catalog[1]}/rating`, { token, body: { rating: 9 } })).status).toBe(400);
    expect((await api("GET", "/cooking-log", { token })).body.items).toMatchObject([
      { cookId: cooked.body.cookId, recipeId: catalog[1], rating: 5, turnedOutWell: true },
    ]);

    // A recipe page on loopback (the test allows private addresses, as the browser tests' server does).
    const page = `<!doctype html><html><head><title>Shakshuka</title><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Green Shakshuka",
      description: "Eggs baked in a pan of greens and feta.",
      recipeIngredient: ["4 eggs", "200 g spinach", "100 g feta"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Wilt the spinach in the pan." },
        { "@type": "HowToStep", text: "Crack in the eggs and bake for 8 minutes." },
      ],
      recipeYield: "2 servings",
      totalTime: "PT25M",
    })}</script></head><body><h1>Green Shakshuka</h1></body></html>`;
    const server = createServer((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const config = env();
    const allowed = config.IMPORT_ALLOW_PRIVATE_ADDRESSES;
    config.IMPORT_ALLOW_PRIVATE_ADDRESSES = true;
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shakshuka`;
      const draft = await api("POST", "/recipes/import", { token, body: { url } });
      expect(draft.status).toBe(200);
      expect(draft.body).toMatchObject({
        title: "Green Shakshuka",
        servings: 2,
        cookTime: 25,
        ingredients: ["4 eggs", "200 g spinach", "100 g feta"],
      });
      config.IMPORT_ALLOW_PRIVATE_ADDRESSES = false;
      const refused = await api("POST", "/recipes/import", { token, body: { url } });
      expect(refused.status).toBe(400);
    } finally {
      config.IMPORT_ALLOW_PRIVATE_ADDRESSES = allowed;
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses bad input with the forms' messages and never answers 5xx (every endpoint fuzzed)", async () => {
    const maya = await cook("Maya Okafor", "ultimate");
    const token = await tokenFor(maya);
    const missing = await api("POST", "/recipes", { token, body: { ...recipeBody(word()), title: "" } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(RECIPE_FORM_MESSAGES.titleRequired);
    expect(missing.body.errors).toContainEqual({ path: "title", message: RECIPE_FORM_MESSAGES.titleRequired });
    expect((await api("POST", "/recipes", { token, raw: "{not json" })).status).toBe(400);
    expect((await api("POST", "/recipes", { token, raw: "[]" })).status).toBe(400);
    expect((await api("POST", "/recipes", { token, raw: "{}", headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    expect((await api("GET", "/nowhere", { token })).status).toBe(404);
    const wrong = await api("DELETE", "/me", { token });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("Allow")).toBe("GET");
    expect((await api("GET", "/recipes?cursor=bogus", { token })).body.detail).toBe(API_MESSAGES.invalidCursor);
    const farWeek = await api("POST", "/meal-plan/entries", {
      token,
      body: { date: "9999-01-01", mealType: "dinner", note: "x" },
    });
    expect(farWeek.body.detail).toBe(MEAL_PLAN_MESSAGES.dayOutOfRange);
    expect((await api("GET", "/recipes/999999999", { token })).body.detail).toBe(RECIPE_MESSAGES.notFound);

    const strange: unknown[] = [
      null,
      true,
      -1,
      1e308,
      "",
      "x".repeat(20_000),
      [],
      [1, "a", null],
      { nested: { deeper: [] } },
      "\u0000",
    ];
    const ids = ["0", "-1", "abc", "99999999999999999999", "%E0%A4%A", "00000000-0000-0000-0000-000000000000"];
    for (const endpoint of API_ENDPOINTS) {
      const paths = endpoint.path.includes("{") ? ids.map((id) => endpoint.path.replace(/\{\w+\}/g, id)) : [endpoint.path];
      for (const path of paths) {
        const bodies: unknown[] = endpoint.body
          ? [
              {},
              ...strange.map((value) => ({
                title: value,
                date: value,
                text: value,
                checked: value,
                mealType: value,
                recipeId: value,
                ingredients: value,
                tags: value,
              })),
            ]
          : [undefined];
        for (const body of bodies) {
          const answer = await api(endpoint.method, path, { token, body });
          expect(answer.status, `${endpoint.method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        }
      }
      if (endpoint.query) {
        for (const value of ["", "x".repeat(5000), "-1", "NaN", "[object Object]"]) {
          const query = new URLSearchParams({
            q: value,
            difficulty: value,
            maxTime: value,
            minRating: value,
            sort: value,
            cursor: value,
            week: value,
          });
          const answer = await api("GET", `${endpoint.path}?${query}`, { token });
          expect(answer.status, `${endpoint.path}?${value.slice(0, 20)}`).toBeLessThan(500);
        }
      }
    }
  });

  it("gives a private calendar address that parses as iCalendar and stops when revoked", async () => {
    const maya = await cook("Maya Okafor", "premium");
    const token = await tokenFor(maya);
    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    await api("POST", "/meal-plan/entries", {
      token,
      body: { date: monday, mealType: "dinner", recipeId: catalog[0], servings: 3 },
    });
    await api("POST", "/meal-plan/entries", {
      token,
      body: { date: addDays(monday, 1), mealType: "lunch", note: "Leftover soup" },
    });
    const made = await createCalendarFeed(db, maya.id);
    if (!made.ok) throw new Error(made.message);
    expect(made.value.secret).toMatch(/^cal_/);
    const feed = await api("GET", `/calendar/${made.value.secret}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const parsed = new ICAL.Component(ICAL.parse(feed.text));
    const events = parsed.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const byDay = Object.fromEntries(events.map((e) => [e.startDate.toString(), e]));
    expect(byDay[monday].summary).toMatch(/^Dinner: /);
    expect(byDay[monday].startDate.isDate).toBe(true);
    expect(String(byDay[monday].component.getFirstPropertyValue("url"))).toBe(`${ORIGIN}/recipe/${catalog[0]}`);
    expect(byDay[addDays(monday, 1)].summary).toBe("Lunch: Leftover soup");
    expect(parsed.getFirstPropertyValue("version")).toBe("2.0");
    expect(feed.text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(
      (await api("GET", `/calendar/${made.value.secret}.ics`, { headers: { "If-None-Match": feed.headers.get("ETag")! } }))
        .status,
    ).toBe(304);
    expect((await calendarFeedOf(db, maya.id))?.lastReadAt).not.toBeNull();

    const replaced = await createCalendarFeed(db, maya.id);
    if (!replaced.ok) throw new Error(replaced.message);
    expect((await api("GET", `/calendar/${made.value.secret}.ics`)).status).toBe(404);
    expect((await api("GET", `/calendar/${replaced.value.secret}.ics`)).status).toBe(200);
    expect(await revokeCalendarFeed(db, maya.id)).toMatchObject({ ok: true, message: API_TOKEN_MESSAGES.feedRevoked });
    expect((await api("GET", `/calendar/${replaced.value.secret}.ics`)).status).toBe(404);
    expect((await api("GET", "/calendar/cal_short.ics")).status).toBe(404);
  });

  it("answers browsers only from the origins the operator allows (CORS off by default)", async () => {
    const maya = await cook("Maya Okafor");
    const token = await tokenFor(maya);
    const dashboard = "https://dash.example.com";
    const closed = await api("OPTIONS", "/me", { headers: { Origin: dashboard, "Access-Control-Request-Method": "GET" } });
    expect(closed.status).toBe(204);
    expect(closed.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(
      (await api("GET", "/me", { token, headers: { Origin: dashboard } })).headers.get("Access-Control-Allow-Origin"),
    ).toBeNull();
    const config = env();
    const before = config.API_CORS_ORIGINS;
    config.API_CORS_ORIGINS = [dashboard];
    try {
      const preflight = await api("OPTIONS", "/me", { headers: { Origin: dashboard, "Access-Control-Request-Method": "GET" } });
      expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe(dashboard);
      expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
      const read = await api("GET", "/me", { token, headers: { Origin: dashboard } });
      expect(read.status).toBe(200);
      expect(read.headers.get("Access-Control-Allow-Origin")).toBe(dashboard);
      expect(read.headers.get("Access-Control-Expose-Headers")).toContain("ETag");
      const other = await api("GET", "/me", { token, headers: { Origin: "https://elsewhere.example" } });
      expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
    } finally {
      config.API_CORS_ORIGINS = before;
    }
  });

  it("publishes an OpenAPI 3.1 document that validates and names every endpoint", async () => {
    const answer = await api("GET", "/openapi.json");
    expect(answer.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(answer.body);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(answer.body.openapi).toBe("3.1.0");
    for (const endpoint of API_ENDPOINTS) {
      expect(answer.body.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.operationId);
    }
    const create = answer.body.paths["/recipes"].post.requestBody.content["application/json"].schema;
    expect(create.required).toEqual(expect.arrayContaining(["title", "description", "ingredients", "instructions"]));
  });
});
