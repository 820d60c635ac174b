/**
 * Receives a collection upload (issue 28): the multipart body streamed to a part file in the
 * uploads folder as it arrives, counted against its own limit (COLLECTION_UPLOAD_MAX_BYTES, far
 * above a photo's) and refused with a clear message the moment it passes it. Never held in memory.
 */
import { COLLECTION_MESSAGES, COLLECTION_UPLOAD_MAX_BYTES } from "~/domain/import/import-job";
import { REQUEST_LIMITS } from "../http/request-limits";
import { receiveUpload, type ReceivedUpload } from "../uploads/receive-upload.server";
import type { Refusal } from "../http/form-guard";

export const COLLECTION_FILE_FIELD = "file";

export async function receiveCollectionUpload(
  request: Request,
  options: { directory: string; maxBytes?: number },
): Promise<ReceivedUpload | Refusal> {
  const limits = { ...REQUEST_LIMITS, uploadBodyBytes: options.maxBytes ?? COLLECTION_UPLOAD_MAX_BYTES };
  const upload = await receiveUpload(request, { fileField: COLLECTION_FILE_FIELD, directory: options.directory, limits });
  if ("status" in upload && upload.status === 413) return { status: 413, message: COLLECTION_MESSAGES.tooLarge };
  return upload;
}
