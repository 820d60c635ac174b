/**
 * Property-based fuzzing of every loader and action (the routes of app/routes.ts), signed out and
 * signed in: generated methods, paths, query strings, form bodies, content types and odd bytes.
 * Then every field of every action as a Premium and an Ultimate cook (a free one is refused with 403
 * before most fields are read), with days, ids, enums, numbers and lengths at and past their edges.
 * Any 5xx fails. Deterministic (fixed seed) and bounded in time; prints the seed and the counts.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import fc from "fast-check";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { AI_PROMPT_MAX } from "../../app/domain/ai/ai-recipe";
import { COOKBOOK_COLOR_VALUES, COOKBOOK_DESCRIPTION_MAX, COOKBOOK_NAME_MAX } from "../../app/domain/kitchen/cookbook";
import { COOK_QUESTION_MAX } from "../../app/domain/cooking/cook-question";
import { MEAL_TYPES } from "../../app/domain/meal-plan/meal-plan";
import { DIETARY_OPTIONS, SKILL_LEVELS } from "../../app/domain/accounts/profile";
import { DIFFICULTIES } from "../../app/domain/recipes/recipe";
import { UNIT_SYSTEMS } from "../../app/domain/ingredients/unit-system";
import { LIST_ITEM_MAX, LIST_NAME_MAX } from "../../app/domain/validation/kitchen";
import {
  FIRST_DAY,
  LAST_DAY,
  MAX_PLANNED_SERVINGS,
  MAX_SHOPPING_SERVINGS,
  MEAL_NOTE_MAX,
  SHOPPING_ITEM_MAX,
} from "../../app/domain/validation/meal-plan";
import { MAX_RECIPE_ID, RecipeIdSchema } from "../../app/domain/validation/recipe-id";
import { RECIPE_LIMITS } from "../../app/domain/validation/recipe";
import routes from "../../app/routes";
import { MODERATION_ACTIONS, MODERATION_NOTE_MAX } from "../../app/domain/admin/moderation";
import { SITE_INVITE_NOTE_MAX } from "../../app/domain/admin/site-invites";
import { USER_ACTIONS } from "../../app/domain/admin/user-actions";
import { PLAN_IDS } from "../../app/domain/plans";
import { E2E_BASE_URL, newAccount, signUp } from "./support";
import { adminPage } from "./admin-account";
import { expect, test } from "./fixtures";

const SEED = 20261123;
const TIME_LIMIT_MS = 25_000;

/** Every route path pattern of the app, e.g. "/app/cookbooks/:id/manage", "/api/auth/*". */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path !== undefined || entry.index ? [path || "/"] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const PATTERNS = [...new Set(routePaths(routes))].filter((p) => !p.startsWith("/_test"));

const odd = fc.constantFrom(
  "\0",
  "%00",
  "2147483648",
  "-1",
  "0",
  "1e309",
  "NaN",
  "[]",
  "a".repeat(5000),
  "\u{1F373}",
  "\uD800",
  "../../etc/passwd",
  "//evil.example",
  "<script>",
  "' or 1=1 --",
  "00000000-0000-0000-0000-000000000000",
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }), odd);
const fieldName = fc.oneof(
  fc.constantFrom(
    "intent",
    "recipeId",
    "cookbookId",
    "listId",
    "name",
    "description",
    "email",
    "password",
    "confirmPassword",
    "token",
    "redirectTo",
    "rememberMe",
    "terms",
    "q",
    "provider",
    "items",
    "ingredients",
    "page",
  ),
  fc.string({ maxLength: 12 }),
  fc.constantFrom("a[0].b", "a".padEnd(300, "[x]"), "__proto__", "constructor.prototype"),
);
const intent = fc.constantFrom(
  "save",
  "unsave",
  "save-many",
  "create",
  "update",
  "delete",
  "add-recipes",
  "remove-recipe",
  "social",
  "profile",
  "preferences",
  "notifications",
  "delete-account",
);
const fields = fc.array(fc.tuple(fieldName, text), { maxLength: 8 });
/** Path segments; those starting with % go into the URL as they are (malformed escapes included). */
const segment = fc.oneof(
  fc.constantFrom("1", "2", "83", "999999", "%FF", "%E0%A4%A", "%2e%2e", "%C0%AF"),
  odd,
  fc.string({ maxLength: 10 }),
);
const encodeSegment = (s: string) => (s.startsWith("%") ? s : encodeURIComponent(s.toWellFormed()));

