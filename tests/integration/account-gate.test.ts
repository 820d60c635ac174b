/**
 * One gate for accounts (issue 9): Better Auth's endpoints under /api/auth answer only where the
 * product needs them, the spec's password and name rules hold on every way in, and attempts are
 * limited per address with the documented defaults (10 per 5 minutes).
 */
process.env.AUTH_SECRET ??= "account-gate-test-secret-of-enough-length-0123456789";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { createAuth, getAuth, resetAuth, type Auth } from "~/server/auth/auth.server";
import { DEFAULT_ATTEMPT_LIMIT } from "~/server/auth/gate.server";
import { CLIENT_IP_HEADER } from "~/server/client-ip";
import { provideDatabase } from "~/server/db/index.server";
import { users } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { action as authAction, loader as authLoader } from "~/routes/api.auth";
import { action as loginAction } from "~/routes/login";
import { action as signupAction } from "~/routes/signup";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { call, formRequest, getRequest, ORIGIN } from "../support/routes";

const WEAK_PASSWORDS = ["aaaaaaaa", "12345678", "        ", "short1"];
const BAD_NAMES = ["A", " ", "x".repeat(51), "x".repeat(5 * 1024 * 1024)];

describe.each(DATABASE_KINDS)("accounts gate on %s", (kind) => {
  let database: TestDatabase;
  let auth: Auth;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    resetAuth();
    auth = await getAuth();
  });
  afterAll(() => database?.destroy());

  let ipCounter = 0;
  /** A fresh client address per test, so limits from one test never spill into another. */
  const freshIp = () => `198.51.100.${++ipCounter}`;

  function authWith(options: Partial<Parameters<typeof createAuth>[0]>) {
    return createAuth({
      db: database.db,
      secret: "account-gate-test-secret-of-enough-length-0123456789",
      baseURL: ORIGIN,
      mailer: () => ({ send: async () => {} }),
      ...options,
    });
  }

  async function usersWithEmail(email: string) {
    const [{ n }] = await database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    return n;
  }

  function jsonRequest(path: string, body: unknown, ip = freshIp()) {
    return new Request(new URL(path, ORIGIN), {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Origin: ORIGIN, [CLIENT_IP_HEADER]: ip },
    });
  }

  describe("the app runs with the documented limits in these tests", () => {
    it("uses 10 attempts per 5 minutes", () => {
      expect(env().AUTH_RATE_LIMIT_MAX).toBe(10);
      expect(env().AUTH_RATE_LIMIT_WINDOW_SECONDS).toBe(300);
      expect(DEFAULT_ATTEMPT_LIMIT).toEqual({ max: 10, windowSeconds: 300 });
    });
  });

  describe("/api/auth exposes only what the product uses", () => {
    it.each([
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/auth/request-password-reset"],
      ["POST", "/api/auth/reset-password"],
      ["POST", "/api/auth/change-password"],
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/delete-user"],
      ["POST", "/api/auth/sign-out"],
      ["GET", "/api/auth/get-session"],
      ["GET", "/api/auth/list-sessions"],
      ["GET", "/api/auth/reset-password/sometoken"],
      ["GET", "/api/auth/ok"],
      ["GET", "/api/auth/error"],
      ["POST", "/api/auth/callback/google"],
      ["GET", "/api/auth/callback/github"],
      ["GET", "/api/auth/verify-email/extra"],
    ])("%s %s answers 404", async (method, path) => {
      const request =
        method === "GET"
          ? getRequest(path)
          : jsonRequest(path, { name: "Maya Okafor", email: "gate@example.com", password: "simmer2024" });
      const answer = await call(method === "GET" ? authLoader : authAction, request);
      expect(answer.status).toBe(404);
    });

    it("creates no account through /api/auth/sign-up/email, whatever the password", async () => {
      for (const [i, password] of [...WEAK_PASSWORDS, "simmer2024"].entries()) {
        const email = `api-signup-${i}@example.com`;
        const answer = await call(authAction, jsonRequest("/api/auth/sign-up/email", { name: "Maya Okafor", email, password }));
        expect(answer.status).toBe(404);
        expect(await usersWithEmail(email)).toBe(0);
      }
    });

    it("still answers the e-mail confirmation link and the social callbacks", async () => {
      const verify = await call(authLoader, getRequest("/api/auth/verify-email?token=not-a-token"));
      expect(verify.status).not.toBe(404);
      const callback = await call(authLoader, getRequest("/api/auth/callback/google?state=x&code=y"));
      expect(callback.status).not.toBe(404);
    });
  });

  describe("the spec's sign-up rules hold on every way in", () => {
    it.each(WEAK_PASSWORDS)("Better Auth's own handler refuses the password %j", async (password) => {
      const email = `weak-${password.trim() || "blank"}-${password.length}@example.com`;
      const response = await auth.handler(jsonRequest("/api/auth/sign-up/email", { name: "Maya Okafor", email, password }));
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("INVALID_INPUT");
      expect(await usersWithEmail(email)).toBe(0);
    });

    it("Better Auth's own handler refuses 1-character, blank, 51-character and 5 MB names", async () => {
      for (const [i, name] of BAD_NAMES.entries()) {
        const email = `bad-name-${i}@example.com`;
        const response = await auth.handler(jsonRequest("/api/auth/sign-up/email", { name, email, password: "simmer2024" }));
        expect(response.status, `name of ${name.length} characters`).toBe(400);
        expect(await usersWithEmail(email)).toBe(0);
      }
    });

    it("gives the spec's messages, the same as the sign-up form", async () => {
      const cases = [
        [{ name: "Maya Okafor", password: "aaaaaaaa" }, "Password must contain letters and numbers"],
        [{ name: "Maya Okafor", password: "abc1" }, "Password must be at least 8 characters"],
        [{ name: "A", password: "simmer2024" }, "Name must be at least 2 characters"],
        [{ name: "x".repeat(51), password: "simmer2024" }, "Name must be less than 50 characters"],
      ] as const;
      for (const [fields, message] of cases) {
        const response = await auth.handler(jsonRequest("/api/auth/sign-up/email", { ...fields, email: "msg@example.com" }));
        expect((await response.json()).message).toBe(message);
        const form = await call(
          signupAction,
          formRequest(
            "/signup",
            { ...fields, email: "msg@example.com", confirmPassword: fields.password, terms: "on" },
            { ip: freshIp() },
          ),
        );
        expect(form.status).toBe(400);
        expect(JSON.stringify(form.data)).toContain(message);
      }
    });

    it("server code calling auth.api directly passes the same rules", async () => {
      await expect(
        auth.api.signUpEmail({ body: { name: "Maya Okafor", email: "direct@example.com", password: "12345678" } }),
      ).rejects.toMatchObject({ body: { code: "INVALID_INPUT" } });
      await expect(
        auth.api.signUpEmail({ body: { name: "M", email: "direct@example.com", password: "simmer2024" } }),
      ).rejects.toMatchObject({ body: { code: "INVALID_INPUT" } });
      expect(await usersWithEmail("direct@example.com")).toBe(0);
    });

    it("stores the name trimmed, and a good sign-up still works", async () => {
      const response = await auth.handler(
        jsonRequest("/api/auth/sign-up/email", { name: "  Maya Okafor  ", email: "good@example.com", password: "simmer2024" }),
      );
      expect(response.status).toBe(200);
      const [row] = await database.db.select().from(users).where(eq(users.email, "good@example.com"));
      expect(row.name).toBe("Maya Okafor");
    });

    it("a new password set by reset or change follows the same rules", async () => {
      const user = (
        await auth.api.signUpEmail({ body: { name: "Pass Change", email: "change@example.com", password: "simmer2024" } })
      ).user;
      await expect(auth.api.resetPassword({ body: { token: "whatever", newPassword: "        " } })).rejects.toMatchObject({
        body: { code: "INVALID_INPUT" },
      });
      const signIn = await auth.api.signInEmail({
        body: { email: "change@example.com", password: "simmer2024" },
        asResponse: true,
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      await expect(
        auth.api.changePassword({
          body: { currentPassword: "simmer2024", newPassword: "aaaaaaaa" },
          headers: new Headers({ cookie }),
        }),
      ).rejects.toMatchObject({ body: { code: "INVALID_INPUT" } });
      await expect(auth.api.updateUser({ body: { name: "Z" }, headers: new Headers({ cookie }) })).rejects.toMatchObject({
        body: { code: "INVALID_INPUT" },
      });
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.name).toBe("Pass Change");
    });
  });

  describe("attempt limits per address, with the defaults", () => {
    it("refuses the 11th sign-in within 5 minutes through the login page, even with the right password", async () => {
      await auth.api.signUpEmail({ body: { name: "Limit Me", email: "limit@example.com", password: "simmer2024" } });
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const answer = await call(
          loginAction,
          formRequest("/login", { email: "limit@example.com", password: `wrong-${i}-pass` }, { ip }),
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual(Array(10).fill(401));
      const eleventh = await call(
        loginAction,
        formRequest("/login", { email: "limit@example.com", password: "simmer2024" }, { ip }),
      );
      expect(eleventh.status).toBe(429);
      expect(JSON.stringify(eleventh.data)).toContain(AUTH_MESSAGES.tooManyAttempts);
      // Another address signs in.
      const other = await call(
        loginAction,
        formRequest("/login", { email: "limit@example.com", password: "simmer2024" }, { ip: freshIp() }),
      );
      expect(other.status).toBe(302);
    });

    it("counts sign-ins on Better Auth's own handler in the same bucket, with the default limit", async () => {
      // Better Auth's own (stricter, 3 per 10 s) limiter is off here, so only Simmer's count is seen.
      const handlerOnly = authWith({ rateLimit: false });
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        await call(loginAction, formRequest("/login", { email: "limit@example.com", password: `wrong-${i}-pass` }, { ip }));
      }
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await handlerOnly.handler(
          jsonRequest("/api/auth/sign-in/email", { email: "limit@example.com", password: "nope-nope-1" }, ip),
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it("limits sign-ups per address: 10 go through, the 11th is refused", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const password = "simmer2024";
        const answer = await call(
          signupAction,
          formRequest(
            "/signup",
            { name: "Many Accounts", email: `many-${i}@example.com`, password, confirmPassword: password, terms: "on" },
            { ip },
          ),
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(10).fill(302), 429]);
      expect(await usersWithEmail("many-10@example.com")).toBe(0);
      const other = await call(
        signupAction,
        formRequest(
          "/signup",
          {
            name: "Someone Else",
            email: "many-other@example.com",
            password: "simmer2024",
            confirmPassword: "simmer2024",
            terms: "on",
          },
          { ip: freshIp() },
        ),
      );
      expect(other.status).toBe(302);
    });

    it("a server configured with a higher limit (as the browser tests are) lets more through", async () => {
      const relaxed = authWith({ rateLimit: false, attemptLimit: { max: 100_000, windowSeconds: 300 } });
      const ip = freshIp();
      for (let i = 0; i < 12; i++) {
        const response = await relaxed.handler(
          jsonRequest("/api/auth/sign-in/email", { email: "limit@example.com", password: "nope-nope-1" }, ip),
        );
        expect(response.status).toBe(401);
      }
    });
  });

  describe("the login action's redirect", () => {
    const account = { email: "redirect@example.com", password: "simmer2024" };
    beforeAll(async () => {
      await auth.api.signUpEmail({ body: { name: "Redirect Me", ...account } });
    });

    it.each([
      "/\t/evil.example",
      "/%09/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/%5Cevil.example",
    ])("sends a signed-in user home, not to %j", async (redirectTo) => {
      const answer = await call(loginAction, formRequest("/login", { ...account, redirectTo }, { ip: freshIp() }));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/app/dashboard");
    });

    it("follows a path on this site", async () => {
      const answer = await call(
        loginAction,
        formRequest("/login", { ...account, redirectTo: "/app/settings?tab=privacy" }, { ip: freshIp() }),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/app/settings?tab=privacy");
    });
  });
});
