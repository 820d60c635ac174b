/**
 * Who is asking: the session middleware reads the Better Auth session once per request and puts the
 * signed-in user (with their plan) in the router context; guards read it from there.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { PlanId } from "~/domain/plans";
import { currentPlan } from "../billing/subscriptions.server";
import { getDb } from "../db/index.server";
import { ensureProfile } from "../services/profiles.server";
import { getAuth } from "./auth.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  planId: PlanId;
}

export const sessionContext = createContext<SessionUser | null>(null);

const SESSION_COOKIE = "simmer.session_token";

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!request.headers.get("cookie")?.includes(SESSION_COOKIE)) {
    context.set(sessionContext, null);
    return next();
  }
  const auth = await getAuth();
  const { headers, response: session } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (session) {
    const profile = await ensureProfile(await getDb(), session.user);
    context.set(sessionContext, {
      id: session.user.id,
      name: profile.name,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      image: session.user.image ?? null,
      planId: await currentPlan(await getDb(), session.user.id, profile.currentPlanId),
    });
  } else {
    context.set(sessionContext, null);
  }
  const response = await next();
  // A refreshed session (or a cleared stale cookie) travels back with whatever the page answered.
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
};

export function getUser(context: Readonly<RouterContextProvider>): SessionUser | null {
  return context.get(sessionContext);
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
