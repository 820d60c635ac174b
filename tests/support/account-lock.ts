import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { profiles } from "~/server/db/schema";

/**
 * Holds an account's lock (its profile row, as a limit check or a plan change takes it) in another
 * transaction until `release()`, which commits it. `inside` runs in that transaction once the lock
 * is held. On PGlite, which runs one transaction at a time, nothing else runs until the release.
 */
export async function holdAccountLock(
  db: Db,
  userId: string,
  inside?: (tx: Db) => Promise<unknown>,
): Promise<{ release: () => Promise<void> }> {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    await inside?.(tx);
    locked();
    await held;
  });
  await lockTaken;
  return {
    release: async () => {
      commit();
      await transaction;
    },
  };
}

/** The promise's value, or "still waiting" when it has not settled within `ms` (a write stuck on a lock). */
export function within<T>(promise: Promise<T>, ms = 3_000): Promise<T | "still waiting"> {
  return Promise.race([promise, new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms))]);
}
