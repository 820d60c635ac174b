/**
 * The API's ownership matrix (issue 30): every endpoint × (owner, household member, other cook, no
 * token, read-only token, revoked token), on both databases. Maya owns a household (Sam is in it);
 * Stella is a stranger. Each row names what each of them gets; after a write that went through, the
 * next try gets fresh rows. Whatever anyone but Maya is answered never holds Maya's private words,
 * and a member sees the household's week and list but not her private recipe, cookbook or list. An
 * endpoint without a row fails the test.
 */
process.env.AUTH_SECRET ??= "api-ownership-secret-of-enough-length-0123456789abcdef";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { weekStartOf } from "~/domain/meal-plan/week";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { API_ENDPOINTS } from "~/server/api/endpoints.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/server/api/tokens.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { acceptInvite, createHousehold, createInvite } from "~/server/households/households.server";
import { api, recipeBody } from "../support/api";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";

/** Maya's rows for one try: ids, and the words only she may read. */
interface Rows {
  recipe: number;
  book: string;
  list: string;
  listItem: string;
  entry: string;
  item: string;
  cookId: string;
  /** A catalog recipe, not in Maya's book. */
  catalog: number;
}

/** What an actor gets: a status, or any 2xx ("ok"), or any 4xx. */
type Expect = number | "ok" | "4xx";

interface Row {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  template: string;
  path: (rows: Rows) => string;
  body?: (rows: Rows) => unknown;
  owner: Expect;
  member: Expect;
  other: Expect;
}

const WORDS = ["Zorblatian", "Maya's Favourites", "Maya's Fridge", "tamarind paste", "Tacos with Nana", "yuzu kosho"];
const PRIVATE = ["Zorblatian", "Maya's Favourites", "Maya's Fridge", "tamarind paste"];

const ALL_OK = { owner: "ok", member: "ok", other: "ok" } as const;

