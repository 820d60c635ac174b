/**
 * /healthz while signed-out uploads flood a running server (issue 33: 40 signed-out 12 MB photo
 * uploads at once stalled /healthz for 11 s). Sends the uploads as fast as the server takes them,
 * asks /healthz every 50 ms from the first upload to the last answer, and prints the uploads'
 * answers and /healthz's p50, p99 and worst time, and the server's resident memory before and after
 * when `--pid` is given (Linux).
 *
 *   npx tsx scripts/bench-upload-flood.ts --url http://127.0.0.1:3000 [--uploads 40] [--mb 12] [--pid <server pid>]
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { Worker } from "node:worker_threads";
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
  const bytes = Math.round(Number(values.mb) * 1024 * 1024) - 1024;
  if (!Number.isInteger(uploads) || uploads < 1 || !(bytes > 0)) fail("--uploads and --mb must be positive numbers");

  const rss = () => (values.pid ? residentMB(values.pid) : null);
  const rssBefore = rss();
  let peakRss = rssBefore ?? 0;
  // /healthz is timed from a thread of its own, so the uploads' own sending does not delay its clock.
  const poller = new Worker(HEALTH_POLLER, { eval: true, workerData: new URL("/healthz", base).href });
  const timings = new Promise<number[]>((resolve) => poller.once("message", resolve));
  await new Promise((resolve) => poller.once("online", resolve));
  const started = performance.now();
  const flood = Promise.all(Array.from({ length: uploads }, () => upload(base, bytes)));
  let done = false;
  void flood.finally(() => (done = true));
  while (!done) {
    peakRss = Math.max(peakRss, rss() ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A second after the last answer (the server closes unfinished uploads half a second after answering).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  peakRss = Math.max(peakRss, rss() ?? 0);
  poller.postMessage("stop");
  const health = await timings;
  await poller.terminate();
  const answers = await flood;
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const sorted = [...health].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const sentMB = answers.reduce((sum, a) => sum + a.sent, 0) / 1024 / 1024;
  console.info(
    `${uploads} signed-out ${values.mb} MB uploads to ${base.origin}/app/photos: ` +
      `answers ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(", ")}, slowest answer ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms, ` +
      `${sentMB.toFixed(1)} MB sent before the answer of ${((uploads * bytes) / 1024 / 1024).toFixed(0)} MB, run ${Math.round(performance.now() - started)} ms`,
  );
  console.info(
    `/healthz during the flood (${health.length} requests): p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms`,
  );
  if (rssBefore !== null) console.info(`server resident memory: ${rssBefore} MB before, peak ${peakRss} MB`);
}

/** Asks /healthz every 50 ms until told to stop; answers the times (ms). */
const HEALTH_POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
const times = [];
let stop = false;
parentPort.on("message", () => (stop = true));
(async () => {
  while (!stop) {
    const t = performance.now();
    const response = await fetch(workerData);
    await response.arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage(times);
})();
`;

function residentMB(pid: string): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** One multipart upload of `bytes` bytes, sent as fast as the server takes it; resolves on the answer. */
function upload(base: URL, bytes: number): Promise<{ status: number; ms: number; sent: number }> {
  const started = performance.now();
  const boundary = "----simmer-bench";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fill = bytes - head.length - tail.length;
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const req = httpRequest({
      host: base.hostname,
      port: base.port,
      path: "/app/photos",
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(bytes),
        Origin: base.origin,
      },
    });
    const finish = (status: number) => {
      if (answered) return;
      answered = true;
      resolve({ status, ms: performance.now() - started, sent });
      req.destroy();
    };
    const pump = () => {
      while (sent < head.length + fill && !req.destroyed && !answered) {
        const piece = chunk.subarray(0, Math.min(chunk.length, head.length + fill - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered && !req.destroyed) {
        sent += tail.length;
        req.end(tail);
      }
    };
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode ?? 0));
    });
    req.on("error", () => finish(0));
    req.write(head);
    sent += head.length;
    pump();
  });
}

if (values) await main(values);
