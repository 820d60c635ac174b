/** Paper sizes for printed output (the cookbook PDF): A4 everywhere but where US Letter is the norm. */

export const PAPER_SIZES = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
] as const;
export type PaperSize = (typeof PAPER_SIZES)[number]["value"];

/** Regions whose printers are loaded with US Letter. */
const LETTER_REGIONS = new Set(["US", "CA", "MX", "PH"]);

export function isPaperSize(value: unknown): value is PaperSize {
  return PAPER_SIZES.some((p) => p.value === value);
}

/** The size a query asked for, else `fallback` (an unknown value is never an error: it is a preference). */
export function parsePaperSize(value: unknown, fallback: PaperSize = "a4"): PaperSize {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return isPaperSize(text) ? text : fallback;
}

/** The region of a BCP 47 tag ("en-US" → "US", "zh-Hant-TW" → "TW"), or null. */
function regionOf(locale: string): string | null {
  for (const part of locale.trim().split(/[-_]/).slice(1)) {
    if (/^[A-Za-z]{2}$/.test(part) || /^\d{3}$/.test(part)) return part.toUpperCase();
  }
  return null;
}

/** Letter for the browser's first locale in a Letter region (en-US, en-CA, …), else A4. */
export function defaultPaperSize(locales: readonly string[]): PaperSize {
  const first = locales.find((l) => l.trim() !== "");
  if (!first) return "a4";
  const region = regionOf(first);
  return region !== null && LETTER_REGIONS.has(region) ? "letter" : "a4";
}

/** The locales of an Accept-Language header, most preferred first ("en-US,en;q=0.9" → ["en-US", "en"]). */
export function acceptedLocales(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}
