/**
 * Who is asking: the session middleware reads the Better Auth session once per request and puts the
 * signed-in user (with their plan) in the router context; guards read it from there. What a session
 * cookie stands for is kept for a few seconds (`session-cache.server.ts`), and forgotten around any
 * request that may change a session or an account.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/domain/accounts/session-user";
import { planOfAccount, readAccount, type AccountRead } from "../billing/subscriptions.server";
import type { Db } from "../db/client.server";
import { getDb } from "../db/index.server";
import { CHANNELS, notificationsOf, type Notifications } from "../db/notifications.server";
import { env } from "../env.server";
import { ensureProfile } from "../accounts/profiles.server";
import { onWorkerNews, tellOtherWorkers } from "../http/workers";
import { getAuth } from "./auth.server";
import { createSessionCache, invalidatesSessions, type SessionCache } from "./session-cache.server";

export const sessionContext = createContext<SessionUser | null>(null);

/**
 * The signed-in user's account as read at the start of this request (plan grant, subscription
 * record, unit system): loaders that need these use it instead of reading the same row again.
 * Null when nobody is signed in, the account has no profile, or nothing was read (callers read).
 */
export const accountContext = createContext<AccountRead | null>(null);

const SESSION_COOKIE = "simmer.session_token";

const CACHE_KEY = Symbol.for("simmer.session-cache");
const cacheHolder = globalThis as { [CACHE_KEY]?: SessionCache };

/** The process's session cache (`SESSION_CACHE_SECONDS`; 0 keeps nothing). */
export function sessionCache(): SessionCache {
  cacheHolder[CACHE_KEY] ??= createSessionCache({ ttlMs: env().SESSION_CACHE_SECONDS * 1000, maxEntries: 10_000 });
  return cacheHolder[CACHE_KEY];
}

/** What a worker tells the others when it empties its session cache (WEB_CONCURRENCY > 1). */
const SESSIONS_CHANGED = "sessions-changed";
onWorkerNews(SESSIONS_CHANGED, () => sessionCache().clear());

const heard = new WeakSet<Notifications>();

/**
 * Whether this process may answer from its session cache. On PostgreSQL with other servers, only
 * while it hears their sign-outs (docs/decisions/036): the cache is emptied on every notification
 * and on every reconnection (news may have been missed), and not used while the listener is down.
 */
function cacheTrusted(db: Db): boolean {
  const notifications = notificationsOf(db);
  if (!notifications) return true;
  if (!heard.has(notifications)) {
    heard.add(notifications);
    notifications.on(CHANNELS.sessions, () => sessionCache().clear());
    notifications.onConnect(() => sessionCache().clear());
  }
  return notifications.connected;
}

/**
 * Empties the session cache of this process and, when several workers share the port, of every
 * other worker before resolving: the next request forgets the old sessions whichever worker takes it.
 * `everywhere` (after the request's writes have committed) also tells every other server through
 * PostgreSQL; they forget theirs within milliseconds of the notification.
 */
async function forgetSessions(options: { everywhere: boolean }): Promise<void> {
  sessionCache().clear();
  const notifications = options.everywhere ? notificationsOf(await getDb()) : null;
  await Promise.all([
    tellOtherWorkers(SESSIONS_CHANGED),
    notifications?.notify(CHANNELS.sessions).catch((error: unknown) => {
      console.error("[simmer] could not tell the other servers about a session change", error);
    }),
  ]);
}

/** The session cookie exactly as sent (`simmer.session_token=…`, or with the `__Secure-` prefix). */
function sessionCookieOf(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const pair = part.trim();
    const eq = pair.indexOf("=");
    const name = eq === -1 ? pair : pair.slice(0, eq);
    if (name === SESSION_COOKIE || name === `__Secure-${SESSION_COOKIE}`) return pair;
  }
  return null;
}

/** Who the cookie belongs to: from the cache, else from Better Auth and the profile (then cached). */
async function lookUpSession(request: Request, cookie: string): Promise<{ user: SessionUser | null; headers: Headers | null }> {
  const cache = sessionCache();
  const trusted = cacheTrusted(await getDb());
  const cached = trusted ? cache.get(cookie) : undefined;
  if (cached) return { user: cached, headers: null };
  const generation = cache.generation();
  const auth = await getAuth();
  const { headers, response: session } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!session) return { user: null, headers };
  const profile = await ensureProfile(await getDb(), session.user);
  const user: SessionUser = {
    id: session.user.id,
    name: profile.name,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    image: session.user.image ?? null,
    // A placeholder: the plan that counts is read afresh on every request (below), never cached.
    planId: profile.currentPlanId,
  };
  // A refreshed session comes with a new cookie: the next request's lookup caches that one.
  if (trusted && headers.getSetCookie().length === 0)
    cache.set(cookie, user, { generation, sessionExpiresAt: new Date(session.session.expiresAt) });
  return { user, headers };
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Sign-in and -out, account and plan changes, password resets: nobody's cached session outlives them.
  const invalidates = invalidatesSessions(request);
  if (invalidates) await forgetSessions({ everywhere: false });
  const cookie = sessionCookieOf(request.headers.get("cookie") ?? "");
  const { user, headers } = cookie ? await lookUpSession(request, cookie) : { user: null, headers: null };
  // The plan that counts is the one in force at this moment (trials end, periods run out): never
  // cached. The same read serves the rest of the request (sidebar billing, units).
  const read = user ? await readAccount(await getDb(), user.id) : null;
  // A disabled account is signed out on its very next request, whichever server or worker takes it.
  const disabled = Boolean(read?.disabledAt);
  context.set(accountContext, disabled ? null : read);
  context.set(sessionContext, user && !disabled ? { ...user, planId: planOfAccount(read) } : null);
  try {
    const response = await next();
    // A refreshed session (or a cleared stale cookie) travels back with whatever the page answered.
    for (const setCookie of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", setCookie);
    return response;
  } finally {
    if (invalidates) await forgetSessions({ everywhere: true });
  }
};

export function getUser(context: Readonly<RouterContextProvider>): SessionUser | null {
  return context.get(sessionContext);
}

/** The signed-in user's account as this request read it (null: not read; read it yourself). */
export function getAccount(context: Readonly<RouterContextProvider>): AccountRead | null {
  return context.get(accountContext);
}

/** Where a signed-out visitor is sent, remembering the page they wanted. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  return redirect(`/login?redirectTo=${encodeURIComponent(target)}`);
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): SessionUser {
  const user = getUser(context);
  if (!user) throw loginRedirect(request);
  return user;
}

/** The signed-in area: /app and everything below it (with React Router's `.data` requests). */
export function isSignedInArea(pathname: string): boolean {
  return pathname === "/app" || pathname === "/app.data" || pathname.startsWith("/app/");
}

/**
 * In the root, right after the session is read and before any body is: a signed-out request into
 * the signed-in area gets the sign-in redirect at once, whatever it sent (a 12 MB upload included).
 * /app's own layout guards the same routes again.
 */
export const signedInAreaMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  if (isSignedInArea(new URL(request.url).pathname)) requireUser(request, context);
};

/** Guards every route below it: signed-out visitors go to /login before any loader or action runs. */
export const requireUserMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  requireUser(request, context);
};

/** Public pages with a signed-in counterpart send signed-in users there. */
export function redirectSignedIn(context: Readonly<RouterContextProvider>, to: string, request?: Request): void {
  if (!getUser(context)) return;
  const search = request ? new URL(request.url).search : "";
  throw redirect(to + search);
}
