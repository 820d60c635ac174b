import { plainNotFound } from "~/server/http/plain-answers.server";
import { photoResponse, uploadsDirectory } from "~/server/uploads/photos.server";
import type { Route } from "./+types/uploads";

/**
 * A stored recipe photo, cached for a year. Only names of the form <32 hex>[-card|-thumb].webp are
 * looked up (no path from the request reaches the file system); anything else is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const response = await photoResponse(uploadsDirectory(), params.file);
  if (!response) return plainNotFound();
  return response;
}
