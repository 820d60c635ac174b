/**
 * Property-based fuzzing of every loader and action (the routes of app/routes.ts), signed out and
 * signed in: generated methods, paths, query strings, form bodies, content types and odd bytes.
 * Any 5xx fails. Deterministic (fixed seed) and bounded in time; prints the seed and the counts.
 */
import type { APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { E2E_BASE_URL, signUp } from "./support";
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
