/**
 * `npm run user:create` (issue 29): on a site started with SIGNUP=closed, where nobody can sign up
 * over HTTP, the operator makes the first account from the command line; it signs in with its
 * password, its address counts as confirmed, and with --admin it runs the site.
 */
process.env.AUTH_SECRET ??= "operator-account-test-secret-of-enough-length-0123";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperatorAccount, OperatorAccountSchema } from "~/server/admin/operator-account.server";
import { getAuth, resetAuth } from "~/server/auth/auth.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { adminAudit, profiles, users } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("accounts made from the command line on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  const config = env();
  const modeBefore = config.SIGNUP;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    resetAuth();
    config.SIGNUP = "closed";
  });
  afterAll(async () => {
    config.SIGNUP = modeBefore;
    await database?.destroy();
  });

  it("makes the first admin of a closed site, who signs in with the password", async () => {
    const auth = await getAuth();
    // Over HTTP nobody gets in.
    const overHttp = await auth.api.signUpEmail({
      body: { name: "Eve Early", email: "eve@example.com", password: "correct-horse-9" },
      headers: new Headers({ origin: "http://localhost:3000" }),
      asResponse: true,
    });
    expect(overHttp.status).toBe(403);
    const input = OperatorAccountSchema.parse({ name: "Olga Operator", email: "Olga@Example.com", password: "correct-horse-9" });
    const made = await createOperatorAccount(db, input, { admin: true });
    expect(made).toEqual({ ok: true, value: "olga@example.com can now sign in, as an admin." });
    const [user] = await db.select().from(users).where(eq(users.email, "olga@example.com"));
    expect(user.emailVerified).toBe(true);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ name: "Olga Operator", isAdmin: true });
    expect(await db.select().from(adminAudit).where(eq(adminAudit.action, "user.grant-admin"))).toHaveLength(1);
    const signedIn = await auth.api.signInEmail({ body: { email: "olga@example.com", password: "correct-horse-9" } });
    expect(signedIn.user.id).toBe(user.id);

    expect(await createOperatorAccount(db, input, { admin: false })).toMatchObject({ ok: false, status: 409 });
    expect(OperatorAccountSchema.safeParse({ name: "Pat", email: "pat@example.com", password: "short" }).success).toBe(false);
    const plain = await createOperatorAccount(
      db,
      OperatorAccountSchema.parse({ name: "Pat Plain", email: "pat@example.com", password: "correct-horse-9" }),
      {
        admin: false,
      },
    );
    expect(plain).toEqual({ ok: true, value: "pat@example.com can now sign in." });
  });
});
