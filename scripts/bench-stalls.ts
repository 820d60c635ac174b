/**
 * `npm run bench -- --scenario stalls` (issue 33: nothing one request does stalls everyone else):
 * next to the signed-in workload, one phase per attack on a running production server, each with
 * /healthz asked every 20 ms from a process of its own:
 *
 *   baseline   the workload alone (what the attacks are compared with)
 *   uploads    40 signed-out 12 MB multipart POSTs to /app/photos at once
 *   pdf        three exports of an 80-recipe cookbook at once (GET …/export.pdf, cache off)
 *   stripe     three signed checkout.session.completed webhooks while the Stripe stand-in takes
 *              15 s to answer the subscription read each one makes
 *
 * Reports per phase the worst and p99 /healthz answer and the workload's p99. The guard: no attack
 * adds more than `allowanceMs` to the worst /healthz answer of the baseline phase.
 */
import type { SignedInSetup } from "./bench-signed-in";
import { signedInLoad } from "./bench-signed-in";
import {
  deliverCheckoutWebhook,
  startHealthPoller,
  summarise,
  uploadFlood,
  type SlowStripe,
  type TimeSummary,
} from "./bench-stall-probes";

export interface StallsOptions {
  origin: string;
  setup: SignedInSetup;
  serverPid?: number;
  connections: number;
  /** Length of each phase's measured workload (a phase lasts at least as long as its attack). */
  seconds: number;
  uploads: { count: number; mb: number };
  pdf: { cookie: string; cookbookId: string; recipes: number; exports: number };
  stripe: { stand: SlowStripe; delayMs: number; userId: string; deliveries: number };
  /** How much an attack may add to the baseline's worst /healthz answer (ms). */
  allowanceMs: number;
}

export interface StallPhase {
  name: "baseline" | "uploads" | "pdf" | "stripe";
  attack: string;
  /** What the attack's own requests got, and how long the attack took (ms). */
  answers: string;
  attackMs: number;
  healthz: TimeSummary;
  signedIn: { requestsPerSecond: number; p50: number; p99: number; max: number; errors: number };
  /** The guard: worst /healthz ≤ the baseline's worst + allowance. Null for the baseline itself. */
  pass: boolean | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WARMUP_SECONDS = 2;

function statuses(list: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(", ");
}

async function exportPdf(origin: string, cookie: string, cookbookId: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/app/cookbooks/${cookbookId}/export.pdf?paper=a4`, {
    headers: { cookie, "sec-fetch-site": "same-origin" },
    signal: AbortSignal.timeout(180_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

export async function benchStalls(options: StallsOptions): Promise<StallPhase[]> {
  const { origin, pdf, stripe } = options;
  const attacks: { name: StallPhase["name"]; attack: string; run: () => Promise<string>; minSeconds: number }[] = [
    { name: "baseline", attack: "none", run: async () => "–", minSeconds: 0 },
    {
      name: "uploads",
      attack: `${options.uploads.count} signed-out ${options.uploads.mb} MB uploads at once`,
      run: async () => {
        const flood = await uploadFlood(new URL(origin), options.uploads.count, options.uploads.mb);
        return `${flood.statuses}; ${flood.sentMB} MB sent before the answers`;
      },
      minSeconds: 0,
    },
    {
      name: "pdf",
      attack: `${pdf.exports} exports of a ${pdf.recipes}-recipe cookbook at once`,
      run: async () => {
        const answers = await Promise.all(
          Array.from({ length: pdf.exports }, () => exportPdf(origin, pdf.cookie, pdf.cookbookId)),
        );
        return `${statuses(answers.map((a) => a.status))}; ${answers.map((a) => a.ms).join(", ")} ms`;
      },
      minSeconds: 0,
    },
    {
      name: "stripe",
      attack: `${stripe.deliveries} webhooks, Stripe answering after ${stripe.delayMs / 1000} s`,
      run: async () => {
        const before = stripe.stand.reads;
        const answers = await Promise.all(
          Array.from({ length: stripe.deliveries }, () => deliverCheckoutWebhook(origin, stripe.userId)),
        );
        return (
          `${statuses(answers.map((a) => a.status))}; ${answers.map((a) => a.ms).join(", ")} ms; ` +
          `${stripe.stand.reads - before} Stripe reads`
        );
      },
      minSeconds: Math.ceil(stripe.delayMs / 1000) + 5,
    },
  ];

  const phases: StallPhase[] = [];
  for (const phase of attacks) {
    const seconds = Math.max(options.seconds, phase.minSeconds);
    console.info(`   ${phase.name}: ${phase.attack}, next to the signed-in workload (${seconds} s) …`);
    const poller = await startHealthPoller(`${origin}/healthz`, 20);
    const load = signedInLoad(origin, options.setup, {
      connections: options.connections,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      serverPid: options.serverPid,
    });
    // The attack starts a second into the measured window.
    await sleep((WARMUP_SECONDS + 1) * 1000);
    const started = performance.now();
    const answers = await phase.run();
    const attackMs = Math.round(performance.now() - started);
    const result = await load;
    const healthz = summarise(await poller.stop());
    const baseline = phases[0];
    const entry: StallPhase = {
      name: phase.name,
      attack: phase.attack,
      answers,
      attackMs,
      healthz,
      signedIn: {
        requestsPerSecond: result.requestsPerSecond,
        p50: result.latencyP50,
        p99: result.latencyP99,
        max: result.latencyMax,
        errors: result.errors,
      },
      pass: baseline ? healthz.failed === 0 && healthz.worst <= baseline.healthz.worst + options.allowanceMs : null,
    };
    phases.push(entry);
    console.info(
      `     /healthz worst ${healthz.worst} ms, p99 ${healthz.p99} ms (${healthz.requests} asked, ${healthz.failed} failed); ` +
        `signed-in p99 ${result.latencyP99} ms, ${result.requestsPerSecond} req/s, ${result.errors} errors; ` +
        `attack ${attackMs} ms: ${answers}`,
    );
  }
  return phases;
}
