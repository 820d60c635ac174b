/**
 * The live index's figures (issue 12, docs/decisions/016): `npm run bench -- --scenario index`.
 *
 * In memory, on the synthetic catalog (scripts/synthetic/synthetic.ts, seed 42; 2 % of recipes are
 * private recipes of 1,000 cooks) at each size of --index-sizes (default 100000,1000000):
 *   - build: as the server builds (in a worker thread from WORKER_FROM recipes, the rows sent as
 *     they are made, chunk by chunk, as if read), its time and the longest event-loop stall of
 *     this thread meanwhile (a 1 ms probe timer); then built in slices on this thread (the
 *     fallback when no worker can start, and the path below WORKER_FROM): time, heap, stall;
 *   - change: the cost of applying one change (60 % new recipes, 30 % edits, 10 % deletions),
 *     2,000 changes, p50/p95/max;
 *   - browse: the index's browse answer (terms × filters × sorts, first page and true total, a
 *     visitor and a cook with private recipes) idle, then while 10 recipes per second are created,
 *     p50/p95 (the page's 24 cards are then read by primary key, ~1 ms, not included); and with
 *     150 terms never asked before (the index remembers recent terms' sets);
 *   - burst: 2,000 changes applied as the poller does (one batch), the longest stall.
 * With --startup-url <postgres url of a seeded catalog>: the built server's start-up time to the
 * first answered /browse?q=chicken (the first search waits for the index build).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_BROWSE, PAGE_SIZE, SORTS, type BrowseState } from "../app/domain/recipes/browse";
import { CatalogIndex, type IndexedRecipe } from "../app/domain/indexes/catalog-index";
import { SLICE_MS } from "../app/domain/indexes/steps";
import { generateSyntheticRecipesDetailed } from "./synthetic/synthetic";
import { buildIndexFromChunks, WORKER_FROM } from "../app/server/recipes/catalog-cache.server";
import { freePort } from "./free-port";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DAY = 86_400_000;

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { samples: s.length, p50: r(percentile(s, 0.5)), p95: r(percentile(s, 0.95)), max: r(s[s.length - 1]) };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * CPU milliseconds this process spent since `from` (all threads). On a shared machine wall time
 * includes time the process waited for a core; CPU time is what the work itself costs.
 */
function cpuSince(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
}

/** runInSlices, recording each slice's wall and CPU time. */
async function runMeasured<T>(steps: Generator<void, T, void>, sliceMs = SLICE_MS) {
  let longestWall = 0;
  let longestCpu = 0;
  let start = performance.now();
  let cpu = process.cpuUsage();
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, longestWall, longestCpu };
    if (performance.now() - start >= sliceMs) {
      longestWall = Math.max(longestWall, performance.now() - start);
      longestCpu = Math.max(longestCpu, cpuSince(cpu));
      await new Promise<void>((resolve) => setImmediate(resolve));
      start = performance.now();
      cpu = process.cpuUsage();
    }
  }
}

/** Measures the longest gap between ticks of a 1 ms timer: how long the event loop was held. */
function stallProbe() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(Math.max(longest, performance.now() - last) * 10) / 10;
    },
  };
}

function* synthetic(count: number, startIndex = 0): Generator<IndexedRecipe> {
  let i = startIndex;
  const newest = Date.UTC(2026, 10, 1);
  for (const { recipe, ingredientNames } of generateSyntheticRecipesDetailed(count, { seed: 42, startIndex })) {
    const owner = i % 50 === 7 ? `cook-${i % 1000}` : null;
    yield {
      id: i + 1,
      title: recipe.title,
      description: recipe.description,
      tags: recipe.tags,
      difficulty: recipe.difficulty,
      cookTime: recipe.cookTime,
      rating: recipe.rating,
      createdAt: new Date(newest - ((count - i) * 3 * 365 * DAY) / Math.max(1, count)),
      ingredientNames,
      userId: owner,
      isPublic: owner !== null && i % 3 === 0,
    };
    i++;
  }
}

const TERMS = ["chicken", "soup", "lemon garlic", "pasta", "salad", "garlic", ""];
const FILTERS: Partial<BrowseState>[] = [
  {},
  { difficulty: "Easy" },
  { tag: "vegetarian" },
  { maxTime: 30 },
  { minRating: 4 },
  { difficulty: "Medium", maxTime: 60 },
];

function browseInputs(): { state: BrowseState; viewer: string | null }[] {
  const out: { state: BrowseState; viewer: string | null }[] = [];
  let k = 0;
  for (const q of TERMS)
    for (const filter of FILTERS)
      for (const { value: sort } of SORTS)
        out.push({ state: { ...DEFAULT_BROWSE, q, ...filter, sort }, viewer: k++ % 2 === 0 ? null : "cook-7" });
  return out;
}

