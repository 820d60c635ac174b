/**
 * Ingredient-line parser: turns a line a cook wrote ("2-3 cloves garlic, minced") into
 * quantity, optional range maximum, canonical unit, ingredient name and notes.
 * Pure and total: no I/O, no dependencies, never throws, linear-time regexes only.
 *
 * Grammar (the spec's legacy rule, extended):
 *   [amount] [unit] [of] name [trailing phrase] [(notes) anywhere] [, notes, ...]
 * - amount: number, decimal ("1.5", European "1,5"), fraction, mixed number, unicode
 *   vulgar fraction, a range of two of those ("2-3", "2 – 3", "2 to 3"), or "a"/"an" (= 1).
 * - unit: only recognised directly after an amount, so names are never mistaken for units.
 *   Single-letter units (t, T, c, l, g) additionally require a numeric amount, and "T" is
 *   tablespoon while "t" is teaspoon; every other alias is case-insensitive.
 * - name: lowercased, whitespace collapsed, surrounding punctuation stripped. It is never
 *   empty for a non-blank line: it falls back to the whole line, lowercased. A blank line
 *   gives name "".
 * - notes: parenthesised text, comma-separated tails and trailing phrases like "to taste",
 *   kept as written, in the order they appear, joined with "; ".
 */

export interface ParsedIngredientLine {
  /** Amount, or null when the line has none ("salt to taste"). A range "2-3" gives 2 here. */
  quantity: number | null;
  /** Upper end of a range ("2-3 cloves" -> 3, "2 to 3" -> 3), else null. */
  quantityMax: number | null;
  /** Canonical unit ("cup", "tbsp", "g", "fl oz", "clove", ...) or null. */
  unit: string | null;
  /** The ingredient itself, lowercase-trimmed-collapsed: "basmati rice". Never empty unless the line is blank. */
  name: string;
  /** Parenthesised notes and trailing preparation notes, joined with "; ", or null. */
  notes: string | null;
}

/** Unicode vulgar fractions and their values. */
const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅐": 1 / 7,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
  "⅑": 1 / 9,
  "⅒": 1 / 10,
};

const VULGAR_CLASS = `[${Object.keys(VULGAR_FRACTIONS).join("")}]`;

/**
 * One amount token, as written after whitespace is collapsed. Order matters: the longest
 * forms (mixed numbers, thousands separators) are tried before plain numbers.
 */
const AMOUNT_SOURCE = [
  `\\d+ \\d+[/⁄]\\d+`, // 1 1/2
  `\\d+[/⁄]\\d+`, // 1/2
  `\\d+ ?${VULGAR_CLASS}`, // 1½, 1 ½
  VULGAR_CLASS, // ½
  `\\d{1,3}(?:,\\d{3})+(?!\\d)`, // 1,000
  `\\d+(?:[.,]\\d+)?`, // 1, 1.5, 1,5
  `\\.\\d+`, // .5
].join("|");

const AMOUNT_EXACT = new RegExp(`^(?:${AMOUNT_SOURCE})$`, "u");
const LEADING_RANGE = new RegExp(`^(${AMOUNT_SOURCE})(?: ?[-–—] ?| to )(${AMOUNT_SOURCE})`, "iu");
const LEADING_AMOUNT = new RegExp(`^(?:${AMOUNT_SOURCE})`, "u");
const VULGAR_AMOUNT = new RegExp(`^(\\d*) ?(${VULGAR_CLASS})$`, "u");
/** "a"/"an" as a quantity of one, but not "a few", "a little", ... which are vague. */
const LEADING_ARTICLE = /^an? (?!(?:few|little|bit|couple|lot)\b)(?=\S)/i;
/** List bullets pasted along with the line: "- 2 eggs", "• 1 onion". */
const LEADING_BULLET = /^[-–—•*·▪] +/u;
/** A unit ends before a letter, digit, apostrophe or hyphen ("1 T-bone" is not a tablespoon). */
const UNIT_END = `\\.?(?![\\p{L}\\p{N}'\\-])`;

