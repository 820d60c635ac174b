/**
 * Generated recipe covers: a deterministic design (palette, icon, pattern) from a recipe's
 * category and title, so every recipe has a good-looking picture without a photo or the network.
 */

export const COVER_CATEGORIES = [
  "breakfast",
  "soup",
  "salad",
  "dessert",
  "baking",
  "drink",
  "snack",
  "side",
  "pasta",
  "seafood",
  "lunch",
  "dinner",
] as const;
export type CoverCategory = (typeof COVER_CATEGORIES)[number];

/** Tags that point at a category, in priority order (the first tag that maps wins). */
const TAG_TO_CATEGORY: Record<string, CoverCategory> = {
  breakfast: "breakfast",
  brunch: "breakfast",
  soup: "soup",
  stew: "soup",
  salad: "salad",
  dessert: "dessert",
  sweet: "dessert",
  baking: "baking",
  bread: "baking",
  drink: "drink",
  drinks: "drink",
  smoothie: "drink",
  snack: "snack",
  appetizer: "snack",
  side: "side",
  pasta: "pasta",
  noodles: "pasta",
  seafood: "seafood",
  fish: "seafood",
  pescatarian: "seafood",
  lunch: "lunch",
  dinner: "dinner",
  main: "dinner",
};

/** Two warm colours per category: [from, to] for a diagonal gradient. */
const PALETTES: Record<CoverCategory, readonly (readonly [string, string])[]> = {
  breakfast: [
    ["#f6c453", "#e8772e"],
    ["#f9d976", "#f39f86"],
  ],
  soup: [
    ["#e2703a", "#9c3d1c"],
    ["#d9822b", "#7a3b12"],
  ],
  salad: [
    ["#7cb342", "#2e7d32"],
    ["#a5c956", "#4b7f2a"],
  ],
  dessert: [
    ["#f48fb1", "#ad1457"],
    ["#ce93d8", "#7b1fa2"],
  ],
  baking: [
    ["#d7a86e", "#8d5524"],
    ["#e6be8a", "#a0522d"],
  ],
  drink: [
    ["#4fc3f7", "#00838f"],
    ["#80deea", "#3949ab"],
  ],
  snack: [
    ["#ffb74d", "#c75b12"],
    ["#ffd54f", "#ef6c00"],
  ],
  side: [
    ["#aed581", "#558b2f"],
    ["#c5e1a5", "#8d6e63"],
  ],
  pasta: [
    ["#ffcc80", "#d84315"],
    ["#ffe082", "#bf360c"],
  ],
  seafood: [
    ["#4dd0e1", "#1565c0"],
    ["#81d4fa", "#00695c"],
  ],
  lunch: [
    ["#ffab91", "#c62828"],
    ["#ffcc80", "#6d4c41"],
  ],
  dinner: [
    ["#e57373", "#6a1b1b"],
    ["#ff8a65", "#4e342e"],
  ],
};

export interface CoverDesign {
  category: CoverCategory;
  from: string;
  to: string;
  /** Gradient angle in degrees. */
  angle: number;
  /** Decorative circles in a 0..100 box. */
  dots: { cx: number; cy: number; r: number; opacity: number }[];
}

/** FNV-1a: a small, stable string hash. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function coverCategory(tags: readonly string[]): CoverCategory {
  for (const tag of tags) {
    const hit = TAG_TO_CATEGORY[tag.trim().toLowerCase()];
    if (hit) return hit;
  }
  return "dinner";
}

export function coverDesign(tags: readonly string[], title: string): CoverDesign {
  const category = coverCategory(tags);
  let seed = hashString(`${category}:${title}`);
  const next = () => {
    // xorshift32: deterministic pseudo-random numbers from the seed.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0xffffffff;
  };
  const palettes = PALETTES[category];
  const [from, to] = palettes[Math.floor(next() * palettes.length) % palettes.length];
  const angle = Math.round(100 + next() * 60);
  const dots = Array.from({ length: 5 }, () => ({
    cx: Math.round(next() * 100),
    cy: Math.round(next() * 100),
    r: Math.round(8 + next() * 22),
    opacity: Math.round((0.08 + next() * 0.14) * 100) / 100,
  }));
  return { category, from, to, angle, dots };
}

/** The generated cover as a standalone SVG document (for link previews and structured data). */
export function coverSvg(tags: readonly string[], title: string): string {
  const d = coverDesign(tags, title);
  const rad = ((d.angle - 90) * Math.PI) / 180;
  const x = Math.round(50 + Math.cos(rad) * 50);
  const y = Math.round(50 + Math.sin(rad) * 50);
  const dots = d.dots
    .map((c) => `<circle cx="${c.cx * 12}" cy="${c.cy * 6.3}" r="${c.r * 8}" fill="#fff" opacity="${c.opacity}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${d.from}"/><stop offset="1" stop-color="${d.to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${dots}</svg>`;
}
