import { data } from "react-router";
import { attachmentDisposition } from "~/domain/download-name";
import { parsePaperSize } from "~/domain/paper";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { exportCookbookPdf } from "~/server/pdf/cookbook-pdf.server";
import type { Route } from "./+types/app.cookbooks.export";

/**
 * GET /app/cookbooks/:id/export.pdf?paper=a4|letter: the cookbook as a printable PDF (ultimate plan).
 * Another plan gets 403 and someone else's (or an unknown) cookbook 404, before anything is rendered.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const paper = parsePaperSize(new URL(request.url).searchParams.get("paper"));
  const result = await exportCookbookPdf(await getDb(), user, params.id, paper);
  if (!result.ok) throw data(result.message, { status: result.status, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(result.name, "pdf", "cookbook"),
      "Content-Length": String(result.pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
