/**
 * The operator's side (issue 29): who is an admin, the user list, the actions an admin takes on an
 * account, and the audit log every action writes to in the same transaction.
 *
 * Pages under /admin call `requireAdmin` first: anyone else, signed in or not, gets the same 404 as
 * an address that does not exist.
 */
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { data, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/domain/accounts/session-user";
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  isAdminAccount,
  isListedAdminEmail,
  type AdminAction,
} from "~/domain/admin/admins";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { getPlan, grantInForce, PLAN_IDS, type PlanId } from "~/domain/plans";
import { deleteAccount } from "../accounts/account.server";
import { getAccount, getUser } from "../auth/session.server";
import type { PlanSource, SubscriptionRecord } from "~/domain/billing/subscription";
import { now } from "../billing/clock.server";
import { planOfRecord, setGrant, toRecord } from "../billing/subscriptions.server";
import type { Db } from "../db/client.server";
import {
  adminAudit,
  householdMembers,
  households,
  profiles,
  recipeReports,
  recipes,
  sessions,
  subscriptions,
  users,
} from "../db/schema";
import { env } from "../env.server";
import { getMailer } from "../mail/mailer.server";

/** The signed-in admin making this request, or null (a visitor, a cook, a disabled or unconfirmed admin). */
function adminOf(context: Readonly<RouterContextProvider>): SessionUser | null {
  const user = getUser(context);
  const account = getAccount(context);
  if (!user || !account) return null;
  const candidate = {
    email: user.email,
    isAdmin: account.isAdmin,
    providerAdmin: account.providerAdmin,
    emailVerified: user.emailVerified,
    disabledAt: account.disabledAt,
  };
  return isAdminAccount(candidate, env().ADMIN_EMAILS) ? user : null;
}

/** The signed-in admin making this request; everyone else gets the 404 page. */
export function requireAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  const admin = adminOf(context);
  if (!admin) throw data(null, { status: 404 });
  return admin;
}

/**
 * The signed-in cook whose e-mail is in ADMIN_EMAILS but not yet confirmed: the admin area sends
 * them to confirm it (/app/confirm-admin) instead of answering 404. Null for anyone else.
 */
export function unconfirmedAdmin(context: Readonly<RouterContextProvider>): SessionUser | null {
  const user = getUser(context);
  const account = getAccount(context);
  if (!user || !account || account.disabledAt || user.emailVerified || account.isAdmin || account.providerAdmin) return null;
  return isListedAdminEmail(user.email, env().ADMIN_EMAILS) ? user : null;
}

/** Whether the signed-in cook of this request is an admin (the sidebar's Admin link). */
export function isAdminRequest(context: Readonly<RouterContextProvider>): boolean {
  return adminOf(context) !== null;
}

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  planId: PlanId;
  /** What gives the plan (null: Free from nothing). */
  source: PlanSource | null;
  signedUpAt: Date;
  lastSeenAt: Date | null;
  recipeCount: number;
  disabled: boolean;
  admin: boolean;
  /** When the plan an admin granted ends (null: no grant with an end in force). */
  grantEndsAt: Date | null;
  /**
   * A member's household's plan (its owner's), when it is above the member's own: what the shared
   * kitchen runs on (decision 040). Null for an owner, a cook in no household, or a lower plan.
   */
  householdPlanId: PlanId | null;
}

export interface AdminUserPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  pages: number;
  query: string;
}

/** `%` and `_` typed into the search box are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The user list: newest first, searched by name or e-mail, one page of ADMIN_USERS_PAGE_SIZE. */
export async function listUsers(db: Db, options: { query?: string; page?: number } = {}): Promise<AdminUserPage> {
  const query = (options.query ?? "").trim().slice(0, 200);
  const where = query ? or(ilike(users.name, likePattern(query)), ilike(users.email, likePattern(query))) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  return { query, page, pages, total, users: await userRows(db, where, (page - 1) * ADMIN_USERS_PAGE_SIZE) };
}

/** One account as the admin's user page shows it, or null (no such account). */
export async function getUserForAdmin(db: Db, id: string): Promise<AdminUserRow | null> {
  const [row] = await userRows(db, eq(users.id, id), 0);
  return row ?? null;
}

/** What planInForce reads, selected from a profile and its subscription (the cook's own, or an alias's). */
function planColumns<Granted extends AnyPgColumn, EndsAt extends AnyPgColumn, Subscription extends PgTable>(
  profile: { currentPlanId: Granted; planGrantEndsAt: EndsAt },
  subscription: Subscription,
) {
  return { granted: profile.currentPlanId, grantEndsAt: profile.planGrantEndsAt, subscription };
}

