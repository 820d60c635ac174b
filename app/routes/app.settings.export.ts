import { exportZipName } from "~/domain/import/simmer-export";
import { exportAccount } from "~/server/accounts/account.server";
import { accountZipStream } from "~/server/accounts/export-zip.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import type { Route } from "./+types/app.settings.export";

/**
 * "Download my data": everything the signed-in user owns, as a JSON file. With `?format=zip`,
 * "Download everything": the cook's recipes with photos, cookbooks, plan and lists as one streamed
 * zip that another Simmer imports (decision 049). One route for both keeps the route manifest every
 * page loads from growing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  if (new URL(request.url).searchParams.get("format") === "zip") {
    return new Response(accountZipStream(db, user.id, { site: linkOrigin(request) }), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${exportZipName(new Date())}"`,
        "Cache-Control": "no-store",
      },
    });
  }
  const body = JSON.stringify(await exportAccount(db, user.id), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="simmer-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
