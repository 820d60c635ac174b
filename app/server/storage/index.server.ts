/**
 * The file store this process uses: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR
 * otherwise. Built once from the validated environment; tests may provide their own.
 */
import { env, type Env } from "../env.server";
import type { FileStore } from "./file-store";
import { LocalFileStore } from "./local-file-store.server";
import { S3FileStore } from "./s3-file-store.server";

/** The store the settings ask for (env.server.ts has already checked the S3 settings are complete). */
export function createFileStore(
  config: Pick<
    Env,
    "DATA_DIR" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
  >,
): FileStore {
  if (!config.S3_BUCKET) return new LocalFileStore(config.DATA_DIR);
  return new S3FileStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION!,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

let current: FileStore | undefined;

export function fileStore(): FileStore {
  current ??= createFileStore(env());
  return current;
}

/** Uses `store` from now on (tests); undefined goes back to the one the environment names. */
export function provideFileStore(store: FileStore | undefined): void {
  current = store;
}
