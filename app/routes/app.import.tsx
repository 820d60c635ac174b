import { Link, redirect } from "react-router";
import { ArrowLeft } from "~/components/ui/icons";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { COLLECTION_MESSAGES } from "~/domain/import/import-job";
import { UNLIMITED } from "~/domain/plans";
import { CollectionUploadForm, ImportList } from "~/features/collection-import/collection-import";
import { replyRefused } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { hitRateLimit } from "~/server/http/rate-limit.server";
import { listImports, ownRecipeCount, ownRecipeLimit, startCollectionImport } from "~/server/import/collection-import.server";
import { receiveCollectionUpload } from "~/server/import/receive-collection.server";
import { uploadsDirectory } from "~/server/uploads/photos.server";
import { withUploadSlot } from "~/server/uploads/upload-slots.server";
import type { Route } from "./+types/app.import";

export const meta: Route.MetaFunction = () => [{ title: "Import from another app – Simmer" }];

/** Collections one account may upload per hour. */
const IMPORTS_PER_HOUR = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const [imports, own] = await Promise.all([listImports(db, user.id), ownRecipeCount(db, user.id)]);
  const limit = ownRecipeLimit(user.planId);
  return {
    limit: limit === UNLIMITED ? null : limit,
    own,
    imports: imports.map((row) => ({
      id: row.id,
      fileName: row.fileName,
      status: row.status,
      format: row.format,
      total: row.total,
      imported: row.imported,
      skipped: row.skipped,
      failed: row.failed,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Takes the upload (multipart field `file`, with or without the `copies` box), streaming it to disk
 * within its 500 MB limit once the session is known and an upload slot is free, stores it and
 * queues the import; then opens the import's progress page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  return withUploadSlot(user.id, () => receiveImport(request, user.id));
}

async function receiveImport(request: Request, userId: string) {
  const upload = await receiveCollectionUpload(request, { directory: uploadsDirectory() });
  if ("status" in upload) return replyRefused(upload.message, upload.status);
  try {
    if (!upload.file || !upload.file.name) return replyRefused(COLLECTION_MESSAGES.noFile, 400);
    if (upload.file.size === 0) return replyRefused(COLLECTION_MESSAGES.emptyFile, 400);
    const db = await getDb();
    if (!(await hitRateLimit(db, `collection-import:${userId}`, { max: IMPORTS_PER_HOUR, windowMs: 3_600_000 }))) {
      return replyRefused(AUTH_MESSAGES.tooManyAttempts, 429);
    }
    const copies = upload.fields.some(([name, value]) => name === "copies" && value === "on");
    const outcome = await startCollectionImport(
      db,
      userId,
      { path: upload.file.path, name: upload.file.name, size: upload.file.size },
      { copies },
    );
    if (!outcome.ok) return replyRefused(outcome.message, outcome.status);
    return redirect(`/app/import/${outcome.value.id}`, {
      headers: { "Set-Cookie": await flashHeader(outcome.message ?? COLLECTION_MESSAGES.started) },
    });
  } finally {
    await upload.discard();
  }
}

export default function ImportCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { limit, own, imports } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to="/app/create-recipe" className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Create Recipe
      </Link>
      <h1 className="text-warm-900 mt-4 text-4xl font-bold">Import from another app</h1>
      <p className="text-warm-700 mt-1 mb-6">
        Bring your whole collection: a Paprika, Mealie, Tandoor, Nextcloud Cookbook or RecipeSage export, files of schema.org
        recipes (JSON-LD), or the zip another Simmer gave you (Settings → Privacy), with its cookbooks, meal plan and lists.
        Imported recipes are private until you share them.
      </p>
      <CollectionUploadForm limit={limit} own={own} error={actionData && !actionData.ok ? actionData.message : undefined} />
      <ImportList imports={imports} />
    </main>
  );
}
