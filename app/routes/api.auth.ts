import { getAuth } from "~/server/auth/auth.server";
import { isExposedAuthRequest } from "~/server/auth/gate.server";
import type { Route } from "./+types/api.auth";

/**
 * The few Better Auth endpoints that need a URL of their own: social sign-in callbacks and the
 * e-mail confirmation link. Signing in, signing up and passwords go through Simmer's own pages.
 */
async function handle(request: Request): Promise<Response> {
  if (!isExposedAuthRequest(request)) return new Response("Not Found", { status: 404 });
  return (await getAuth()).handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
