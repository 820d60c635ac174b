import { redirect } from "react-router";
import { SETTINGS_MESSAGES } from "~/domain/messages/settings";
import { UnitsSchema } from "~/domain/validation/settings";
import { runIntent } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { saveUnitSystem } from "~/server/accounts/settings.server";
import { refererBack } from "~/server/security.server";
import type { Route } from "./+types/app.units";

/**
 * Remembers the units the signed-in cook reads recipes in (the toggle on the recipe page and in the
 * scale dialog). A fetcher gets the reply; a form sent without JavaScript goes back to the page it
 * came from, which now shows the new units.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const reply = await runIntent(await request.formData(), UnitsSchema, SETTINGS_MESSAGES.invalid, (input) =>
    saveUnitSystem(db, user.id, input),
  );
  if (request.headers.get("Sec-Fetch-Mode") !== "navigate") return reply;
  return redirect(refererBack(request, "/app/browse"));
}

/** Opened in the address bar: nothing to show here. */
export function loader() {
  return redirect("/app/settings?tab=preferences");
}
