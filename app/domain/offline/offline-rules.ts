/**
 * What Simmer keeps on a cook's device for use without a connection (issue 31, decision 056): the
 * one place the service worker (app/sw/service-worker.ts) and the pages read it from.
 *
 * Kept: the signed-in kitchen's pages (dashboard, the week, the shopping list, ingredient lists,
 * cookbooks, profile, cooking history), every recipe page and cook mode. Everything else (browse,
 * search, the finder, AI, checkout, settings, admin) needs the server and answers with the offline
 * page when there is no connection.
 */

/** Pages a signed-in cook's device keeps the last copy of, by path (the query is part of the copy's key). */
const KEPT_PAGES: readonly RegExp[] = [
  /^\/app\/dashboard$/,
  /^\/app\/meal-plan$/,
  /^\/app\/shopping$/,
  /^\/app\/ingredient-lists$/,
  /^\/app\/cookbooks$/,
  /^\/app\/cookbooks\/[0-9a-f-]{36}\/manage$/,
  /^\/app\/profile$/,
  /^\/app\/cooking-history$/,
  /^\/app\/recipe\/\d{1,10}$/,
  /^\/recipe\/\d{1,10}$/,
  /^\/cook-mode\/\d{1,10}$/,
];

export function isKeptPage(pathname: string): boolean {
  return KEPT_PAGES.some((page) => page.test(pathname));
}

/**
 * Pages whose query only picks where to start (cook mode's ?step=, a recipe's ?servings=): offline,
 * the kept copy of the page serves any query. A week's or a list's query picks what is shown, so
 * their copies are kept per query.
 */
export function servesAnyQuery(pathname: string): boolean {
  return /^\/(cook-mode|recipe|app\/recipe)\/\d{1,10}$/.test(pathname);
}

/** Pictures kept beside the pages: uploaded photos, drawn covers and the demo catalog's images (all immutable). */
export function isKeptPicture(pathname: string): boolean {
  return /^\/(uploads\/[\w.-]+|covers\/v\d+\.svg|images\/[\w.-]+|recipe\/\d+\/cover\.svg)$/.test(pathname);
}

/** Cache names: pages belong to one build (its scripts are precached with it); pictures outlive builds. */
export const CACHE_PREFIX = "simmer-";
export const pagesCache = (buildId: string) => `${CACHE_PREFIX}pages-${buildId}`;
export const PICTURES_CACHE = `${CACHE_PREFIX}pictures`;
/** Small facts the worker keeps: whose pages these are, and the recipes it keeps. */
export const META_CACHE = `${CACHE_PREFIX}meta`;

/** A page cache of another build: its pages name scripts that build's deploy no longer serves. */
export function isStalePagesCache(name: string, buildId: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}pages-`) && name !== pagesCache(buildId);
}

/** Whether a cache holds anything of a cook (cleared at sign-out and when another cook signs in). */
export function isCooksCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}pages-`) || name === PICTURES_CACHE || name === META_CACHE;
}

/** The most recipes a device keeps for offline use (the newest first), and how often it refreshes them. */
export const KEPT_RECIPES_MAX = 150;
export const KEEP_EVERY_MS = 10 * 60 * 1000;

/** The cookbooks whose recipes are kept: those the cook opened within this many days. */
export const KEPT_COOKBOOK_DAYS = 30;

/** What the page tells its service worker. */
export type ToWorker =
  | { type: "owner"; key: string | null }
  | { type: "keep-kitchen"; force?: boolean }
  | { type: "clear" }
  | { type: "status" }
  | { type: "skip-waiting" };

/** The kitchen the server lists for the device to keep (GET /app/offline-kitchen). */
export interface KeptKitchen {
  pages: string[];
  recipes: { id: number; title: string; pictures: string[] }[];
}

/** What the worker answers to "status". */
export interface OfflineStatus {
  pages: number;
  recipes: { id: number; title: string }[];
  keptAt: number | null;
}

/**
 * The header the service worker sends when it fetches a page to keep (not for the cook to read now):
 * the page is drawn without the one-time message waiting for the cook (the flash), which stays for
 * the page the cook opens next.
 */
export const KEEP_REQUEST_HEADER = "X-Simmer-Keep";

/** The header the server sends with each page: the client build that rendered it (decision 056). */
export const BUILD_HEADER = "X-Simmer-Build";

/** What the page keeps in localStorage: whose device data this is, and how many changes wait to be sent. */
export const OWNER_STORAGE_KEY = "simmer-offline-owner";
export const QUEUED_COUNT_STORAGE_KEY = "simmer-offline-queued";
/** Fired on window when the count of waiting changes changes in this tab. */
export const QUEUE_CHANGED_EVENT = "simmer:offline-queue";
/** The device's store of changes made offline. */
export const QUEUE_DATABASE = "simmer-offline";
/** A sign-out made offline: told to the server as soon as the connection is back. */
export const SIGN_OUT_PENDING_STORAGE_KEY = "simmer-sign-out-pending";

/** The answer to a change kept on the device (issue 31): the page shows it done; the server hears of it later. */
export interface QueuedReply {
  ok: true;
  message: string;
  queued: true;
  value?: Record<string, string>;
}

export const OFFLINE_SAVED = "Saved on this device. It will be sent when you are back online.";

export const isQueuedReply = (reply: unknown): reply is QueuedReply =>
  typeof reply === "object" && reply !== null && (reply as { queued?: unknown }).queued === true;
