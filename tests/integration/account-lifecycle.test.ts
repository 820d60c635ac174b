/**
 * Password reset closes every door, and deleting an account removes everything (issue 9): older
 * reset links die with a reset or a password change; deletion asks for the password and leaves no
 * account row, no pending link and no stored mail; the log never shows a link. After a deletion no
 * table holds the cook's id or e-mail, and their photos are gone from the store (issue 33).
 */
import { mkdtempSync } from "node:fs";
process.env.AUTH_SECRET ??= "account-lifecycle-test-secret-of-enough-length-0123";
// Photos go to a throw-away DATA_DIR (read by env() on first use).
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "simmer-deletion-test-"));
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, like, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { getAuth, resetAuth, type Auth } from "~/server/auth/auth.server";
import { DELETE_MESSAGES, FRESH_SIGN_IN_MINUTES } from "~/server/accounts/account-deletion.server";
import { backgroundSettled } from "~/server/background.server";
import { rowsOf } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { accounts, sessions, users, verifications } from "~/server/db/schema";
import { createOutboxMailer, setMailer } from "~/server/mail/mailer.server";
import { passwordResetMail } from "~/server/mail/templates.server";
import { importRecipePage } from "~/server/import/page-import.server";
import { createRecipe } from "~/server/recipes/own-recipes.server";
import { saveRecipe } from "~/server/kitchen/saved-recipes.server";
import { fileStore } from "~/server/storage/index.server";
import { photoKey } from "~/server/uploads/photos.server";
import { action as photoAction } from "~/routes/app.photos";
import { loader as uploadsLoader } from "~/routes/uploads";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as settingsAction } from "~/routes/app.settings";
import { action as signupAction } from "~/routes/signup";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { sessionUserFor } from "../support/factories";
import { call, formRequest, getRequest, ORIGIN } from "../support/routes";

