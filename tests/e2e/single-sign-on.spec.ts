/**
 * Single sign-on (issue 29, decision 057) against a real OpenID Connect provider (`oidc-provider`,
 * tests/support/oidc-provider.ts), in Chromium, on a Simmer server of its own that the operator
 * restarts with three settings in turn:
 *
 * 1. SIGNUP=open, OIDC_ADMIN_GROUP and MODERATE_NEW_ACCOUNTS=true: a first sign-in makes the account;
 *    the provider's admin group makes an admin; an existing account is linked only once the provider
 *    confirms the address, and its unproven password goes; a new account's shared recipe waits for
 *    review; leaving the group at the provider ends admin rights at the next sign-in.
 * 2. SIGNUP=invite: an uninvited address is refused; an address an admin invited, and an invite link
 *    followed to the provider, each get in once.
 * 3. SIGNUP=closed and OIDC_ONLY=true: the provider is the only way in; passwords are refused.
 */
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { startOidcProvider, type TestProvider } from "../support/oidc-provider";
import { startAppServer, stopAppServer } from "./app-server";
import { expect, expectAccessible, freshPage, test, toastWith } from "./fixtures";
import { e2ePort, PHONE, shotPath, signUp, type TestAccount } from "./support";

const PORT = e2ePort(23);
const BASE = `http://127.0.0.1:${PORT}`;
const PROVIDER_NAME = "Authentik";
const ADMIN_GROUP = "simmer-admins";

let provider: TestProvider;
let server: ChildProcessWithoutNullStreams | null = null;
let dataDir = "";

// The group runs in order on one server it restarts: each restart migrates nothing new but takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

async function startSimmer(settings: Record<string, string>): Promise<void> {
  server = await startAppServer(PORT, {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ENABLE_TEST_ROUTES: "true",
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: PROVIDER_NAME,
    OIDC_ADMIN_GROUP: ADMIN_GROUP,
    ...settings,
  });
}

async function stopSimmer(): Promise<void> {
  await stopAppServer(server);
  server = null;
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "simmer-sso-"));
  provider = await startOidcProvider({ port: e2ePort(22), redirectUri: `${BASE}/api/auth/callback/oidc` });
  provider.accounts.set("ana", { email: "ana@family.test", emailVerified: true, name: "Ana Admin", groups: [ADMIN_GROUP] });
  provider.accounts.set("sam", { email: "sam@family.test", emailVerified: false, name: "Sam at Authentik" });
  provider.accounts.set("kim", { email: "kim@family.test", emailVerified: true, name: "Kim Newcomer" });
  provider.accounts.set("lee", { email: "lee@family.test", emailVerified: true, name: "Lee Invited" });
  provider.accounts.set("mo", { email: "mo@family.test", emailVerified: true, name: "Mo Linked" });
});

