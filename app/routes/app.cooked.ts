import { redirect } from "react-router";
import { COOK_MESSAGES, NOTE_MESSAGES } from "~/domain/messages/cooking";
import { LogCookSchema, RateCookSchema, RecipeNoteSchema } from "~/domain/validation/cooking";
import { dispatchIntent, runIntent } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { logCook, rateCook } from "~/server/recipes/cooked.server";
import { saveRecipeNote } from "~/server/recipes/recipe-notes.server";
import { refererBack } from "~/server/security.server";
import type { Route } from "./+types/app.cooked";
import { fieldsOf, sendOrQueue } from "~/components/offline/offline-actions";
import { cookingChangeLabel } from "~/domain/offline/queued-changes";

/** Opened in the address bar (a bookmark, a refreshed post): the dashboard, which shows what was cooked. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return redirect("/app/dashboard");
}

/**
 * The cooking log: "I made this" and finishing cook mode log a cook (intent "cooked"); the answers
 * that follow, each skippable, rate the recipe and say whether the cook turned out well (intent
 * "rate"). The cook's private note on a recipe is written here too (intent "note"). Fetchers get the reply; a form sent without JavaScript goes back to the page it came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const db = await getDb();
  const reply = await dispatchIntent(form, {
    cooked: () => runIntent(form, LogCookSchema, COOK_MESSAGES.logFailed, (input) => logCook(db, user.id, input)),
    rate: () => runIntent(form, RateCookSchema, COOK_MESSAGES.rateFailed, (input) => rateCook(db, user.id, input)),
    note: () => runIntent(form, RecipeNoteSchema, NOTE_MESSAGES.saveFailed, (input) => saveRecipeNote(db, user.id, input)),
  });
  if (request.headers.get("Sec-Fetch-Mode") !== "navigate") return reply;
  const { ok, message } = reply.data;
  const back = refererBack(request, "/app/dashboard");
  return redirect(back, { headers: { "Set-Cookie": await flashHeader(message, ok ? "success" : "error") } });
}

/**
 * "I made this" and the rating after it work offline too (issue 31): kept on the device and sent
 * when the connection is back, the rating naming the cook logged before it.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const fields = fieldsOf(form);
  const label = cookingChangeLabel(fields);
  return sendOrQueue({
    route: "/app/cooked",
    form,
    offline: fields.intent === "cooked" ? { label, makes: "cookId" } : fields.intent === "rate" ? { label } : null,
    serverAction,
    settleReply: (send) => send(),
  });
}
