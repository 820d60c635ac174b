/**
 * `Idempotency-Key` on API writes (issue 30): the first request with a key claims it; the answer is
 * kept for a day, and the same key with the same request gets that answer again instead of a second
 * write. The same key with another request, or while the first is still running, is refused.
 */
import { and, eq, lt } from "drizzle-orm";
import { API_MESSAGES } from "~/domain/api/problem";
import type { Db } from "../db/client.server";
import { apiIdempotencyKeys } from "../db/schema";

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a key is remembered (a retry after a lost answer comes within seconds or minutes). */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; status: number; body: string | null }
  | { kind: "refused"; status: 409 | 422; message: string };

export async function replayOrClaim(db: Db, userId: string, key: string, fingerprint: string, now = new Date()): Promise<Claim> {
  const mine = and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key));
  await db
    .delete(apiIdempotencyKeys)
    .where(and(mine, lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEPT_MS))));
  const claimed = await db
    .insert(apiIdempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  if (claimed.length > 0) return { kind: "claimed" };
  const [kept] = await db.select().from(apiIdempotencyKeys).where(mine);
  if (!kept) return { kind: "refused", status: 409, message: API_MESSAGES.idempotencyRunning };
  if (kept.fingerprint !== fingerprint) return { kind: "refused", status: 422, message: API_MESSAGES.idempotencyReused };
  if (kept.status === null) return { kind: "refused", status: 409, message: API_MESSAGES.idempotencyRunning };
  return { kind: "replay", status: kept.status, body: kept.body };
}

export async function settleIdempotency(db: Db, userId: string, key: string, status: number, body: string | null): Promise<void> {
  await db
    .update(apiIdempotencyKeys)
    .set({ status, body })
    .where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key)));
}

/** A request that failed on our side gives its key back, so the client may retry it. */
export async function forgetIdempotency(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key)));
}
