/**
 * Makes an account from the command line (issue 29): the first account of a site that starts with
 * SIGNUP=invite or closed, or any account an operator sets up for someone.
 *
 *   SIMMER_PASSWORD='…' npm run user:create -- --email maya@example.com --name "Maya Okafor" [--admin]
 *
 * The password is read from SIMMER_PASSWORD (never from the command line, which other users of the
 * machine can see); it follows the sign-up form's rules. The address counts as confirmed. Uses the same
 * database settings as the server (DATABASE_URL or DATA_DIR); with the embedded database, stop the
 * server first (PGlite allows one process at a time).
 */
import { parseArgs } from "node:util";
import { createOperatorAccount, OperatorAccountSchema } from "../app/server/admin/operator-account.server";
import { closeDatabase, getDb } from "../app/server/db/index.server";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, admin: { type: "boolean", default: false } },
});
const parsed = OperatorAccountSchema.safeParse({ email: values.email, name: values.name, password: process.env.SIMMER_PASSWORD });
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"));
  console.error("Usage: SIMMER_PASSWORD='…' npm run user:create -- --email <address> --name <full name> [--admin]");
  process.exit(2);
}
const outcome = await createOperatorAccount(await getDb(), parsed.data, { admin: values.admin });
await closeDatabase();
if (!outcome.ok) {
  console.error(outcome.message);
  process.exit(1);
}
console.info(outcome.value);
