/**
 * /healthz while signed-out uploads flood a running server (issue 33: 40 signed-out 12 MB photo
 * uploads at once stalled /healthz for 11 s). Sends the uploads as fast as the server takes them,
 * asks /healthz every 50 ms (from another process) from the first upload to the last answer, and prints the uploads'
 * answers and /healthz's p50, p99 and worst time, and the server's resident memory before and after
 * when `--pid` is given (Linux).
 *
 *   npx tsx scripts/bench-upload-flood.ts --url http://127.0.0.1:3000 [--uploads 40] [--mb 12] [--pid <server pid>]
 */
import { readFileSync } from "node:fs";
import { startHealthPoller, summarise, uploadFlood } from "./bench-stall-probes";
import { parseCommandLine, usageError } from "./command-line";

const USAGE = `npx tsx scripts/bench-upload-flood.ts --url <server> [--uploads 40] [--mb 12] [--pid <server pid>]`;
const values = parseCommandLine(
  {
    help: { type: "boolean" },
    url: { type: "string" },
    uploads: { type: "string", default: "40" },
    mb: { type: "string", default: "12" },
    pid: { type: "string" },
  },
  USAGE,
);

async function main(values: { url?: string; uploads: string; mb: string; pid?: string }) {
  const fail = usageError(USAGE);
  if (!values.url) fail("--url is required");
  const base = new URL(values.url!);
  const uploads = Number(values.uploads);
  const mb = Number(values.mb);
  if (!Number.isInteger(uploads) || uploads < 1 || !(mb > 0)) fail("--uploads and --mb must be positive numbers");

  const rss = () => (values.pid ? residentMB(values.pid) : null);
  const rssBefore = rss();
  let peakRss = rssBefore ?? 0;
  // /healthz is timed from a process of its own, so the uploads' own sending does not delay its clock.
  const poller = await startHealthPoller(new URL("/healthz", base).href, 50);
  const started = performance.now();
  const flood = uploadFlood(base, uploads, mb);
  let done = false;
  void flood.finally(() => (done = true));
  while (!done) {
    peakRss = Math.max(peakRss, rss() ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A second after the last answer (the server closes unfinished uploads half a second after answering).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  peakRss = Math.max(peakRss, rss() ?? 0);
  const health = summarise(await poller.stop());
  const result = await flood;
  console.info(
    `${uploads} signed-out ${values.mb} MB uploads to ${base.origin}/app/photos: ` +
      `answers ${result.statuses}, slowest answer ${result.slowestMs} ms, ` +
      `${result.sentMB.toFixed(1)} MB sent before the answer of ${((uploads * result.bytes) / 1024 / 1024).toFixed(0)} MB, run ${Math.round(performance.now() - started)} ms`,
  );
  console.info(
    `/healthz during the flood (${health.requests} requests, ${health.failed} failed): p50 ${health.p50} ms, p99 ${health.p99} ms, worst ${health.worst} ms`,
  );
  if (rssBefore !== null) console.info(`server resident memory: ${rssBefore} MB before, peak ${peakRss} MB`);
}

function residentMB(pid: string): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

if (values) await main(values);
