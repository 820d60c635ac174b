/**
 * The site overview's activity (issue 29): sign-ups and active cooks per day over the last 30 days,
 * AI generations this month against the month's allowance of the accounts that may generate,
 * background jobs with their failures, the database's size and Simmer's version. A handful of
 * aggregate queries, cheap enough to open under load.
 */
import { eq, isNull, sql } from "drizzle-orm";
import packageJson from "../../../package.json";
import { ACTIVITY_DAYS, lastDays, type DayCount } from "~/domain/admin/activity";
import { aiGenerationAllowance } from "~/domain/plans";
import { now as clockNow } from "../billing/clock.server";
import { rowsOf, type Db } from "../db/client.server";
import { aiGenerations, jobs, profiles, sessions, subscriptions, users } from "../db/schema";
import { planInForce } from "./admin.server";

export interface JobFigures {
  name: string;
  queued: number;
  running: number;
  /** Failed for good in the last 30 days. */
  failed: number;
  lastError: string | null;
}

export interface SiteActivity {
  days: DayCount[];
  aiThisMonth: number;
  /** This month's AI generations of every account not disabled whose plan now allows them. */
  aiAllowance: number;
  jobs: JobFigures[];
  databaseBytes: number | null;
  version: string;
}

const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function siteActivity(db: Db, now: Date = new Date()): Promise<SiteActivity> {
  const since = sql`${new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000).toISOString()}::timestamptz`;
  const month = now.toISOString().slice(0, 7);
  const [signUps, active, [ai], aiAllowance, jobRows, size] = await Promise.all([
    db
      .select({ day: day(users.createdAt), n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(sql`${users.createdAt} > ${since}`)
      .groupBy(sql`1`),
    db
      .select({ day: day(sessions.updatedAt), n: sql<number>`count(distinct ${sessions.userId})`.mapWith(Number) })
      .from(sessions)
      .where(sql`${sessions.updatedAt} > ${since}`)
      .groupBy(sql`1`),
    db
      .select({ n: sql<number>`coalesce(sum(${aiGenerations.count}), 0)`.mapWith(Number) })
      .from(aiGenerations)
      .where(sql`${aiGenerations.month} = ${month}`),
    monthlyAiAllowance(db),
    db
      .select({
        name: jobs.name,
        queued: sql<number>`count(*) filter (where ${jobs.state} = 'queued')`.mapWith(Number),
        running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed' and ${jobs.finishedAt} > ${since})`.mapWith(Number),
        lastError: sql<
          string | null
        >`(array_agg(${jobs.lastError} order by ${jobs.finishedAt} desc) filter (where ${jobs.state} = 'failed'))[1]`,
      })
      .from(jobs)
      .groupBy(jobs.name)
      .orderBy(jobs.name),
    db
      .execute(sql`select pg_database_size(current_database())::bigint as bytes`)
      .then((result) => Number(rowsOf<{ bytes: unknown }>(result)[0]?.bytes ?? NaN))
      .catch(() => NaN),
  ]);
  return {
    days: lastDays(now, new Map(signUps.map((r) => [r.day, r.n])), new Map(active.map((r) => [r.day, r.n]))),
    aiThisMonth: ai?.n ?? 0,
    aiAllowance,
    jobs: jobRows,
    databaseBytes: Number.isFinite(size) ? size : null,
    version: packageJson.version,
  };
}

/** Stands for any time before now, or after it (the plan rules only compare times with now). */
const PAST = new Date(0);
const FUTURE = new Date(Date.UTC(9999, 0, 1));
const relative = (after: boolean | null) => (after === null ? null : after ? FUTURE : PAST);

/**
 * The sum of the monthly AI allowances (aiGenerationAllowance) of the accounts not disabled, each
 * by its plan in force now as the admin's user list reads it (planInForce: paid, trial, a grant
 * until its end, the site's default plan). One aggregate query counts the accounts by what that
 * rule reads of them, each time reduced to before or after now: a handful of groups however many
 * accounts there are, each given to the same rule once, so there is no second copy of the rule in
 * SQL. A household member's own plan counts: AI generation is taken on the cook's own plan
 * (app.ai-recipes.generate.ts), not the household's.
 */
export async function monthlyAiAllowance(db: Db): Promise<number> {
  const at = sql`${clockNow().toISOString()}::timestamptz`;
  const groups = await db
    .select({
      granted: profiles.currentPlanId,
      grantEnded: sql<boolean | null>`${profiles.planGrantEndsAt} <= ${at}`,
      planId: subscriptions.planId,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      trialRunning: sql<boolean | null>`${subscriptions.trialEndsAt} > ${at}`,
      periodRunning: sql<boolean | null>`${subscriptions.currentPeriodEnd} > ${at}`,
      accounts: sql<number>`count(*)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(isNull(profiles.disabledAt))
    .groupBy(sql`1, 2, 3, 4, 5, 6, 7`);
  let total = 0;
  for (const group of groups) {
    const { planId } = planInForce({
      granted: group.granted,
      grantEndsAt: group.grantEnded === null ? null : group.grantEnded ? PAST : FUTURE,
      subscription: group.planId
        ? {
            planId: group.planId,
            status: group.status!,
            trialEndsAt: relative(group.trialRunning),
            currentPeriodEnd: relative(group.periodRunning),
            cancelAtPeriodEnd: Boolean(group.cancelAtPeriodEnd),
            trialStartedAt: null,
          }
        : null,
    });
    total += aiGenerationAllowance(planId) * group.accounts;
  }
  return total;
}
