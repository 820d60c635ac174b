import { redirect } from "react-router";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { FILE_MESSAGES } from "~/domain/recipes/photos";
import { replyRefused, replyWith } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { hitRateLimit } from "~/server/http/rate-limit.server";
import { fileStore } from "~/server/storage/index.server";
import { storePhoto, uploadsDirectory, type StoredPhoto } from "~/server/uploads/photos.server";
import { receiveUpload } from "~/server/uploads/receive-upload.server";
import { withUploadSlot } from "~/server/uploads/upload-slots.server";
import type { Route } from "./+types/app.photos";

/** Photos one account may upload per hour. */
const UPLOADS_PER_HOUR = 60;

/** Opened in the address bar: photos are added on the recipe form, so it opens there. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return redirect("/app/create-recipe");
}

/**
 * Uploads a recipe photo (multipart field `photo`) for the signed-in user and answers where it is
 * served. The recipe form's photo picker posts here with a fetcher; the form then sends that
 * address as the recipe's image. This path alone takes bodies up to 12 MB (request-limits.ts), and
 * reads them itself: only once the session is known (the root middleware), and only while it holds
 * one of the few upload slots (with none free it answers at once, the body unread), streaming the
 * photo to a part file on disk as it arrives (receive-upload.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  return withUploadSlot(user.id, () => receivePhoto(request, user.id));
}

async function receivePhoto(request: Request, userId: string) {
  const upload = await receiveUpload(request, { fileField: "photo", directory: uploadsDirectory() });
  if ("status" in upload) return replyRefused(upload.status === 413 ? FILE_MESSAGES.tooLarge : upload.message, upload.status);
  try {
    if (!upload.file || upload.file.size === 0) return replyRefused(FILE_MESSAGES.invalidType, 400);
    if (!(await hitRateLimit(await getDb(), `photo-upload:${userId}`, { max: UPLOADS_PER_HOUR, windowMs: 3_600_000 }))) {
      return replyRefused(AUTH_MESSAGES.tooManyAttempts, 429);
    }
    const outcome = await storePhoto(fileStore(), { file: upload.file.path });
    return replyWith<StoredPhoto>(outcome, FILE_MESSAGES.uploaded);
  } finally {
    await upload.discard();
  }
}
