/**
 * Makes an account an admin, or takes it back (issue 29):
 *
 *   npm run user:admin -- --email maya@example.com
 *   npm run user:admin -- --email maya@example.com --revoke
 *
 * Accounts listed in ADMIN_EMAILS are admins whatever this says. Uses the same database settings as
 * the server (DATABASE_URL or DATA_DIR); with the embedded database, stop the server first (PGlite
 * allows one process at a time). Each change is written to the audit log as "command line".
 */
import { parseArgs } from "node:util";
import { setAdminByEmail } from "../app/server/admin/admin.server";
import { closeDatabase, getDb } from "../app/server/db/index.server";

const { values } = parseArgs({ options: { email: { type: "string" }, revoke: { type: "boolean", default: false } } });
if (!values.email) {
  console.error("Usage: npm run user:admin -- --email <address> [--revoke]");
  process.exit(2);
}

const outcome = await setAdminByEmail(await getDb(), values.email, !values.revoke);
await closeDatabase();
if (!outcome.ok) {
  console.error(outcome.message);
  process.exit(1);
}
console.info(outcome.value);