const ROWS: Row[] = [
  { method: "GET", template: "/me", path: () => "/me", ...ALL_OK },
  { method: "GET", template: "/recipes", path: () => "/recipes?q=Zorblatian", ...ALL_OK },
  { method: "GET", template: "/recipes/{id}", path: (r) => `/recipes/${r.recipe}`, owner: 200, member: 404, other: 404 },
  { method: "POST", template: "/recipes", path: () => "/recipes", body: () => recipeBody("Quinceward"), ...ALL_OK },
  {
    method: "PUT",
    template: "/recipes/{id}",
    path: (r) => `/recipes/${r.recipe}`,
    body: () => recipeBody("Zorblatian"),
    owner: 200,
    member: 404,
    other: 404,
  },
  { method: "DELETE", template: "/recipes/{id}", path: (r) => `/recipes/${r.recipe}`, owner: 204, member: 404, other: 404 },
  // No network here: an address the import refuses (a private one), the same answer for anyone with a token.
  {
    method: "POST",
    template: "/recipes/import",
    path: () => "/recipes/import",
    body: () => ({ url: "http://127.0.0.1:9/recipe" }),
    owner: "4xx",
    member: "4xx",
    other: "4xx",
  },
  { method: "GET", template: "/saved", path: () => "/saved", ...ALL_OK },
  // Maya's rows have it saved already: the page's "already saved" (saving works: api.test.ts).
  { method: "PUT", template: "/saved/{id}", path: (r) => `/saved/${r.recipe}`, owner: 409, member: 404, other: 404 },
  { method: "DELETE", template: "/saved/{id}", path: (r) => `/saved/${r.recipe}`, owner: 204, member: 404, other: 404 },
  { method: "GET", template: "/cookbooks", path: () => "/cookbooks", ...ALL_OK },
  { method: "POST", template: "/cookbooks", path: () => "/cookbooks", body: () => ({ name: "Weeknights" }), ...ALL_OK },
  { method: "GET", template: "/cookbooks/{id}", path: (r) => `/cookbooks/${r.book}`, owner: 200, member: 404, other: 404 },
  {
    method: "PATCH",
    template: "/cookbooks/{id}",
    path: (r) => `/cookbooks/${r.book}`,
    body: () => ({ name: "Renamed", description: "", color: "bg-accent-green" }),
    owner: 204,
    member: 404,
    other: 404,
  },
  { method: "DELETE", template: "/cookbooks/{id}", path: (r) => `/cookbooks/${r.book}`, owner: 204, member: 404, other: 404 },
  {
    method: "PUT",
    template: "/cookbooks/{id}/recipes/{recipeId}",
    // A catalog recipe everyone may see, into Maya's book.
    path: (r) => `/cookbooks/${r.book}/recipes/${r.catalog}`,
    owner: 204,
    member: 404,
    other: 404,
  },
  {
    method: "DELETE",
    template: "/cookbooks/{id}/recipes/{recipeId}",
    path: (r) => `/cookbooks/${r.book}/recipes/${r.recipe}`,
    owner: 204,
    member: 404,
    other: 404,
  },
  { method: "GET", template: "/ingredient-lists", path: () => "/ingredient-lists", ...ALL_OK },
  {
    method: "POST",
    template: "/ingredient-lists",
    path: () => "/ingredient-lists",
    body: () => ({ name: "Pantry shelf" }),
    ...ALL_OK,
  },
  {
    method: "DELETE",
    template: "/ingredient-lists/{id}",
    path: (r) => `/ingredient-lists/${r.list}`,
    owner: 204,
    member: 404,
    other: 404,
  },
  {
    method: "POST",
    template: "/ingredient-lists/{id}/items",
    path: (r) => `/ingredient-lists/${r.list}/items`,
    body: () => ({ ingredient: "capers" }),
    owner: 201,
    member: 404,
    other: 404,
  },
  {
    method: "DELETE",
    template: "/ingredient-lists/{id}/items/{itemId}",
    path: (r) => `/ingredient-lists/${r.list}/items/${r.listItem}`,
    owner: 204,
    member: 404,
    other: 404,
  },
  // The household's week and list are the member's too; a stranger has their own, empty ones.
  { method: "GET", template: "/meal-plan", path: () => "/meal-plan", ...ALL_OK },
  {
    method: "POST",
    template: "/meal-plan/entries",
    path: () => "/meal-plan/entries",
    // Planning a recipe only its author may see.
    body: (r) => ({ date: weekStartOf(new Date().toISOString().slice(0, 10)), mealType: "lunch", recipeId: r.recipe }),
    owner: 201,
    member: 404,
    other: 404,
  },
  {
    method: "GET",
    template: "/meal-plan/entries/{id}",
    path: (r) => `/meal-plan/entries/${r.entry}`,
    owner: 200,
    member: 200,
    other: 404,
  },
  {
    method: "PATCH",
    template: "/meal-plan/entries/{id}",
    path: (r) => `/meal-plan/entries/${r.entry}`,
    body: () => ({ date: weekStartOf(new Date().toISOString().slice(0, 10)), mealType: "lunch" }),
    owner: 204,
    member: 204,
    other: 404,
  },
  {
    method: "DELETE",
    template: "/meal-plan/entries/{id}",
    path: (r) => `/meal-plan/entries/${r.entry}`,
    owner: 204,
    member: 204,
    other: 404,
  },
  { method: "GET", template: "/shopping-list", path: () => "/shopping-list", ...ALL_OK },
  {
    method: "POST",
    template: "/shopping-list/items",
    path: () => "/shopping-list/items",
    body: () => ({ text: "oat milk" }),
    owner: 201,
    member: 201,
    other: 201,
  },
  {
    method: "POST",
    template: "/shopping-list/generate",
    path: () => "/shopping-list/generate",
    body: () => ({ week: weekStartOf(new Date().toISOString().slice(0, 10)) }),
    owner: 200,
    member: 200,
    // Stella's own week is empty: the page's message, not Maya's list.
    other: 400,
  },
  {
    method: "GET",
    template: "/shopping-list/items/{id}",
    path: (r) => `/shopping-list/items/${r.item}`,
    owner: 200,
    member: 200,
    other: 404,
  },
  {
    method: "PATCH",
    template: "/shopping-list/items/{id}",
    path: (r) => `/shopping-list/items/${r.item}`,
    body: () => ({ checked: true }),
    owner: 204,
    member: 204,
    other: 404,
  },
  {
    method: "DELETE",
    template: "/shopping-list/items/{id}",
    path: (r) => `/shopping-list/items/${r.item}`,
    owner: 204,
    member: 204,
    other: 404,
  },
  { method: "GET", template: "/cooking-log", path: () => "/cooking-log", ...ALL_OK },
  {
    method: "POST",
    template: "/cooking-log",
    path: () => "/cooking-log",
    body: (r) => ({ recipeId: r.recipe }),
    owner: 201,
    member: 404,
    other: 404,
  },
  {
    method: "GET",
    template: "/recipes/{recipeId}/rating",
    path: (r) => `/recipes/${r.recipe}/rating`,
    owner: 200,
    member: 404,
    other: 404,
  },
  {
    method: "PUT",
    template: "/recipes/{recipeId}/rating",
    path: (r) => `/recipes/${r.recipe}/rating`,
    body: (r) => ({ cookId: r.cookId, rating: 4, turnedOutWell: "yes" }),
    owner: 200,
    member: 404,
    other: 404,
  },
];

