import {
  Beef,
  CakeSlice,
  Coffee,
  Cookie,
  CookingPot,
  Croissant,
  CupSoda,
  Drumstick,
  EggFried,
  Fish,
  Hamburger,
  IceCreamCone,
  HandPlatter,
  ChefHat,
  Cherry,
  Pizza,
  Popcorn,
  Salad,
  Sandwich,
  Shrimp,
  Soup,
  Wheat,
  Flame,
  LeafyGreen,
  Torus,
  type LucideIcon,
} from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { coverDesign, motifMarkup, type CoverDesign, type CoverFamily } from "~/domain/recipes/cover";
import { isStoredPhotoPath, PHOTO_LIMITS, photoVariantUrl } from "~/domain/recipes/photos";

const ICONS: Record<CoverFamily, LucideIcon> = {
  pizza: Pizza,
  burger: Hamburger,
  pasta: Wheat,
  noodles: Soup,
  curry: Flame,
  rice: HandPlatter,
  poultry: Drumstick,
  meat: Beef,
  fish: Fish,
  shellfish: Shrimp,
  eggs: EggFried,
  pancakes: Torus,
  salad: Salad,
  soup: Soup,
  bread: Croissant,
  cake: CakeSlice,
  cookies: Cookie,
  frozen: IceCreamCone,
  fruit: Cherry,
  coffee: Coffee,
  drink: CupSoda,
  wrap: Sandwich,
  dumplings: ChefHat,
  vegetables: LeafyGreen,
  snack: Popcorn,
  pot: CookingPot,
};

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

/** The recipe's photo, or its generated cover when there is none or the photo fails to load. */
export function RecipeImage({ title, tags, imageUrl, className = "", decorative = true, loading = "lazy" }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A photo that failed before the page became interactive fired its error event unheard.
  useEffect(() => {
    const img = image.current;
    // Finished without pixels: decoding it rejects when the photo is broken.
    if (img && img.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
  }, [imageUrl]);
  if (imageUrl && !failed) {
    return (
      <img
        ref={image}
        src={imageUrl}
        {...storedPhotoSizes(imageUrl)}
        alt={decorative ? "" : title}
        loading={loading}
        decoding="async"
        onError={() => setFailed(true)}
        className={`h-full w-full object-cover ${className}`}
      />
    );
  }
  return <RecipeCover title={title} tags={tags} className={className} decorative={decorative} />;
}

interface CoverArt {
  design: CoverDesign;
  background: { backgroundImage: string };
  motif: { __html: string };
}

/** Cover art drawn lately, by title and tags: a browse page draws 24, mostly the same ones again. */
const coverArtCache = new Map<string, CoverArt>();
const COVER_ART_CACHE_SIZE = 2000;

function coverArt(tags: readonly string[], title: string): CoverArt {
  const key = `${title}\u0000${tags.join("\u0000")}`;
  let art = coverArtCache.get(key);
  if (!art) {
    const design = coverDesign(tags, title);
    art = {
      design,
      background: { backgroundImage: `linear-gradient(${design.angle}deg, ${design.from}, ${design.to})` },
      // Generated from numbers only (no user text): the same markup serves the standalone SVG.
      motif: { __html: motifMarkup(design) },
    };
    if (coverArtCache.size >= COVER_ART_CACHE_SIZE) coverArtCache.delete(coverArtCache.keys().next().value!);
    coverArtCache.set(key, art);
  }
  return art;
}

export function RecipeCover({ title, tags, className = "", decorative = true }: Omit<RecipeImageProps, "imageUrl" | "loading">) {
  const { design, background, motif } = coverArt(tags, title);
  const Icon = ICONS[design.family];
  return (
    <div
      className={`relative h-full w-full overflow-hidden ${className}`}
      style={background}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : `Illustration for ${title}`}
      aria-hidden={decorative ? true : undefined}
      data-cover-category={design.category}
      data-cover-family={design.family}
    >
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full"
        aria-hidden="true"
        dangerouslySetInnerHTML={motif}
      />
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="rounded-full bg-white/20 p-5 shadow-inner ring-1 ring-white/30 backdrop-blur-[1px]">
          <Icon className="h-10 w-10 text-white drop-shadow" strokeWidth={1.6} aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
