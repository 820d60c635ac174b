/**
 * The API answers what the pages show (issue 30: the pages and the API call the same services): for
 * each thing a cook keeps, the API's answer is compared with the loader of the page that shows it,
 * on both databases. (The recipe page and the meal planner are compared in api.test.ts.)
 */
process.env.AUTH_SECRET ??= "api-pages-secret-of-enough-length-0123456789abcdef";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { createApiToken } from "~/server/api/tokens.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { loader as browseLoader } from "~/routes/browse";
import { loader as cookbooksLoader } from "~/routes/app.cookbooks";
import { loader as manageLoader } from "~/routes/app.cookbooks.manage";
import { loader as historyLoader } from "~/routes/app.cooking-history";
import { loader as listsLoader } from "~/routes/app.ingredient-lists";
import { loader as profileLoader } from "~/routes/app.profile";
import { loader as shoppingLoader } from "~/routes/app.shopping";
import { api } from "../support/api";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, getRequest } from "../support/routes";

// The pages' loader data, as far as these comparisons read it.
type Card = { id: number; title: string; rating: number; ratingCount: number };
interface Pages {
  shopping: { items: { id: string; text: string; checked: boolean; aisle: string; sources: string[] }[] };
  cookbooks: {
    cookbooks: { id: string; name: string; description: string; color: string; recipeCount: number; shared: boolean }[];
  };
  manage: { cookbook: { name: string; recipes: Card[] } };
  profile: { user: { name: string; email: string; planId: string }; saved: Card[] };
  lists: { lists: { id: string; name: string; isPantry: boolean; items: { id: string; name: string }[] }[] };
  history: { entries: { cookId: string; recipeId: number; title: string; cookedAt: string; rating: number | null }[] };
  browse: { recipes: Card[]; total: number };
}

