/** CI guard (.ci/run): fails unless TEST_DATABASE_URL is set and its PostgreSQL answers. */
import { probeTestDatabase, redact, SKIPPED_LINE, unreachableLine } from "../tests/support/postgres-check";

const status = await probeTestDatabase(process.env.TEST_DATABASE_URL, 20);
if (status.kind === "unset") {
  console.error(`CI needs PostgreSQL for the integration tests. ${SKIPPED_LINE}`);
  process.exit(1);
}
if (status.kind === "unreachable") {
  console.error(`CI needs PostgreSQL for the integration tests. ${unreachableLine(status)}`);
  process.exit(1);
}
console.info(`PostgreSQL for the integration tests answers at ${redact(status.url)}`);