function matches(status: number, expected: Expect): boolean {
  if (expected === "ok") return status >= 200 && status < 300;
  if (expected === "4xx") return status >= 400 && status < 500;
  return status === expected;
}

it("has a row for every endpoint of the API", () => {
  const endpoints = API_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort();
  expect(ROWS.map((r) => `${r.method} ${r.template}`).sort()).toEqual(endpoints);
});

describe.each(DATABASE_KINDS)("the API's ownership matrix on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let maya: SessionUser;
  let catalogRecipe: number;
  const tokens: Record<"owner" | "member" | "other" | "readOnly" | "revoked", string> = {
    owner: "",
    member: "",
    other: "",
    readOnly: "",
    revoked: "",
  };

  async function tokenFor(user: SessionUser, scope: "read" | "write" = "write"): Promise<string> {
    const made = await createApiToken(db, user.id, { name: `${scope} token`, scope, expiresIn: "30" });
    if (!made.ok) throw new Error(made.message);
    return made.value.secret;
  }

  /** Fresh rows of Maya's for one try, made through the API as she would. */
  async function mayasRows(): Promise<Rows> {
    const token = tokens.owner;
    const ok = async (method: string, path: string, body?: unknown) => {
      const answer = await api(method, path, { token, body });
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
      return answer.body;
    };
    const recipe = (await ok("POST", "/recipes", recipeBody("Zorblatian"))).id as number;
    await ok("PUT", `/saved/${recipe}`);
    const book = (await ok("POST", "/cookbooks", { name: "Maya's Favourites" })).id as string;
    await ok("PUT", `/cookbooks/${book}/recipes/${recipe}`);
    const list = (await ok("POST", "/ingredient-lists", { name: "Maya's Fridge" })).id as string;
    const listItem = (await ok("POST", `/ingredient-lists/${list}/items`, { ingredient: "tamarind paste" })).id as string;
    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    const entry = (await ok("POST", "/meal-plan/entries", { date: monday, mealType: "dinner", note: "Tacos with Nana" }))
      .id as string;
    await ok("POST", "/meal-plan/entries", { date: monday, mealType: "breakfast", recipeId: catalogRecipe });
    const item = (await ok("POST", "/shopping-list/items", { text: "yuzu kosho" })).id as string;
    const cookId = (await ok("POST", "/cooking-log", { recipeId: recipe })).cookId as string;
    return { recipe, book, list, listItem, entry, item, cookId, catalog: catalogRecipe };
  }

  let rateLimit = 0;

  beforeAll(async () => {
    // Maya's rows are made afresh for every try, through her token: far past a minute's allowance.
    rateLimit = env().API_RATE_LIMIT_PER_MINUTE;
    env().API_RATE_LIMIT_PER_MINUTE = 1_000_000;
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    [catalogRecipe] = await createRecipes(db, [
      buildRecipeSeed({ title: "Weeknight Chicken Curry", ingredients: ["400 ml coconut milk", "500 g chicken thighs"] }),
    ]);
    maya = await createSessionUser(db, { name: "Maya Okafor", plan: "ultimate" });
    const household = await createHousehold(db, maya, { name: "The Okafors" });
    if (!household.ok) throw new Error(household.message);
    const sam = await createSessionUser(db, { name: "Sam Okafor", plan: "premium" });
    const invite = await createInvite(db, maya, { forWhom: "Sam" });
    if (!invite.ok) throw new Error(invite.message);
    expect((await acceptInvite(db, sam, invite.value.token)).ok).toBe(true);
    const stella = await createSessionUser(db, { name: "Stella Stranger", plan: "ultimate" });
    tokens.revoked = await tokenFor(maya);
    const revoked = (await listApiTokens(db, maya.id)).find((t) => t.scope === "write")!;
    await revokeApiToken(db, maya.id, revoked.id);
    tokens.owner = await tokenFor(maya);
    tokens.member = await tokenFor(sam);
    tokens.other = await tokenFor(stella);
    tokens.readOnly = await tokenFor(maya, "read");
  });
  afterAll(async () => {
    env().API_RATE_LIMIT_PER_MINUTE = rateLimit;
    await database?.destroy();
  });

  it("no token and a revoked token: 401 on every endpoint; a read-only token: reads as Maya, 403 on every write", async () => {
    const rows = await mayasRows();
    for (const row of ROWS) {
      const call = `${row.method} ${row.template}`;
      const body = row.body?.(rows);
      expect((await api(row.method, row.path(rows), { body })).status, `${call} without a token`).toBe(401);
      expect((await api(row.method, row.path(rows), { token: tokens.revoked, body })).status, `${call} revoked`).toBe(401);
      const readOnly = await api(row.method, row.path(rows), { token: tokens.readOnly, body });
      if (row.method === "GET") expect(matches(readOnly.status, row.owner), `${call} read-only: ${readOnly.status}`).toBe(true);
      else expect(readOnly.status, `${call} read-only`).toBe(403);
    }
  });

  it("holds a token to its cook's plan: a free cook's has no shopping list (the page's message)", async () => {
    const fred = await createSessionUser(db, { name: "Fred Free" });
    const refused = await api("GET", "/shopping-list", { token: await tokenFor(fred) });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(SUBSCRIPTION_MESSAGES.featureUnavailable);
  });

  for (const actor of ["owner", "member", "other"] as const) {
    it(`${actor === "owner" ? "the owner" : actor === "member" ? "a household member" : "another cook"}: each endpoint answers as the row says, and no one else reads Maya's private words`, async () => {
      let rows = await mayasRows();
      for (const row of ROWS) {
        const answer = await api(row.method, row.path(rows), { token: tokens[actor], body: row.body?.(rows) });
        const call = `${row.method} ${row.path(rows)} by the ${actor}`;
        expect(matches(answer.status, row[actor]), `${call}: ${answer.status} ${answer.text.slice(0, 200)}`).toBe(true);
        const secret = actor === "other" ? WORDS : actor === "member" ? PRIVATE : [];
        for (const word of secret) expect(answer.text, `${call} shows "${word}"`).not.toContain(word);
        // A write that went through may have changed Maya's rows: the next try gets fresh ones.
        if (row.method !== "GET" && answer.status < 300) rows = await mayasRows();
      }
    });
  }
});
