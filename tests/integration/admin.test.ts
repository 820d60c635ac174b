/**
 * The operator's side (issue 29): the user list, the actions on an account with their audit rows,
 * the last-admin and not-yourself rules, the append-only audit log, sign-up control and disabled
 * accounts at the auth layer, on both databases.
 */
process.env.AUTH_SECRET ??= "admin-test-secret-of-enough-length-0123456789abcdef";
import { count, eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "~/domain/admin/admins";
import { SIGNUP_MESSAGES } from "~/domain/admin/signup";
import {
  actOnUser,
  deleteUserAsAdmin,
  grantPlanAsAdmin,
  listUsers,
  readAudit,
  requireAdmin,
  sendResetLinkAsAdmin,
  unconfirmedAdmin,
  setAdminByEmail,
  siteOverview,
} from "~/server/admin/admin.server";
import { createTestRecipe } from "~/server/recipes/test-recipes.server";
import { billingTabData } from "~/server/billing/settings-actions.server";
import { currentPlan, grantOf, readAccount } from "~/server/billing/subscriptions.server";
import { accountContext, sessionContext } from "~/server/auth/session.server";
import { RouterContextProvider } from "react-router";
import { asInvitedSignUp } from "~/server/admin/signup.server";
import { getAuth, resetAuth, type Auth } from "~/server/auth/auth.server";
import { CLIENT_IP_HEADER } from "~/server/client-ip";
import { provideDatabase } from "~/server/db/index.server";
import {
  adminAudit,
  aiGenerations,
  householdMembers,
  households,
  jobs,
  profiles,
  recipes,
  sessions,
  subscriptions,
  users,
} from "~/server/db/schema";
import { monthlyAiAllowance, siteActivity } from "~/server/admin/activity.server";
import { aiGenerationAllowance, type PlanId } from "~/domain/plans";
import type { SubscriptionStatus } from "~/domain/billing/subscription";
import packageJson from "../../package.json";
import { env } from "~/server/env.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createUser, sessionUserFor } from "../support/factories";
import { ORIGIN } from "../support/routes";

const PASSWORD = "correct horse battery 42";

describe.each(DATABASE_KINDS)("admin on %s", (kind) => {
  let database: TestDatabase;
  let auth: Auth;
  let ip = 0;
  const headers = () => new Headers({ Origin: ORIGIN, [CLIENT_IP_HEADER]: `203.0.113.${++ip}` });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    resetAuth();
    auth = await getAuth();
  });
  afterAll(() => database?.destroy());

  async function withSignup<T>(mode: "open" | "invite" | "closed", run: () => Promise<T>): Promise<T> {
    const config = env();
    const before = config.SIGNUP;
    config.SIGNUP = mode;
    try {
      return await run();
    } finally {
      config.SIGNUP = before;
    }
  }

  async function signUp(email: string) {
    return auth.api.signUpEmail({ body: { name: "New Cook", email, password: PASSWORD }, headers: headers(), asResponse: true });
  }

  async function accountsWith(email: string) {
    const [{ n }] = await database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    return n;
  }

  async function auditFor(targetId: string) {
    return database.db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId));
  }

  it("lists accounts newest first, searches by name or e-mail, and pages", async () => {
    const tag = `${kind}-list`;
    for (let i = 0; i < 27; i++) await createUser(database.db, { name: `Lister ${i}`, email: `lister-${i}-${tag}@example.com` });
    const first = await listUsers(database.db, { query: tag });
    expect(first.total).toBe(27);
    expect(first.pages).toBe(2);
    expect(first.users).toHaveLength(25);
    const second = await listUsers(database.db, { query: tag, page: 2 });
    expect(second.users).toHaveLength(2);
    const seen = new Set([...first.users, ...second.users].map((u) => u.email));
    expect(seen.size).toBe(27);
    // A page past the end is the last page; a wildcard typed into the search matches itself only.
    expect((await listUsers(database.db, { query: tag, page: 99 })).page).toBe(2);
    expect((await listUsers(database.db, { query: "%" })).total).toBe(0);
    const byName = await listUsers(database.db, { query: "Lister 13" });
    expect(byName.users.map((u) => u.email)).toEqual([`lister-13-${tag}@example.com`]);
    expect(byName.users[0]).toMatchObject({ planId: "free", recipeCount: 0, disabled: false, admin: false, lastSeenAt: null });
  });

  it("shows a member's household plan beside their own, and none for the owner or a lower household plan", async () => {
    const tag = `${kind}-household`;
    const owner = await createUser(database.db, { name: "Maya Owner", email: `owner-${tag}@example.com`, plan: "ultimate" });
    const member = await createUser(database.db, { name: "Sam Member", email: `member-${tag}@example.com` });
    const premium = await createUser(database.db, { name: "Pat Premium", email: `premium-${tag}@example.com`, plan: "ultimate" });
    const [household] = await database.db.insert(households).values({ name: "Okafor kitchen", ownerId: owner.id }).returning();
    await database.db.insert(householdMembers).values([
      { householdId: household!.id, userId: owner.id },
      { householdId: household!.id, userId: member.id },
      { householdId: household!.id, userId: premium.id },
    ]);
    const listed = new Map((await listUsers(database.db, { query: tag })).users.map((u) => [u.name, u]));
    expect(listed.get("Sam Member")).toMatchObject({ planId: "free", householdPlanId: "ultimate" });
    expect(listed.get("Maya Owner")).toMatchObject({ planId: "ultimate", householdPlanId: null });
    expect(listed.get("Pat Premium")).toMatchObject({ planId: "ultimate", householdPlanId: null });
  });

  it("disables an account: its sessions go, sign-in is refused with the reason, and the audit log says who did it", async () => {
    const admin = await createUser(database.db, { name: "Ada Admin" });
    const email = `disable-me-${kind}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    const [cook] = await database.db.select().from(users).where(eq(users.email, email));
    expect(cook).toBeDefined();
    const sessionCount = async () =>
      (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, cook!.id)))[0]!.n;
    expect(await sessionCount()).toBe(1);

    const done = await actOnUser(database.db, admin, cook!.id, "disable");
    expect(done).toMatchObject({ ok: true, value: ADMIN_MESSAGES.disabledDone("New Cook") });
    expect(await sessionCount()).toBe(0);
    const signIn = await auth.api
      .signInEmail({ body: { email, password: PASSWORD }, headers: headers(), asResponse: true })
      .catch((error: { statusCode?: number; body?: { code?: string } }) => error);
    const refusedStatus = signIn instanceof Response ? signIn.status : signIn.statusCode;
    expect(refusedStatus).toBe(403);
    expect(await sessionCount()).toBe(0);

    expect(await actOnUser(database.db, admin, cook!.id, "enable")).toMatchObject({ ok: true });
    const again = await auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: headers(), asResponse: true });
    expect(again.status).toBe(200);

    const rows = await auditFor(cook!.id);
    expect(rows.map((r) => [r.action, r.actorEmail, r.targetEmail])).toEqual([
      ["user.disable", admin.email, email],
      ["user.enable", admin.email, email],
    ]);
  });

  it("signs an account out everywhere and records it", async () => {
    const admin = await createUser(database.db);
    const email = `signout-${kind}@example.com`;
    await signUp(email);
    await auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: headers() });
    const [cook] = await database.db.select().from(users).where(eq(users.email, email));
    expect((await database.db.select().from(sessions).where(eq(sessions.userId, cook!.id))).length).toBe(2);
    expect(await actOnUser(database.db, admin, cook!.id, "sign-out-everywhere")).toMatchObject({ ok: true });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, cook!.id))).toEqual([]);
    expect((await auditFor(cook!.id)).map((r) => r.action)).toEqual(["user.sign-out-everywhere"]);
  });

  it("refuses to disable yourself or the last admin, and changes nothing", async () => {
    const only = await createUser(database.db, { email: `only-admin-${kind}@example.com` });
    // Earlier tests' accounts are no admins: this one becomes the only one.
    expect(await setAdminByEmail(database.db, only.email, true)).toMatchObject({ ok: true });
    expect(await actOnUser(database.db, only, only.id, "disable")).toMatchObject({
      ok: false,
      message: ADMIN_MESSAGES.notYourself,
    });
    const other = await createUser(database.db);
    expect(await actOnUser(database.db, other, only.id, "disable")).toMatchObject({
      ok: false,
      message: ADMIN_MESSAGES.lastAdmin,
    });
    expect(await setAdminByEmail(database.db, only.email, false)).toMatchObject({ ok: false, message: ADMIN_MESSAGES.lastAdmin });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, only.id));
    expect(profile).toMatchObject({ isAdmin: true, disabledAt: null });
    expect((await auditFor(only.id)).map((r) => [r.action, r.actorEmail])).toEqual([["user.grant-admin", "command line"]]);

    // With a second admin, the first may go.
    await setAdminByEmail(database.db, other.email, true);
    expect(await actOnUser(database.db, other, only.id, "disable")).toMatchObject({ ok: true });
    expect(await actOnUser(database.db, other, "no-such-account", "disable")).toMatchObject({ ok: false, status: 404 });
  });

  it("deletes an account as its owner would and records it; never yourself nor the last admin", async () => {
    const boss = await createUser(database.db, { email: `boss-${kind}@example.com` });
    await setAdminByEmail(database.db, boss.email, true);
    const cook = await createUser(database.db, { email: `leaving-${kind}@example.com` });
    const recipeId = await createTestRecipe(database.db, cook.id, { title: "Goodbye Goulash", isPublic: true });
    expect(await deleteUserAsAdmin(database.db, boss, cook.id)).toMatchObject({ ok: true });
    expect(await database.db.select().from(users).where(eq(users.id, cook.id))).toEqual([]);
    expect(await database.db.select().from(recipes).where(eq(recipes.id, recipeId))).toEqual([]);
    expect((await auditFor(cook.id)).map((r) => [r.action, r.actorEmail, r.targetEmail])).toEqual([
      ["user.delete", boss.email, cook.email],
    ]);
    expect(await deleteUserAsAdmin(database.db, boss, cook.id)).toMatchObject({ ok: false, status: 404 });
    expect(await deleteUserAsAdmin(database.db, boss, boss.id)).toMatchObject({ ok: false, message: ADMIN_MESSAGES.notYourself });

    // The boss as the only admin left: nobody deletes them.
    await database.db.update(profiles).set({ isAdmin: false }).where(ne(profiles.id, boss.id));
    const other = await createUser(database.db);
    expect(await deleteUserAsAdmin(database.db, other, boss.id)).toMatchObject({ ok: false, message: ADMIN_MESSAGES.lastAdmin });
    expect((await database.db.select().from(users).where(eq(users.id, boss.id))).length).toBe(1);
    expect((await auditFor(boss.id)).map((r) => r.action)).toEqual(["user.grant-admin"]);
  });

  it("sends a password-reset link through the forgot-password path and records only a link that went out", async () => {
    const admin = await createUser(database.db);
    const cook = await createUser(database.db, { email: `forgetful-${kind}@example.com` });
    const sent: string[] = [];
    const outcome = await sendResetLinkAsAdmin(database.db, admin, cook.id, async (email) => {
      sent.push(email);
      return true;
    });
    expect(outcome).toMatchObject({ ok: true, value: ADMIN_MESSAGES.resetSent(cook.email) });
    expect(sent).toEqual([cook.email]);
    const refused = await sendResetLinkAsAdmin(database.db, admin, cook.id, async () => false);
    expect(refused).toMatchObject({ ok: false, status: 429, message: ADMIN_MESSAGES.resetRefused });
    expect((await auditFor(cook.id)).map((r) => r.action)).toEqual(["user.send-reset-link"]);
    expect(await sendResetLinkAsAdmin(database.db, admin, "no-such-account", async () => true)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("grants a plan until a day: the account has it until then and Free after, its history and the audit log say so", async () => {
    const admin = await createUser(database.db, { email: `granter-${kind}@example.com` });
    const cook = await createUser(database.db, { name: "Gus Granted", email: `granted-${kind}@example.com` });
    const endsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const outcome = await grantPlanAsAdmin(database.db, admin, cook.id, { planId: "premium", endsAt });
    expect(outcome).toMatchObject({ ok: true, value: ADMIN_MESSAGES.granted("Gus Granted", "Premium", endsAt) });
    expect(await currentPlan(database.db, cook.id)).toBe("premium");
    expect(await grantOf(database.db, cook.id)).toEqual({ planId: "premium", endsAt });
    const tab = await billingTabData(database.db, cook.id);
    expect(tab.grant).toEqual({ planId: "premium", endsAt: endsAt.toISOString() });
    expect(tab.history.map((h) => [h.kind, h.toPlanId])).toContainEqual(["granted", "premium"]);
    const [listed] = (await listUsers(database.db, { query: cook.email })).users;
    expect(listed).toMatchObject({ planId: "premium", grantEndsAt: endsAt });
    expect((await auditFor(cook.id)).map((r) => [r.action, r.details])).toEqual([
      ["user.grant-plan", { plan: "premium", until: endsAt.toISOString().slice(0, 10) }],
    ]);

    // After the end the grant no longer counts, wherever the plan is read.
    await database.db
      .update(profiles)
      .set({ planGrantEndsAt: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, cook.id));
    expect(await currentPlan(database.db, cook.id)).toBe("free");
    expect(await grantOf(database.db, cook.id)).toBeNull();
    expect((await listUsers(database.db, { query: cook.email })).users[0]).toMatchObject({ planId: "free", grantEndsAt: null });

    // A grant without an end lasts; an unknown account is not found.
    expect(await grantPlanAsAdmin(database.db, admin, cook.id, { planId: "ultimate", endsAt: null })).toMatchObject({ ok: true });
    expect(await currentPlan(database.db, cook.id)).toBe("ultimate");
    expect(await grantPlanAsAdmin(database.db, admin, "no-such-account", { planId: "ultimate", endsAt: null })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("keeps the audit log append-only: rows cannot be changed or removed", async () => {
    const { rows } = await readAudit(database.db);
    expect(rows.length).toBeGreaterThan(0);
    const id = rows[0]!.id;
    await expect(database.db.update(adminAudit).set({ action: "nothing" }).where(eq(adminAudit.id, id))).rejects.toThrow();
    await expect(database.db.delete(adminAudit).where(eq(adminAudit.id, id))).rejects.toThrow();
    const [row] = await database.db.select().from(adminAudit).where(eq(adminAudit.id, id));
    expect(row?.action).toBe(rows[0]!.action);
  });

  it("SIGNUP=closed refuses every new account over HTTP; invite admits only an invited sign-up; open admits all", async () => {
    await withSignup("closed", async () => {
      const refused = await signUp(`closed-${kind}@example.com`).catch((e: { statusCode: number }) => e);
      expect(refused instanceof Response ? refused.status : refused.statusCode).toBe(403);
      expect(await accountsWith(`closed-${kind}@example.com`)).toBe(0);
      // Not even as "invited": closed is closed.
      const invited = await asInvitedSignUp(() => signUp(`closed-invited-${kind}@example.com`)).catch(
        (e: { statusCode: number }) => e,
      );
      expect(invited instanceof Response ? invited.status : invited.statusCode).toBe(403);
    });
    await withSignup("invite", async () => {
      const refused = await signUp(`invite-${kind}@example.com`).catch(
        (e: { statusCode: number; body?: { message?: string } }) => e,
      );
      expect(refused instanceof Response ? refused.status : refused.statusCode).toBe(403);
      expect(await accountsWith(`invite-${kind}@example.com`)).toBe(0);
      expect((await asInvitedSignUp(() => signUp(`invited-${kind}@example.com`))).status).toBe(200);
      expect(await accountsWith(`invited-${kind}@example.com`)).toBe(1);
    });
    expect((await signUp(`open-${kind}@example.com`)).status).toBe(200);
    expect(SIGNUP_MESSAGES.closed).toMatch(/closed/);
  });

  it("counts an ADMIN_EMAILS address only once it is confirmed, and sends its holder to confirm it", async () => {
    const config = env();
    const before = config.ADMIN_EMAILS;
    config.ADMIN_EMAILS = [`listed-${kind}@example.com`];
    try {
      const listed = await createUser(database.db, { email: `listed-${kind}@example.com` });
      const contextFor = async (emailVerified: boolean) => {
        const context = new RouterContextProvider();
        context.set(sessionContext, sessionUserFor(listed, { emailVerified }));
        context.set(accountContext, await readAccount(database.db, listed.id));
        return context;
      };
      const unconfirmed = await contextFor(false);
      expect(() => requireAdmin(unconfirmed)).toThrow();
      expect(unconfirmedAdmin(unconfirmed)?.id).toBe(listed.id);
      const confirmed = await contextFor(true);
      expect(requireAdmin(confirmed).id).toBe(listed.id);
      expect(unconfirmedAdmin(confirmed)).toBeNull();
      // Nobody else is sent to confirm anything.
      const cook = await createUser(database.db);
      const other = new RouterContextProvider();
      other.set(sessionContext, sessionUserFor(cook, { emailVerified: false }));
      other.set(accountContext, await readAccount(database.db, cook.id));
      expect(unconfirmedAdmin(other)).toBeNull();
    } finally {
      config.ADMIN_EMAILS = before;
    }
  });

  it("counts the site for the overview", async () => {
    const overview = await siteOverview(database.db);
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(overview.accounts).toBe(n);
    expect(overview.disabled).toBeGreaterThanOrEqual(1);
    expect(overview.signUps30d).toBe(n);
  });

  it("reads the overview's activity: sign-ups by day, AI generations this month, jobs with failures, size and version", async () => {
    const cook = await createUser(database.db);
    const month = new Date().toISOString().slice(0, 7);
    await database.db.insert(aiGenerations).values({ userId: cook.id, month, count: 3 });
    await database.db.insert(aiGenerations).values({ userId: cook.id, month: "2020-01", count: 50 });
    await database.db.insert(jobs).values([
      { name: `overview-${kind}`, state: "failed", lastError: "older failure", finishedAt: new Date(Date.now() - 60_000) },
      { name: `overview-${kind}`, state: "failed", lastError: "newest failure", finishedAt: new Date() },
      { name: `overview-${kind}`, state: "queued" },
    ]);
    const activity = await siteActivity(database.db);
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(activity.days).toHaveLength(30);
    expect(activity.days.reduce((sum, d) => sum + d.signUps, 0)).toBe(n);
    expect(activity.days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(activity.aiThisMonth).toBe(3);
    expect(activity.aiAllowance).toBe(await monthlyAiAllowance(database.db));
    expect(activity.jobs.find((j) => j.name === `overview-${kind}`)).toEqual({
      name: `overview-${kind}`,
      queued: 1,
      running: 0,
      failed: 2,
      lastError: "newest failure",
    });
    expect(activity.databaseBytes).toBeGreaterThan(1024 * 1024);
    expect(activity.version).toBe(packageJson.version);
  });

  /** The same sum account by account, over the admin's user list (the reference for the one grouped query). */
  async function allowanceOfUserList(): Promise<number> {
    let sum = 0;
    for (let page = 1, pages = 1; page <= pages; page++) {
      const list = await listUsers(database.db, { page });
      pages = list.pages;
      for (const user of list.users) if (!user.disabled) sum += aiGenerationAllowance(user.planId);
    }
    return sum;
  }

  it("sums the AI allowance of the plans in force now (paid, trial, granted until a day), without disabled accounts", async () => {
    const db = database.db;
    const before = await monthlyAiAllowance(db);
    const day = 24 * 60 * 60 * 1000;
    const soon = new Date(Date.now() + 5 * day);
    const gone = new Date(Date.now() - day);
    const account = async (plan: PlanId, grantEndsAt: Date | null = null) => {
      const made = await createUser(db, { plan });
      if (grantEndsAt) await db.update(profiles).set({ planGrantEndsAt: grantEndsAt }).where(eq(profiles.id, made.id));
      return made.id;
    };
    const subscribed = async (
      planId: PlanId,
      status: SubscriptionStatus,
      dates: { trialEndsAt?: Date; currentPeriodEnd?: Date; cancelAtPeriodEnd?: boolean },
    ) => {
      const id = await account("free");
      await db.insert(subscriptions).values({ userId: id, planId, status, ...dates });
      return id;
    };
    await account("free"); // 0
    await account("premium"); // 50: granted without an end
    await account("premium", soon); // 50: granted until a day to come
    await account("ultimate", gone); // 0: the grant has ended
    await subscribed("ultimate", "active", { currentPeriodEnd: gone }); // 200: renewing
    await subscribed("premium", "trialing", { trialEndsAt: soon }); // 50: trial running
    await subscribed("ultimate", "trialing", { trialEndsAt: gone }); // 0: trial over
    await subscribed("ultimate", "active", { currentPeriodEnd: soon, cancelAtPeriodEnd: true }); // 200: paid until then
    await subscribed("ultimate", "active", { currentPeriodEnd: gone, cancelAtPeriodEnd: true }); // 0: cancelled, ended
    await subscribed("premium", "past_due", { currentPeriodEnd: soon }); // 0: payment failed
    const disabled = await account("ultimate"); // 0: disabled
    await db.update(profiles).set({ disabledAt: new Date() }).where(eq(profiles.id, disabled));

    expect((await monthlyAiAllowance(db)) - before).toBe(550);
    expect(await monthlyAiAllowance(db)).toBe(await allowanceOfUserList());

    // With billing off every account has at least the site's default plan, as on the user list.
    const config = env();
    const was = { provider: config.BILLING_PROVIDER, plan: config.DEFAULT_PLAN };
    config.BILLING_PROVIDER = "none";
    config.DEFAULT_PLAN = "premium";
    try {
      const [{ active }] = await db
        .select({ active: count() })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(isNull(profiles.disabledAt));
      const withDefault = await monthlyAiAllowance(db);
      expect(withDefault).toBe(await allowanceOfUserList());
      expect(withDefault).toBeGreaterThanOrEqual(50 * active);
      expect(withDefault).toBeGreaterThan(before + 550);
    } finally {
      config.BILLING_PROVIDER = was.provider;
      config.DEFAULT_PLAN = was.plan;
    }
  });
});
