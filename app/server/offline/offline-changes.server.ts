/**
 * Changes a cook's device made offline and sends when it is back (issue 31, decision 056). Each
 * carries a key the device made; `onceForKey` applies a keyed change at most once, in one
 * transaction with the change itself: a change sent again (its first answer was lost on the way)
 * changes nothing more and gets the answer it got the first time, a refusal included. The keys are
 * kept with the API's Idempotency-Keys (one table, one retention), as `offline:<uuid>`.
 */
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { fail, succeed, type FailureStatus, type Outcome } from "~/domain/outcome";
import { IDEMPOTENCY_KEPT_MS } from "../api/idempotency.server";
import type { Db } from "../db/client.server";
import { apiIdempotencyKeys } from "../db/schema";

const FINGERPRINT = "offline-change";

export function changeKeyOf(form: FormData): string | null | "invalid" {
  const raw = form.get("changeKey");
  if (raw === null || raw === "") return null;
  const parsed = z.uuid().safeParse(raw);
  return parsed.success ? parsed.data : "invalid";
}

export const CHANGE_KEY_INVALID = "This change could not be read. Please make it again.";

/** Runs `write` once per (cook, key); without a key, simply runs it. */
export async function onceForKey<T>(
  db: Db,
  userId: string,
  changeKey: string | null | "invalid",
  write: (db: Db) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (changeKey === "invalid") return fail(400, CHANGE_KEY_INVALID);
  if (changeKey === null) return write(db);
  const key = `offline:${changeKey}`;
  const mine = and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key));
  return db.transaction(async (tx) => {
    await tx
      .delete(apiIdempotencyKeys)
      .where(and(mine, lt(apiIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEPT_MS))));
    // A second copy sent at the same moment waits here until the first one's transaction ends.
    const [claimed] = await tx
      .insert(apiIdempotencyKeys)
      .values({ userId, key, fingerprint: FINGERPRINT })
      .onConflictDoNothing()
      .returning({ key: apiIdempotencyKeys.key });
    if (!claimed) {
      const [earlier] = await tx.select().from(apiIdempotencyKeys).where(mine);
      if (!earlier || earlier.fingerprint !== FINGERPRINT || earlier.status === null) return fail(409, CHANGE_KEY_INVALID);
      const { message, value } = JSON.parse(earlier.body ?? "{}") as { message?: string; value?: T };
      return earlier.status === 200
        ? succeed(value as T, message || undefined)
        : fail(earlier.status as FailureStatus, message ?? CHANGE_KEY_INVALID);
    }
    const outcome = await write(tx);
    const body = outcome.ok ? { message: outcome.message, value: outcome.value } : { message: outcome.message };
    await tx
      .update(apiIdempotencyKeys)
      .set({ status: outcome.ok ? 200 : outcome.status, body: JSON.stringify(body) })
      .where(mine);
    return outcome;
  });
}
