import { data } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { AUTH_MESSAGES } from "~/domain/messages";
import { FILE_MESSAGES } from "~/domain/photos";
import { replyWith } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { hitRateLimit } from "~/server/services/rate-limit.server";
import { storePhoto, uploadsDirectory, type StoredPhoto } from "~/server/uploads/photos.server";
import type { Route } from "./+types/app.photos";

/** Photos one account may upload per hour. */
const UPLOADS_PER_HOUR = 60;

/**
 * Uploads a recipe photo (multipart field `photo`) for the signed-in user and answers where it is
 * served. The recipe form's photo picker posts here with a fetcher; the form then sends that
 * address as the recipe's image. This path alone takes bodies up to 12 MB (request-limits.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) {
    return data<ActionReply<never>>({ ok: false, message: FILE_MESSAGES.invalidType }, { status: 400 });
  }
  if (!(await hitRateLimit(await getDb(), `photo-upload:${user.id}`, { max: UPLOADS_PER_HOUR, windowMs: 3_600_000 }))) {
    return data<ActionReply<never>>({ ok: false, message: AUTH_MESSAGES.tooManyAttempts }, { status: 429 });
  }
  const outcome = await storePhoto(uploadsDirectory(), new Uint8Array(await file.arrayBuffer()));
  return replyWith<StoredPhoto>(outcome, FILE_MESSAGES.uploaded);
}