async function browseRun(index: CatalogIndex, seconds: number, during?: () => void) {
  const inputs = browseInputs();
  const times: number[] = [];
  const cpu: number[] = [];
  const end = Date.now() + seconds * 1000;
  let timer: NodeJS.Timeout | null = null;
  if (during) timer = setInterval(during, 100);
  for (let i = 0; Date.now() < end; i++) {
    const { state, viewer } = inputs[i % inputs.length];
    const started = performance.now();
    const usage = process.cpuUsage();
    index.browse(state, PAGE_SIZE, viewer);
    times.push(performance.now() - started);
    cpu.push(cpuSince(usage));
    // Requests arrive one at a time with gaps, as on a server (and the creating timer gets its turn).
    await sleep(2);
  }
  if (timer) clearInterval(timer);
  return { wall: summary(times), cpu: summary(cpu) };
}

/**
 * Browse with terms never asked before (the index remembers each term's sets, so the run above
 * mostly measures remembered terms): 150 prefixes and two-word phrases of the index's own words,
 * each asked once, with the filters and sorts in turn.
 */
function browseNewTerms(index: CatalogIndex) {
  const words = index.browseBase.words.filter((w) => w.length >= 4);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 150 && words.length > 0; i++) {
    const word = words[(i * 104_729) % words.length];
    const q = i % 5 === 4 ? `${word} ${words[(i * 7919) % words.length]}` : word.slice(0, 3 + (i % 3));
    const state = { ...DEFAULT_BROWSE, ...FILTERS[i % FILTERS.length], q, sort: SORTS[i % SORTS.length].value };
    const started = performance.now();
    const usage = process.cpuUsage();
    index.browse(state, PAGE_SIZE, i % 2 ? "cook-7" : null);
    times.push(performance.now() - started);
    cpu.push(cpuSince(usage));
  }
  return { wall: summary(times), cpu: summary(cpu) };
}

export interface IndexBenchResult {
  size: number;
  generateMs: number;
  buildMs: number;
  buildStallMs: number;
  serverBuild: { inWorker: boolean; totalMs: number; stallMs: number };
  heapMB: number;
  heapAfterMB: number;
  changeMs: ReturnType<typeof summary>;
  buildSlice: { wallMs: number; cpuMs: number };
  browseIdleMs: Awaited<ReturnType<typeof browseRun>>;
  browseWhileCreatingMs: Awaited<ReturnType<typeof browseRun>>;
  browseNewTermsMs: ReturnType<typeof browseNewTerms>;
  heapAfterBrowseMB: number;
  arrayBuffersAfterBrowseMB: number;
  burst: { changes: number; applyMs: number; stallMs: number };
  finderMs: ReturnType<typeof summary>;
}

/**
 * Chunks of the synthetic catalog made as they are asked for, like rows read page by page (small
 * chunks: making a synthetic recipe costs ~45 µs of this thread, which the server does not pay).
 */
