/// <reference lib="webworker" />
/**
 * Simmer's service worker (issue 31, decision 056), built by scripts/build-sw.ts into
 * build/client/sw.js with Serwist and registered by the pages in production only.
 *
 * - This build's scripts, styles and icons are precached at install.
 * - A signed-in cook's kitchen pages (offline-rules.ts) are network-first: each answer of this
 *   build is kept, and the kept copy answers when the network does not. A page of another build is
 *   never kept (its scripts are not in this worker's precache); it means a new version is out.
 * - Pictures are kept cache-first (their addresses never change content).
 * - Any other page that cannot be fetched gets the offline page, which names what still works.
 * - The page tells the worker whose pages it may keep ("owner"); another owner, or none (signed
 *   out), clears everything of the previous cook first.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import { offlinePageHtml } from "~/domain/offline/offline-page";
import {
  BUILD_HEADER,
  isCooksCache,
  KEEP_REQUEST_HEADER,
  isKeptPage,
  isKeptPicture,
  isStalePagesCache,
  KEEP_EVERY_MS,
  META_CACHE,
  pagesCache,
  PICTURES_CACHE,
  servesAnyQuery,
  type KeptKitchen,
  type OfflineStatus,
  type ToWorker,
} from "~/domain/offline/offline-rules";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
/** The client build this worker belongs to (React Router's manifest version), set by the build. */
declare const BUILD_ID: string;

const OWNER_KEY = "/__simmer/owner";
const KITCHEN_KEY = "/__simmer/kitchen";

const precache = self.__SW_MANIFEST ?? [];
const stylesheet =
  precache.map((entry) => (typeof entry === "string" ? entry : entry.url)).find((url) => /assets\/app-[\w-]+\.css$/.test(url)) ??
  null;

// ---- whose pages these are -------------------------------------------------------------------

let owner: string | null = null;
// caches.match with a cacheName reads without creating the cache (nothing is left after a clear).
const ownerRead = caches
  .match(OWNER_KEY, { cacheName: META_CACHE })
  .then(async (response) => {
    owner = response ? await response.text() : null;
  })
  .catch(() => {});

/** Counts clears: a message that came before a clear (its handler still running) writes nothing after it. */
let generation = 0;

async function clearCooksData(): Promise<void> {
  generation += 1;
  owner = null;
  keptAt = null;
  for (const name of await caches.keys()) if (isCooksCache(name)) await caches.delete(name);
}

/** `received`: the generation when the page's message arrived (read before any await). */
async function setOwner(key: string | null, received: number): Promise<void> {
  await ownerRead;
  if (received !== generation || key === owner) return;
  await clearCooksData();
  if (!key) return;
  const mine = generation;
  const meta = await caches.open(META_CACHE);
  if (mine !== generation) return;
  owner = key;
  await meta.put(OWNER_KEY, new Response(key));
}

/** A page answer to keep: a cook's own final page of this build (no visitor's, no redirect's, no other build's). */
async function keepablePage(response: Response): Promise<Response | null> {
  await ownerRead;
  if (!owner || response.status !== 200 || response.redirected || response.type !== "basic") return null;
  const build = response.headers.get(BUILD_HEADER);
  if (build !== BUILD_ID) {
    // A newer deploy answered: look for its worker (the page then offers the reload).
    if (build) void self.registration.update().catch(() => {});
    return null;
  }
  return response;
}

async function keepablePicture(response: Response): Promise<Response | null> {
  await ownerRead;
  return owner && response.status === 200 && response.type === "basic" ? response : null;
}

/** A copy stored just as the cook signed out (the check and the write are apart in time) goes with them. */
const forgetIfSignedOut: SerwistPlugin["cacheDidUpdate"] = async ({ cacheName }) => {
  if (!owner) await caches.delete(cacheName);
};
const keepCooksPages: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => keepablePage(response),
  cacheDidUpdate: forgetIfSignedOut,
};
const keepCooksPictures: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => keepablePicture(response),
  cacheDidUpdate: forgetIfSignedOut,
};

// ---- routes --------------------------------------------------------------------------------

const pages = new NetworkFirst({ cacheName: pagesCache(BUILD_ID), networkTimeoutSeconds: 8, plugins: [keepCooksPages] });
const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [keepCooksPictures, new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 90 * 24 * 60 * 60 })],
});

const serwist = new Serwist({
  precacheEntries: precache,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  // A new version waits until the page's "Reload" (it must not swap scripts under an open page).
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && isKeptPage(url.pathname),
      handler: pages,
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.destination === "image" && isKeptPicture(url.pathname),
      handler: pictures,
    },
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate", handler: new NetworkOnly() },
  ],
});

