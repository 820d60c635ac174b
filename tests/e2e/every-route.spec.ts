/**
 * Every address in app/routes.ts, opened as a person opens it (a GET from the address bar, signed
 * out and signed in), answers with a page, a redirect to one, or a file: never a 500 and never a
 * bare JSON body. Action-only addresses (/app/cooked, /app/photos, …) once answered
 * `{"message":"Unexpected Server Error"}`.
 */
import type { APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL, signUp } from "./support";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every address pattern in the route table, nested paths joined. */
function patterns(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path || entry.index ? [here || "/"] : [];
    return [...own, ...patterns(entry.children ?? [], here)];
  });
}

/** Sample values for each kind of parameter: one that exists, one that does not, one malformed. */
const SAMPLES: Record<string, string[]> = {
  id: ["1", "999999", "abc"],
  file: ["missing.webp", "..%2Fsecret"],
  // A household invitation: well-formed but unknown, and malformed.
  token: ["A".repeat(43), "not-a-token"],
  "*": ["no-such-page", "callback/nowhere"],
};

function addresses(pattern: string): string[] {
  const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
  if (names.length === 0) return [pattern];
  const count = Math.max(...names.map((n) => SAMPLES[n]!.length));
  return Array.from({ length: count }, (_, i) =>
    pattern.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
      const values = SAMPLES[name ?? "*"]!;
      return values[i % values.length]!;
    }),
  );
}

/** Test-only addresses: one throws on purpose to show the error page. */
const SKIPPED = new Set(["/_test/error"]);
/** Addresses for machines that answer JSON to anyone who opens them: the health checks and the API (issue 30). */
const MACHINE_JSON = new Set(["/healthz", "/readyz"]);
const forMachines = (address: string) => MACHINE_JSON.has(address) || address.startsWith("/api/v1/");

const ALL = patterns(routes as RouteEntry[])
  .filter((p) => !SKIPPED.has(p))
  .flatMap(addresses);

/** The headers a browser sends when a person opens an address. */
const NAVIGATION = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Site": "none",
  "Sec-Fetch-User": "?1",
};

async function checkAll(request: APIRequestContext) {
  const problems: string[] = [];
  for (const address of ALL) {
    const response = await request.get(address, { headers: NAVIGATION });
    const type = response.headers()["content-type"] ?? "";
    const download = /attachment/.test(response.headers()["content-disposition"] ?? "");
    const body = await response.text();
    const where = `${address} → ${response.status()} ${new URL(response.url()).pathname} (${type})`;
    // A machine check may say 503 on purpose (readiness while the index builds).
    if (response.status() >= 500 && !MACHINE_JSON.has(address)) problems.push(`${where}: server error`);
    if (!download && !forMachines(address) && (/json/.test(type) || /^\s*[[{"]/.test(body)))
      problems.push(`${where}: raw JSON ${body.slice(0, 80)}`);
    if (/Unexpected Server Error/.test(body)) problems.push(`${where}: Unexpected Server Error`);
  }
  expect(problems).toEqual([]);
}

test.describe.configure({ timeout: 180_000 });

test("every route answers a GET from the address bar with a page or a redirect, signed out", async ({ playwright }) => {
  expect(ALL.length).toBeGreaterThan(50);
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await checkAll(request);
  await request.dispose();
});

test("every route answers a GET from the address bar with a page or a redirect, signed in", async ({ page }) => {
  await signUp(page);
  await checkAll(page.request);
});
