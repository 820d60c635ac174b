/** The health check's one query: the database answers (and if not, why, when the reason is known). */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { WalSyncFailedError } from "../db/wal-sync";

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

export async function checkDatabase(db: Db): Promise<DatabaseHealth> {
  try {
    await db.execute(sql`select 1`);
    return { ok: true };
  } catch (error) {
    // The embedded database stopped after a failed sync: its reason says what happened and what to do.
    for (let e = error; e instanceof Error; e = e.cause)
      if (e instanceof WalSyncFailedError) return { ok: false, reason: e.message };
    return { ok: false, reason: "The database does not answer." };
  }
}
