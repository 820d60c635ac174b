/** This process's upload slots (REQUEST_LIMITS), shared by every upload path. */
import { FILE_MESSAGES } from "~/domain/recipes/photos";
import { replyRefused } from "../action-reply.server";
import { REQUEST_LIMITS } from "../http/request-limits";
import { createUploadSlots, type UploadSlots } from "./upload-slots";

const SLOTS_KEY = Symbol.for("simmer.upload-slots");
const holder = globalThis as { [SLOTS_KEY]?: UploadSlots };

export function uploadSlots(): UploadSlots {
  holder[SLOTS_KEY] ??= createUploadSlots({
    atOnce: REQUEST_LIMITS.uploadsAtOnce,
    perAccount: REQUEST_LIMITS.uploadsAtOncePerAccount,
  });
  return holder[SLOTS_KEY];
}

/**
 * Runs `receive` while the account holds one of the upload slots, and frees the slot after. With
 * none free it answers at once, the body unread: 429 when the account's own uploads fill its share,
 * 503 when the server's are all taken, each with Retry-After.
 */
export async function withUploadSlot<T>(userId: string, receive: () => Promise<T>) {
  const slot = uploadSlots().take(userId);
  if (!slot.ok) {
    const retry = { "Retry-After": String(REQUEST_LIMITS.uploadRetryAfterSeconds) };
    return slot.refusedBy === "account"
      ? replyRefused(FILE_MESSAGES.uploadsBusyAccount, 429, retry)
      : replyRefused(FILE_MESSAGES.uploadsBusyServer, 503, retry);
  }
  try {
    return await receive();
  } finally {
    slot.release();
  }
}