const requestArb = fc.record({
  pattern: fc.constantFrom(...PATTERNS),
  ids: fc.array(segment, { minLength: 2, maxLength: 2 }),
  suffix: fc.constantFrom("", "", ".data", "?index", "/"),
  method: fc.constantFrom("GET", "GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"),
  query: fc.array(fc.tuple(fieldName, text), { maxLength: 4 }),
  intent: fc.option(intent),
  fields,
  contentType: fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=broken",
    "text/plain",
    "application/json",
    undefined,
  ),
});

type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function urlOf(r: FuzzRequest): string {
  let i = 0;
  const path = r.pattern
    .replace(/:[a-z]+/gi, () => encodeSegment(r.ids[i++ % r.ids.length]!))
    .replace("*", () => encodeSegment(r.ids[1]!));
  const query = new URLSearchParams(r.query.map(([k, v]) => [k, v])).toString();
  const base = r.suffix === "?index" ? `${path}?index` : `${path === "/" && r.suffix === ".data" ? "/_root" : path}${r.suffix}`;
  // "//x" would name another host.
  const url = query ? `${base}${base.includes("?") ? "&" : "?"}${query}` : base;
  return url.replace(/^\/{2,}/, "/");
}

function bodyOf(r: FuzzRequest): { body: Buffer | string; contentType?: string } {
  const pairs: [string, string][] = [...(r.intent ? [["intent", r.intent] as [string, string]] : []), ...r.fields];
  if (r.contentType === "multipart/form-data") {
    const boundary = "fuzzBoundary7MA4YWxkTrZu0gW";
    const parts = pairs.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    return {
      body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }
  if (r.contentType === "application/json")
    return { body: JSON.stringify(Object.fromEntries(pairs)), contentType: r.contentType };
  return { body: new URLSearchParams(pairs).toString(), contentType: r.contentType };
}

async function fuzz(context: APIRequestContext, label: string, exclude: RegExp | null) {
  const counts = { requests: 0, "2xx/3xx": 0, "4xx": 0, "5xx": 0 };
  const failures: string[] = [];
  await fc
    .assert(
      fc.asyncProperty(requestArb, async (r) => {
        if (exclude?.test(r.pattern)) return true;
        const url = urlOf(r);
        const hasBody = r.method !== "GET" && r.method !== "HEAD";
        const { body, contentType } = bodyOf(r);
        const response = await context.fetch(url, {
          method: r.method,
          headers: { Origin: E2E_BASE_URL, ...(hasBody && contentType ? { "Content-Type": contentType } : {}) },
          data: hasBody ? body : undefined,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        const status = response.status();
        counts.requests++;
        if (status >= 500) {
          counts["5xx"]++;
          failures.push(`${r.method} ${url} (${contentType}) -> ${status}`);
        } else if (status >= 400) counts["4xx"]++;
        else counts["2xx/3xx"]++;
        return status < 500;
      }),
      { seed: SEED, numRuns: 3000, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false, endOnFailure: true },
    )
    .catch((error: unknown) => {
      console.info(`[fuzz ${label}] seed ${SEED}`, counts, failures);
      throw error;
    });
  console.info(`[fuzz ${label}] seed ${SEED}, ${PATTERNS.length} route patterns`, counts);
  expect(counts.requests).toBeGreaterThan(50);
  expect(counts["5xx"]).toBe(0);
}

test.describe("fuzzing every loader and action", () => {
  test.describe.configure({ timeout: 60_000 });

  test("signed out: no input makes a 5xx", async ({ playwright }) => {
    const context = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await fuzz(context, "signed out", null);
    await context.dispose();
  });

  test("signed in: no input makes a 5xx", async ({ page }) => {
    await signUp(page);
    // Signing out would end the signed-in part early.
    await fuzz(page.request, "signed in", /^\/logout$/);
  });
});

/*
 * Premium and Ultimate: each action's own fields, each drawn from its valid values and from values at
 * and just past its edges (or left out). Ids include the cook's own (made in the set-up), so the
 * requests reach the services and the database, not only the schemas.
 */
const PAID_TIME_LIMIT_MS = 10_000;
type FieldValue = string | string[] | undefined;
type Fields = Record<string, fc.Arbitrary<FieldValue>>;
interface Owned {
  recipeId: string;
  uuids: string[];
}
interface PaidAction {
  method: "GET" | "POST";
  path: (owned: Owned) => fc.Arbitrary<string>;
  intent?: string;
  /** Each field's values, or (when fields depend on each other) the whole form's. */
  fields: (owned: Owned) => Fields | fc.Arbitrary<Record<string, FieldValue>>;
}

const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
const at = (base: number, ...offsets: number[]) => offsets.map((o) => String(base + o));
/** Whole numbers around [min, max], and numbers that are not whole or not numbers. */
const whole = (min: number, max: number) =>
  oneOf(...at(min, -1, 0, 1), ...at(max, -1, 0, 1), "0.5", "-0", "1e3", "1e309", "NaN", "", " 1", "0x10");
/** Text at its limit and one past it, blank, and odd characters. */
const textUpTo = (max: number, min = 1) =>
  oneOf(
    "",
    " ",
    "a".repeat(Math.max(min - 1, 0)),
    "a".repeat(min),
    "a".repeat(max),
    "a".repeat(max + 1),
    "\u{1F373}".repeat(max),
    "a\0b",
    "<b>x</b>",
  );
const enumOf = (values: readonly string[]) => oneOf(...values, "", values[0]!.toUpperCase(), `${values[0]} `, "other");
const day = oneOf(
  FIRST_DAY,
  LAST_DAY,
  "1969-12-31",
  "9999-01-01",
  "9999-12-31",
  "0000-01-03",
  "0001-01-01",
  "2028-02-29",
  "2026-02-29",
  "2026-13-01",
  "+010000-01-01",
  "",
  new Date().toISOString().slice(0, 10),
);
const recipeIdEdges = [
  "1",
  "83",
  "0",
  "-1",
  String(MAX_RECIPE_ID),
  String(MAX_RECIPE_ID + 1),
  "99999999999",
  "1.5",
  "1e3",
  "",
  "abc",
];
const recipeId = (owned: Owned) => oneOf(owned.recipeId, ...recipeIdEdges);
const recipeIds = (owned: Owned) =>
  fc.oneof(
    recipeId(owned),
    fc.array(recipeId(owned), { maxLength: 4 }),
    oneOf(Array.from({ length: 501 }, (_, i) => String(i + 1))),
  );
const anyId = (owned: Owned) =>
  oneOf(...owned.uuids, "00000000-0000-0000-0000-000000000000", crypto.randomUUID(), "not-a-uuid", "x".repeat(65), "", "1");
const flag = oneOf("on", "true", "false", "", "1");
const recipeForm = {
  title: textUpTo(RECIPE_LIMITS.titleMax, RECIPE_LIMITS.titleMin),
  description: textUpTo(RECIPE_LIMITS.descriptionMax, RECIPE_LIMITS.descriptionMin),
  imageUrl: oneOf("", "https://example.com/a.jpg", "javascript:alert(1)", `https://example.com/${"a".repeat(3000)}.png`),
  cookTime: whole(1, RECIPE_LIMITS.cookTimeMax),
  servings: whole(1, RECIPE_LIMITS.servingsMax),
  difficulty: enumOf(DIFFICULTIES),
  ingredients: oneOf("", "2 cups rice\n1 tsp salt", Array.from({ length: 51 }, (_, i) => `${i} g flour`).join("\n")),
  instructions: oneOf("", "Boil the water.\nCook the rice.", Array.from({ length: 31 }, () => "Stir well.").join("\n")),
  tags: oneOf("", "a", "soup, quick", Array.from({ length: 11 }, (_, i) => `tag${i}`).join(",")),
  author: textUpTo(50, 2),
};

const PAID_ACTIONS: PaidAction[] = [
  { method: "POST", path: () => oneOf("/app/saved"), intent: "save", fields: (o) => ({ recipeId: recipeId(o) }) },
  { method: "POST", path: () => oneOf("/app/saved"), intent: "unsave", fields: (o) => ({ recipeId: recipeId(o) }) },
  { method: "POST", path: () => oneOf("/app/saved"), intent: "save-many", fields: (o) => ({ recipeId: recipeIds(o) }) },
  { method: "POST", path: () => oneOf("/app/units"), fields: () => ({ unitSystem: enumOf(UNIT_SYSTEMS) }) },
  { method: "POST", path: () => oneOf("/app/cooked"), intent: "cooked", fields: (o) => ({ recipeId: recipeId(o) }) },
  {
    method: "POST",
    path: () => oneOf("/app/cooked"),
    intent: "rate",
    fields: (o) => ({ recipeId: recipeId(o), cookId: anyId(o), rating: whole(1, 5), turnedOutWell: enumOf(["yes", "no"]) }),
  },
  {
    // Never a question the model would be asked (another browser test may be talking to the fake
    // model): a valid recipe only with a question past its limit.
    method: "POST",
    path: () => oneOf("/app/cook/ask"),
    fields: (o) =>
      fc.oneof(
        fc.record({
          recipeId: oneOf(...recipeIdEdges.filter((id) => !RecipeIdSchema.safeParse(id).success)),
          question: textUpTo(COOK_QUESTION_MAX),
          step: whole(0, 1000),
        }),
        fc.record({ recipeId: recipeId(o), question: oneOf("", " ", "a".repeat(COOK_QUESTION_MAX + 1)), step: whole(0, 1000) }),
      ),
  },
  {
    method: "POST",
    path: () => oneOf("/app/cookbooks"),
    intent: "create",
    fields: () => ({
      name: textUpTo(COOKBOOK_NAME_MAX, 2),
      description: textUpTo(COOKBOOK_DESCRIPTION_MAX + 1),
      color: enumOf(COOKBOOK_COLOR_VALUES),
    }),
  },
  { method: "POST", path: () => oneOf("/app/cookbooks"), intent: "delete", fields: (o) => ({ cookbookId: anyId(o) }) },
  ...(["update", "add-recipes", "remove-recipe"] as const).map((intent): PaidAction => ({
    method: "POST",
    path: (o) => anyId(o).map((id) => `/app/cookbooks/${encodeURIComponent(id as string) || "x"}/manage`),
    intent,
    fields: (o) => ({
      name: textUpTo(COOKBOOK_NAME_MAX, 2),
      description: textUpTo(COOKBOOK_DESCRIPTION_MAX + 1),
      color: enumOf(COOKBOOK_COLOR_VALUES),
      recipeId: intent === "add-recipes" ? recipeIds(o) : recipeId(o),
    }),
  })),
  {
    method: "POST",
    path: () => oneOf("/app/ingredient-lists"),
    intent: "create",
    fields: () => ({
      name: textUpTo(LIST_NAME_MAX),
      ingredient: fc.oneof(textUpTo(LIST_ITEM_MAX), oneOf(Array.from({ length: 201 }, (_, i) => `item ${i}`))),
    }),
  },
  ...(["delete", "add-item", "remove-item", "pantry"] as const).map((intent): PaidAction => ({
    method: "POST",
    path: () => oneOf("/app/ingredient-lists"),
    intent,
    fields: (o) => ({
      listId: anyId(o),
      itemId: anyId(o),
      ingredient: textUpTo(LIST_ITEM_MAX),
      pantry: enumOf(["true", "false"]),
    }),
  })),
  {
    method: "POST",
    path: () => oneOf("/app/meal-plan"),
    intent: "add",
    fields: (o) => ({
      date: day,
      mealType: enumOf(MEAL_TYPES),
      recipeId: recipeId(o),
      note: textUpTo(MEAL_NOTE_MAX),
      servings: whole(1, MAX_PLANNED_SERVINGS),
    }),
  },
  {
    method: "POST",
    path: () => oneOf("/app/meal-plan"),
    intent: "move",
    fields: (o) => ({ entryId: anyId(o), date: day, mealType: enumOf(MEAL_TYPES) }),
  },
  { method: "POST", path: () => oneOf("/app/meal-plan"), intent: "remove", fields: (o) => ({ entryId: anyId(o) }) },
  { method: "POST", path: () => oneOf("/app/meal-plan"), intent: "copy-week", fields: () => ({ from: day, to: day }) },
  { method: "GET", path: () => day.map((d) => `/app/meal-plan?week=${encodeURIComponent(d as string)}`), fields: () => ({}) },
  { method: "POST", path: () => oneOf("/app/shopping"), intent: "generate", fields: () => ({ week: day }) },
  {
    method: "POST",
    path: () => oneOf("/app/shopping"),
    intent: "add-recipe",
    fields: (o) => ({ recipeId: recipeId(o), servings: whole(1, MAX_SHOPPING_SERVINGS) }),
  },
  {
    method: "POST",
    path: () => oneOf("/app/shopping"),
    intent: "add-item",
    fields: () => ({ text: textUpTo(SHOPPING_ITEM_MAX) }),
  },
  {
    method: "POST",
    path: () => oneOf("/app/shopping"),
    intent: "check",
    fields: (o) => ({ itemId: anyId(o), checked: enumOf(["true", "false"]) }),
  },
  { method: "POST", path: () => oneOf("/app/shopping"), intent: "remove", fields: (o) => ({ itemId: anyId(o) }) },
  { method: "POST", path: () => oneOf("/app/shopping"), intent: "clear-checked", fields: () => ({}) },
  {
    method: "POST",
    path: () => oneOf("/app/shopping-list"),
    fields: (o) => ({ recipeId: recipeId(o), item: fc.oneof(textUpTo(200), oneOf(Array.from({ length: 1001 }, () => "x"))) }),
  },
  {
    method: "POST",
    path: (o) => recipeId(o).map((id) => `/app/recipe/${encodeURIComponent(id as string) || "x"}/scaled`),
    fields: () => ({ servings: whole(1, RECIPE_LIMITS.servingsMax) }),
  },
  { method: "POST", path: () => oneOf("/app/create-recipe"), fields: () => recipeForm },
  ...(["save", "share"] as const).map((intent): PaidAction => ({
    method: "POST",
    path: (o) => recipeId(o).map((id) => `/app/recipe/${encodeURIComponent(id as string) || "x"}/edit`),
    intent,
    fields: () => ({ ...recipeForm, isPublic: flag }),
  })),
  {
    method: "POST",
    path: () => oneOf("/app/settings"),
    intent: "profile",
    fields: () => ({ name: textUpTo(100, 2), email: oneOf("", "a@b", "cook@example.com", `${"a".repeat(250)}@example.com`) }),
  },
  {
    method: "POST",
    path: () => oneOf("/app/settings"),
    intent: "preferences",
    fields: () => ({
      dietaryPreferences: fc.oneof(enumOf(DIETARY_OPTIONS), fc.array(enumOf(DIETARY_OPTIONS), { maxLength: 12 })),
      skillLevel: enumOf(SKILL_LEVELS),
    }),
  },
  {
    method: "POST",
    path: () => oneOf("/app/settings"),
    intent: "notifications",
    fields: () => ({ recipeUpdates: flag, weeklyDigest: flag, planUpdates: flag, community: flag }),
  },
  {
    method: "POST",
    path: () => oneOf("/app/ai-recipes"),
    intent: "save",
    fields: () => ({
      title: textUpTo(2000),
      description: textUpTo(5000),
      ingredients: recipeForm.ingredients,
      instructions: recipeForm.instructions,
      cookTime: whole(1, RECIPE_LIMITS.cookTimeMax),
      servings: whole(1, RECIPE_LIMITS.servingsMax),
      difficulty: enumOf(DIFFICULTIES),
    }),
  },
  // Never a prompt the model would be asked (see cook/ask).
  {
    method: "POST",
    path: () => oneOf("/app/ai-recipes/generate"),
    fields: () => ({ prompt: oneOf("", "  ", "a".repeat(AI_PROMPT_MAX + 1)), enhanced: flag }),
  },
  {
    method: "GET",
    path: (o) =>
      fc
        .tuple(recipeId(o), oneOf("/app/recipe/", "/cook-mode/", "/recipe/"), oneOf("", ".data", "/cover.svg"))
        .map(
          ([id, prefix, suffix]) => `${prefix}${encodeURIComponent(id as string) || "x"}${prefix === "/recipe/" ? suffix : ""}`,
        ),
    fields: () => ({}),
  },
  {
    method: "GET",
    path: () =>
      fc
        .record({ page: whole(1, 10_000), maxTime: whole(1, 1440), minRating: whole(0, 5), q: textUpTo(200) })
        .map((q) => `/app/browse?${new URLSearchParams(q as Record<string, string>)}`),
    fields: () => ({}),
  },
];

/** One request: an action with some of its fields (a field left out is a field missing from the form). */
const formRequestOf = (actions: PaidAction[], owned: Owned) =>
  fc.oneof(
    ...actions.map((action) => {
      const fields = action.fields(owned);
      const form = fields instanceof fc.Arbitrary ? fields : fc.record(fields, { requiredKeys: [] });
      return fc.record({ action: fc.constant(action), url: action.path(owned), form });
    }),
  );

/** The paid cook's own ids: a recipe, a cookbook, a list and its item, a meal and a shopping item. */
async function makeOwned(page: Page): Promise<Owned> {
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
  const recipe = await post("/_test/recipes", { title: "Fuzzed Soup" });
  const { id } = (await recipe.json()) as { id: number };
  await post("/app/cookbooks", { intent: "create", name: "Fuzz", description: "", color: "bg-accent-orange" });
  await post("/app/ingredient-lists", { intent: "create", name: "Fuzz list", ingredient: "rice" });
  const today = new Date().toISOString().slice(0, 10);
  await post("/app/meal-plan", { intent: "add", date: today, mealType: "dinner", recipeId: String(id), servings: "2" });
  await post("/app/shopping", { intent: "add-item", text: "eggs" });
  const uuids = new Set<string>();
  for (const path of ["/app/cookbooks.data", "/app/ingredient-lists.data", "/app/meal-plan.data", "/app/shopping.data"]) {
    const text = await (await page.request.get(path)).text();
    for (const match of text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)) uuids.add(match[0]);
  }
  expect(uuids.size).toBeGreaterThanOrEqual(4);
  return { recipeId: String(id), uuids: [...uuids] };
}

function formBody(intent: string | undefined, form: Record<string, FieldValue>): string {
  const body = new URLSearchParams(intent ? [["intent", intent]] : []);
  for (const [name, value] of Object.entries(form)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) body.append(name, one.toWellFormed());
  }
  return body.toString();
}

async function fuzzPaid(page: Page, plan: "premium" | "ultimate", seed: number) {
  const upgrade = await page.request.post("/app/checkout", {
    form: { plan },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(upgrade.status()).toBe(302);
  await fuzzForms(page, PAID_ACTIONS, await makeOwned(page), plan, seed);
}

/** Each of `actions` with some of its fields, drawn at and past their edges; any 5xx fails. */
async function fuzzForms(page: Page, actions: PaidAction[], owned: Owned, label: string, seed: number) {
  const counts = { requests: 0, "2xx/3xx": 0, "4xx": 0, "5xx": 0 };
  const failures: string[] = [];
  await fc
    .assert(
      fc.asyncProperty(formRequestOf(actions, owned), async ({ action, url, form }) => {
        const body = formBody(action.intent, form);
        const response = await page.request.fetch(url, {
          method: action.method,
          headers: {
            Origin: E2E_BASE_URL,
            ...(action.method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          },
          data: action.method === "POST" ? body : undefined,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        const status = response.status();
        counts.requests++;
        if (status >= 500) {
          counts["5xx"]++;
          failures.push(`${action.method} ${url} ${body.slice(0, 300)} -> ${status}`);
        } else if (status >= 400) counts["4xx"]++;
        else counts["2xx/3xx"]++;
        return status < 500;
      }),
      { seed, numRuns: 600, interruptAfterTimeLimit: PAID_TIME_LIMIT_MS, markInterruptAsFailure: false, endOnFailure: true },
    )
    .catch((error: unknown) => {
      console.info(`[fuzz ${label}] seed ${seed}`, counts, failures);
      throw error;
    });
  console.info(`[fuzz ${label}] seed ${seed}, ${actions.length} actions`, counts);
  expect(counts.requests).toBeGreaterThan(50);
  expect(counts["5xx"]).toBe(0);
}

test.describe("fuzzing every field of every action on the paid plans", () => {
  test.describe.configure({ timeout: 60_000 });

  test("Premium: no field at or past its edge makes a 5xx", async ({ page }) => {
    await signUp(page);
    await fuzzPaid(page, "premium", SEED + 1);
  });

  test("Ultimate: no field at or past its edge makes a 5xx", async ({ page }) => {
    await signUp(page);
    await fuzzPaid(page, "ultimate", SEED + 2);
  });
});

/*
 * The admin's forms (issue 29), as the suite's admin: a cook's page and its six actions, invite links,
 * the report queue's decisions, and the list and audit pages' queries. The ids are a throwaway cook's
 * (their account, their shared recipe, an invite) and made-up ones; never a catalog recipe, which
 * other tests read while this runs.
 */
const ADMIN_ACTIONS: PaidAction[] = [
  {
    method: "POST",
    path: (o) => anyId(o).map((id) => `/admin/users/${encodeURIComponent(id as string) || "x"}`),
    fields: () => ({
      intent: enumOf(USER_ACTIONS),
      confirm: oneOf("yes", "no", "", "YES"),
      plan: enumOf(PLAN_IDS),
      until: fc.oneof(day, oneOf("", new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), "2036-01-01")),
    }),
  },
  {
    method: "POST",
    path: () => oneOf("/admin/invites"),
    intent: "create",
    fields: () => ({
      note: textUpTo(SITE_INVITE_NOTE_MAX, 0),
      email: oneOf(
        "",
        "lee@family.test",
        " LEE@Family.TEST ",
        "not an address",
        `${"a".repeat(300)}@family.test`,
        "a@b",
        "\u{1F373}@x.test",
      ),
    }),
  },
  { method: "POST", path: () => oneOf("/admin/invites"), intent: "revoke", fields: (o) => ({ inviteId: anyId(o) }) },
  {
    method: "POST",
    path: () => oneOf("/admin/reports"),
    fields: (o) => ({
      intent: enumOf(MODERATION_ACTIONS),
      recipeId: oneOf(o.recipeId, "0", "-1", "99999999999", "1.5", "", "abc"),
      note: textUpTo(MODERATION_NOTE_MAX, 0),
    }),
  },
  {
    method: "GET",
    path: () =>
      fc
        .record({ q: textUpTo(200, 0), page: whole(1, 10_000) })
        .map((q) => `/admin/users?${new URLSearchParams(q as Record<string, string>)}`),
    fields: () => ({}),
  },
  {
    method: "GET",
    path: () => whole(1, 10_000).map((n) => `/admin/audit?page=${encodeURIComponent(n as string)}`),
    fields: () => ({}),
  },
];

test("the admin's forms: no field at or past its edge makes a 5xx", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const target = await signUp(page, newAccount("Fuzz Target"));
  const shared = await page.request.post("/_test/recipes", {
    form: { title: "Fuzzed Shared Soup", isPublic: "1" },
    headers: { Origin: E2E_BASE_URL },
  });
  const { id } = (await shared.json()) as { id: number };
  const admin = await adminPage(browser);
  const post = (path: string, form: Record<string, string>) =>
    admin.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
  await post("/admin/invites", { intent: "create", note: "Fuzz" });
  const uuids = new Set<string>();
  for (const path of [`/admin/users.data?q=${encodeURIComponent(target.email)}`, "/admin/invites.data"]) {
    const text = await (await admin.request.get(path)).text();
    for (const match of text.matchAll(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|"id","([A-Za-z0-9]{20,40})"/g,
    ))
      uuids.add(match[1] ?? match[0]);
  }
  const userIds = (await (await admin.request.get(`/admin/users?q=${encodeURIComponent(target.email)}`)).text()).matchAll(
    /href="\/admin\/users\/([^"/?]+)"/g,
  );
  for (const match of userIds) uuids.add(match[1]!);
  expect(uuids.size).toBeGreaterThanOrEqual(2);
  await fuzzForms(admin, ADMIN_ACTIONS, { recipeId: String(id), uuids: [...uuids] }, "admin", SEED + 3);
});