/** The plan in force from what planColumns selected (no profile or no subscription: none). */
function planOfColumns(row: {
  granted: PlanId | null;
  grantEndsAt: Date | null;
  subscription: typeof subscriptions.$inferSelect | null;
}) {
  return planInForce({
    granted: row.granted,
    grantEndsAt: row.grantEndsAt,
    subscription: row.subscription ? toRecord(row.subscription) : null,
  });
}

/** Accounts matching `where`, newest first, one page from `offset`, with what the list shows of each. */
async function userRows(db: Db, where: SQL | undefined, offset: number): Promise<AdminUserRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      signedUpAt: users.createdAt,
      isAdmin: profiles.isAdmin,
      providerAdmin: profiles.oidcAdmin,
      disabledAt: profiles.disabledAt,
      ...planColumns(profiles, subscriptions),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const ownerProfile = alias(profiles, "owner_profile");
  const ownerSubscription = alias(subscriptions, "owner_subscription");
  const [seen, recipeCounts, memberships] = await Promise.all([
    db
      .select({ userId: sessions.userId, at: sql<Date>`max(${sessions.updatedAt})`.mapWith(sessions.updatedAt) })
      .from(sessions)
      .where(inArray(sessions.userId, ids))
      .groupBy(sessions.userId),
    db.select({ userId: recipes.userId, n: count() }).from(recipes).where(inArray(recipes.userId, ids)).groupBy(recipes.userId),
    // Members (not owners) of a household, with what their owner's plan is read from.
    db
      .select({
        userId: householdMembers.userId,
        ...planColumns(ownerProfile, ownerSubscription),
      })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .leftJoin(ownerProfile, eq(ownerProfile.id, households.ownerId))
      .leftJoin(ownerSubscription, eq(ownerSubscription.userId, households.ownerId))
      .where(and(inArray(householdMembers.userId, ids), ne(households.ownerId, householdMembers.userId))),
  ]);
  const householdPlans = new Map(memberships.map((m) => [m.userId, planOfColumns(m).planId]));
  const lastSeen = new Map(seen.map((s) => [s.userId, s.at]));
  const counts = new Map(recipeCounts.map((c) => [c.userId, c.n]));
  const adminEmails = env().ADMIN_EMAILS;
  return rows.map((row) => {
    const own = planOfColumns(row);
    const household = householdPlans.get(row.id) ?? null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      signedUpAt: row.signedUpAt,
      ...own,
      householdPlanId: household && PLAN_IDS.indexOf(household) > PLAN_IDS.indexOf(own.planId) ? household : null,
      lastSeenAt: lastSeen.get(row.id) ?? null,
      recipeCount: counts.get(row.id) ?? 0,
      disabled: Boolean(row.disabledAt),
      admin: isAdminAccount(
        {
          email: row.email,
          isAdmin: row.isAdmin ?? false,
          providerAdmin: row.providerAdmin ?? false,
          emailVerified: row.emailVerified,
          disabledAt: row.disabledAt,
        },
        adminEmails,
      ),
      grantEndsAt: row.granted && grantInForce(row.granted, row.grantEndsAt, new Date()) !== "free" ? row.grantEndsAt : null,
    };
  });
}

/**
 * The plan an account has now and where it comes from, as the admin's pages read it: the grant
 * until its end (grantInForce) and the subscription record, by the session's own rule
 * (planOfRecord, which is planOfAccount's). `granted` is null for an account without a profile.
 */
export function planInForce(account: {
  granted: PlanId | null;
  grantEndsAt: Date | null;
  subscription: SubscriptionRecord | null;
}): { planId: PlanId; source: PlanSource | null } {
  return planOfRecord(account.granted && grantInForce(account.granted, account.grantEndsAt, now()), account.subscription);
}

/** The active admins: command-line admins, the provider's admins and confirmed ADMIN_EMAILS accounts, none disabled. */
async function activeAdminIds(db: Db): Promise<string[]> {
  const emails = env().ADMIN_EMAILS;
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        isNull(profiles.disabledAt),
        emails.length > 0
          ? or(
              eq(profiles.isAdmin, true),
              eq(profiles.oidcAdmin, true),
              and(eq(users.emailVerified, true), inArray(sql`lower(${users.email})`, emails)),
            )
          : or(eq(profiles.isAdmin, true), eq(profiles.oidcAdmin, true)),
      ),
    );
  return rows.map((r) => r.id);
}

