import { useEffect, useRef, useState } from "react";
import { coverImageUrl } from "~/domain/recipes/cover-image";
import { isStoredPhotoPath, PHOTO_LIMITS, photoVariantUrl } from "~/domain/recipes/photos";

interface RecipeImageProps {
  title: string;
  tags: readonly string[];
  imageUrl?: string | null;
  className?: string;
  /** Decorative next to a visible title (cards); otherwise announced with the title. */
  decorative?: boolean;
  loading?: "eager" | "lazy";
}

/** A photo uploaded here comes in three widths: the browser picks the one the layout needs. */
function storedPhotoSizes(imageUrl: string): { srcSet?: string; sizes?: string } {
  if (!isStoredPhotoPath(imageUrl)) return {};
  const { thumb, card, full } = PHOTO_LIMITS.sizes;
  return {
    srcSet: `${photoVariantUrl(imageUrl, "thumb")} ${thumb}w, ${photoVariantUrl(imageUrl, "card")} ${card}w, ${imageUrl} ${full}w`,
    sizes: "(min-width: 1024px) 50vw, 100vw",
  };
}

/**
 * The recipe's photo, or its generated cover when there is none or the photo fails to load. The
 * cover is a picture the server draws from the title and tags (decision 054), so its drawing is in
 * no page's script.
 */
export function RecipeImage({ title, tags, imageUrl, className = "", decorative = true, loading = "lazy" }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A photo that failed before the page became interactive fired its error event unheard.
  useEffect(() => {
    const img = image.current;
    // Finished without pixels: decoding it rejects when the photo is broken.
    if (img && img.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
  }, [imageUrl]);
  const photo = imageUrl && !failed;
  return (
    <img
      ref={photo ? image : undefined}
      src={photo ? imageUrl : coverImageUrl(title, tags)}
      {...(photo ? storedPhotoSizes(imageUrl) : {})}
      alt={decorative ? "" : photo ? title : `Illustration for ${title}`}
      loading={loading}
      fetchPriority={loading === "eager" ? "high" : undefined}
      decoding="async"
      onError={photo ? () => setFailed(true) : undefined}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
