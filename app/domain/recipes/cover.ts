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

/**
 * Dish families: what a cover shows. A family is found from the title first (a "Chicken Curry"
 * tagged dinner is a curry), then from the tags, so a page of dinners is not a wall of one tile.
 */
export const COVER_FAMILIES = [
  "pizza",
  "burger",
  "pasta",
  "noodles",
  "curry",
  "rice",
  "poultry",
  "meat",
  "fish",
  "shellfish",
  "eggs",
  "pancakes",
  "salad",
  "soup",
  "bread",
  "cake",
  "cookies",
  "frozen",
  "fruit",
  "coffee",
  "drink",
  "wrap",
  "dumplings",
  "vegetables",
  "snack",
  "pot",
] as const;
export type CoverFamily = (typeof COVER_FAMILIES)[number];

/**
 * Title words that name a family, checked in this order (the first family with a hit wins): dish
 * forms first ("Chicken Curry" is a curry), then main ingredients ("Beef with Fried Egg" is beef).
 */
const FAMILY_WORDS: readonly (readonly [CoverFamily, readonly string[]])[] = [
  ["pizza", ["pizza", "flatbread", "calzone"]],
  ["burger", ["burger", "sloppy joe"]],
  ["dumplings", ["dumpling", "gyoza", "wonton", "pierogi", "momo", "bao"]],
  ["wrap", ["taco", "burrito", "wrap", "quesadilla", "sandwich", "shawarma", "gyro", "banh mi", "enchilada", "fajita"]],
  ["noodles", ["ramen", "pho", "noodle", "pad thai", "udon", "soba", "lo mein", "chow mein"]],
  [
    "pasta",
    [
      "pasta",
      "spaghetti",
      "pappardelle",
      "penne",
      "lasagn",
      "macaroni",
      "mac and cheese",
      "gnocchi",
      "linguine",
      "fettuccine",
      "ravioli",
      "tagliatelle",
      "orzo",
      "carbonara",
    ],
  ],
  ["pot", ["tagine", "casserole", "moussaka", "hotpot", "braise", "cassoulet"]],
  ["curry", ["curry", "masala", "korma", "dal", "dhal", "vindaloo", "tikka", "wat"]],
  ["cake", ["sticky rice", "rice pudding"]],
  ["rice", ["rice", "risotto", "paella", "biryani", "pilaf", "bibimbap", "jambalaya", "bowl"]],
  ["pancakes", ["pancake", "waffle", "crepe", "crêpe", "french toast"]],
  ["eggs", ["omelet", "frittata", "shakshuka", "quiche", "benedict", "scrambled", "deviled"]],
  ["shellfish", ["shrimp", "prawn", "crab", "lobster", "mussel", "clam", "scallop", "oyster", "calamari"]],
  ["fish", ["salmon", "tuna", "cod", "fish", "trout", "halibut", "mackerel", "sardine", "sea bass", "ceviche", "poke"]],
  ["frozen", ["ice cream", "gelato", "sorbet", "popsicle", "granita", "semifreddo"]],
  ["cookies", ["cookie", "brownie", "biscotti", "blondie", "shortbread", "macaron", "bar"]],
  [
    "cake",
    [
      "cake",
      "pudding",
      "tiramisu",
      "cheesecake",
      "tart",
      "pie",
      "crumble",
      "cobbler",
      "mousse",
      "custard",
      "flan",
      "brûlée",
      "pavlova",
      "sticky rice",
    ],
  ],
  [
    "bread",
    [
      "bread",
      "croissant",
      "loaf",
      "focaccia",
      "bagel",
      "brioche",
      "bun",
      "roll",
      "scone",
      "muffin",
      "naan",
      "pretzel",
      "biscuit",
    ],
  ],
  ["coffee", ["coffee", "latte", "espresso", "tea", "chai", "cocoa", "hot chocolate"]],
  ["drink", ["smoothie", "lassi", "lemonade", "juice", "cocktail", "punch", "shake", "spritz", "sangria", "margarita"]],
  ["soup", ["soup", "chowder", "bisque", "broth", "gazpacho", "minestrone", "stew", "chili", "goulash"]],
  ["salad", ["salad", "slaw", "tabbouleh", "fattoush"]],
  ["poultry", ["chicken", "turkey", "duck", "wings", "coq au vin"]],
  [
    "meat",
    [
      "beef",
      "pork",
      "lamb",
      "brisket",
      "steak",
      "meatball",
      "ragù",
      "ragu",
      "sausage",
      "ham",
      "bacon",
      "carnitas",
      "ribs",
      "chorizo",
      "veal",
    ],
  ],
  ["eggs", ["egg"]],
  ["fruit", ["apple", "berry", "berries", "mango", "lemon", "peach", "cherry", "banana", "citrus", "fruit"]],
  ["snack", ["hummus", "dip", "guacamole", "salsa", "nachos", "fries", "chips", "popcorn", "bites", "crackers"]],
  [
    "vegetables",
    [
      "vegetable",
      "veggie",
      "roasted",
      "cauliflower",
      "broccoli",
      "mushroom",
      "eggplant",
      "aubergine",
      "zucchini",
      "potato",
      "spinach",
      "tofu",
      "bean",
      "lentil",
      "chickpea",
      "falafel",
    ],
  ],
];