/** Canonical unit and the aliases (regex source) that spell it. Tried in order. */
const UNIT_ALIASES: ReadonlyArray<readonly [unit: string, aliases: string]> = [
  ["fl oz", `fluid ?ounces?|fl\\.? ?oz`],
  ["tbsp", `tablespoons?|tbsps?|tbls?|tbs`],
  ["tsp", `teaspoons?|tsps?`],
  ["cup", `cups?`],
  ["kg", `kilogrammes?|kilograms?|kilos?|kgs?`],
  ["g", `grammes?|grams?|grs?`],
  ["ml", `millilitres?|milliliters?|mls?`],
  ["l", `litres?|liters?`],
  ["oz", `ounces?|oz`],
  ["lb", `pounds?|lbs?`],
  ["pint", `pints?|pts?`],
  ["quart", `quarts?|qts?`],
  ["pinch", `pinch(?:es)?`],
  ["dash", `dash(?:es)?`],
  ["clove", `cloves?`],
  ["can", `cans?|tins?`],
  ["jar", `jars?`],
  ["package", `packages?|packets?|packs?|pkgs?|pkts?`],
  ["slice", `slices?`],
  ["piece", `pieces?|pcs?`],
  ["bunch", `bunch(?:es)?`],
  ["handful", `handfuls?`],
  ["sprig", `sprigs?`],
  ["stick", `sticks?`],
  ["head", `heads?`],
  ["stalk", `stalks?`],
  ["sheet", `sheets?`],
  ["cube", `cubes?`],
  ["drop", `drops?`],
];

const UNIT_PATTERNS: ReadonlyArray<readonly [unit: string, pattern: RegExp]> = UNIT_ALIASES.map(
  ([unit, aliases]) => [unit, new RegExp(`^(?:${aliases})${UNIT_END}`, "iu")] as const,
);

/** Case-sensitive single-letter units, only valid right after a number. */
const SINGLE_LETTER_UNITS: Readonly<Record<string, string>> = {
  T: "tbsp",
  t: "tsp",
  c: "cup",
  C: "cup",
  l: "l",
  L: "l",
  g: "g",
  G: "g",
};
const SINGLE_LETTER_UNIT = new RegExp(`^([TtCcLlGg])${UNIT_END}`, "u");

/** Phrases that end a line without a comma but are notes, not part of the name. */
const TRAILING_NOTE = new RegExp(
  `\\s(${[
    "to taste",
    "as needed",
    "as required",
    "for garnish",
    "for garnishing",
    "to garnish",
    "for serving",
    "to serve",
    "for frying",
    "for greasing",
    "for dusting",
    "for drizzling",
    "if desired",
    "if needed",
    "optional",
  ].join("|")})\\s*$`,
  "i",
);

/** A note and where it started in the line, so notes come out in reading order. */
interface PositionedNote {
  at: number;
  text: string;
}

interface LeadingAmount {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  /** What follows the amount and unit: the name. */
  rest: string;
}

/** Trim and collapse every run of whitespace (including tabs, newlines, NBSP) to one space. */
function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Value of an integer fraction, or null for a zero denominator. */
function fraction(numerator: string, denominator: string): number | null {
  const d = Number(denominator);
  return d === 0 ? null : Number(numerator) / d;
}

/** Value of one amount token already known to match AMOUNT_SOURCE exactly. */
function amountValue(token: string): number | null {
  const mixed = /^(\d+) (\d+)[/⁄](\d+)$/.exec(token);
  if (mixed) {
    const [, whole = "", numerator = "", denominator = ""] = mixed;
    const part = fraction(numerator, denominator);
    return part === null ? null : Number(whole) + part;
  }
  const simple = /^(\d+)[/⁄](\d+)$/.exec(token);
  if (simple) return fraction(simple[1] ?? "", simple[2] ?? "");
  const vulgar = VULGAR_AMOUNT.exec(token);
  if (vulgar) {
    const [, whole = "", glyph = ""] = vulgar;
    return Number(whole || "0") + (VULGAR_FRACTIONS[glyph] ?? 0);
  }
  if (/^\d{1,3}(?:,\d{3})+$/.test(token)) return Number(token.replace(/,/g, ""));
  return Number(token.replace(",", "."));
}

