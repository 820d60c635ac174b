import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { kitchenEvents } from "~/server/households/kitchen-events.server";
import type { Route } from "./+types/app.kitchen.events";

/**
 * Live updates for the signed-in cook's open meal-plan and shopping pages (decision 040): a
 * Server-Sent Events stream that says when their kitchen changed, and never anything about another.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return kitchenEvents(await getDb(), user, request.signal);
}