/** When the title names no family, the recipe's coarse category decides. */
const CATEGORY_FAMILY: Record<CoverCategory, CoverFamily> = {
  breakfast: "eggs",
  soup: "soup",
  salad: "salad",
  dessert: "cake",
  baking: "bread",
  drink: "drink",
  snack: "snack",
  side: "vegetables",
  pasta: "pasta",
  seafood: "fish",
  lunch: "wrap",
  dinner: "pot",
};

/** Colours per family: [from, to] for a diagonal gradient; all dark enough for a white icon. */
const FAMILY_PALETTES: Record<CoverFamily, readonly (readonly [string, string])[]> = {
  pizza: [
    ["#e53935", "#8e1b10"],
    ["#f4511e", "#6d2a12"],
  ],
  burger: [
    ["#f9a825", "#8d4a12"],
    ["#ffb300", "#a0522d"],
  ],
  pasta: [
    ["#ffcc80", "#d84315"],
    ["#ffe082", "#bf360c"],
  ],
  noodles: [
    ["#ffb74d", "#6d4c41"],
    ["#f6c453", "#8d3b1f"],
  ],
  curry: [
    ["#fbc02d", "#c43e00"],
    ["#ffa726", "#8e2a0e"],
  ],
  rice: [
    ["#dce775", "#558b2f"],
    ["#fff176", "#9e7a14"],
  ],
  poultry: [
    ["#ffab40", "#b3541e"],
    ["#ffcc80", "#a1443a"],
  ],
  meat: [
    ["#e57373", "#6a1b1b"],
    ["#bc6c5b", "#4e2a20"],
  ],
  fish: [
    ["#4dd0e1", "#1565c0"],
    ["#81d4fa", "#00695c"],
  ],
  shellfish: [
    ["#ff8a80", "#c2185b"],
    ["#ffab91", "#00838f"],
  ],
  eggs: [
    ["#fff176", "#f57f17"],
    ["#ffe082", "#e8772e"],
  ],
  pancakes: [
    ["#f9d976", "#c47a2c"],
    ["#f6c453", "#b0693d"],
  ],
  salad: [
    ["#9ccc65", "#2e7d32"],
    ["#c5e1a5", "#33691e"],
  ],
  soup: [
    ["#e2703a", "#9c3d1c"],
    ["#d9822b", "#7a3b12"],
  ],
  bread: [
    ["#d7a86e", "#8d5524"],
    ["#e6be8a", "#a0522d"],
  ],
  cake: [
    ["#f48fb1", "#ad1457"],
    ["#ce93d8", "#7b1fa2"],
  ],
  cookies: [
    ["#bcaaa4", "#5d4037"],
    ["#d7a86e", "#6d3b1f"],
  ],
  frozen: [
    ["#b39ddb", "#4527a0"],
    ["#f8bbd0", "#c2185b"],
  ],
  fruit: [
    ["#ffd54f", "#e65100"],
    ["#ff8a80", "#b71c1c"],
  ],
  coffee: [
    ["#a1887f", "#3e2723"],
    ["#bcaaa4", "#4e342e"],
  ],
  drink: [
    ["#4fc3f7", "#3949ab"],
    ["#80deea", "#00838f"],
  ],
  wrap: [
    ["#ffcc80", "#6d4c41"],
    ["#ffab91", "#8d6e63"],
  ],
  dumplings: [
    ["#ffe0b2", "#b35a1f"],
    ["#f5c6a5", "#8c4a2f"],
  ],
  vegetables: [
    ["#aed581", "#1b5e20"],
    ["#81c784", "#5d4037"],
  ],
  snack: [
    ["#ffb74d", "#c75b12"],
    ["#ffd54f", "#ef6c00"],
  ],
  pot: [
    ["#7986cb", "#283593"],
    ["#4db6ac", "#00695c"],
  ],
};

/** Background motifs: drawn in white at low opacity over the gradient. */
export const COVER_MOTIFS = ["dots", "stripes", "waves", "grid", "rings"] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