export interface Actor {
  id: string;
  email: string;
}

/** Writes one audit row (inside the caller's transaction). */
export async function audit(
  tx: Db,
  actor: Actor,
  action: AdminAction,
  target: { id: string; email: string } | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetId: target?.id ?? null,
    targetEmail: target?.email ?? null,
    details,
  });
}

/** The actions of the admin's user page; each runs in one transaction with its audit row. */
export type UserAction = "sign-out-everywhere" | "disable" | "enable";

export async function actOnUser(db: Db, actor: Actor, targetId: string, action: UserAction): Promise<Outcome<string>> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email, name: users.name, disabledAt: profiles.disabledAt })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, targetId))
      .for("update");
    if (!target) return fail(404, "Not found");
    if (action !== "sign-out-everywhere" && target.id === actor.id) return fail(400, ADMIN_MESSAGES.notYourself);
    switch (action) {
      case "sign-out-everywhere":
        await tx.delete(sessions).where(eq(sessions.userId, target.id));
        await audit(tx, actor, "user.sign-out-everywhere", target);
        return succeed(ADMIN_MESSAGES.signedOut(target.name));
      case "disable": {
        const admins = await activeAdminIds(tx);
        if (admins.includes(target.id) && admins.length <= 1) return fail(400, ADMIN_MESSAGES.lastAdmin);
        if (!target.disabledAt) {
          await tx.update(profiles).set({ disabledAt: new Date() }).where(eq(profiles.id, target.id));
          await tx.delete(sessions).where(eq(sessions.userId, target.id));
          // Their recipes shared with everyone leave the public with them (decision 050: "suspended").
          await tx
            .update(recipes)
            .set({ isPublic: false, moderation: "suspended", updatedAt: new Date() })
            .where(and(eq(recipes.userId, target.id), eq(recipes.isPublic, true)));
          await audit(tx, actor, "user.disable", target);
        }
        return succeed(ADMIN_MESSAGES.disabledDone(target.name));
      }
      case "enable":
        if (target.disabledAt) {
          await tx.update(profiles).set({ disabledAt: null }).where(eq(profiles.id, target.id));
          await tx
            .update(recipes)
            .set({ isPublic: true, moderation: null, updatedAt: new Date() })
            .where(and(eq(recipes.userId, target.id), eq(recipes.moderation, "suspended")));
          await audit(tx, actor, "user.enable", target);
        }
        return succeed(ADMIN_MESSAGES.enabledDone(target.name));
    }
  });
}

/**
 * Grants the account a plan, until the end of a day or without an end, with its plan-history row
 * (the cook's Plan & billing tab shows it) and the audit row in one transaction. A paid
 * subscription still counts: the account has whichever plan is higher.
 */
export async function grantPlanAsAdmin(
  db: Db,
  actor: Actor,
  targetId: string,
  grant: { planId: PlanId; endsAt: Date | null },
): Promise<Outcome<string>> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, targetId))
      .for("update", { of: profiles });
    if (!target) return fail(404, "Not found");
    await setGrant(tx, target.id, grant.planId, grant.endsAt);
    await audit(tx, actor, "user.grant-plan", target, {
      plan: grant.planId,
      until: grant.endsAt ? grant.endsAt.toISOString().slice(0, 10) : null,
    });
    return succeed(ADMIN_MESSAGES.granted(target.name, getPlan(grant.planId).name, grant.endsAt));
  });
}

class LastAdmin extends Error {}

/**
 * Deletes an account as its owner would (every row, its photos, its stored mail), with the audit row
 * in the deletion's transaction. Not one's own account, nor the last active admin.
 */
export async function deleteUserAsAdmin(db: Db, actor: Actor, targetId: string): Promise<Outcome<string>> {
  const [target] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) return fail(404, "Not found");
  if (target.id === actor.id) return fail(400, ADMIN_MESSAGES.notYourself);
  try {
    const deleted = await deleteAccount(db, target.id, undefined, async (tx) => {
      const admins = await activeAdminIds(tx);
      if (admins.includes(target.id) && admins.length <= 1) throw new LastAdmin();
      await audit(tx, actor, "user.delete", target);
    });
    if (!deleted.ok) return deleted;
  } catch (error) {
    if (error instanceof LastAdmin) return fail(400, ADMIN_MESSAGES.lastAdmin);
    throw error;
  }
  await getMailer().forget?.({ userId: target.id, email: target.email });
  return succeed(ADMIN_MESSAGES.deletedDone(target.name));
}

