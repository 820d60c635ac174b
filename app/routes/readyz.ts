import { getDb } from "~/server/db/index.server";
import { checkDatabase } from "~/server/http/health.server";
import { liveCatalog } from "~/server/recipes/catalog-cache.server";

const noStore = { "Cache-Control": "no-store" };

/**
 * Readiness for a load balancer (README "Running several servers"): 200 once this process answers
 * searches at once — the database answers and the search index's first build is done — else 503 with
 * the reason. /healthz stays the liveness check (the process and its database are up).
 */
export async function loader() {
  const db = await getDb();
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