async function* syntheticChunks(size: number, chunk = 250): AsyncGenerator<IndexedRecipe[]> {
  let rows: IndexedRecipe[] = [];
  for (const recipe of synthetic(size)) {
    rows.push(recipe);
    if (rows.length === chunk) {
      yield rows;
      rows = [];
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  if (rows.length > 0) yield rows;
}

/** The server's build path (buildIndexFromChunks): the worker thread from WORKER_FROM recipes. */
async function buildAsServer(size: number) {
  globalThis.gc?.();
  const probe = stallProbe();
  const built = await buildIndexFromChunks(syntheticChunks(size), WORKER_FROM);
  const stallMs = probe.stop();
  return { inWorker: built.inWorker, totalMs: built.totalMs, stallMs };
}

async function benchSize(size: number, seconds: number): Promise<IndexBenchResult> {
  console.info(`\n-- index at ${size.toLocaleString("en-US")} recipes`);
  const serverBuild = await buildAsServer(size);
  console.info(
    `   built as the server builds (${serverBuild.inWorker ? "in a worker thread" : "in slices"}) in ${serverBuild.totalMs} ms, longest event-loop stall ${serverBuild.stallMs} ms`,
  );
  let started = performance.now();
  const recipes = [...synthetic(size)];
  const generateMs = Math.round(performance.now() - started);
  console.info(`   generated in ${generateMs} ms`);
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const probe = stallProbe();
  started = performance.now();
  const built = await runMeasured(CatalogIndex.build(recipes));
  const index = built.value;
  const buildMs = Math.round(performance.now() - started);
  const buildStallMs = probe.stop();
  const buildSlice = { wallMs: Math.round(built.longestWall * 10) / 10, cpuMs: Math.round(built.longestCpu * 10) / 10 };
  globalThis.gc?.();
  const heapMB = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6);
  console.info(
    `   built in slices on this thread in ${buildMs} ms, longest event-loop stall ${buildStallMs} ms (longest slice: ${buildSlice.wallMs} ms wall, ${buildSlice.cpuMs} ms CPU), index heap ~${heapMB} MB`,
  );

  // The server drops the rows it read once the index is built; so does the benchmark, keeping a
  // sample to edit (a heap full of rows would charge its garbage collection to every search).
  const editable = new Map<number, IndexedRecipe>();
  for (let k = 0; k < 5000; k++) {
    const id = 1 + ((k * 7919) % size);
    editable.set(id, recipes[id - 1]);
  }
  recipes.length = 0;
  globalThis.gc?.();
  const heapAfterMB = Math.round(process.memoryUsage().heapUsed / 1e6);
  const arrayBuffersMB = Math.round(process.memoryUsage().arrayBuffers / 1e6);
  console.info(`   heap with the index alone: ${heapAfterMB} MB`);
  const editableIds = [...editable.keys()];
  // Fresh recipes to add (the generator's next ones), edits and deletions of existing ones.
  const fresh = synthetic(50_000, size);
  let nextId = size + 1;
  let pick = 12345;
  const randomId = () => {
    pick = (pick * 1103515245 + 12345) & 0x7fffffff;
    return 1 + (pick % size);
  };
  const change = (i: number): (() => void) => {
    const kind = i % 10;
    if (kind < 6) {
      const recipe = { ...fresh.next().value!, id: nextId++, createdAt: new Date() };
      return () => index.upsert(recipe);
    }
    const id = kind < 9 ? editableIds[randomId() % editableIds.length] : randomId();
    if (kind < 9) {
      const before = editable.get(id)!;
      const edited = { ...before, title: `${before.title} (edited)`, rating: 4.5 };
      return () => index.upsert(edited);
    }
    return () => index.remove(id);
  };

  const idle = await browseRun(index, seconds);
  console.info(
    `   browse idle: p50 ${idle.wall.p50} ms, p95 ${idle.wall.p95} ms wall; CPU p50 ${idle.cpu.p50} ms, p95 ${idle.cpu.p95} ms (${idle.wall.samples} runs)`,
  );

  const newTerms = browseNewTerms(index);
  console.info(
    `   browse, terms never asked before: p50 ${newTerms.wall.p50} ms, p95 ${newTerms.wall.p95} ms wall; CPU p50 ${newTerms.cpu.p50} ms, p95 ${newTerms.cpu.p95} ms (${newTerms.wall.samples} runs)`,
  );
  // The sets browse remembers (recent terms and filters, the sort positions) are now full.
  // Typed arrays live outside the JS heap: both are printed.
  globalThis.gc?.();
  const heapAfterBrowseMB = Math.round(process.memoryUsage().heapUsed / 1e6);
  const arrayBuffersAfterBrowseMB = Math.round(process.memoryUsage().arrayBuffers / 1e6);
  console.info(
    `   with the index and its remembered sets: heap ${heapAfterBrowseMB} MB, typed arrays ${arrayBuffersAfterBrowseMB} MB (before browsing: ${arrayBuffersMB} MB)`,
  );

  const changeTimes: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const apply = change(i);
    const t = performance.now();
    apply();
    changeTimes.push(performance.now() - t);
    // One change at a time, as the poller applies them (and GC is not charged to a single one).
    if (i % 100 === 99) await sleep(1);
  }
  const changeMs = summary(changeTimes);
  console.info(`   one change: p50 ${changeMs.p50} ms, p95 ${changeMs.p95} ms, max ${changeMs.max} ms`);

  // While 10 recipes per second are created (the delta holds the 2,000 changes above plus these).
  let created = 0;
  const creating = await browseRun(index, seconds, () => {
    change(0)();
    created++;
  });
  console.info(
    `   browse while creating 10/s: p50 ${creating.wall.p50} ms, p95 ${creating.wall.p95} ms wall; CPU p50 ${creating.cpu.p50} ms, p95 ${creating.cpu.p95} ms (${creating.wall.samples} runs, ${created} created)`,
  );

  const finderTimes: number[] = [];
  const sets = [
    ["Salt", "Garlic", "Butter"],
    ["Olive oil", "Eggs", "Onion", "Flour", "Black pepper", "Lemon"],
    ["Fontina cheese", "Kumquats"],
  ];
  for (let i = 0; i < 150; i++) {
    const t = performance.now();
    index.find(sets[i % sets.length], 0, PAGE_SIZE, i % 2 ? "cook-7" : null);
    finderTimes.push(performance.now() - t);
  }
  const finderMs = summary(finderTimes);
  console.info(`   finder with the delta: p50 ${finderMs.p50} ms, p95 ${finderMs.p95} ms`);

  // A burst: 2,000 changes in one poll batch, applied in one go as applyChanges does.
  const burst = Array.from({ length: 2000 }, (_, i) => change(i));
  const burstProbe = stallProbe();
  await sleep(5);
  started = performance.now();
  for (const apply of burst) apply();
  const applyMs = Math.round((performance.now() - started) * 10) / 10;
  await sleep(5);
  const stallMs = burstProbe.stop();
  console.info(`   burst of 2,000 changes: applied in ${applyMs} ms, longest stall ${stallMs} ms`);
  return {
    size,
    generateMs,
    buildMs,
    buildStallMs,
    serverBuild,
    buildSlice,
    heapMB,
    heapAfterMB,
    changeMs,
    browseIdleMs: idle,
    browseWhileCreatingMs: creating,
    browseNewTermsMs: newTerms,
    heapAfterBrowseMB,
    arrayBuffersAfterBrowseMB,
    burst: { changes: burst.length, applyMs, stallMs },
    finderMs,
  };
}

