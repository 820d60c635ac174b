/**
 * Subscription records and their transitions. The one subscription row per account is changed only
 * here, each change in one transaction that first locks the account's profile row (so two concurrent
 * checkouts or a checkout racing a webhook queue up), and each change is written to plan_changes.
 * Which plan a record gives, and how a transition changes it, is decided in app/domain/billing/subscription.ts.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { grantInForce, isPaidPlan, type PlanId } from "~/domain/plans";
import {
  cancel,
  canStartTrial,
  confirmCheckout,
  effectivePlan,
  planRank,
  planSource,
  resume,
  summarize,
  type PlanSource,
  type SubscriptionRecord,
  type SubscriptionSummary,
  type Transition,
  type TransitionKind,
} from "~/domain/billing/subscription";
import type { UnitSystem } from "~/domain/ingredients/unit-system";
import type { Db } from "../db/client.server";
import { preparedQuery } from "../db/prepared.server";
import { planChanges, profiles, subscriptions, users } from "../db/schema";
import { env } from "../env.server";
import { now } from "./clock.server";

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    planId: row.planId,
    status: row.status,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialStartedAt: row.trialStartedAt,
  };
}

/** The plan nobody goes below: the operator's grant, raised to DEFAULT_PLAN when billing is off. */
export function planFloor(granted: PlanId): PlanId {
  const config = env();
  if (config.BILLING_PROVIDER !== "none") return granted;
  return planRank(config.DEFAULT_PLAN) > planRank(granted) ? config.DEFAULT_PLAN : granted;
}

async function subscriptionRow(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/**
 * What one query reads about an account for a request: the operator's grant, the subscription row
 * and the cook's unit system. The session middleware reads it once per request (never cached); the
 * plan, the sidebar's billing card and the recipe page's units all come from it.
 */
export interface AccountRead {
  granted: PlanId;
  row: SubscriptionRow | null;
  unitSystem: UnitSystem;
  /** Made an admin from the command line (ADMIN_EMAILS is the other way: app/domain/admin/admins.ts). */
  isAdmin: boolean;
  /** An admin because the single sign-on provider says so (decision 057). */
  providerAdmin: boolean;
  /** Disabled by an admin: the request is treated as signed out. */
  disabledAt: Date | null;
}

const accountQuery = preparedQuery((db) =>
  db
    .select({
      granted: profiles.currentPlanId,
      grantEndsAt: profiles.planGrantEndsAt,
      unitSystem: profiles.unitSystem,
      isAdmin: profiles.isAdmin,
      providerAdmin: profiles.oidcAdmin,
      disabledAt: profiles.disabledAt,
      subscription: subscriptions,
    })
    .from(profiles)
    .leftJoin(subscriptions, eq(subscriptions.userId, profiles.id))
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare("read_account"),
);

export async function readAccount(db: Db, userId: string): Promise<AccountRead | null> {
  const [found] = await accountQuery(db).execute({ userId });
  return found
    ? {
        granted: grantInForce(found.granted, found.grantEndsAt, now()),
        unitSystem: found.unitSystem,
        isAdmin: found.isAdmin,
        providerAdmin: found.providerAdmin,
        disabledAt: found.disabledAt,
        row: found.subscription,
      }
    : null;
}

/** The effective plan an account read gives at this moment (no profile: the free plan's floor). */
export function planOfAccount(account: AccountRead | null): PlanId {
  return planOfRecord(account ? account.granted : null, account?.row ? toRecord(account.row) : null).planId;
}

/**
 * planOfAccount's rule over its two inputs (the grant in force, null without a profile, and the
 * subscription record), with where the plan comes from: for readers that do not read one account
 * by readAccount (the admin's user list, the overview's AI allowance).
 */
export function planOfRecord(
  granted: PlanId | null,
  record: SubscriptionRecord | null,
): { planId: PlanId; source: PlanSource | null } {
  const floor = planFloor(granted ?? "free");
  const at = now();
  if (granted === null) return { planId: floor, source: floor === "free" ? null : "site default" };
  return { planId: effectivePlan(record ? [record] : [], at, floor), source: planSource(record, at, granted, floor) };
}

/**
 * The user's effective plan at this moment (the session's planId): the operator's grant and the
 * subscription record, read together in one query (neither is cached).
 */
export async function currentPlan(db: Db, userId: string): Promise<PlanId> {
  return planOfAccount(await readAccount(db, userId));
}

/**
 * Inside a transaction: locks the account's profile row and returns its effective plan, or null when
 * the account has no profile. Limit checks and transitions call this first.
 */
export async function lockAccount(
  tx: Db,
  userId: string,
): Promise<{ planId: PlanId; row: SubscriptionRow | null; granted: PlanId } | null> {
  const [profile] = await tx
    .select({ granted: profiles.currentPlanId, grantEndsAt: profiles.planGrantEndsAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (!profile) return null;
  const row = await subscriptionRow(tx, userId);
  const granted = grantInForce(profile.granted, profile.grantEndsAt, now());
  return { planId: effectivePlan(row ? [toRecord(row)] : [], now(), planFloor(granted)), row, granted };
}

export interface ProviderIds {
  provider?: "demo" | "stripe";
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
}

/**
 * Applies one transition for one account atomically: lock, read, decide, write the record and the
 * history line. `decide` gets the current record and the time and returns the domain's Transition.
 */
export async function applyTransition(
  db: Db,
  userId: string,
  decide: (current: SubscriptionRecord | null, at: Date) => Transition,
  ids: ProviderIds = {},
): Promise<Outcome<{ kind: TransitionKind; record: SubscriptionRecord }>> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) return fail(404, "Account not found");
    const before = account.row ? toRecord(account.row) : null;
    const at = now();
    const next = decide(before, at);
    if (!next.ok) return fail(next.status, next.message);
    const provider = ids.provider ?? account.row?.provider ?? "demo";
    const values = {
      ...next.record,
      provider,
      ...(ids.providerCustomerId !== undefined && { providerCustomerId: ids.providerCustomerId }),
      ...(ids.providerSubscriptionId !== undefined && { providerSubscriptionId: ids.providerSubscriptionId }),
    };
    await tx
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: at } });
    const fromPlanId = effectivePlan(before ? [before] : [], at, planFloor(account.granted));
    await tx.insert(planChanges).values({ userId, kind: next.kind, fromPlanId, toPlanId: next.record.planId, provider });
    return succeed({ kind: next.kind, record: next.record }, next.message);
  });
}

