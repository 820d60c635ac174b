import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { findPhotoFile, uploadsDirectory } from "~/server/uploads/photos.server";
import type { Route } from "./+types/uploads";

/**
 * A stored recipe photo. Names are random ids that never change content, so browsers and proxies
 * may keep them for a year. Only names of the form <32 hex>[-card|-thumb].webp are looked up (no
 * path ever reaches the file system); anything else is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findPhotoFile(uploadsDirectory(), params.file);
  if (!found) throw data("Not found", { status: 404 });
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(found.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
