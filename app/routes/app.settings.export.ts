import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { exportAccount } from "~/server/accounts/account.server";
import type { Route } from "./+types/app.settings.export";

/** "Download my data": everything the signed-in user owns, as a JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const body = JSON.stringify(await exportAccount(await getDb(), user.id), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="simmer-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
