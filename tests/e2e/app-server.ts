import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { expect } from "./fixtures";

/**
 * A second production server a spec starts itself (built `build/server.js`), on `port` with its own
 * settings, resolved once `/healthz` answers. Starting one takes a while when the machine is busy.
 */
export async function startAppServer(port: number, settings: Record<string, string>): Promise<ChildProcessWithoutNullStreams> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      AUTH_RATE_LIMIT_MAX: "100000",
      ...settings,
    },
  }) as ChildProcessWithoutNullStreams;
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000 },
    )
    .toBe(200);
  return child;
}

/** Stops a server started above and waits until it has exited (its port and data folder are free again). */
export async function stopAppServer(child: ChildProcessWithoutNullStreams | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
