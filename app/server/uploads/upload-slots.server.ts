/** This process's upload slots (REQUEST_LIMITS), shared by every upload path. */
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
