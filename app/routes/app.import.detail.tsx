import { data, Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons";
import { COLLECTION_MESSAGES, fitMessage } from "~/domain/import/import-job";
import { ImportProgress } from "~/features/collection-import/collection-import";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { getImport, ownRecipeCount, ownRecipeLimit } from "~/server/import/collection-import.server";
import type { Route } from "./+types/app.import.detail";

export const meta: Route.MetaFunction = () => [{ title: "Import – Simmer" }, { name: "robots", content: "noindex, nofollow" }];

/** One of the cook's imports; anyone else's (or none) is "not found". */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const row = await getImport(db, user.id, params.id);
  if (!row) throw data(COLLECTION_MESSAGES.notFound, { status: 404 });
  const fits =
    row.total !== null && row.status !== "done"
      ? fitMessage(row.total, ownRecipeLimit(user.planId), await ownRecipeCount(db, user.id))
      : null;
  return {
    fits,
    progress: {
      id: row.id,
      fileName: row.fileName,
      status: row.status,
      format: row.format,
      copies: row.copies,
      total: row.total,
      done: row.nextIndex,
      imported: row.imported,
      skipped: row.skipped,
      failed: row.failed,
      notImported: row.notImported,
      failures: row.failures,
      message: row.message,
    },
  };
}

export default function ImportDetail({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to="/app/import" className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All imports
      </Link>
      <h1 className="text-warm-900 mt-4 text-3xl font-bold break-words">Importing {loaderData.progress.fileName}</h1>
      <ImportProgress progress={loaderData.progress} fits={loaderData.fits} />
    </main>
  );
}
