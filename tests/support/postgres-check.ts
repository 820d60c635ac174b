/**
 * Is the PostgreSQL server for the integration tests there? Used by the Vitest global setup (which
 * says so when the PostgreSQL half is skipped) and by .ci/run (which fails without it).
 */
import postgres from "postgres";

export type TestDatabaseStatus =
  { kind: "unset" } | { kind: "reachable"; url: string } | { kind: "unreachable"; url: string; error: string };

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/** Connects once (`select 1`), retrying for up to `waitSeconds` while a server is starting. */
export async function probeTestDatabase(url = process.env.TEST_DATABASE_URL, waitSeconds = 0): Promise<TestDatabaseStatus> {
  if (!url) return { kind: "unset" };
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
    try {
      await sql`select 1`;
      return { kind: "reachable", url };
    } catch (error) {
      if (Date.now() >= deadline)
        return { kind: "unreachable", url, error: error instanceof Error ? error.message : String(error) };
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  }
}

export const SKIPPED_LINE =
  "TEST_DATABASE_URL is not set: the integration tests run on the embedded PGlite only; their PostgreSQL half is SKIPPED.";

export function unreachableLine(status: { url: string; error: string }): string {
  return `TEST_DATABASE_URL=${redact(status.url)} is unreachable (${status.error}): start PostgreSQL there or unset it.`;
}
