/**
 * A short-lived, in-process cache of who a session cookie belongs to, so a signed-in page does not
 * ask Better Auth (cookie signature, session and user rows) and the profiles table on every request.
 *
 * Keys are the signed cookie values exactly as the browser sent them: only a value Better Auth has
 * verified is ever stored, so a forged or altered cookie can never match an entry.
 *
 * Trade-off (docs/decisions/015): a session revoked by another process, or by a change made straight
 * in the database, stays usable here until its entry expires (`SESSION_CACHE_SECONDS`). Every change
 * made through this process empties the cache first (see `invalidatesSessions`).
 */
import type { SessionUser } from "~/domain/accounts/session-user";

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface SessionCache {
  get(key: string): SessionUser | undefined;
  /**
   * Stores what a lookup found, unless the cache was emptied since `generation` was read: a lookup
   * that raced a sign-out or an account change must not put the old answer back.
   */
  set(key: string, user: SessionUser, options: { generation: number; sessionExpiresAt: Date }): void;
  /** Read before a lookup starts; passed back to `set`. */
  generation(): number;
  clear(): void;
  readonly size: number;
}

export function createSessionCache({ ttlMs, maxEntries, now = Date.now }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.user;
    },
    set(key, user, options) {
      if (ttlMs <= 0 || options.generation !== generation) return;
      const expiresAt = Math.min(now() + ttlMs, options.sessionExpiresAt.getTime());
      if (expiresAt <= now()) return;
      entries.delete(key);
      entries.set(key, { user, expiresAt });
      // Oldest first: Map keeps insertion order.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    generation: () => generation,
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes that change only the cook's own recipes, cookbooks and lists: never who they are, their
 * plan or their sessions. A fetcher's `.data` suffix is ignored.
 */
const CONTENT_WRITES = /^\/app\/(saved|cookbooks|ingredient-lists)(\.data)?(\/[^/]*)*$/;

/**
 * Whether a request may change a session or what the cache holds about a user (name, e-mail, plan,
 * the account itself), so the cache is emptied around it: every write except the content writes
 * above (sign-in and -out, settings, account deletion, password reset, plan changes and anything
 * added later), and everything under Better Auth's /api/auth (its links change e-mail addresses
 * with a GET).
 */
export function invalidatesSessions(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (path === "/api/auth" || path.startsWith("/api/auth/")) return true;
  if (SAFE_METHODS.has(request.method)) return false;
  return !CONTENT_WRITES.test(path);
}
