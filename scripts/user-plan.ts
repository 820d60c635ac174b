/**
 * Sets one account's plan from the command line (an operator's grant, for example on a household
 * server with BILLING_PROVIDER=none):
 *
 *   npm run user:plan -- --email maya@example.com --plan ultimate
 *
 * Uses the same database settings as the server (DATABASE_URL or DATA_DIR). With the embedded
 * database, stop the server first: PGlite allows one process at a time.
 */
import { parseArgs } from "node:util";
import { isPlanId, PLAN_IDS } from "../app/domain/plans";
import { grantPlan } from "../app/server/billing/subscriptions.server";
import { closeDatabase, getDb } from "../app/server/db/index.server";

const { values } = parseArgs({ options: { email: { type: "string" }, plan: { type: "string" } } });
if (!values.email || !isPlanId(values.plan)) {
  console.error(`Usage: npm run user:plan -- --email <address> --plan <${PLAN_IDS.join("|")}>`);
  process.exit(2);
}

const outcome = await grantPlan(await getDb(), values.email, values.plan);
await closeDatabase();
if (!outcome.ok) {
  console.error(outcome.message);
  process.exit(1);
}
console.info(outcome.message);
