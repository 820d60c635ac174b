/**
 * A job that only says it ran (the cluster tests queue it through /_test/jobs and count the log
 * lines across servers). Registered only with ENABLE_TEST_ROUTES=true.
 */
import type { Db } from "../db/client.server";
import { defineJob, queueJob } from "./runner.server";

const TEST_PROBE_JOB = "test-probe";

export function defineTestProbeJob(): void {
  defineJob(TEST_PROBE_JOB, {
    async run(payload) {
      console.info(`[simmer] test job ${(payload as { token: string }).token} ran`);
    },
  });
}

export function queueTestProbe(db: Db, token: string): Promise<number | null> {
  return queueJob(db, TEST_PROBE_JOB, { token });
}
