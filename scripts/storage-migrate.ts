/**
 * Copies the files kept under DATA_DIR (recipe photos, DATA_DIR/uploads) to the S3 bucket the
 * S3_* settings name, before a server is started with S3_BUCKET set:
 *
 *   S3_BUCKET=… S3_REGION=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_ENDPOINT=…] npm run storage:migrate
 *
 * Safe to run again: a file already in the bucket with the same size is skipped. The local files
 * stay where they are (remove them once the server runs on the bucket). Exit code 1 when a file could
 * not be copied (run it again), 2 for a usage or configuration error.
 */
import { parseEnv } from "../app/server/env.server";
import { copyStoredFiles } from "../app/server/storage/copy-files.server";
import { createFileStore } from "../app/server/storage/index.server";
import { LocalFileStore } from "../app/server/storage/local-file-store.server";
import { S3FileStore } from "../app/server/storage/s3-file-store.server";
import { parseCommandLine } from "./command-line";

const USAGE = `Usage: npm run storage:migrate
Copies the stored files under DATA_DIR to the bucket named by S3_BUCKET (with S3_REGION,
S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and S3_ENDPOINT / S3_FORCE_PATH_STYLE for other stores).
Files already in the bucket are skipped, so it can be run again.`;

if (parseCommandLine({ help: { type: "boolean" } }, USAGE)) {
  let config;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  if (!config.S3_BUCKET) {
    console.error(`S3_BUCKET is not set: there is no bucket to copy to.\n\n${USAGE}`);
    process.exit(2);
  }
  const source = new LocalFileStore(config.DATA_DIR);
  const target = createFileStore(config);
  console.info(`[storage:migrate] copying ${source.location} to ${target.location}`);
  const report = await copyStoredFiles(source, target);
  for (const { key, reason } of report.failed) console.error(`[storage:migrate] could not copy ${key}: ${reason}`);
  console.info(`[storage:migrate] copied ${report.copied}, already there ${report.present}, failed ${report.failed.length}`);
  if (target instanceof S3FileStore) target.close();
  process.exitCode = report.failed.length > 0 ? 1 : 0;
}
