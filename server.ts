/**
 * Simmer's HTTP server: bounds every request (headers, time, body size), sets the security headers,
 * serves the built assets with long-lived cache headers, compresses, forwards the client IP, opens
 * (and migrates) the database before listening, and shuts down cleanly on SIGTERM/SIGINT so no
 * write is lost.
 *
 * Production: `node build/server.js` (bundled by esbuild). Development: `tsx server.ts`, with
 * Vite as middleware for hot reloading.
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { stampClientIp } from "./app/server/client-ip";
import { closeDatabase, getDatabase, getDb } from "./app/server/db/index.server";
import { healthAnswer, readinessAnswer } from "./app/server/http/health.server";
import { coverImageAnswer } from "./app/server/http/cover-images.server";
import { API_EXPLORER_PATH, apiExplorer } from "./app/server/http/api-explorer.server";
import { COVER_IMAGE_PATH } from "./app/domain/recipes/cover-image";
import { startNotifications, stopNotifications } from "./app/server/db/notifications.server";
import { startJobs, stopJobs } from "./app/server/jobs/runner.server";
import { defineTestProbeJob } from "./app/server/jobs/test-probe.server";
import { ADMISSION_HOLD_MS, createAdmission } from "./app/server/http/admission";
import { answerExpressError } from "./app/server/http/error-log";
import { endLiveStreams } from "./app/server/http/live-streams";
import { createPageCache } from "./app/server/http/page-cache";
import { onlyClientEntries } from "./app/server/http/static-files";
import { runPrimary, workerIndex } from "./app/server/http/workers";
import { answerClientError, REQUEST_LIMITS, refuseOversizedBodies } from "./app/server/http/request-limits";
import { responseNonce, securityHeaders, socketAnswerHeaders } from "./app/server/http/security-headers";
import { catalogIndex, liveCatalog, stopCatalog } from "./app/server/recipes/catalog-cache.server";
import { env } from "./app/server/env.server";
import { scheduleUnusedPhotoSweep } from "./app/server/uploads/photo-sweep.server";
import "./app/server/import/collection-import.server";
import "./app/server/api/webhooks.server";
import { fileStore } from "./app/server/storage/index.server";
import { BUILD_HEADER } from "./app/domain/offline/offline-rules";

const config = env();
const isProduction = config.NODE_ENV === "production";

if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  // Several workers (PostgreSQL only): the database is migrated and seeded once, here, before any
  // worker opens it; then the workers serve and this process only starts, replaces and stops them.
  const database = await getDatabase();
  console.info(`[simmer] database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
  await closeDatabase();
  process.exit(await runPrimary({ workers: config.WEB_CONCURRENCY }));
}

const app = express();
app.disable("x-powered-by");
// Off by default: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (see README).
app.set("trust proxy", config.TRUST_PROXY);
const headerOptions = {
  publicUrl: config.PUBLIC_URL,
  development: !isProduction,
  formTargets: [
    ...(config.GOOGLE_CLIENT_ID ? ["https://accounts.google.com"] : []),
    ...(config.FACEBOOK_CLIENT_ID ? ["https://www.facebook.com"] : []),
    // The single sign-on provider's sign-in page (decision 057): its issuer's origin.
    ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : []),
  ],
};
// The headers first, so every answer carries them: a 413 below too (Node's own answers: see clientError).
app.use(securityHeaders(headerOptions));
app.use(refuseOversizedBodies());
// Cheaper levels than the defaults (gzip 6, brotli 4), measured on the signed-in browse page
// (185 KB): gzip 4 takes 18 % less CPU for a 7 % larger answer, brotli 3 40 % less for 7 % (still
// 10 % smaller than gzip 6). See bench/README.md, "Signed-in workload".
app.use(compression({ level: 4, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
app.use(stampClientIp);
if (config.ENABLE_TEST_ROUTES) {
  // Which worker answered (tests of WEB_CONCURRENCY); only with the test-only routes switched on.
  app.use((_req, res, next) => {
    res.setHeader("X-Simmer-Worker", String(workerIndex()));
    next();
  });
}
// The load balancer's checks: answered here, before the admission queue and React Router, so a busy
// server still says it is alive (and whether it is ready) at once.
const answerWith =
  (answer: (req: express.Request) => Response | Promise<Response>) => async (req: express.Request, res: express.Response) => {
    const response = await answer(req);
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(await response.text());
  };
app.get(
  "/healthz",
  answerWith(async () => healthAnswer(await getDb())),
);
app.get(
  "/readyz",
  answerWith(async () => readinessAnswer(await getDb())),
);
// The API's interactive explorer (Swagger UI from the app's own copy).
app.use(API_EXPLORER_PATH, apiExplorer());
// The generated covers as pictures, drawn from their address alone (decision 054).
app.get(
  COVER_IMAGE_PATH,
  answerWith((req) => coverImageAnswer(new URL(req.originalUrl, "http://simmer.local").searchParams)),
);
if (config.PAGE_CACHE_SECONDS > 0) {
  // Public pages for visitors without cookies: rendered once per URL every few seconds.
  const pageCache = createPageCache({
    ttlMs: config.PAGE_CACHE_SECONDS * 1000,
    maxEntries: 2000,
    nonceOf: responseNonce,
    paths:
      /^\/(|browse|recipe\/\d+|about|pricing|imprint|privacy-policy|terms-and-conditions|cookies-policy|cook-with-ingredients)$/,
  });
  app.use(pageCache.middleware);
}

if (isProduction) {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // Only paths that can name one of build/client's files reach the file system.
  app.use(
    onlyClientEntries(
      "build/client",
      express.static("build/client", {
        maxAge: "1h",
        index: false,
        // The service worker and the app manifest are checked on every visit (a deploy is picked up at once).
        setHeaders: (res, file) => {
          if (/(?:^|[\\/])(sw\.js|manifest\.webmanifest)$/.test(file)) res.setHeader("Cache-Control", "no-cache");
        },
      }),
    ),
  );
  if (config.MAX_ACTIVE_REQUESTS > 0) {
    // Pages, data and actions are served first come, first served (assets above are not queued).
    app.use(createAdmission({ slots: config.MAX_ACTIVE_REQUESTS, holdMs: ADMISSION_HOLD_MS }).middleware);
  }
  const build = (await import(/* @vite-ignore */ new URL("./server/index.js", import.meta.url).href)) as ServerBuild;
  const handler = createRequestHandler({ build, mode: "production" });
  app.all("/{*splat}", (req, res, next) => {
    // Which build rendered the page: the service worker keeps only its own build's pages (decision 056).
    res.setHeader(BUILD_HEADER, build.assets.version);
    return handler(req, res, next);
  });
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  app.use(devServer.middlewares);
  app.all("/{*splat}", async (req, res, next) => {
    try {
      const build = (await devServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      await createRequestHandler({ build, mode: "development" })(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

// A client's mistake Express meets itself (a path that does not decode): one log line, no stack.
app.use(answerExpressError());

const database = await getDatabase();
if (!cluster.isWorker) {
  console.info(`[simmer] database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
  console.info(`[simmer] stored files (photos): ${fileStore().location}`);
}
// Build the browse and ingredient indexes now, off the request path (in slices, or in a worker
// thread for a large catalog: requests answer meanwhile; a search waits for the build), then keep
// them current from the change log.
void (async () => {
  const started = performance.now();
  await catalogIndex(database.db);
  const { recipes, readMs, inWorker } = liveCatalog(database.db).stats.lastBuild;
  console.info(
    `[simmer] search indexes ready in ${Math.round(performance.now() - started)} ms ` +
      `(${recipes} recipes read in ${readMs} ms, built ${inWorker ? "in a worker thread" : "in slices"})`,
  );
})().catch((error: unknown) => console.error("[simmer] search index build failed", error));
// On PostgreSQL, news from the other servers (sign-outs, catalog changes, queued jobs) arrives by
// LISTEN/NOTIFY on one connection of this process (docs/decisions/036).
const listenUrl = database.kind === "postgres" ? (config.LISTEN_DATABASE_URL ?? config.DATABASE_URL) : undefined;
if (listenUrl) liveCatalog(database.db).follow(startNotifications(database.db, listenUrl));
// Background jobs from the one queue in the database, whichever server queued them.
if (config.ENABLE_TEST_ROUTES) defineTestProbeJob();
if (config.JOB_CONCURRENCY > 0) startJobs(database.db, { concurrency: config.JOB_CONCURRENCY });
// Uploaded photos no recipe uses (a form never saved, a replaced or deleted recipe's photo) go after a
// day: the sweep is queued once per period, and runs once across every server.
const stopPhotoSweep = scheduleUnusedPhotoSweep(database.db);

const server = createServer(
  {
    maxHeaderSize: REQUEST_LIMITS.maxHeaderBytes,
    headersTimeout: REQUEST_LIMITS.headersTimeoutMs,
    requestTimeout: REQUEST_LIMITS.requestTimeoutMs,
  },
  app,
);
// A request Node cannot read (malformed, headers over the limit, too slow) is answered before any
// middleware runs: with the same security headers.
server.on("clientError", answerClientError(socketAnswerHeaders(headerOptions)));
server.listen(config.PORT, config.HOST, () => {
  console.info(`[simmer] listening on http://localhost:${config.PORT}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[simmer] ${signal} received, shutting down`);
  const force = setTimeout(() => {
    console.error("[simmer] forced exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    stopCatalog(database.db);
    stopPhotoSweep();
    // A job still running after this is taken again by another server when its lease runs out.
    await Promise.race([stopJobs(database.db), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    await stopNotifications(database.db);
    await closeDatabase();
    console.info("[simmer] stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  // Open live-update streams would hold the server open: end them (the browsers reconnect).
  endLiveStreams();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