serwist.setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document" && request.mode !== "navigate") return Response.error();
  await ownerRead;
  if (owner && servesAnyQuery(url.pathname)) {
    const kept = await (await caches.open(pagesCache(BUILD_ID))).match(url.pathname, { ignoreSearch: true });
    if (kept) return kept;
  }
  const status = await offlineStatus();
  return new Response(
    offlinePageHtml({ path: url.pathname + url.search, stylesheet, signedIn: owner !== null, recipes: status.recipes }),
    {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Simmer-Offline": "1" },
    },
  );
});

serwist.addEventListeners();

self.addEventListener("activate", (event) => {
  // Pages of an earlier build name scripts this build does not have: they go with that build.
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => isStalePagesCache(n, BUILD_ID)).map((n) => caches.delete(n)))),
  );
});

// ---- keeping the kitchen -------------------------------------------------------------------

let keptAt: number | null = null;
let keeping: Promise<void> | null = null;

async function keptKitchen(): Promise<KeptKitchen | null> {
  const response = await caches.match(KITCHEN_KEY, { cacheName: META_CACHE });
  return response ? ((await response.json()) as KeptKitchen) : null;
}

async function offlineStatus(): Promise<OfflineStatus> {
  const kitchen = owner ? await keptKitchen().catch(() => null) : null;
  const kept = (await caches.has(pagesCache(BUILD_ID))) ? await (await caches.open(pagesCache(BUILD_ID))).keys() : [];
  const keptPaths = new Set(kept.map((request) => new URL(request.url).pathname));
  return {
    pages: kept.length,
    recipes: (kitchen?.recipes ?? []).filter((r) => keptPaths.has(`/app/recipe/${r.id}`)).map(({ id, title }) => ({ id, title })),
    keptAt,
  };
}

/** Fetches and keeps what the server lists for this cook, a few at a time, skipping what is kept already unless forced. */
async function keepKitchen(force: boolean): Promise<void> {
  await ownerRead;
  if (!owner) return;
  if (!force && keptAt !== null && Date.now() - keptAt < KEEP_EVERY_MS) return;
  const keptFor = owner;
  const listed = await fetch("/app/offline-kitchen", { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!listed.ok || listed.redirected) return;
  const kitchen = (await listed.json()) as KeptKitchen;
  if (owner !== keptFor) return;
  // Opened once: a clear (sign-out) meanwhile deletes them, and what is put after lands nowhere.
  const [pageCache, pictureCache, metaCache] = await Promise.all([
    caches.open(pagesCache(BUILD_ID)),
    caches.open(PICTURES_CACHE),
    caches.open(META_CACHE),
  ]);
  const addresses = [...kitchen.pages, ...kitchen.recipes.flatMap((r) => [`/app/recipe/${r.id}`, `/cook-mode/${r.id}`])];
  const pictures = [...new Set(kitchen.recipes.flatMap((r) => r.pictures))];
  const queue = [
    ...addresses.map((address) => ({ address, cache: pageCache, page: true })),
    ...pictures.map((address) => ({ address, cache: pictureCache, page: false })),
  ];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (owner !== keptFor) return;
      if (!next.page && (await next.cache.match(next.address))) continue;
      try {
        const response = await fetch(next.address, {
          credentials: "same-origin",
          headers: next.page ? { [KEEP_REQUEST_HEADER]: "1" } : {},
        });
        const keep = await (next.page ? keepablePage : keepablePicture)(response);
        if (keep && owner === keptFor) await next.cache.put(next.address, keep);
      } catch {
        // The connection went: what was kept stays; the next visit carries on.
        return;
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  if (owner !== keptFor) return;
  await metaCache.put(KITCHEN_KEY, new Response(JSON.stringify(kitchen)));
  keptAt = Date.now();
}

self.addEventListener("message", (event) => {
  const message = event.data as ToWorker;
  const received = generation;
  const reply = (value: unknown) => event.ports[0]?.postMessage(value);
  const work = (async () => {
    switch (message?.type) {
      case "owner":
        await setOwner(message.key, received);
        return reply(true);
      case "keep-kitchen":
        keeping ??= keepKitchen(message.force === true).finally(() => (keeping = null));
        await keeping.catch(() => {});
        return reply(await offlineStatus());
      case "status":
        await ownerRead;
        return reply(await offlineStatus());
      case "clear":
        await clearCooksData();
        return reply(true);
      case "skip-waiting":
        await self.skipWaiting();
        return reply(true);
      default:
        return reply(false);
    }
  })();
  event.waitUntil(work);
});
