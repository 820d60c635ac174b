/**
 * Fixed-window rate limits kept in the database, so every app process counts together.
 * Used for sign-in and password-reset requests per client IP, and per account for uploads, imports,
 * questions and cookbook PDF exports: an account's keys end in `:<user id>` (`photo-upload:<id>`), so that deleting the
 * account finds them (`forgetAccountLimits`).
 */
import { like, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { rateLimits } from "../db/schema";

export interface Limit {
  max: number;
  windowMs: number;
}

/** Deletes every per-account counter of `userId` (its keys end in `:<user id>`). */
export async function forgetAccountLimits(db: Db, userId: string): Promise<void> {
  const escaped = userId.replace(/[\\%_]/g, "\\$&");
  await db.delete(rateLimits).where(like(rateLimits.key, `simmer:%:${escaped}`));
}

/** Counts one attempt for `key`; false when the attempt is over the limit. */
export async function hitRateLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  return (await takeRateLimit(db, key, limit, now)).allowed;
}

/**
 * Counts one attempt for `key`: whether it is within the limit, and how long until the current
 * window ends (for a `Retry-After` when it is not).
 */
export async function takeRateLimit(
  db: Db,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const id = `simmer:${key}`;
  const windowStart = now - limit.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.lastRequest });
  return { allowed: row.count <= limit.max, retryAfterMs: Math.max(0, row.windowStartedAt + limit.windowMs - now) };
}
