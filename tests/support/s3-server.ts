/**
 * An S3-compatible server for tests (s3rver, pure JavaScript, on a port the system hands out, its
 * files in a temporary folder under test-results/), with one empty bucket. Outside CI a server that
 * cannot start makes the S3 half of a test file skip with a notice; in CI (CI set) it is an error.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/server/storage/s3-file-store.server";

export interface TestS3Server {
  settings: S3Settings;
  /** The same settings as the S3_* environment variables Simmer reads. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver accepts requests signed with this key pair. */
const KEY = "S3RVER";

export async function startS3Server(bucket = "simmer-test"): Promise<TestS3Server | null> {
  let directory: string | undefined;
  try {
    directory = await mkdtemp(path.join(os.tmpdir(), "simmer-s3-"));
    const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
    const { port } = await server.run();
    const settings: S3Settings = {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: KEY,
      secretAccessKey: KEY,
      forcePathStyle: true,
    };
    const folder = directory;
    return {
      settings,
      env: {
        S3_BUCKET: bucket,
        S3_REGION: settings.region,
        S3_ENDPOINT: settings.endpoint!,
        S3_ACCESS_KEY_ID: KEY,
        S3_SECRET_ACCESS_KEY: KEY,
        S3_FORCE_PATH_STYLE: "true",
      },
      async stop() {
        await server.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (directory) await rm(directory, { recursive: true, force: true });
    if (process.env.CI) throw new Error("[integration] the S3-compatible test server (s3rver) did not start", { cause: error });
    console.warn(`\n[integration] S3 half skipped: the S3-compatible test server did not start (${String(error)})\n`);
    return null;
  }
}