/**
 * Parse "1", "1.5", "1/2", "1 1/2", "½", "1½", "1 ½", "1,5" into a number, or null.
 * A comma followed by exactly three digits is a thousands separator ("1,000" -> 1000);
 * any other comma between digits is a decimal comma ("1,5" -> 1.5, "1,25" -> 1.25).
 * Ranges, signs, exponents, zero denominators and non-finite values give null.
 */
export function parseQuantity(text: string): number | null {
  const token = collapseWhitespace(typeof text === "string" ? text : "");
  if (!AMOUNT_EXACT.test(token)) return null;
  const value = amountValue(token);
  return value !== null && Number.isFinite(value) ? value : null;
}

/** Canonical unit at the very start of text, and how many characters it spans. */
function matchUnit(text: string, allowSingleLetter: boolean): { unit: string; length: number } | null {
  for (const [unit, pattern] of UNIT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { unit, length: match[0].length };
  }
  if (!allowSingleLetter) return null;
  const single = SINGLE_LETTER_UNIT.exec(text);
  if (single) {
    const unit = SINGLE_LETTER_UNITS[single[1] ?? ""];
    if (unit !== undefined) return { unit, length: single[0].length };
  }
  return null;
}

/** Leading number or range, as values and the count of characters consumed; null if none is valid. */
function matchNumericAmount(text: string): { quantity: number; quantityMax: number | null; length: number } | null {
  const range = LEADING_RANGE.exec(text);
  if (range) {
    const low = parseQuantity(range[1] ?? "");
    const high = parseQuantity(range[2] ?? "");
    if (low !== null && high !== null) {
      // Keep quantity <= quantityMax; a degenerate "2-2" is just 2.
      const min = Math.min(low, high);
      const max = Math.max(low, high);
      return { quantity: min, quantityMax: max === min ? null : max, length: range[0].length };
    }
  }
  const single = LEADING_AMOUNT.exec(text);
  if (!single) return null;
  const quantity = parseQuantity(single[0]);
  return quantity === null ? null : { quantity, quantityMax: null, length: single[0].length };
}

/** Remove "of" between a unit and the name: "a pinch of saffron". */
function dropOf(text: string): string {
  return text.replace(/^of\b\s*/i, "");
}

/**
 * Split "2-3 cloves garlic" into amount, unit and the rest. A number must be followed by
 * a space, the end of the line or an attached unit ("400g"); otherwise ("7up", "2%")
 * it is part of the name and the line has no amount.
 */
function parseLeadingAmount(text: string): LeadingAmount {
  const line = text.replace(LEADING_BULLET, "");
  const none: LeadingAmount = { quantity: null, quantityMax: null, unit: null, rest: line };

  const numeric = matchNumericAmount(line);
  if (numeric) {
    const after = line.slice(numeric.length);
    const spaced = after === "" || after.startsWith(" ");
    const tail = after.trimStart();
    const unit = matchUnit(tail, true);
    if (!spaced && unit === null) return none;
    return {
      quantity: numeric.quantity,
      quantityMax: numeric.quantityMax,
      unit: unit?.unit ?? null,
      rest: unit ? dropOf(tail.slice(unit.length).trimStart()) : tail,
    };
  }

  const article = LEADING_ARTICLE.exec(line);
  if (article) {
    const tail = line.slice(article[0].length);
    const unit = matchUnit(tail, false);
    return {
      quantity: 1,
      quantityMax: null,
      unit: unit?.unit ?? null,
      rest: unit ? dropOf(tail.slice(unit.length).trimStart()) : tail,
    };
  }
  return none;
}

/**
 * Take parenthesised groups out of the line as notes. The returned text has the same
 * length with each group blanked, so positions still line up. Nested parentheses stay
 * inside their outer note; an unclosed "(" runs to the end; a stray ")" is dropped.
 */
