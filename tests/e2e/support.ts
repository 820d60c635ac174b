import { mkdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";

/** The suite's server port (playwright.config.ts starts it there); every other port a spec needs is an offset from it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * A port for a server a spec starts itself: E2E_PORT + `offset`, so that two runs given different
 * E2E_PORTs never meet. Offsets in use: 7 the fake AI server (playwright.config.ts), 10–12 the
 * servers of server-lifecycle.spec.ts, 13–14 those of cluster.spec.ts, 22–23 the OpenID provider and the server of single-sign-on.spec.ts, 1000 billing-none.spec.ts, 1025 + worker index the strict
 * import server of recipe-import.spec.ts. A server nothing else has to find listens on port 0.
 */
export function e2ePort(offset: number): number {
  return E2E_PORT + offset;
}

/** test-results/screenshots in the repository (test-results/ is kept out of git). */
const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

/**
 * Where a screenshot (or another file to look at: a PDF, its page images) goes, its folder made:
 * test-results/screenshots/`name`, e.g. `shotPath("nutrition/label-390.png")`. Every spec writes its
 * pictures through this, never to a folder of its own (tests/integration/test-sources.test.ts checks).
 */
export function shotPath(name: string): string {
  const file = path.resolve(SCREENSHOTS, name);
  if (!file.startsWith(SCREENSHOTS)) throw new Error(`screenshot name ${name} leaves test-results/screenshots`);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

let counter = 0;

export function uniqueEmail(prefix = "cook"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(name = "Maya Okafor"): TestAccount {
  return { name, email: uniqueEmail(), password: "simmer2024" };
}

/**
 * Creates an account through the sign-up endpoint; the page's browser context is then signed in.
 * `base` names another server than the suite's (a test that starts its own).
 */
export async function signUp(page: Page, account: TestAccount = newAccount(), base = E2E_BASE_URL): Promise<TestAccount> {
  const response = await page.request.post(`${base}/signup`, {
    form: {
      name: account.name,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      terms: "on",
    },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  return account;
}

const OUTBOX = path.resolve("data/e2e/outbox");

/** The newest e-mail in the local outbox sent to `to`, as raw text. */
export async function latestMailTo(to: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
      for (const file of files.reverse()) {
        const text = await readFile(path.join(OUTBOX, file), "utf8");
        if (text.includes(`To: ${to}`)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

/** The first http(s) link in a mail's plain-text part that contains `fragment`. */
export function linkFrom(mail: string, fragment: string): string {
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = unfolded.match(new RegExp(`https?://[^\\s"<>]*${fragment}[^\\s"<>]*`));
  if (!match) throw new Error(`no link with ${fragment} in mail`);
  return match[0];
}

/** Fills the login form the page shows and submits it. */
export async function logIn(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The phone the small-screen tests use (with `isMobile` and `hasTouch`). */
export const PHONE = { width: 390, height: 844 };

/** Fully on a PHONE's screen horizontally, not clipped by a scrolling parent, and not cut off. */
export async function expectWhollyVisible(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const name = (await target.textContent()) ?? "";
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  const clipped = await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === "visible") continue;
      const outer = p.getBoundingClientRect();
      if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) return true;
    }
    // The text itself fits its box (no ellipsis or hidden overflow).
    return el.scrollWidth > el.clientWidth + 1;
  });
  expect(clipped, `${name} is cut off`).toBe(false);
}

/** A form posted as the page's own site would (the Origin the cross-site check wants), redirects not followed. */
export async function postForm(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
}
