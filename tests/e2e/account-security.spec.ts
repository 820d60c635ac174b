import type { Page } from "@playwright/test";
import { expect, freshPage, test } from "./fixtures";
import { E2E_BASE_URL, signUp } from "./support";

/** The hidden redirectTo field the log-in page renders for this query, as a browser without JavaScript gets it. */
async function renderedRedirect(page: Page, redirectTo: string) {
  const response = await page.request.get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return html.match(/<input type="hidden" name="redirectTo" value="([^"]*)"/)?.[1];
}

test("without JavaScript, a tab or backslash in redirectTo cannot send a signed-in user to another site", async ({
  page,
  browser,
}) => {
  const bypasses = ["/\t/evil.example", "/\\evil.example", "//evil.example", "/\n/evil.example", "/%5Cevil.example"];
  for (const redirectTo of bypasses) expect(await renderedRedirect(page, redirectTo)).toBe("/app/dashboard");
  expect(await renderedRedirect(page, "/app/settings?tab=privacy")).toBe("/app/settings?tab=privacy");

  // The form posted as a browser without JavaScript posts it, by a cook with an account.
  const account = await signUp(await freshPage(browser));
  const cook = (await freshPage(browser)).request;
  for (const redirectTo of bypasses) {
    const answer = await cook.post("/login", {
      form: { email: account.email, password: account.password, redirectTo },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toBe("/app/dashboard");
  }
});

test("a hand-made message cookie shows nothing; Simmer's own does", async ({ page, browser }) => {
  const forgedText = "Your account is locked. Call +1 555 0100 now.";
  const unsigned = Buffer.from(JSON.stringify({ id: "x", message: forgedText, type: "error" })).toString("base64");
  const forged = await page.request.get("/", { headers: { Cookie: `simmer.flash=${encodeURIComponent(unsigned)}` } });
  expect(await forged.text()).not.toContain(forgedText);

  const account = await signUp(await freshPage(browser));
  const login = await page.request.post("/login", {
    form: { email: account.email, password: account.password },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  const setCookies = login.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
  const flash = setCookies.map((h) => h.value).find((c) => c.startsWith("simmer.flash="));
  expect(flash).toBeTruthy();
  const genuine = await page.request.get("/about", { headers: { Cookie: flash!.split(";")[0] } });
  expect(await genuine.text()).toContain("Welcome back! You have been logged in successfully.");
});
