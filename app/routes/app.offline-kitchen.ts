/**
 * GET /app/offline-kitchen: what the signed-in cook's device keeps for use offline (issue 31), as
 * JSON for the service worker: the kitchen's pages and the recipes to keep, with their pictures.
 */
import { redirect } from "react-router";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { offlineKitchen } from "~/server/offline/offline-kitchen.server";
import { userToday } from "~/server/time-zone.server";
import type { Route } from "./+types/app.offline-kitchen";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  // Opened in the address bar: the settings that say what this device keeps.
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") return redirect("/app/settings?tab=privacy");
  const db = await getDb();
  const kept = await offlineKitchen(db, await kitchenOf(db, user), userToday(request));
  return Response.json(kept, { headers: { "Cache-Control": "private, no-store" } });
}