describe.each(DATABASE_KINDS)("the API and the pages on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let maya: SessionUser;
  let token: string;
  let curry: number;
  let cake: number;
  let book: string;

  const page = async <K extends keyof Pages>(_: K, loader: Parameters<typeof call>[0], path: string, params = {}) =>
    (await call(loader, getRequest(path), { user: maya, params })).data as Pages[K];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    [curry, cake] = await createRecipes(db, [
      buildRecipeSeed({ title: "Weeknight Chicken Curry", ingredients: ["400 ml coconut milk", "500 g chicken thighs"] }),
      buildRecipeSeed({ title: "Lemon Drizzle Cake", tags: ["baking"] }),
    ]);
    maya = await createSessionUser(db, { name: "Maya Okafor", plan: "premium" });
    const made = await createApiToken(db, maya.id, { name: "Pages", scope: "write", expiresIn: "30" });
    if (!made.ok) throw new Error(made.message);
    token = made.value.secret;
    // Maya's kitchen, kept through the API.
    const ok = async (method: string, path: string, body?: unknown) => {
      const answer = await api(method, path, { token, body });
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
      return answer.body;
    };
    await ok("PUT", `/saved/${curry}`);
    await ok("PUT", `/saved/${cake}`);
    book = (await ok("POST", "/cookbooks", { name: "Weeknights", description: "Quick ones" })).id;
    await ok("PUT", `/cookbooks/${book}/recipes/${cake}`);
    await ok("PUT", `/cookbooks/${book}/recipes/${curry}`);
    await ok("POST", "/cookbooks", { name: "Baking" });
    const fridge = (await ok("POST", "/ingredient-lists", { name: "Fridge" })).id;
    await ok("POST", `/ingredient-lists/${fridge}/items`, { ingredient: "capers" });
    await ok("POST", `/ingredient-lists/${fridge}/items`, { ingredient: "lemons" });
    await ok("POST", "/shopping-list/items", { text: "oat milk" });
    const bread = (await ok("POST", "/shopping-list/items", { text: "1 loaf sourdough" })).id;
    await ok("PATCH", `/shopping-list/items/${bread}`, { checked: true });
    const cooked = await ok("POST", "/cooking-log", { recipeId: curry });
    await ok("PUT", `/recipes/${curry}/rating`, { cookId: cooked.cookId, rating: 4, turnedOutWell: "yes" });
    await ok("POST", "/cooking-log", { recipeId: cake });
  });
  afterAll(() => database?.destroy());

  it("the shopping list: the same items, ticks, aisles and sources as /app/shopping", async () => {
    const shown = await page("shopping", shoppingLoader, "/app/shopping");
    const answered = (await api("GET", "/shopping-list", { token })).body.items;
    expect(shown.items).toHaveLength(2);
    expect(answered).toEqual(shown.items);
  });

  it("the cookbooks: the same books, names, colours and counts as /app/cookbooks", async () => {
    const shown = await page("cookbooks", cookbooksLoader, "/app/cookbooks");
    const answered = (await api("GET", "/cookbooks", { token })).body.items;
    const fields = (b: Pages["cookbooks"]["cookbooks"][number]) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      color: b.color,
      recipeCount: b.recipeCount,
      shared: b.shared,
    });
    expect(shown.cookbooks).toHaveLength(2);
    expect(answered).toEqual(shown.cookbooks.map(fields));
  });

  it("a cookbook: the same recipes, in the same order, as its page", async () => {
    const shown = await page("manage", manageLoader, `/app/cookbooks/${book}/manage`, { id: book });
    const answered = (await api("GET", `/cookbooks/${book}`, { token })).body;
    expect(answered.name).toBe(shown.cookbook.name);
    expect(shown.cookbook.recipes).toHaveLength(2);
    const card = (r: Card) => [r.id, r.title, r.rating, r.ratingCount];
    expect(answered.recipes.map(card)).toEqual(shown.cookbook.recipes.map(card));
  });

  it("saved recipes: the same recipes, in the same order, as Browse's Saved only; the profile's name and plan as /me", async () => {
    const shown = await page("browse", browseLoader, "/app/browse?saved=true");
    const saved = (await api("GET", "/saved", { token })).body.items;
    const card = (r: Card) => [r.id, r.title, r.rating, r.ratingCount];
    expect(shown.recipes).toHaveLength(2);
    expect(saved.map(card)).toEqual(shown.recipes.map(card));
    const profile = await page("profile", profileLoader, "/app/profile");
    expect(profile.saved.map((r) => r.id).sort()).toEqual(saved.map((r: Card) => r.id).sort());
    const me = (await api("GET", "/me", { token })).body;
    expect([me.name, me.email, me.plan.id]).toEqual([profile.user.name, profile.user.email, profile.user.planId]);
  });

  it("ingredient lists: the same lists and items as /app/ingredient-lists", async () => {
    const shown = await page("lists", listsLoader, "/app/ingredient-lists");
    const answered = (await api("GET", "/ingredient-lists", { token })).body.items;
    const list = (l: Pages["lists"]["lists"][number]) => ({ id: l.id, name: l.name, isPantry: l.isPantry, items: l.items });
    expect(shown.lists[0].items.map((i) => i.name).sort()).toEqual(["capers", "lemons"]);
    expect(answered.map(list)).toEqual(shown.lists.map(list));
  });

  it("the cooking log: the same cooks, times and ratings as the cooking history", async () => {
    const shown = await page("history", historyLoader, "/app/cooking-history");
    const answered = (await api("GET", "/cooking-log", { token })).body.items;
    const entry = (e: Pages["history"]["entries"][number]) => [e.cookId, e.recipeId, e.title, e.cookedAt, e.rating];
    expect(shown.entries).toHaveLength(2);
    expect(answered.map(entry)).toEqual(shown.entries.map(entry));
  });

  it("search: the same recipes, in the same order, as /browse for the same words and sort", async () => {
    for (const query of ["q=curry", "q=lemon", "tag=baking", "sort=cookTime", "q=zzzz"]) {
      const shown = await page("browse", browseLoader, `/app/browse?${query}`);
      const answered = (await api("GET", `/recipes?${query}`, { token })).body;
      const card = (r: Card) => [r.id, r.title];
      expect(answered.items.map(card), query).toEqual(shown.recipes.slice(0, answered.items.length).map(card));
      expect(answered.total, query).toBe(shown.total);
    }
  });
});
