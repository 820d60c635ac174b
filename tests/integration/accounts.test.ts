import { scryptSync } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { createAuth, type Auth } from "~/server/auth/auth.server";
import { sessionContext } from "~/server/auth/session.server";
import { CLIENT_IP_HEADER } from "~/server/client-ip";
import { rowsOf } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { accounts, profiles, sessions, users, verifications } from "~/server/db/schema";
import { createSmtpMailer, type MailMessage } from "~/server/mail/mailer.server";
import { passwordResetMail } from "~/server/mail/templates.server";
import { deleteAccount, exportAccount } from "~/server/accounts/account.server";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { hitRateLimit } from "~/server/http/rate-limit.server";
import { action as loginAction } from "~/routes/login";
import { action as signupAction } from "~/routes/signup";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { call, formRequest } from "../support/routes";

const BASE_URL = "http://localhost:3000";

/** scrypt as Better Auth derives a password key (@better-auth/utils/password), hex-encoded. */
function scryptKey(password: string, salt: string): string {
  return scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 }).toString(
    "hex",
  );
}

describe.each(DATABASE_KINDS)("accounts on %s", (kind) => {
  let database: TestDatabase;
  let auth: Auth;
  const outbox: MailMessage[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    auth = createAuth({
      db: database.db,
      secret: "integration-test-secret-of-enough-length-0123456789",
      baseURL: BASE_URL,
      mailer: () => ({ send: async (m) => void outbox.push(m) }),
      rateLimit: false,
    });
  });
  afterAll(() => database?.destroy());

  async function signUp(email: string, name = "Maya Okafor", password = "simmer2024") {
    const result = await auth.api.signUpEmail({ body: { name, email, password } });
    return result.user;
  }

  it("creates a profile on the free plan when an account is made", async () => {
    const user = await signUp("profile-rule@example.com", "Maya Okafor");
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ name: "Maya Okafor", email: "profile-rule@example.com", currentPlanId: "free" });
  });

  it("creates a missing profile on sign-in with the naming rule", async () => {
    const db = database.db;
    await db.insert(users).values([
      { id: "u-named", name: "Chef Ana", email: "ana@example.com" },
      { id: "u-unnamed", name: "", email: "jo.cook@example.com" },
      { id: "u-odd", name: "  ", email: "@example.com" },
    ]);
    expect((await ensureProfile(db, { id: "u-named", name: "Chef Ana", email: "ana@example.com" })).name).toBe("Chef Ana");
    expect((await ensureProfile(db, { id: "u-unnamed", name: "", email: "jo.cook@example.com" })).name).toBe("jo.cook");
    expect((await ensureProfile(db, { id: "u-odd", name: "  ", email: "@example.com" })).name).toBe("User");
    // A second call returns the same row and creates nothing.
    const again = await ensureProfile(db, { id: "u-named", name: "Someone Else", email: "ana@example.com" });
    expect(again.name).toBe("Chef Ana");
    const [{ n }] = await db.select({ n: count() }).from(profiles).where(eq(profiles.id, "u-named"));
    expect(n).toBe(1);
  });

  it("refuses a second account with the same e-mail, whatever its case", async () => {
    await signUp("twice@example.com");
    await expect(signUp("TWICE@example.com")).rejects.toMatchObject({
      body: { code: expect.stringMatching(/^USER_ALREADY_EXISTS/) },
    });
    const [{ n }] = await database.db.select({ n: count() }).from(users).where(eq(users.email, "twice@example.com"));
    expect(n).toBe(1);
  });

  it("never stores the password itself: the account table holds its scrypt hash, and no table holds the password", async () => {
    const password = "plain-text-9";
    const user = await signUp("hashed@example.com", "Hash Check", password);
    const rows = await database.db
      .select({ providerId: accounts.providerId, password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].providerId).toBe("credential");
    // Better Auth's format: a 16-byte hex salt, a colon, then the 64-byte hex scrypt key (N=16384, r=16, p=1).
    const stored = rows[0].password!;
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const [salt, key] = stored.split(":");
    expect(scryptKey(password, salt)).toBe(key);
    expect(scryptKey("plain-text-8", salt)).not.toBe(key);

    // The password appears nowhere: not in any column of any table, nor in the export.
    expect(await tablesContaining(password)).toEqual([]);
    // The search itself finds what is there.
    expect(await tablesContaining("hashed@example.com")).toEqual(expect.arrayContaining(["user", "profiles"]));
    const exported = JSON.stringify(await exportAccount(database.db, user.id));
    expect(exported).not.toContain(password);
    expect(exported).not.toContain(key);
    expect(exported).toContain("hashed@example.com");
  });

  /** The public tables in which some row, read as text, contains `needle`. */
  async function tablesContaining(needle: string): Promise<string[]> {
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    );
    expect(tables.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { name } of tables) {
      const [{ n }] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} t where strpos(row_to_json(t)::text, ${needle}) > 0`,
        ),
      );
      if (n > 0) found.push(name);
    }
    return found;
  }

  it("mails a reset link whose token works once", async () => {
    const user = await signUp("reset-once@example.com");
    await auth.api.requestPasswordReset({ body: { email: "reset-once@example.com" } });
    const mail = outbox.findLast((m) => m.to === "reset-once@example.com")!;
    expect(mail.subject).toBe("Reset your Simmer password");
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    expect(mail.text).toContain(`${BASE_URL}/reset-password?token=`);

    await auth.api.resetPassword({ body: { token, newPassword: "brand-new-1" } });
    await expect(auth.api.resetPassword({ body: { token, newPassword: "second-try-2" } })).rejects.toMatchObject({
      body: { code: "INVALID_TOKEN" },
    });
    const signedIn = await auth.api.signInEmail({ body: { email: "reset-once@example.com", password: "brand-new-1" } });
    expect(signedIn.user.id).toBe(user.id);
    await expect(
      auth.api.signInEmail({ body: { email: "reset-once@example.com", password: "second-try-2" } }),
    ).rejects.toBeTruthy();
  });

  it("refuses an expired reset token", async () => {
    await signUp("reset-late@example.com");
    await auth.api.requestPasswordReset({ body: { email: "reset-late@example.com" } });
    const mail = outbox.findLast((m) => m.to === "reset-late@example.com")!;
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    await database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    await expect(auth.api.resetPassword({ body: { token, newPassword: "too-late-11" } })).rejects.toMatchObject({
      body: { code: "INVALID_TOKEN" },
    });
  });

  it("sends no mail for an unknown e-mail and answers the same", async () => {
    const before = outbox.length;
    const answer = await auth.api.requestPasswordReset({ body: { email: "nobody@example.com" } });
    expect(answer.status).toBe(true);
    expect(outbox.length).toBe(before);
  });

  it("deletes an account with its sessions and profile, and the e-mail can sign up again", async () => {
    const user = await signUp("leaving@example.com");
    await auth.api.signInEmail({ body: { email: "leaving@example.com", password: "simmer2024" } });
    expect(await deleteAccount(database.db, user.id)).toEqual({ ok: true, value: { email: "leaving@example.com" } });
    for (const [table, column] of [
      [users, users.id],
      [profiles, profiles.id],
      [sessions, sessions.userId],
    ] as const) {
      const [{ n }] = await database.db.select({ n: count() }).from(table).where(eq(column, user.id));
      expect(n).toBe(0);
    }
    expect(await deleteAccount(database.db, user.id)).toMatchObject({ ok: false, status: 404 });
    const again = await signUp("leaving@example.com");
    expect(again.id).not.toBe(user.id);
  });

  it("counts attempts per key in a fixed window", async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const t0 = 1_700_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, "sign-in:10.0.0.1", limit, t0 + i));
    expect(results).toEqual([true, true, true, false]);
    expect(await hitRateLimit(database.db, "sign-in:10.0.0.2", limit, t0 + 5)).toBe(true);
    expect(await hitRateLimit(database.db, "sign-in:10.0.0.1", limit, t0 + 60_001)).toBe(true);
  });
});

describe("social sign-in", () => {
  it("offers Google and Facebook only with credentials, and then starts a real OAuth redirect", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const configured = createAuth({
        db: database.db,
        secret: "integration-test-secret-of-enough-length-0123456789",
        baseURL: BASE_URL,
        mailer: () => ({ send: async () => {} }),
        google: { clientId: "google-client", clientSecret: "google-secret" },
        facebook: { clientId: "facebook-client", clientSecret: "facebook-secret" },
      });
      const google = await configured.api.signInSocial({ body: { provider: "google", callbackURL: "/app/dashboard" } });
      expect(google.url).toMatch(/^https:\/\/accounts\.google\.com\/.*client_id=google-client/);
      expect(google.url).toContain(encodeURIComponent(`${BASE_URL}/api/auth/callback/google`));
      const facebook = await configured.api.signInSocial({ body: { provider: "facebook", callbackURL: "/app/dashboard" } });
      expect(facebook.url).toMatch(/facebook\.com\/.*client_id=facebook-client/);

      const plain = createAuth({
        db: database.db,
        secret: "integration-test-secret-of-enough-length-0123456789",
        baseURL: BASE_URL,
        mailer: () => ({ send: async () => {} }),
      });
      await expect(plain.api.signInSocial({ body: { provider: "google", callbackURL: "/app/dashboard" } })).rejects.toBeTruthy();
    } finally {
      await database.destroy();
    }
  });
});

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax, and Secure when the site is served over https", async () => {
    const database = await createTestDatabase("pglite");
    try {
      for (const [baseURL, secure] of [
        ["https://simmer.example", true],
        ["http://localhost:3000", false],
      ] as const) {
        const auth = createAuth({
          db: database.db,
          secret: "integration-test-secret-of-enough-length-0123456789",
          baseURL,
          mailer: () => ({ send: async () => {} }),
        });
        const response = await auth.api.signUpEmail({
          body: { name: "Cookie Check", email: `cookie-${secure}@example.com`, password: "simmer2024" },
          asResponse: true,
        });
        const cookie = response.headers.getSetCookie().find((c) => c.includes("simmer.session_token"))!;
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
        expect(/;\s*Secure/i.test(cookie)).toBe(secure);
      }
    } finally {
      await database.destroy();
    }
  });
});

describe("the login action", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  function attempt(ip: string) {
    const body = new URLSearchParams({ email: "someone@example.com", password: "wrong-password" });
    const request = new Request("http://localhost:3000/login", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: ip, Origin: "http://localhost:3000" },
    });
    const context = new RouterContextProvider();
    context.set(sessionContext, null);
    return loginAction({ request, params: {}, context, url: new URL(request.url), pattern: "/login" });
  }

  it("limits sign-in attempts per client IP with a clear message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = (await attempt("203.0.113.7")) as {
        init: { status: number } | null;
        data: { result: { error: Record<string, string[]> } };
      };
      statuses.push(result.init?.status ?? 200);
      if (i === 10) expect(result.data.result.error[""]).toEqual([AUTH_MESSAGES.tooManyAttempts]);
      else expect(result.data.result.error[""]).toEqual([AUTH_MESSAGES.loginFailed]);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = (await attempt("198.51.100.4")) as { init: { status: number } | null };
    expect(other.init?.status).toBe(401);
  });

  it("never sends a signed-in cook off the site, whatever dot segments the redirectTo holds", async () => {
    const email = "redirects@example.com";
    const post = (path: string, form: Record<string, string>) =>
      call(path === "/signup" ? signupAction : loginAction, formRequest(path, form, { ip: "198.51.100.77" }));
    const joined = await post("/signup", {
      name: "Maya Okafor",
      email,
      password: "simmer2024",
      confirmPassword: "simmer2024",
      terms: "on",
    });
    expect(joined.status).toBe(302);
    for (const redirectTo of [
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "/%2E%2E//evil.example",
      "/.%2e//evil.example",
      "/..\\/evil.example",
      "/%2e%2e%5c/evil.example",
      "/app/../..//evil.example",
      "/..%2f/evil.example",
    ]) {
      const answer = await post("/login", { email, password: "simmer2024", redirectTo });
      expect(answer.status, redirectTo).toBe(302);
      const location = answer.headers.get("Location") ?? "";
      expect(location, redirectTo).toBe("/app/dashboard");
      expect(new URL(location, BASE_URL).origin, redirectTo).toBe(BASE_URL);
    }
    const kept = await post("/login", { email, password: "simmer2024", redirectTo: "/app/../app/saved" });
    expect(kept.headers.get("Location")).toBe("/app/saved");
  });
});

describe("e-mail delivery over SMTP", () => {
  it("delivers a password-reset e-mail to a real SMTP server on loopback", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Simmer <no-reply@simmer.example>");
      await mailer.send(passwordResetMail("maya@example.com", "Maya", "http://localhost:3000/reset-password?token=abc123", 60));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("To: maya@example.com");
      expect(received[0]).toContain("Subject: Reset your Simmer password");
      const decoded = received[0].replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(decoded).toContain("http://localhost:3000/reset-password?token=abc123");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
