import { plainNotFound } from "~/server/http/plain-answers.server";
import { fileStore } from "~/server/storage/index.server";
import { photoResponse } from "~/server/uploads/photos.server";
import type { Route } from "./+types/uploads";

/**
 * A stored recipe photo, cached for a year. Only names of the form <32 hex>[-card|-thumb].webp are
 * looked up (no path from the request reaches the file store); anything else is 404. Served from
 * DATA_DIR or the S3 bucket alike (docs/decisions/035).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const response = await photoResponse(fileStore(), params.file);
  if (!response) return plainNotFound();
  return response;
}
