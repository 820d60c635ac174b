import { getAuth } from "~/server/auth/auth.server";
import { isExposedAuthRequest } from "~/server/auth/gate.server";
import { withSignInStore } from "~/server/auth/single-sign-on.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/api.auth";

/**
 * The few Better Auth endpoints that need a URL of their own: social sign-in callbacks and the
 * e-mail confirmation link. Signing in, signing up and passwords go through Simmer's own pages.
 */
async function handle(request: Request): Promise<Response> {
  if (!isExposedAuthRequest(request)) return new Response("Not Found", { status: 404 });
  const auth = await getAuth();
  return withSignInStore(request, await getDb(), () => auth.handler(request));
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
