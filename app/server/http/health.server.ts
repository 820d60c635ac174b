/**
 * The load balancer's checks, answered by server.ts before the admission queue and React Router:
 * /healthz (liveness: the process and its database answer) and /readyz (the search index is built
 * too). Their one query: the database answers (and if not, why, when the reason is known).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { liveCatalog } from "../recipes/catalog-cache.server";
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

const noStore = { "Cache-Control": "no-store" };

/** /healthz: 200, or 503 with the reason when the database does not answer. */
export async function healthAnswer(db: Db): Promise<Response> {
  const health = await checkDatabase(db);
  if (!health.ok) return Response.json(health, { status: 503, headers: noStore });
  return Response.json({ ok: true }, { headers: noStore });
}

/**
 * /readyz (README "Running several servers"): 200 once this process answers searches at once — the
 * database answers and the search index's first build is done — else 503 with the reason.
 */
export async function readinessAnswer(db: Db): Promise<Response> {
  const health = await checkDatabase(db);
  if (!health.ok) return Response.json(health, { status: 503, headers: noStore });
  const catalog = liveCatalog(db);
  if (!catalog.isReady()) {
    // Started at boot by the server; asking here makes sure a build is under way.
    void catalog.index().catch(() => {});
    return Response.json({ ok: false, reason: "The search index is still being built." }, { status: 503, headers: noStore });
  }
  return Response.json({ ok: true }, { headers: noStore });
}
