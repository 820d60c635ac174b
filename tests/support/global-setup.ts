/**
 * Vitest global setup: says once per run when the PostgreSQL half of the integration tests is
 * skipped, stops the run at once when TEST_DATABASE_URL points at a server that is not there, and
 * makes the migrated template databases every test file copies (templates.ts).
 */
import type { TestProject } from "vitest/node";
import { probeTestDatabase, SKIPPED_LINE, unreachableLine } from "./postgres-check";
import { makeTemplates } from "./templates";

export default async function setup(project: TestProject) {
  const status = await probeTestDatabase();
  if (status.kind === "unset") console.warn(`\n[integration] ${SKIPPED_LINE}\n`);
  if (status.kind === "unreachable") throw new Error(`[integration] ${unreachableLine(status)}`);
  const templates = await makeTemplates(status.kind === "reachable" ? status.url : undefined);
  project.provide("pgliteTemplate", templates.pgliteTemplate);
  project.provide("postgresTemplate", templates.postgresTemplate);
  return () => templates.remove();
}
