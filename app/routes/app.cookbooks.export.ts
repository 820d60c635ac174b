import { attachmentDisposition } from "~/domain/download-name";
import { parsePaperSize } from "~/domain/kitchen/paper";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { exportCookbookPdf } from "~/server/pdf/cookbook-pdf.server";
import type { Route } from "./+types/app.cookbooks.export";

/**
 * GET /app/cookbooks/:id/export.pdf?paper=a4|letter: the cookbook as a printable PDF (ultimate plan).
 * Another plan gets 403 and someone else's (or an unknown) cookbook 404, before anything is rendered;
 * too many exports from one account 429 (and a full render queue 503), with Retry-After. A refusal
 * is a short plain-text message: the export button shows it, and so does the browser without
 * JavaScript. The book is rendered in a worker thread (app/server/pdf/pdf-render-pool.server.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const paper = parsePaperSize(new URL(request.url).searchParams.get("paper"));
  const result = await exportCookbookPdf(await getDb(), user, params.id, paper);
  if (!result.ok) {
    const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    if ("retryAfterSeconds" in result) headers.set("Retry-After", String(result.retryAfterSeconds));
    return new Response(result.message, { status: result.status, headers });
  }
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