/**
 * Mails the account a password-reset link (`send`: the same request as "Forgot password", so its
 * per-address limit holds) and records it in the audit log once it went out.
 */
export async function sendResetLinkAsAdmin(
  db: Db,
  actor: Actor,
  targetId: string,
  send: (email: string) => Promise<boolean>,
): Promise<Outcome<string>> {
  const [target] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, targetId));
  if (!target) return fail(404, "Not found");
  if (!(await send(target.email))) return fail(429, ADMIN_MESSAGES.resetRefused);
  await db.transaction((tx) => audit(tx, actor, "user.send-reset-link", target));
  return succeed(ADMIN_MESSAGES.resetSent(target.email));
}

/** `npm run user:admin`: makes an account an admin, or takes it back (never the last one). */
export async function setAdminByEmail(db: Db, email: string, admin: boolean): Promise<Outcome<string>> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    if (!target) return fail(404, `No account with the e-mail ${email}.`);
    if (!admin) {
      const admins = await activeAdminIds(tx);
      if (admins.includes(target.id) && admins.length <= 1) return fail(400, ADMIN_MESSAGES.lastAdmin);
    }
    await tx.update(profiles).set({ isAdmin: admin }).where(eq(profiles.id, target.id));
    await audit(tx, { id: "command-line", email: "command line" }, admin ? "user.grant-admin" : "user.revoke-admin", target);
    const byEnv = env().ADMIN_EMAILS.includes(target.email.toLowerCase());
    return succeed(
      admin
        ? `${target.email} is now an admin.`
        : byEnv
          ? `${target.email} is no longer an admin by the command line, but stays one while ADMIN_EMAILS lists it.`
          : `${target.email} is no longer an admin.`,
    );
  });
}

export interface AuditRow {
  id: number;
  at: Date;
  actorEmail: string;
  action: string;
  targetEmail: string | null;
  /** What the action was about besides the account (a recipe's title), when it names one. */
  subject: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first. */
export async function readAudit(db: Db, page = 1): Promise<{ rows: AuditRow[]; page: number; pages: number }> {
  const [{ total }] = await db.select({ total: count() }).from(adminAudit);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const rows = await db
    .select({
      id: adminAudit.id,
      at: adminAudit.at,
      actorEmail: adminAudit.actorEmail,
      action: adminAudit.action,
      targetEmail: adminAudit.targetEmail,
      subject: sql<string | null>`${adminAudit.details} ->> 'title'`,
    })
    .from(adminAudit)
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((current - 1) * AUDIT_PAGE_SIZE);
  return { rows, page: current, pages };
}

export interface SiteOverview {
  accounts: number;
  disabled: number;
  signUps30d: number;
  active30d: number;
  recipesPublic: number;
  recipesPrivate: number;
  catalog: number;
  /** Recipes waiting for an admin: reported, or a new account's held for review (decision 050). */
  openReports: number;
}

/** The site overview's counts: a handful of aggregate queries, cheap enough to open under load. */
export async function siteOverview(db: Db): Promise<SiteOverview> {
  const since = sql`now() - interval '30 days'`;
  const [[a], [s], [r], [o]] = await Promise.all([
    db
      .select({
        accounts: count(),
        disabled: sql<number>`count(${profiles.disabledAt})`.mapWith(Number),
        signUps30d: sql<number>`count(*) filter (where ${users.createdAt} > ${since})`.mapWith(Number),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id)),
    db
      .select({ active30d: sql<number>`count(distinct ${sessions.userId})`.mapWith(Number) })
      .from(sessions)
      .where(sql`${sessions.updatedAt} > ${since}`),
    db
      .select({
        recipesPublic: sql<number>`count(*) filter (where ${recipes.userId} is not null and ${recipes.isPublic})`.mapWith(Number),
        recipesPrivate: sql<number>`count(*) filter (where ${recipes.userId} is not null and not ${recipes.isPublic})`.mapWith(
          Number,
        ),
        catalog: sql<number>`count(*) filter (where ${recipes.userId} is null)`.mapWith(Number),
      })
      .from(recipes),
    db
      .select({ openReports: count() })
      .from(recipes)
      .where(
        or(
          eq(recipes.moderation, "review"),
          sql`exists (select 1 from ${recipeReports} where ${recipeReports.recipeId} = ${recipes.id} and ${recipeReports.resolvedAt} is null)`,
        ),
      ),
  ]);
  return { ...a!, ...s!, ...r!, ...o! };
}
