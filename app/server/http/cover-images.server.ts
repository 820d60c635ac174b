/**
 * The generated covers as pictures (`/covers/v1.svg?t=<title>&g=<tag>…`, decision 054): answered by
 * server.ts before React Router, from the address alone (no database, no session), and cached by
 * the browser for a year, since the address names everything the picture is drawn from. The
 * picture holds no text of the cook's: the title only chooses the design.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Beef,
  CakeSlice,
  ChefHat,
  Cherry,
  Coffee,
  Cookie,
  CookingPot,
  Croissant,
  CupSoda,
  Drumstick,
  EggFried,
  Fish,
  Flame,
  Hamburger,
  HandPlatter,
  IceCreamCone,
  LeafyGreen,
  Pizza,
  Popcorn,
  Salad,
  Sandwich,
  Shrimp,
  Soup,
  Torus,
  Wheat,
  type LucideIcon,
} from "~/components/ui/icons";
import { coverFamily, coverSvg, type CoverFamily } from "~/domain/recipes/cover";

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

/** The size every card and recipe page draws the cover at (the browser scales and crops it). */
export const COVER_PICTURE = { width: 400, height: 300 };

/** What an address may name: longer than any title or tag list Simmer keeps. */
const LIMITS = { title: 500, tags: 40, tag: 100 };

/** Each icon's drawing (what is inside its <svg>), read once. */
const drawings = new Map<CoverFamily, string>();
function drawingOf(family: CoverFamily): string {
  let drawing = drawings.get(family);
  if (drawing === undefined) {
    const svg = renderToStaticMarkup(createElement(ICONS[family]));
    drawing = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    drawings.set(family, drawing);
  }
  return drawing;
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export function coverImageAnswer(query: URLSearchParams): Response {
  const title = query.get("t");
  const tags = query.getAll("g");
  if (title === null || title.length > LIMITS.title || tags.length > LIMITS.tags || tags.some((tag) => tag.length > LIMITS.tag)) {
    return plain(400, "A cover is drawn from a title (t) and up to 40 tags (g).");
  }
  const svg = coverSvg(tags, title, { ...COVER_PICTURE, icon: drawingOf(coverFamily(tags, title)) });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      // A picture, never a document: nothing in it may run or load anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
