import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

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
