import { getDb } from "~/server/db/index.server";
import { checkDatabase } from "~/server/http/health.server";

/** Liveness and database check for load balancers and the test harness: 503 with the reason when unhealthy. */
export async function loader() {
  const health = await checkDatabase(await getDb());
  if (!health.ok) return Response.json(health, { status: 503, headers: { "Cache-Control": "no-store" } });
  return Response.json({ ok: true });
}