function extractParentheses(line: string): { text: string; notes: PositionedNote[] } {
  const notes: PositionedNote[] = [];
  const chars = line.split("");
  let depth = 0;
  let start = -1;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === "(") {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === ")") {
      if (depth === 0) {
        chars[i] = " ";
        continue;
      }
      depth--;
      if (depth === 0) {
        const text = line.slice(start + 1, i).trim();
        if (text !== "") notes.push({ at: start, text });
        chars.fill(" ", start, i + 1);
      }
    }
  }
  if (depth > 0) {
    const text = line
      .slice(start + 1)
      .replace(/[()]/g, "")
      .trim();
    if (text !== "") notes.push({ at: start, text });
    chars.fill(" ", start);
  }
  return { text: chars.join(""), notes };
}

/** Index of the first comma that is not a decimal/thousands comma between digits, or -1. */
function findNoteComma(text: string, from: number): number {
  for (let i = text.indexOf(",", from); i !== -1; i = text.indexOf(",", i + 1)) {
    const digitBefore = /\d/.test(text.charAt(i - 1));
    const digitAfter = /\d/.test(text.charAt(i + 1));
    if (!(digitBefore && digitAfter)) return i;
  }
  return -1;
}

/** Split "garlic, minced, to serve" into the main part and one note per comma-separated piece. */
function splitCommaNotes(text: string): { main: string; notes: PositionedNote[] } {
  const first = findNoteComma(text, 0);
  if (first === -1) return { main: text, notes: [] };
  const notes: PositionedNote[] = [];
  let start = first + 1;
  while (start <= text.length) {
    const end = findNoteComma(text, start);
    const piece = text.slice(start, end === -1 ? undefined : end);
    const note = collapseWhitespace(piece);
    if (note !== "") notes.push({ at: start + piece.search(/\S/), text: note });
    if (end === -1) break;
    start = end + 1;
  }
  return { main: text.slice(0, first), notes };
}

/** Peel "to taste", "for garnish", "optional"... off the end of the main part, as long as something is left. */
function stripTrailingPhrases(main: string): { main: string; notes: PositionedNote[] } {
  const notes: PositionedNote[] = [];
  let rest = main.trimEnd();
  for (let match = TRAILING_NOTE.exec(rest); match; match = TRAILING_NOTE.exec(rest)) {
    const before = rest.slice(0, match.index).trimEnd();
    if (before.trim() === "") break;
    notes.unshift({ at: match.index + 1, text: match[1] ?? "" });
    rest = before;
  }
  return { main: rest, notes };
}

/** Drop leading/trailing punctuation and symbols (but keep "%"), working on whole code points. */
function stripSurroundingPunctuation(text: string): string {
  const chars = Array.from(text);
  const isEdge = (ch: string | undefined): boolean => ch !== undefined && ch !== "%" && /[\p{P}\p{S}\s]/u.test(ch);
  let start = 0;
  let end = chars.length;
  while (start < end && isEdge(chars[start])) start++;
  while (end > start && isEdge(chars[end - 1])) end--;
  return chars.slice(start, end).join("");
}

/** Lowercase, trim, collapse whitespace, strip surrounding punctuation: the key used to find-or-create an ingredient row case-insensitively. */
export function normalizeIngredientName(name: string): string {
  const text = typeof name === "string" ? name : "";
  return collapseWhitespace(stripSurroundingPunctuation(text.normalize("NFC").toLowerCase()));
}

/**
 * Parse one ingredient line. Never throws. A blank line gives name "" and nulls elsewhere;
 * any other line gets a non-empty name (the whole line, lowercased, if nothing better).
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const trimmed = collapseWhitespace(typeof line === "string" ? line : "");
  if (trimmed === "") return { quantity: null, quantityMax: null, unit: null, name: "", notes: null };

  const parens = extractParentheses(trimmed);
  const commas = splitCommaNotes(parens.text);
  const phrases = stripTrailingPhrases(commas.main);
  const amount = parseLeadingAmount(collapseWhitespace(phrases.main));

  const notes = [...parens.notes, ...phrases.notes, ...commas.notes].sort((a, b) => a.at - b.at).map((note) => note.text);

  return {
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit: amount.unit,
    name: normalizeIngredientName(amount.rest) || trimmed.toLowerCase(),
    notes: notes.length > 0 ? notes.join("; ") : null,
  };
}
