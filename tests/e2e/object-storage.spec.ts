/**
 * Photos in an S3 bucket, on real servers: two Simmer servers with their own DATA_DIR (no shared
 * disk) and the same S3_* settings, pointing at an S3-compatible server started here (s3rver). A
 * photo a cook uploads on server A lands in the bucket, not on A's disk, and server B serves it
 * with the photo route's headers. Outside CI it is skipped with a notice when s3rver cannot start.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { S3FileStore } from "../../app/server/storage/s3-file-store.server";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import { expect, test } from "./fixtures";
import { e2ePort, signUp } from "./support";

test.describe.configure({ timeout: 300_000 });

/** A production server on `port` with its own DATA_DIR and the bucket's settings. */
function startServer(port: number, s3: TestS3Server) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "simmer-s3-server-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...s3.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    AUTH_RATE_LIMIT_MAX: "100000",
  };
  const child = spawn(process.execPath, ["build/server.js"], { env }) as ChildProcessWithoutNullStreams;
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    base,
    dataDir,
    output: () => output,
    async ready(): Promise<void> {
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server on ${port} stopped:\n${output}`);
        const status = await fetch(`${base}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`the server on ${port} did not start in time:\n${output}`);
    },
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let s3: TestS3Server | null = null;
let servers: ReturnType<typeof startServer>[] = [];

test.beforeAll(async () => {
  s3 = await startS3Server("simmer-e2e-photos");
  if (s3) servers = [startServer(e2ePort(20), s3), startServer(e2ePort(21), s3)];
});

test.afterAll(async () => {
  for (const server of servers) server.stop();
  await s3?.stop();
});

test("a photo uploaded on one server is stored in the bucket and served by another", async ({ page }) => {
  test.skip(!s3, "the S3-compatible test server (s3rver) did not start");
  const [a, b] = servers as [ReturnType<typeof startServer>, ReturnType<typeof startServer>];
  await Promise.all([a.ready(), b.ready()]);
  expect(a.output()).toContain("[simmer] stored files (photos): s3://simmer-e2e-photos");

  await signUp(page, undefined, a.base);
  await page.goto(`${a.base}/app/create-recipe`);
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Or upload a photo").setInputFiles({ name: "salad.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible();
  const imageField = page.getByLabel("Image URL", { exact: true });
  await expect(imageField).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const url = await imageField.inputValue();

  // In the bucket, not on server A's disk.
  const bucket = new S3FileStore(s3!.settings);
  try {
    expect(await bucket.head(url.slice(1))).toMatchObject({ key: url.slice(1) });
  } finally {
    bucket.close();
  }
  const onDisk = readdirSync(path.join(a.dataDir, "uploads"));
  expect(onDisk.filter((name) => name.endsWith(".webp"))).toEqual([]);

  // Server B, which never saw the upload, serves it like any photo.
  for (const address of [url, url.replace(".webp", "-card.webp")]) {
    const served = await page.request.get(`${b.base}${address}`);
    expect(served.status(), address).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(served.headers()["content-security-policy"]).toBeTruthy();
  }
  const full = await sharp(await (await page.request.get(`${b.base}${url}`)).body()).metadata();
  expect([full.format, full.width, full.height]).toEqual(["webp", 1200, 800]);
  expect((await page.request.get(`${b.base}/uploads/${"0".repeat(32)}.webp`)).status()).toBe(404);
});
