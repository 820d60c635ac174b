/**
 * Fixed-window rate limits kept in the database, so every app process counts together.
 * Used for sign-in and password-reset requests per client IP.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { rateLimits } from "../db/schema";

export interface Limit {
  max: number;
  windowMs: number;
}

/** Counts one attempt for `key`; false when the attempt is over the limit. */
export async function hitRateLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
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
    .returning({ count: rateLimits.count });
  return row.count <= limit.max;
}
