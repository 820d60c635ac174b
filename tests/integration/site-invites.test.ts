/**
 * An admin's invite links (issue 29, decision 051) on both databases: made and revoked with audit
 * rows; with SIGNUP=invite one link admits exactly one account through the sign-up form (two at once
 * included), a failed sign-up gives the link back, and used, revoked and expired links admit nobody.
 */
process.env.AUTH_SECRET ??= "site-invite-test-secret-of-enough-length-0123456789";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "~/domain/admin/signup";
import { SITE_INVITE_MESSAGES, siteInvitePath } from "~/domain/admin/site-invites";
import {
  claimSiteInvite,
  claimSiteInviteFor,
  createSiteInvite,
  listSiteInvites,
  readSiteInvite,
  revokeSiteInvite,
} from "~/server/admin/site-invites.server";
import { resetAuth } from "~/server/auth/auth.server";
import { admitInvited, withSignInStore } from "~/server/auth/single-sign-on.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { adminAudit, siteInvites, users } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { action as signupAction } from "~/routes/signup";
import { loader as inviteLoader } from "~/routes/site-invite";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("site invite links on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let ip = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    resetAuth();
  });
  afterAll(() => database?.destroy());

  async function inviteMode<T>(run: () => Promise<T>): Promise<T> {
    const config = env();
    const before = config.SIGNUP;
    config.SIGNUP = "invite";
    try {
      return await run();
    } finally {
      config.SIGNUP = before;
    }
  }

  const signUp = (email: string, redirectTo?: string) =>
    call(
      signupAction,
      formRequest(
        "/signup",
        {
          name: "Ivy Invited",
          email,
          password: "correct horse battery 42",
          confirmPassword: "correct horse battery 42",
          terms: "on",
          ...(redirectTo ? { redirectTo } : {}),
        },
        { ip: `198.51.100.${++ip}` },
      ),
    );

  const accounts = async (email: string) => (await db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

  it("admits one account per link with SIGNUP=invite, and records who used it", async () => {
    const admin = await createUser(db, { email: `inviter-${kind}@example.com` });
    const made = await createSiteInvite(db, admin, { note: "For Grandma" });
    if (!made.ok) throw new Error(made.message);
    const link = siteInvitePath(made.value.token);
    expect(await readSiteInvite(db, made.value.token)).toEqual({ state: "valid" });
    expect((await call(inviteLoader, getRequest(link), { params: { token: made.value.token } })).status).toBe(200);

    await inviteMode(async () => {
      // Without the link: refused, as before.
      const plain = await signUp(`uninvited-${kind}@example.com`);
      expect(plain.status).toBe(403);
      expect(JSON.stringify(plain.data)).toContain(SIGNUP_MESSAGES.inviteOnly);
      expect(await accounts(`uninvited-${kind}@example.com`)).toBe(0);

      const first = await signUp(`grandma-${kind}@example.com`, link);
      expect(first.status).toBe(302);
      expect(first.headers.get("Location")).toBe("/app/dashboard");
      expect(await accounts(`grandma-${kind}@example.com`)).toBe(1);

      // The same link again admits nobody.
      const second = await signUp(`cousin-${kind}@example.com`, link);
      expect(second.status).toBe(403);
      expect(await accounts(`cousin-${kind}@example.com`)).toBe(0);
    });
    const [row] = await db.select().from(siteInvites).where(eq(siteInvites.note, "For Grandma"));
    const [grandma] = await db
      .select()
      .from(users)
      .where(eq(users.email, `grandma-${kind}@example.com`));
    expect(row).toMatchObject({ usedBy: grandma!.id, createdBy: admin.id });
    expect(await readSiteInvite(db, made.value.token)).toEqual({ state: "used", message: SITE_INVITE_MESSAGES.used });
    expect((await call(inviteLoader, getRequest(link), { params: { token: made.value.token } })).status).toBe(410);
    const [listed] = (await listSiteInvites(db)).filter((i) => i.note === "For Grandma");
    expect(listed).toMatchObject({ state: "used", usedBy: "Ivy Invited" });
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.actorId, admin.id));
    expect(audit.map((r) => [r.action, r.details.note])).toEqual([["invite.create", "For Grandma"]]);
  });

  it("lets only one of two sign-ups at once through a link, and gives the link back when the account could not be made", async () => {
    const admin = await createUser(db);
    const made = await createSiteInvite(db, admin, { note: "Race" });
    if (!made.ok) throw new Error(made.message);
    const claims = await Promise.all([claimSiteInvite(db, made.value.token), claimSiteInvite(db, made.value.token)]);
    expect(claims.filter(Boolean)).toHaveLength(1);

    const again = await createSiteInvite(db, admin, { note: "Taken e-mail" });
    if (!again.ok) throw new Error(again.message);
    const taken = await createUser(db, { email: `taken-${kind}@example.com` });
    await inviteMode(async () => {
      const refused = await signUp(taken.email, siteInvitePath(again.value.token));
      expect(refused.status).toBeGreaterThanOrEqual(400);
    });
    expect(await readSiteInvite(db, again.value.token)).toEqual({ state: "valid" });
  });

  it("an invite made for an address is claimed once, by that address only, and a password sign-up is not admitted by it", async () => {
    const admin = await createUser(db);
    const email = `lee-${kind}@family.test`;
    const made = await createSiteInvite(db, admin, { note: "Lee", email: ` ${email.toUpperCase()} ` });
    if (!made.ok) throw new Error(made.message);
    expect((await listSiteInvites(db)).find((invite) => invite.note === "Lee")?.email).toBe(email);
    // A provider's sign-in of another address, or of an unconfirmed one, finds nothing.
    expect(await claimSiteInviteFor(db, `other-${kind}@family.test`)).toBeNull();
    expect(
      await withSignInStore(getRequest("/api/auth/callback/oidc"), db, async () => {
        expect(await admitInvited(db, { email, emailVerified: false })).toBe(false);
        return new Response(null);
      }),
    ).toBeInstanceOf(Response);
    // The password form is not a provider: its account is not confirmed, so the invite does not admit it.
    await inviteMode(async () => {
      expect((await signUp(email)).status).toBe(403);
    });
    expect(await accounts(email)).toBe(0);
    // A confirmed sign-in claims it, once; the claim is given back when no account was made.
    await withSignInStore(getRequest("/api/auth/callback/oidc"), db, async () => {
      expect(await admitInvited(db, { email, emailVerified: true })).toBe(true);
      return new Response(null);
    });
    expect((await listSiteInvites(db)).find((invite) => invite.note === "Lee")?.state).toBe("valid");
    const claims = await Promise.all([claimSiteInviteFor(db, email), claimSiteInviteFor(db, email)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimSiteInviteFor(db, email)).toBeNull();
  });

  it("admits nobody through a revoked, expired or made-up link", async () => {
    const admin = await createUser(db);
    const revoked = await createSiteInvite(db, admin, { note: "Revoke me" });
    const old = await createSiteInvite(db, admin, { note: "Too old" }, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    if (!revoked.ok || !old.ok) throw new Error("not made");
    const [row] = await db.select().from(siteInvites).where(eq(siteInvites.note, "Revoke me"));
    expect(await revokeSiteInvite(db, admin, row!.id)).toMatchObject({ ok: true, value: SITE_INVITE_MESSAGES.revoked });
    expect(await revokeSiteInvite(db, admin, row!.id)).toMatchObject({ ok: false, status: 404 });
    expect((await readSiteInvite(db, revoked.value.token)).state).toBe("revoked");
    expect(await readSiteInvite(db, old.value.token)).toEqual({ state: "expired", message: SITE_INVITE_MESSAGES.expired });
    expect(await readSiteInvite(db, "x".repeat(43))).toEqual({ state: "invalid", message: SITE_INVITE_MESSAGES.invalid });
    expect(await readSiteInvite(db, "../../etc")).toMatchObject({ state: "invalid" });
    await inviteMode(async () => {
      for (const token of [revoked.value.token, old.value.token]) {
        const refused = await signUp(`nobody-${token.slice(0, 6)}-${kind}@example.com`, siteInvitePath(token));
        expect(refused.status).toBe(403);
      }
    });
    expect(await claimSiteInvite(db, revoked.value.token)).toBeNull();
    const actions = (await db.select().from(adminAudit).where(eq(adminAudit.actorId, admin.id))).map((r) => r.action).sort();
    expect(actions).toEqual(["invite.create", "invite.create", "invite.revoke"]);
  });
});
