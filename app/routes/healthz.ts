import { getDb } from "~/server/db/index.server";
import { checkDatabase } from "~/server/http/health.server";

/** Liveness and database check for load balancers and the test harness. */
export async function loader() {
  await checkDatabase(await getDb());
  return Response.json({ ok: true });
}
