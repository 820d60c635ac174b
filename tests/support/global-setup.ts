/**
 * Vitest global setup: says once per run when the PostgreSQL half of the integration tests is
 * skipped, and stops the run at once when TEST_DATABASE_URL points at a server that is not there.
 */
import { probeTestDatabase, SKIPPED_LINE, unreachableLine } from "./postgres-check";

export default async function setup() {
  const status = await probeTestDatabase();
  if (status.kind === "unset") console.warn(`\n[integration] ${SKIPPED_LINE}\n`);
  if (status.kind === "unreachable") throw new Error(`[integration] ${unreachableLine(status)}`);
}
