import { redirect } from "react-router";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { kitchenEvents } from "~/server/households/kitchen-events.server";
import type { Route } from "./+types/app.kitchen.events";

/**
 * Live updates for the signed-in cook's open meal-plan and shopping pages (decision 040): a
 * Server-Sent Events stream that says when their kitchen changed, and never anything about another.
 * Opened in the address bar (anything but an EventSource): the meal plan, not an endless download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  if (!(request.headers.get("Accept") ?? "").includes("text/event-stream")) return redirect("/app/meal-plan");
  return kitchenEvents(await getDb(), user, request.signal);
}