export interface CoverDesign {
  /** The coarse category from the tags. */
  category: CoverCategory;
  /** The dish family the cover shows. */
  family: CoverFamily;
  motif: CoverMotif;
  from: string;
  to: string;
  /** Gradient angle in degrees. */
  angle: number;
  /** Decorative circles in a 0..100 box (the dots and rings motifs). */
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

function containsWord(text: string, word: string): boolean {
  const at = text.indexOf(word);
  if (at < 0) return false;
  // A word start: "ham" names ham, not "shawarma"; endings may run on ("dumplings", "pancakes").
  return at === 0 || !/[a-zà-ÿ]/.test(text[at - 1]);
}

export function coverFamily(tags: readonly string[], title: string): CoverFamily {
  const text = title.toLowerCase();
  for (const [family, words] of FAMILY_WORDS) {
    if (words.some((word) => containsWord(text, word))) return family;
  }
  return CATEGORY_FAMILY[coverCategory(tags)];
}

export function coverDesign(tags: readonly string[], title: string): CoverDesign {
  const category = coverCategory(tags);
  const family = coverFamily(tags, title);
  let seed = hashString(`${family}:${title}`);
  const next = () => {
    // xorshift32: deterministic pseudo-random numbers from the seed.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0xffffffff;
  };
  const palettes = FAMILY_PALETTES[family];
  const [from, to] = palettes[Math.floor(next() * palettes.length) % palettes.length];
  const motif = COVER_MOTIFS[Math.floor(next() * COVER_MOTIFS.length) % COVER_MOTIFS.length];
  const angle = Math.round(100 + next() * 60);
  const dots = Array.from({ length: 5 }, () => ({
    cx: Math.round(next() * 100),
    cy: Math.round(next() * 100),
    r: Math.round(8 + next() * 22),
    opacity: Math.round((0.08 + next() * 0.14) * 100) / 100,
  }));
  return { category, family, motif, from, to, angle, dots };
}

/** The motif as SVG markup in a 100 x 100 box (shared by the page's cover and the standalone SVG). */
export function motifMarkup(design: CoverDesign): string {
  switch (design.motif) {
    case "dots":
      return design.dots.map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="#fff" opacity="${c.opacity}"/>`).join("");
    case "rings":
      return design.dots
        .map(
          (c) =>
            `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="none" stroke="#fff" stroke-width="2.5" opacity="${c.opacity + 0.05}"/>`,
        )
        .join("");
    case "stripes":
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${i * 14 - 20}" y="-20" width="6" height="160" fill="#fff" opacity="0.1" transform="rotate(30 50 50)"/>`,
      ).join("");
    case "waves":
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M-10 ${10 + i * 18} q 15 -8 30 0 t 30 0 t 30 0 t 30 0" fill="none" stroke="#fff" stroke-width="2" opacity="0.14"/>`,
      ).join("");
    case "grid":
      return Array.from({ length: 36 }, (_, i) => {
        const x = (i % 6) * 18 + 5;
        const y = Math.floor(i / 6) * 18 + 5;
        return `<rect x="${x}" y="${y}" width="5" height="5" rx="1" fill="#fff" opacity="0.12"/>`;
      }).join("");
  }
}

/** What a cover picture holds beside its design: its size, and the dish's icon (markup in a 24 x 24 box). */
export interface CoverPicture {
  width: number;
  height: number;
  /** The icon's drawing, white on a soft disc in the middle; none for the link preview. */
  icon?: string;
}

/** The generated cover as a standalone SVG document (cards and the recipe page; link previews and structured data). */
export function coverSvg(tags: readonly string[], title: string, picture: CoverPicture = { width: 1200, height: 630 }): string {
  const d = coverDesign(tags, title);
  const { width: w, height: h } = picture;
  const rad = ((d.angle - 90) * Math.PI) / 180;
  const x = Math.round(50 + Math.cos(rad) * 50);
  const y = Math.round(50 + Math.sin(rad) * 50);
  const background = `<defs><linearGradient id="g" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${d.from}"/><stop offset="1" stop-color="${d.to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><svg viewBox="0 0 100 100" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">${motifMarkup(d)}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" data-cover-category="${d.category}" data-cover-family="${d.family}">${background}${picture.icon ? iconMarkup(picture.icon, w, h) : ""}</svg>`;
}

/** The dish's icon in the middle, a sixth of the shorter side, on a translucent disc. */
function iconMarkup(icon: string, w: number, h: number): string {
  const size = Math.round(Math.min(w, h) / 6);
  const cx = w / 2;
  const cy = h / 2;
  return `<circle cx="${cx}" cy="${cy}" r="${size}" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-opacity="0.3"/><svg x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</svg>`;
}
