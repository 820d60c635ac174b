/**
 * A recipe's own photo (uploaded, or copied in by an import: both are stored photos) ready for the
 * cookbook PDF: its 800 px card copy read from the file store (readStoredPhoto), re-encoded as JPEG
 * because react-pdf embeds only JPEG and PNG. Anything else (a remote address, a photo that is gone
 * or does not decode) gives null, and the book draws the generated cover.
 */
import sharp from "sharp";
import { isStoredPhotoPath } from "~/domain/recipes/photos";
import { readStoredPhoto } from "../uploads/photos.server";

export async function pdfPhoto(imageUrl: string | null): Promise<Uint8Array | null> {
  if (!imageUrl || !isStoredPhotoPath(imageUrl)) return null;
  const bytes = (await readStoredPhoto(imageUrl, { variant: "card" })) ?? (await readStoredPhoto(imageUrl));
  if (!bytes) return null;
  try {
    return new Uint8Array(await sharp(bytes).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer());
  } catch {
    return null;
  }
}
