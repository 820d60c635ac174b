/**
 * Password reset closes every door, and deleting an account removes everything (issue 9): older
 * reset links die with a reset or a password change; deletion asks for the password and leaves no
 * account row, no pending link and no stored mail; the log never shows a link.
 */
process.env.AUTH_SECRET ??= "account-lifecycle-test-secret-of-enough-length-0123";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "~/domain/messages";
import { getAuth, resetAuth, type Auth } from "~/server/auth/auth.server";
import { DELETE_MESSAGES, FRESH_SIGN_IN_MINUTES } from "~/server/auth/account-deletion.server";
import { backgroundSettled } from "~/server/background.server";
import { provideDatabase } from "~/server/db/index.server";
import { accounts, sessions, users, verifications } from "~/server/db/schema";
import { createOutboxMailer, setMailer } from "~/server/mail/mailer.server";
import { passwordResetMail } from "~/server/mail/templates.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as settingsAction } from "~/routes/app.settings";
import { action as signupAction } from "~/routes/signup";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { sessionUserFor } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

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
  });
});