function getText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve(text));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** CPU milliseconds a process has used so far (all its threads), from /proc (Linux); NaN elsewhere. */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return NaN;
  }
}

/**
 * Start-up of the built server on a seeded PostgreSQL catalog: until /healthz answers, then until
 * the first /browse answer (which waits for the index build). Meanwhile /healthz is asked every
 * 20 ms: its slowest answer is how long a request that needs no index waited during the build.
 */
async function startup(url: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AUTH_SECRET: "bench-index-secret-bench-index-secret",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    DATABASE_URL: url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(ROOT, "data", "bench", "server-postgres"),
  };
  delete env.NODE_OPTIONS;
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  let listeningMs = NaN;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
      if (performance.now() - started > 900_000) throw new Error(`no answer in 15 minutes:\n${log}`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    listeningMs = Math.round(performance.now() - started);
    let firstBrowseMs = NaN;
    let body = "";
    // node:http, not fetch: fetch gives up after 300 s without response headers.
    const browse = getText(`${origin}/browse?q=chicken`).then((text) => {
      body = text;
      firstBrowseMs = Math.round(performance.now() - started);
    });
    let slowestHealthzMs = 0;
    let healthzAsked = 0;
    while (Number.isNaN(firstBrowseMs)) {
      const t = performance.now();
      await fetch(`${origin}/healthz`);
      slowestHealthzMs = Math.max(slowestHealthzMs, performance.now() - t);
      healthzAsked++;
      await Promise.race([sleep(20), browse]);
    }
    await browse;
    const serverCpuMs = Math.round(processCpuMs(child.pid));
    const recipes = /Showing (\d+) recipes/.exec(body)?.[1] ?? "?";
    const indexLog = /\[simmer\] search indexes ready[^\n]*/.exec(log)?.[0] ?? "";
    return {
      listeningMs,
      firstBrowseMs,
      serverCpuMs,
      slowestHealthzMs: Math.round(slowestHealthzMs),
      healthzAsked,
      recipes,
      indexLog,
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

export async function benchIndex(options: { sizes: number[]; seconds: number; startupUrl?: string }) {
  const results: IndexBenchResult[] = [];
  for (const size of options.sizes) results.push(await benchSize(size, options.seconds));
  let start: Awaited<ReturnType<typeof startup>> | null = null;
  if (options.startupUrl) {
    console.info(`\n-- server start-up on ${options.startupUrl.replace(/\/\/[^@]*@/, "//")}`);
    start = await startup(options.startupUrl);
    console.info(
      `   listening after ${start.listeningMs} ms; first /browse answered after ${start.firstBrowseMs} ms ` +
        `(server CPU ${start.serverCpuMs} ms); slowest /healthz meanwhile ${start.slowestHealthzMs} ms (${start.healthzAsked} asked)`,
    );
    console.info(`   ${start.indexLog}`);
  }
  console.info("\n" + JSON.stringify({ index: results, startup: start }, null, 2));
  return { index: results, startup: start };
}