test.afterAll(async () => {
  await stopSimmer();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in at the provider's own page as `id` (its development page takes any password) and consents. */
async function throughProvider(page: Page, id: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder("Enter any login").fill(id);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** A new browser: "Continue with Authentik" on Simmer's sign-in page, through the provider, back to Simmer. */
async function signInWithProvider(browser: Browser, id: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${BASE}/login`);
  await page.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` }).click();
  await throughProvider(page, id);
  await page.waitForURL((url) => url.origin === BASE);
  return page;
}

test.describe("single sign-on", () => {
  test.describe.configure({ mode: "serial" });

  test("SIGNUP=open: a first sign-in makes the account, and the provider's admin group makes an admin", async ({ browser }) => {
    await startSimmer({ SIGNUP: "open", MODERATE_NEW_ACCOUNTS: "true" });
    const visitor = await freshPage(browser);
    await visitor.goto(`${BASE}/login`);
    await expect(visitor.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await expect(visitor.getByLabel("Password")).toBeVisible();
    await expectAccessible(visitor);
    await visitor.screenshot({ path: shotPath("sso/login-1280.png"), fullPage: true });
    await visitor.setViewportSize(PHONE);
    await visitor.screenshot({ path: shotPath("sso/login-390.png"), fullPage: true });

    const ana = await signInWithProvider(browser, "ana");
    await expect(ana).toHaveURL(`${BASE}/app/dashboard`);
    await expect(ana.getByRole("heading", { name: /Ana/ })).toBeVisible();
    expect((await ana.goto(`${BASE}/admin`))?.status()).toBe(200);
    await expect(ana.getByRole("heading", { name: "Site overview" })).toBeVisible();

    // Kim is in no group: a cook, not an admin.
    const kim = await signInWithProvider(browser, "kim");
    await expect(kim).toHaveURL(`${BASE}/app/dashboard`);
    expect((await kim.goto(`${BASE}/admin`))?.status()).toBe(404);

    // MODERATE_NEW_ACCOUNTS=true: what Kim, a day-old account, shares with everyone waits for Ana.
    const title = `Kim's Tomato Soup ${Date.now().toString(36)}`;
    const made = await kim.request.post(`${BASE}/_test/recipes`, { form: { title }, headers: { Origin: BASE } });
    const { id } = (await made.json()) as { id: number };
    await kim.goto(`${BASE}/app/recipe/${id}`);
    await kim.getByRole("switch", { name: "Share with everyone" }).click();
    await expect(kim.getByTestId("recipe-visibility")).toContainText("Waiting for review");
    const stranger = await freshPage(browser);
    expect((await stranger.goto(`${BASE}/recipe/${id}`))?.status()).toBe(404);
    await ana.goto(`${BASE}/admin/reports`);
    const item = ana.getByTestId("reported-recipe").filter({ hasText: title });
    await item.getByRole("button", { name: "Approve and share" }).click();
    await expect(toastWith(ana, `“${title}” is shared with everyone.`)).toBeVisible();
    expect((await stranger.goto(`${BASE}/recipe/${id}`))?.status()).toBe(200);
  });

  test("an existing account is linked only once the provider confirms the address, and its unproven password goes", async ({
    browser,
  }) => {
    const owner = await freshPage(browser);
    const sam: TestAccount = { name: "Sam Password", email: "sam@family.test", password: "simmer2024" };
    await signUp(owner, sam, BASE);

    // The provider has not confirmed sam@family.test: no link, and the page says why it did not work.
    const unconfirmed = await signInWithProvider(browser, "sam");
    await expect(unconfirmed).toHaveURL(/\/login\?/);
    await expect(unconfirmed.getByText(`Signing in with ${PROVIDER_NAME} did not work.`)).toBeVisible();
    await expectAccessible(unconfirmed);
    await owner.goto(`${BASE}/app/dashboard`);
    await expect(owner).toHaveURL(`${BASE}/app/dashboard`);

    // Confirmed now: the provider's sign-in reaches Sam's account, whose password (never proven) is gone.
    provider.accounts.set("sam", { ...provider.accounts.get("sam")!, emailVerified: true });
    const linked = await signInWithProvider(browser, "sam");
    await expect(linked).toHaveURL(`${BASE}/app/dashboard`);
    await expect(linked.getByRole("heading", { name: /Sam/ })).toBeVisible();
    await owner.goto(`${BASE}/app/dashboard`);
    await expect(owner).toHaveURL(/\/login/);
    const byPassword = await freshPage(browser);
    const refused = await byPassword.request.post(`${BASE}/login`, {
      form: { email: sam.email, password: sam.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(401);
  });

  test("leaving the admin group at the provider ends admin rights at the next sign-in", async ({ browser }) => {
    provider.accounts.set("ana", { ...provider.accounts.get("ana")!, groups: [] });
    const ana = await signInWithProvider(browser, "ana");
    expect((await ana.goto(`${BASE}/admin`))?.status()).toBe(404);
    provider.accounts.set("ana", { ...provider.accounts.get("ana")!, groups: [ADMIN_GROUP] });
    const again = await signInWithProvider(browser, "ana");
    expect((await again.goto(`${BASE}/admin`))?.status()).toBe(200);
  });

  test("SIGNUP=invite: an uninvited address is refused; an invited address and an invite link each get in once", async ({
    browser,
  }) => {
    await stopSimmer();
    await startSimmer({ SIGNUP: "invite" });

    const uninvited = await signInWithProvider(browser, "lee");
    await expect(uninvited).toHaveURL(/\/login\?/);
    await expect(uninvited.getByText("This address has no invitation to this site.")).toBeVisible();

    // Ana's account exists: signing in is not signing up.
    const ana = await signInWithProvider(browser, "ana");
    await ana.goto(`${BASE}/admin/invites`);
    await ana.getByLabel(/Who is it for\?/).fill("Lee, Ana's brother");
    await ana.getByLabel(/Their e-mail/).fill("Lee@Family.test");
    await ana.getByRole("button", { name: "Create invite link" }).click();
    await expect(ana.getByLabel("Invite link (shown once: copy it now)")).toBeVisible();
    await expectAccessible(ana);
    await ana.screenshot({ path: shotPath("sso/invites-1280.png"), fullPage: true });
    await ana.setViewportSize(PHONE);
    await ana.screenshot({ path: shotPath("sso/invites-390.png"), fullPage: true });

    const lee = await signInWithProvider(browser, "lee");
    await expect(lee).toHaveURL(`${BASE}/app/dashboard`);
    await ana.goto(`${BASE}/admin/invites`);
    await expect(ana.getByTestId("site-invite").filter({ hasText: "Lee, Ana's brother" })).toContainText("Used by Lee Invited");

    // A link without an address, followed to the provider from the sign-up page it opens.
    await ana.getByLabel(/Who is it for\?/).fill("Mo");
    await ana.getByRole("button", { name: "Create invite link" }).click();
    const link = await ana.getByLabel("Invite link (shown once: copy it now)").inputValue();
    const mo = await freshPage(browser);
    await mo.goto(link);
    await mo.getByRole("link", { name: "Create your account" }).click();
    await mo.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` }).click();
    await throughProvider(mo, "mo");
    await expect(mo).toHaveURL(`${BASE}/app/dashboard`);
    // Used once: the same link turns the next person away.
    const late = await freshPage(browser);
    await late.goto(link);
    await expect(late.getByText("This invitation link has already been used.")).toBeVisible();
  });

  test("SIGNUP=closed and OIDC_ONLY=true: the provider is the only way in", async ({ browser }) => {
    await stopSimmer();
    await startSimmer({ SIGNUP: "closed", OIDC_ONLY: "true" });
    const visitor = await freshPage(browser);
    await visitor.goto(`${BASE}/login`);
    await expect(visitor.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await expect(visitor.getByLabel("Password")).toHaveCount(0);
    await expectAccessible(visitor);
    await visitor.setViewportSize(PHONE);
    await visitor.screenshot({ path: shotPath("sso/login-only-390.png"), fullPage: true });
    const posted = await visitor.request.post(`${BASE}/login`, {
      form: { email: "lee@family.test", password: "simmer2024" },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    await visitor.goto(`${BASE}/signup`);
    await expect(visitor.getByText("Sign-up is closed on this site.")).toBeVisible();
    await visitor.goto(`${BASE}/`);
    await expect(visitor.locator('a[href^="/signup"]')).toHaveCount(0);

    const lee = await signInWithProvider(browser, "lee");
    await expect(lee).toHaveURL(`${BASE}/app/dashboard`);
  });
});
