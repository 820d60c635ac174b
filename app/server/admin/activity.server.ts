/**
 * The site overview's activity (issue 29): sign-ups and active cooks per day over the last 30 days,
 * AI generations this month, background jobs with their failures, the database's size and Simmer's
 * version. A handful of aggregate queries over indexed columns, cheap enough to open under load.
 */
import { sql } from "drizzle-orm";
import packageJson from "../../../package.json";
import { ACTIVITY_DAYS, lastDays, type DayCount } from "~/domain/admin/activity";
import { rowsOf, type Db } from "../db/client.server";
import { aiGenerations, jobs, sessions, users } from "../db/schema";

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
  jobs: JobFigures[];
  databaseBytes: number | null;
  version: string;
}

const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function siteActivity(db: Db, now: Date = new Date()): Promise<SiteActivity> {
  const since = sql`${new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000).toISOString()}::timestamptz`;
  const month = now.toISOString().slice(0, 7);
  const [signUps, active, [ai], jobRows, size] = await Promise.all([
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
    jobs: jobRows,
    databaseBytes: Number.isFinite(size) ? size : null,
    version: packageJson.version,
  };
}
