/** The pictures a device keeps with a recipe for use offline (issue 31). */
import { coverImageUrl } from "../recipes/cover-image";
import { isStoredPhotoPath, photoVariantUrl } from "../recipes/photos";

/**
 * The pictures a recipe's page shows, as the device must keep them: a stored photo in each of the
 * widths its `srcset` offers (the browser picks one by screen), a picture of the site's own, or the
 * drawn cover. A photo on another site is not kept (the page falls back to the cover, kept too).
 */
export function keptPictures(recipe: { title: string; tags: readonly string[]; imageUrl: string | null }): string[] {
  const cover = coverImageUrl(recipe.title, recipe.tags);
  const image = recipe.imageUrl;
  if (!image) return [cover];
  if (isStoredPhotoPath(image)) return [photoVariantUrl(image, "thumb"), photoVariantUrl(image, "card"), image, cover];
  if (image.startsWith("/") && !image.startsWith("//")) return [image, cover];
  return [cover];
}
