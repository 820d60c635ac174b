/**
 * Several app processes on one PostgreSQL database (`WEB_CONCURRENCY`, docs/decisions/029).
 *
 * A Node process renders pages on one core. With `WEB_CONCURRENCY=n` the server starts as a small
 * primary process that prepares the database once (migrations, demo catalog), then starts `n`
 * workers that share the port (Node's cluster module hands each new connection to the next worker)
 * and replaces a worker that dies. Each worker keeps its own search indexes, which follow the
 * database's change log like any other process on the same database.
 *
 * What one process remembers about sessions must not outlive a sign-out handled by another:
 * `tellOtherWorkers` passes such news through the primary to every other worker and resolves when
 * they have all acted on it (or after `TELL_TIMEOUT_MS`, if one is stuck or gone), so the request
 * that signed out is answered only once no worker still knows the old session.
 */
import cluster, { type Worker } from "node:cluster";

/** The longest a worker waits for the others to act on its news. */
export const TELL_TIMEOUT_MS = 2_000;
/** How long the primary waits before replacing a worker that died. */
const RESTART_DELAY_MS = 1_000;
/**
 * A worker that dies before it serves, or this soon after it began serving, this many times in a
 * row, stops the server. Counted from serving, not from the fork: on a slow or busy machine a
 * worker that can never listen (its port taken) took more than 10 s to get that far, and the
 * primary restarted it forever.
 */
const EARLY_EXIT_MS = 10_000;
const EARLY_EXITS_ALLOWED = 5;

type Message =
  | { simmer: "tell"; topic: string; id: number }
  | { simmer: "news"; topic: string; id: number }
  | { simmer: "heard"; id: number }
  | { simmer: "told"; id: number };

function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && typeof (value as { simmer?: unknown }).simmer === "string";
}

// ---------------------------------------------------------------------------
// Worker side
// ---------------------------------------------------------------------------

const listeners = new Map<string, () => void>();
const waiting = new Map<number, () => void>();
let nextId = 0;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.simmer === "news") {
      listeners.get(message.topic)?.();
      process.send?.({ simmer: "heard", id: message.id } satisfies Message);
    } else if (message.simmer === "told") {
      waiting.get(message.id)?.();
    }
  });
}

/** Runs `handler` in this worker whenever another worker tells `topic`. Nothing outside a cluster. */
export function onWorkerNews(topic: string, handler: () => void): void {
  if (!cluster.isWorker) return;
  listeners.set(topic, handler);
  listen();
}

/** Tells every other worker `topic`; resolves once they have acted on it. At once outside a cluster. */
export function tellOtherWorkers(topic: string): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve();
  listen();
  const id = ++nextId;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve();
    };
    const timer = setTimeout(done, TELL_TIMEOUT_MS);
    timer.unref();
    waiting.set(id, done);
    process.send!({ simmer: "tell", topic, id } satisfies Message);
  });
}

/** Which of the `WEB_CONCURRENCY` workers this is (0 outside a cluster); a replacement keeps its number. */
export function workerIndex(): number {
  return Number(process.env.SIMMER_WORKER_INDEX ?? 0) || 0;
}

// ---------------------------------------------------------------------------
// Primary side
// ---------------------------------------------------------------------------

export interface PrimaryOptions {
  workers: number;
  log?: (line: string) => void;
}

/**
 * Starts the workers (the caller has prepared the database), passes news between them, replaces a
 * worker that dies, and stops them all on SIGTERM or SIGINT; resolves when the last has exited.
 */
export function runPrimary({ workers: count, log = console.info }: PrimaryOptions): Promise<number> {
  const byIndex = new Map<number, Worker>();
  const earlyExits = new Map<number, number>();
  let stopping = false;
  let exitCode = 0;
  let finish!: (code: number) => void;
  const finished = new Promise<number>((resolve) => (finish = resolve));
  let relayId = 0;
  /** A tell being passed on: who asked, and the workers that have yet to answer. */
  const relays = new Map<number, { from: Worker; askerId: number; pending: Set<Worker> }>();

  const finishRelay = (id: number) => {
    const relay = relays.get(id);
    if (!relay || relay.pending.size > 0) return;
    relays.delete(id);
    if (relay.from.isConnected()) relay.from.send({ simmer: "told", id: relay.askerId } satisfies Message);
  };

  /** Stops every worker (each finishes its requests and closes the database); ends with `code` or 1. */
  const stop = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log(`[simmer] stopping the workers (${signal})`);
    if (byIndex.size === 0) finish(exitCode);
    for (const worker of byIndex.values()) worker.process.kill(signal);
  };

  const start = (index: number) => {
    let servingSince: number | null = null;
    const worker = cluster.fork({ SIMMER_WORKER_INDEX: String(index) });
    byIndex.set(index, worker);
    worker.on("listening", () => (servingSince = Date.now()));
    worker.on("message", (message: unknown) => {
      if (!isMessage(message)) return;
      if (message.simmer === "tell") {
        const others = [...byIndex.values()].filter((w) => w !== worker && w.isConnected());
        const id = ++relayId;
        relays.set(id, { from: worker, askerId: message.id, pending: new Set(others) });
        for (const other of others) other.send({ simmer: "news", topic: message.topic, id } satisfies Message);
        finishRelay(id);
      } else if (message.simmer === "heard") {
        relays.get(message.id)?.pending.delete(worker);
        finishRelay(message.id);
      }
    });
    worker.on("exit", (code, signal) => {
      if (byIndex.get(index) === worker) byIndex.delete(index);
      // A worker that is gone answers nothing: nobody waits for it.
      for (const [id, relay] of relays) {
        relay.pending.delete(worker);
        finishRelay(id);
      }
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (byIndex.size === 0) finish(exitCode);
        return;
      }
      const atStartUp = servingSince === null || Date.now() - servingSince < EARLY_EXIT_MS;
      const early = atStartUp ? (earlyExits.get(index) ?? 0) + 1 : 0;
      earlyExits.set(index, early);
      if (early >= EARLY_EXITS_ALLOWED) {
        log(`[simmer] worker ${index} exited ${early} times before serving or within ${EARLY_EXIT_MS / 1000} s of it; stopping`);
        stop("SIGTERM", 1);
        return;
      }
      log(`[simmer] worker ${index} exited (${signal ?? code}); starting another`);
      setTimeout(() => {
        if (!stopping) start(index);
      }, RESTART_DELAY_MS);
    });
  };

  for (let index = 0; index < count; index++) start(index);
  log(`[simmer] started ${count} workers`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      log(`[simmer] ${signal} received`);
      stop(signal, 0);
    });
  }
  return finished;
}