/** The built-in checkout's confirmation: the only way the demo provider starts or changes a plan. */
export function confirmDemoCheckout(db: Db, userId: string, planId: PlanId) {
  return applyTransition(db, userId, (current, at) => confirmCheckout(current, planId, at), { provider: "demo" });
}

export function cancelSubscription(db: Db, userId: string) {
  return applyTransition(db, userId, (current, at) => cancel(current, at));
}

export function resumeSubscription(db: Db, userId: string) {
  return applyTransition(db, userId, (current, at) => resume(current, at));
}

export interface PlanChange {
  kind: string;
  fromPlanId: PlanId | null;
  toPlanId: PlanId;
  at: Date;
}

export interface BillingOverview {
  summary: SubscriptionSummary;
  trialAvailable: boolean;
  provider: "demo" | "stripe" | null;
  hasProviderCustomer: boolean;
  history: PlanChange[];
}

/** Everything the Plan & billing tab and the pricing page show about one account (only its own rows). */
export async function billingOverview(db: Db, userId: string): Promise<BillingOverview> {
  const [{ summary, record, row }, history] = await Promise.all([
    accountSummary(db, userId),
    db
      .select({
        kind: planChanges.kind,
        fromPlanId: planChanges.fromPlanId,
        toPlanId: planChanges.toPlanId,
        at: planChanges.createdAt,
      })
      .from(planChanges)
      .where(eq(planChanges.userId, userId))
      .orderBy(desc(planChanges.createdAt), asc(planChanges.id))
      .limit(50),
  ]);
  return {
    summary,
    trialAvailable: canStartTrial(record),
    provider: row ? (row.provider as "demo" | "stripe") : null,
    hasProviderCustomer: Boolean(row?.providerCustomerId),
    history,
  };
}

/**
 * The account's subscription summary at this moment (sidebar card, trial notices), from an account
 * already read for this request when there is one, else from one query.
 */
export async function accountSummary(db: Db, userId: string, account?: AccountRead | null) {
  const read = account === undefined ? await readAccount(db, userId) : account;
  const row = read?.row ?? null;
  const record = row ? toRecord(row) : null;
  return { summary: summarize(record, now(), planFloor(read?.granted ?? "free")), record, row };
}

/** Operator command (npm run user:plan): sets one account's granted plan, recorded in the history. */
export async function grantPlan(db: Db, email: string, planId: PlanId): Promise<Outcome<{ userId: string }>> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for("update", { of: profiles });
    if (!profile) return fail(404, `No account with the e-mail ${email}`);
    await setGrant(tx, profile.id, planId, null);
    return succeed({ userId: profile.id }, `${email} now has the ${planId} plan (granted).`);
  });
}

/**
 * Inside a transaction: the account's granted plan, until `endsAt` (null: no end), recorded in its
 * plan history (shown on its Plan & billing tab). The caller has the profile row locked.
 */
export async function setGrant(tx: Db, userId: string, planId: PlanId, endsAt: Date | null): Promise<void> {
  const [before] = await tx
    .select({ granted: profiles.currentPlanId, endsAt: profiles.planGrantEndsAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await tx.update(profiles).set({ currentPlanId: planId, planGrantEndsAt: endsAt }).where(eq(profiles.id, userId));
  await tx.insert(planChanges).values({
    userId,
    kind: "granted",
    fromPlanId: before ? grantInForce(before.granted, before.endsAt, now()) : null,
    toPlanId: planId,
    provider: "operator",
  });
}

/** The operator's grant as the Plan & billing tab shows it: the plan and its end, or null when there is none in force. */
export async function grantOf(db: Db, userId: string): Promise<{ planId: PlanId; endsAt: Date | null } | null> {
  const [profile] = await db
    .select({ granted: profiles.currentPlanId, endsAt: profiles.planGrantEndsAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  const planId = grantInForce(profile.granted, profile.endsAt, now());
  return isPaidPlan(planId) ? { planId, endsAt: profile.endsAt } : null;
}