describe.each(DATABASE_KINDS)("account lifecycle on %s", (kind) => {
  let database: TestDatabase;
  let auth: Auth;
  let outbox: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    resetAuth();
    auth = await getAuth();
    outbox = await mkdtemp(path.join(tmpdir(), "simmer-outbox-"));
    setMailer(createOutboxMailer(outbox, "Simmer <no-reply@simmer.example>"));
  });
  afterAll(async () => {
    await backgroundSettled();
    setMailer(undefined);
    await rm(outbox, { recursive: true, force: true });
    await database?.destroy();
  });
  afterEach(() => vi.restoreAllMocks());

  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  interface Account {
    id: string;
    email: string;
    password: string;
    cookie: string;
  }

  async function signUp(email: string, password = "simmer2024"): Promise<Account> {
    const answer = await call(
      signupAction,
      formRequest("/signup", { name: "Maya Okafor", email, password, confirmPassword: password, terms: "on" }, { ip: freshIp() }),
    );
    expect(answer.status).toBe(302);
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => c.startsWith("simmer.session_token"))
      .join("; ");
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return { id: row.id, email, password, cookie };
  }

  async function outboxFiles(): Promise<{ name: string; text: string }[]> {
    await backgroundSettled();
    const names = (await readdir(outbox)).filter((n) => n.endsWith(".eml")).sort();
    return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(outbox, name), "utf8") })));
  }

  /** Asks for a reset link through the forgot-password page and returns its token. */
  async function requestReset(email: string): Promise<string> {
    const before = (await outboxFiles()).length;
    const answer = await call(forgotAction, formRequest("/forgot-password", { email }, { ip: freshIp() }));
    expect(answer.status).toBe(200);
    const files = await outboxFiles();
    expect(files.length).toBe(before + 1);
    const mail = files[files.length - 1];
    const unfolded = mail.text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return unfolded.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
  }

  async function resetTokensOf(userId: string) {
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
    return n;
  }

  function resetWith(token: string, password: string) {
    return call(resetAction, formRequest("/reset-password", { token, password, confirmPassword: password }, { ip: freshIp() }));
  }

  describe("password reset closes every door", () => {
    it("an older link stops working once a newer one is used", async () => {
      const account = await signUp("two-links@example.com");
      const older = await requestReset(account.email);
      const newer = await requestReset(account.email);
      expect(older).not.toBe(newer);
      expect(await resetTokensOf(account.id)).toBe(2);

      expect((await resetWith(newer, "fresh-start-9")).status).toBe(302);
      expect(await resetTokensOf(account.id)).toBe(0);

      const page = await call(resetLoader, getRequest(`/reset-password?token=${older}`));
      expect(page.data).toMatchObject({ valid: false });
      const late = await resetWith(older, "attacker-pass-1");
      expect(late.status).toBe(400);
      expect(JSON.stringify(late.data)).toContain(AUTH_MESSAGES.resetLinkInvalid);
      // The password is the one set with the newer link.
      await expect(auth.api.signInEmail({ body: { email: account.email, password: "fresh-start-9" } })).resolves.toBeTruthy();
      await expect(auth.api.signInEmail({ body: { email: account.email, password: "attacker-pass-1" } })).rejects.toBeTruthy();
    });

    it("changing the password voids every outstanding link", async () => {
      const account = await signUp("change-voids@example.com");
      const token = await requestReset(account.email);
      await auth.api.changePassword({
        body: { currentPassword: account.password, newPassword: "changed-pass-2" },
        headers: new Headers({ cookie: account.cookie }),
      });
      expect(await resetTokensOf(account.id)).toBe(0);
      expect((await resetWith(token, "attacker-pass-1")).status).toBe(400);
    });

    it("a malformed token (a NUL byte, spaces, a huge one) is an invalid link, never a server error", async () => {
      for (const token of ["%00", "%20abc", "x".repeat(300), "%E2%80%A8"]) {
        const page = await call(resetLoader, getRequest(`/reset-password?token=${token}`));
        expect(page.status).toBe(200);
        expect(page.data).toMatchObject({ valid: false });
      }
      const posted = await resetWith("\u0000", "simmer2024");
      expect(posted.status).toBe(400);
      expect(JSON.stringify(posted.data)).toContain("This reset link is invalid or has expired.");
    });

    it("the log names the outbox file but never prints a reset link or token", async () => {
      const lines: string[] = [];
      for (const level of ["log", "info", "warn", "error", "debug"] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
      }
      const account = await signUp("quiet-log@example.com");
      const token = await requestReset(account.email);
      await createOutboxMailer(outbox, "Simmer <no-reply@simmer.example>").send(
        passwordResetMail("someone@example.com", "Someone", "http://localhost:3000/reset-password?token=SECRET-TOKEN-123", 60),
      );
      const log = lines.join("\n");
      expect(log).toContain("written to");
      expect(log).not.toContain(token);
      expect(log).not.toContain("SECRET-TOKEN-123");
      expect(log).not.toContain("reset-password?token");
    });
  });

  describe("deleting an account", () => {
    function deleteRequest(account: Account, form: Record<string, string>) {
      const user = sessionUserFor({ id: account.id, name: "Maya Okafor", email: account.email }, { emailVerified: false });
      const request = formRequest(
        "/app/settings?tab=privacy",
        { intent: "delete-account", ...form },
        {
          ip: freshIp(),
          headers: { cookie: account.cookie },
        },
      );
      return call(settingsAction, request, { user });
    }

    it("asks for the password and changes nothing without the right one", async () => {
      const account = await signUp("careful@example.com");
      const missing = await deleteRequest(account, {});
      expect(missing.status).toBe(400);
      expect(missing.data).toMatchObject({ ok: false, message: DELETE_MESSAGES.passwordRequired });
      const wrong = await deleteRequest(account, { password: "not-my-password-1" });
      expect(wrong.status).toBe(403);
      expect(wrong.data).toMatchObject({ ok: false, message: DELETE_MESSAGES.wrongPassword });
      const [{ n }] = await database.db.select({ n: count() }).from(users).where(eq(users.id, account.id));
      expect(n).toBe(1);
    });

    it("an account without a password needs a sign-in from the last few minutes instead", async () => {
      const account = await signUp("social-only@example.com");
      await database.db.delete(accounts).where(eq(accounts.userId, account.id));
      await database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - (FRESH_SIGN_IN_MINUTES + 1) * 60_000) })
        .where(eq(sessions.userId, account.id));
      const stale = await deleteRequest(account, {});
      expect(stale.status).toBe(403);
      expect(stale.data).toMatchObject({ ok: false, message: DELETE_MESSAGES.signInAgain });
      await database.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, account.id));
      const fresh = await deleteRequest(account, {});
      expect(fresh.status).toBe(302);
      const [{ n }] = await database.db.select({ n: count() }).from(users).where(eq(users.id, account.id));
      expect(n).toBe(0);
    });

    it("removes the account, its pending reset links and its outbox mail, and nobody else's", async () => {
      const account = await signUp("leaving@example.com");
      const other = await signUp("staying@example.com");
      await requestReset(account.email);
      await requestReset(other.email);
      expect(await resetTokensOf(account.id)).toBe(1);
      expect((await outboxFiles()).some((f) => f.text.includes(`To: ${account.email}`))).toBe(true);

      const answer = await deleteRequest(account, { password: account.password });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/");

      const [{ n: userRows }] = await database.db.select({ n: count() }).from(users).where(eq(users.id, account.id));
      const [{ n: sessionRows }] = await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, account.id));
      const [{ n: linkRows }] = await database.db
        .select({ n: count() })
        .from(verifications)
        .where(eq(verifications.value, account.id));
      expect({ userRows, sessionRows, linkRows }).toEqual({ userRows: 0, sessionRows: 0, linkRows: 0 });

      const files = await outboxFiles();
      expect(files.some((f) => f.text.includes(`To: ${account.email}`))).toBe(false);
      expect(files.some((f) => f.text.includes(`To: ${other.email}`))).toBe(true);
      expect(await resetTokensOf(other.id)).toBe(1);
    });

    /** Each public table with a row whose text (every column, as the row cast to text) contains one of `needles`. */
    async function tablesNaming(needles: string[]): Promise<string[]> {
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
        ),
      );
      expect(tables.length).toBeGreaterThan(25);
      const found: string[] = [];
      for (const { name } of tables) {
        for (const needle of needles) {
          const [{ n }] = rowsOf<{ n: number }>(
            await database.db.execute(
              sql`select count(*)::int as n from ${sql.identifier(name)} t where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
            ),
          );
          if (n > 0) found.push(name);
        }
      }
      return [...new Set(found)];
    }

    /** Uploads a photo through the route, uses it in a new recipe whose lines name `marker`, and answers the photo's address. */
    async function recipeWithPhoto(account: Account, marker: string, isPublic: boolean) {
      const user = sessionUserFor({ id: account.id, name: "Maya Okafor", email: account.email });
      const form = new FormData();
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c8553d" } })
        .png()
        .toBuffer();
      form.set("photo", new File([new Uint8Array(png)], "bread.png", { type: "image/png" }));
      const upload = await call(photoAction, new Request(new URL("/app/photos", ORIGIN), { method: "POST", body: form }), {
        user,
      });
      expect(upload.status).toBe(200);
      const url = (upload.data as { value: { url: string } }).value.url;
      const created = await createRecipe(database.db, account.id, {
        title: `Walnut Bread of ${marker}`,
        description: `Baked by ${marker}.`,
        imageUrl: url,
        cookTime: 60,
        servings: 8,
        difficulty: "Easy",
        ingredients: ["500 g flour", `1 handful berries from ${marker}`],
        instructions: ["Mix.", "Bake."],
        tags: ["baking"],
        author: "Maya Okafor",
        isPublic,
      });
      if (!created.ok) throw new Error(created.message);
      return { url, recipeId: created.value.id };
    }

    /** What the store holds and serves for a photo address: its three files, and the /uploads answer's status. */
    async function photoState(url: string) {
      const id = url.slice("/uploads/".length, -".webp".length);
      const files = await Promise.all(
        (["full", "card", "thumb"] as const).map(async (variant) => Boolean(await fileStore().head(photoKey(id, variant)))),
      );
      const file = url.slice("/uploads/".length);
      let status: number;
      try {
        status = (await uploadsLoader({ request: getRequest(url), params: { file }, context: undefined } as never)).status;
      } catch (thrown) {
        status = (thrown as { init?: { status?: number } }).init?.status ?? 500;
      }
      return { files, status };
    }

    it("leaves no row in any table holding the cook's id or e-mail, and takes their photos off the store", async () => {
      const account = await signUp("every-table@example.com");
      const other = await signUp("neighbour@example.com");
      // The cook's own recipe (with a photo and an ingredient no one else uses, both naming them), a
      // shared one the neighbour saved, an import refused after counting, and the neighbour's own.
      const mine = await recipeWithPhoto(account, account.id, false);
      const shared = await recipeWithPhoto(account, account.email, true);
      expect((await saveRecipe(database.db, other.id, { recipeId: shared.recipeId })).ok).toBe(true);
      const refused = await importRecipePage(database.db, account.id, { url: "http://127.0.0.1:9/recipes/bread" });
      expect(refused).toMatchObject({ ok: false, status: 400 });
      const theirs = await recipeWithPhoto(other, other.id, false);

      // The walk sees the cook where they are (so it would see what a deletion leaves).
      const before = await tablesNaming([account.id, account.email]);
      expect(before).toEqual(
        expect.arrayContaining(["user", "profiles", "session", "account", "recipes", "ingredients", "rate_limit"]),
      );
      for (const { url } of [mine, shared]) expect(await photoState(url)).toEqual({ files: [true, true, true], status: 200 });

      const answer = await deleteRequest(account, { password: account.password });
      expect(answer.status).toBe(302);

      expect(await tablesNaming([account.id, account.email])).toEqual([]);
      for (const { url } of [mine, shared]) expect(await photoState(url)).toEqual({ files: [false, false, false], status: 404 });
      // The neighbour keeps everything of theirs, the catalog keeps the ingredients others use.
      expect(await tablesNaming([other.id])).toEqual(expect.arrayContaining(["user", "recipes", "ingredients", "rate_limit"]));
      expect(await photoState(theirs.url)).toEqual({ files: [true, true, true], status: 200 });
      const [{ n: flour }] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from ingredients where name = 'flour'`),
      );
      expect(flour).toBe(1);
    });
  });
});
