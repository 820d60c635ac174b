import { exportZipName } from "~/domain/import/simmer-export";
import { accountZipStream } from "~/server/accounts/export-zip.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import type { Route } from "./+types/app.settings.export-everything";

/** "Download everything": the cook's recipes with photos, cookbooks, plan and lists as one zip (streamed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const body = accountZipStream(await getDb(), user.id, { site: linkOrigin(request) });
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportZipName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
