/**
 * Ingredient-line parser: turns a line a cook wrote ("2-3 cloves garlic, minced", "2 EL Olivenöl",
 * "1 c. à soupe d'huile d'olive") into quantity, optional range maximum, canonical unit, ingredient
 * name and notes. Pure and total: no I/O, never throws, linear-time regexes only.
 *
 * Grammar (the spec's legacy rule, extended; the words of each language are in unit-words.ts):
 *   [part of] [amount] [x] [size] [modifier] [unit] [/ second measure] [of] name [preparation]
 *   [trailing phrase] [(notes) anywhere] [, notes, ...]
 * - amount: number, decimal ("1.5", European "1,5"), fraction, mixed number, unicode vulgar
 *   fraction, a range of two of those ("2-3", "2 – 3", "2 to 3", "2 à 3", "2 bis 3", "2 tot 3"),
 *   "a"/"an"/"un"/"une"/"ein"/"een"... (= 1), an English count word ("two"), or "1 dozen" (= 12).
 * - part of: "juice of 1 lemon", "Saft von 1 Zitrone", "le jus d'un citron": the fruit is the name
 *   and its part ("juice") a note, so the shopping list buys lemons.
 * - size: "1 14-ounce can", "2 x 400g tins", "1-inch piece", "400g can": the container is the unit
 *   and the size a note.
 * - unit: only recognised directly after an amount, so names are never mistaken for units; in
 *   every language it maps to one canonical unit ("EL" and "cucharada" are "tbsp").
 *   Single-letter units (t, T, c, l, g) additionally require a numeric amount, and "T" is
 *   tablespoon while "t" is teaspoon; every other alias is case-insensitive.
 * - second measure: "1 cup / 150 g flour" keeps the first as the amount and the second as a note
 *   (a parenthesised one, "150 g (1 cup)", is a note like any other).
 * - name: lowercased, whitespace collapsed, surrounding punctuation stripped. It is never
 *   empty for a non-blank line: it falls back to the whole line, lowercased. A blank line
 *   gives name "".
 * - notes: parenthesised text, comma-separated tails, trailing phrases like "to taste" or "q.b.",
 *   preparation written after the food ("1 oignon émincé"), sizes and second measures, kept as
 *   written, in the order they appear, joined with "; ".
 */
import {
  FRUIT_PART_LINK,
  FRUIT_PARTS,
  JOINED_ADJECTIVES,
  LINKING_WORD,
  NOTE_ARTICLES,
  NUMBER_WORDS,
  ONE_WORDS,
  PREPARED_FOODS,
  RANGE_WORDS,
  SALT_AND_PEPPER,
  TRAILING_NOTES,
  TRAILING_PREPARATION,
  UNIT_MODIFIERS,
  UNIT_MODIFIERS_AFTER,
  UNIT_WORDS,
  VAGUE_AFTER_ONE,
} from "./unit-words";

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
const LEADING_RANGE = new RegExp(`^(${AMOUNT_SOURCE})(?: ?[-–—] ?| (?:${RANGE_WORDS}) )(${AMOUNT_SOURCE})(?![\\p{L}])`, "iu");
const LEADING_AMOUNT = new RegExp(`^(?:${AMOUNT_SOURCE})`, "u");
const VULGAR_AMOUNT = new RegExp(`^(\\d*) ?(${VULGAR_CLASS})$`, "u");
/** "a"/"an"/"un"/"eine"/"een" as a quantity of one, but not "a few", "un peu", "ein paar", ... which are vague. */
const LEADING_ARTICLE = new RegExp(`^(?:${ONE_WORDS}) (?!(?:${VAGUE_AFTER_ONE})(?![\\p{L}]))(?=\\S)`, "iu");
/** English counts as words: "two cups water". */
const LEADING_NUMBER_WORD = new RegExp(`^(${Object.keys(NUMBER_WORDS).join("|")}) (?=\\S)`, "i");
/** List bullets pasted along with the line: "- 2 eggs", "• 1 onion". */
const LEADING_BULLET = /^[-–—•*·▪] +/u;
/** A unit ends before a letter, digit, apostrophe or hyphen ("1 T-bone" is not a tablespoon). */
const UNIT_END = `\\.?(?![\\p{L}\\p{N}'’\\-])`;

const UNIT_PATTERNS: ReadonlyArray<readonly [unit: string, pattern: RegExp]> = UNIT_WORDS.map(
  ({ unit, ...languages }) => [unit, new RegExp(`^(?:${Object.values(languages).join("|")})${UNIT_END}`, "iu")] as const,
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

/** Units a size can describe: "1 14-ounce can", "2 x 400g tins", "1-inch piece". */
const SIZED_UNITS = new Set(["can", "jar", "package", "bottle", "piece", "glass"]);
/** Units that stand for one without a number when "of" follows: "pinch of salt". */
const ESTIMATE_UNITS = new Set(["pinch", "dash", "handful"]);
/** A size written before a container: "14-ounce", "400g", "1-inch", "15 oz". */
const SIZE = new RegExp(
  `^(?:${AMOUNT_SOURCE})(?:[- ]?(?:fl\\.? ?oz|ounces?|oz|inch(?:es)?|in|cm|grams?|g|kg|ml|l|lbs?|pounds?))\\.?(?![\\p{L}\\p{N}])`,
  "iu",
);
/** "2 x 400g": a count of sized containers. */
const TIMES = /^[x×] /iu;
const MODIFIER = new RegExp(`^(?:${UNIT_MODIFIERS})(?= )`, "iu");
/** A modifier after the unit counts only before the joining word: "1 c. à soupe rase de sucre". */
const MODIFIER_AFTER = new RegExp(`^(${UNIT_MODIFIERS_AFTER}) (?=${LINKING_WORD}\\s|(?:de l|d)['’])`, "iu");
const LINKING = new RegExp(`^(?:(?:${LINKING_WORD})\\s+|(?:de l|d)['’]\\s*)`, "iu");
const DOZEN = /^dozen(?![\p{L}])\s*/iu;

/** Phrases that end a line without a comma but are notes, not part of the name. */
const TRAILING_NOTE = new RegExp(`\\s(${TRAILING_NOTES.join("|")})\\s*$`, "iu");
const TRAILING_PREP = new RegExp(`\\s(${TRAILING_PREPARATION})$`, "iu");
/** "juice of", "Finely grated zest of", "le jus d'", "Saft von" before an amount. */
const FRUIT_PART = new RegExp(
  `^(?:(?:${NOTE_ARTICLES})\\s+)?((?:[\\p{L}-]+\\s+){0,3}?(?:${FRUIT_PARTS}))\\s+(?:${FRUIT_PART_LINK})\\s*(?=\\S)`,
  "iu",
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
  /** Sizes, spoon modifiers and second measures found around the unit. */
  notes: string[];
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

/** Remove the word joining a unit to its food: "a pinch of saffron", "200 g de farine", "2 gousses d'ail". */
function dropOf(text: string): string {
  return text.replace(LINKING, "");
}

/** A sized container at the start of text ("14-ounce can"): the size as written, the unit and the length. */
function matchSizedUnit(text: string): { size: string; unit: string; length: number } | null {
  const size = SIZE.exec(text);
  if (!size || text.charAt(size[0].length) !== " ") return null;
  const unit = matchUnit(text.slice(size[0].length + 1), false);
  if (!unit || !SIZED_UNITS.has(unit.unit)) return null;
  return { size: size[0], unit: unit.unit, length: size[0].length + 1 + unit.length };
}

/**
 * What follows an amount: "x", a size, a modifier ("heaped", "gestr."), the unit, a second measure
 * ("/ 150 g") and the joining word, then the name.
 */
function readUnit(after: string, quantity: number, quantityMax: number | null, allowSingleLetter: boolean): LeadingAmount | null {
  const spaced = after === "" || after.startsWith(" ");
  let tail = after.trimStart();
  const notes: string[] = [];
  let factor = 1;
  const dozen = DOZEN.exec(tail);
  if (dozen && spaced) {
    factor = 12;
    tail = tail.slice(dozen[0].length);
  }
  if (allowSingleLetter && TIMES.test(tail)) {
    const sized = matchSizedUnit(tail.slice(2));
    if (sized) tail = tail.slice(2);
  }
  const sized = spaced ? matchSizedUnit(tail) : null;
  let unit: { unit: string; length: number } | null = null;
  if (sized) {
    notes.push(sized.size);
    unit = { unit: sized.unit, length: sized.length };
  } else {
    const modifier = spaced ? MODIFIER.exec(tail) : null;
    const modified = modifier ? matchUnit(tail.slice(modifier[0].length + 1), false) : null;
    if (modifier && modified) {
      notes.push(modifier[0]);
      unit = { unit: modified.unit, length: modifier[0].length + 1 + modified.length };
    } else {
      unit = matchUnit(tail, allowSingleLetter);
    }
  }
  if (!spaced && unit === null) return null;
  if (unit === null) {
    return {
      quantity: quantity * factor,
      quantityMax: quantityMax === null ? null : quantityMax * factor,
      unit: null,
      rest: tail,
      notes,
    };
  }
  let rest = tail.slice(unit.length).trimStart();
  const fullness = MODIFIER_AFTER.exec(rest);
  if (fullness) {
    notes.push(fullness[1] ?? "");
    rest = rest.slice(fullness[0].length);
  }
  const second = secondMeasure(rest);
  if (second) {
    notes.push(second.text);
    rest = rest.slice(second.length).trimStart();
  }
  return {
    quantity: quantity * factor,
    quantityMax: quantityMax === null ? null : quantityMax * factor,
    unit: unit.unit,
    rest: dropOf(rest),
    notes,
  };
}

/** "/ 150 g" or "/7oz" right after a unit: the second measure as written, and its length. */
function secondMeasure(text: string): { text: string; length: number } | null {
  const slash = /^\/\s*/u.exec(text);
  if (!slash) return null;
  const measure = text.slice(slash[0].length);
  const amount = matchNumericAmount(measure);
  if (!amount) return null;
  const afterAmount = measure.slice(amount.length);
  const unit = matchUnit(afterAmount.trimStart(), true);
  if (!unit) return null;
  const length = slash[0].length + amount.length + (afterAmount.length - afterAmount.trimStart().length) + unit.length;
  return { text: text.slice(slash[0].length, length).trim(), length };
}

/**
 * Split "2-3 cloves garlic" into amount, unit and the rest. A number must be followed by
 * a space, the end of the line or an attached unit ("400g"); otherwise ("7up", "2%")
 * it is part of the name and the line has no amount.
 */
function parseLeadingAmount(text: string): LeadingAmount {
  const line = text.replace(LEADING_BULLET, "");
  const none: LeadingAmount = { quantity: null, quantityMax: null, unit: null, rest: line, notes: [] };

  // "400g can chopped tomatoes", "1-inch piece ginger": one container of that size.
  const sizedOnly = matchSizedUnit(line);
  if (sizedOnly) {
    return {
      quantity: 1,
      quantityMax: null,
      unit: sizedOnly.unit,
      rest: dropOf(line.slice(sizedOnly.length).trimStart()),
      notes: [sizedOnly.size],
    };
  }

  const numeric = matchNumericAmount(line);
  if (numeric) {
    return readUnit(line.slice(numeric.length), numeric.quantity, numeric.quantityMax, true) ?? none;
  }

  const word = LEADING_NUMBER_WORD.exec(line);
  if (word) {
    const count = NUMBER_WORDS[(word[1] ?? "").toLowerCase()] ?? 1;
    return readUnit(line.slice(word[0].length - 1), count, null, false) ?? none;
  }

  const article = LEADING_ARTICLE.exec(line);
  if (article) return readUnit(line.slice(article[0].length - 1), 1, null, false) ?? none;

  // "pinch of salt": an estimate unit alone stands for one.
  const bare = matchUnit(line, false);
  if (bare && ESTIMATE_UNITS.has(bare.unit)) {
    const tail = line.slice(bare.length).trimStart();
    const rest = dropOf(tail);
    if (rest !== tail && rest !== "") return { quantity: 1, quantityMax: null, unit: bare.unit, rest, notes: [] };
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

/** The last word of a text, lowercased: what decides whether a comma joins two parts of one name. */
function lastWord(text: string): string {
  return text.trim().toLowerCase().split(/\s+/u).at(-1) ?? "";
}

/**
 * A comma inside the name rather than before a note: "boneless, skinless chicken thighs", and
 * salt and pepper named together ("Sel, poivre").
 */
function commaJoinsName(before: string, after: string): boolean {
  if (JOINED_ADJECTIVES.has(lastWord(before))) return true;
  const alone = (text: string) => collapseWhitespace(text).toLowerCase();
  return SALT_AND_PEPPER.has(alone(before)) && SALT_AND_PEPPER.has(alone(after));
}

/** Split "garlic, minced, to serve" into the main part and one note per comma-separated piece. */
function splitCommaNotes(text: string): { main: string; notes: PositionedNote[] } {
  let first = findNoteComma(text, 0);
  while (first !== -1) {
    const next = findNoteComma(text, first + 1);
    if (!commaJoinsName(text.slice(0, first), text.slice(first + 1, next === -1 ? undefined : next))) break;
    first = next;
  }
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

/** Peel "to taste", "for garnish", "q.b.", "zum Braten"... off the end of the main part, as long as something is left. */
function stripTrailingPhrases(main: string): { main: string; notes: PositionedNote[] } {
  const notes: PositionedNote[] = [];
  let rest = main.trimEnd();
  for (let match = TRAILING_NOTE.exec(rest); match; match = TRAILING_NOTE.exec(rest)) {
    const before = rest.slice(0, match.index).trimEnd();
    if (before.trim() === "") break;
    notes.unshift({ at: match.index + 1, text: (match[1] ?? "").trim() });
    rest = before;
  }
  return { main: rest, notes };
}

/**
 * Peel a preparation written after the food ("oignon émincé", "ajo picados") off the name, unless
 * the name would be empty or the two words name a food ("carne picada").
 */
function stripTrailingPreparation(name: string): { name: string; note: string | null } {
  const match = TRAILING_PREP.exec(name);
  if (!match) return { name, note: null };
  const before = name.slice(0, match.index).trimEnd();
  if (before === "") return { name, note: null };
  const note = match[1] ?? "";
  if (PREPARED_FOODS.has(`${lastWord(before)} ${note.toLowerCase()}`)) return { name, note: null };
  return { name: before, note };
}

/**
 * "juice of 1 lemon", "Saft von 1 Zitrone", "le jus d'un citron": the part ("juice") and where the
 * amount starts, when an amount follows; else null.
 */
function fruitPart(line: string): { note: string; start: number } | null {
  const match = FRUIT_PART.exec(line);
  if (!match) return null;
  const rest = line.slice(match[0].length);
  const amount = parseLeadingAmount(rest);
  if (amount.quantity === null) return null;
  return { note: match[1] ?? "", start: match[0].length };
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

/** Where a note's text first appears in the line (for reading order), else `fallback`. */
function positionOf(line: string, text: string, fallback: number): number {
  const at = line.indexOf(text);
  return at === -1 ? fallback : at;
}

/**
 * Parse one ingredient line. Never throws. A blank line gives name "" and nulls elsewhere;
 * any other line gets a non-empty name (the whole line, lowercased, if nothing better).
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const trimmed = collapseWhitespace(typeof line === "string" ? line : "");
  if (trimmed === "") return { quantity: null, quantityMax: null, unit: null, name: "", notes: null };

  const part = fruitPart(trimmed);
  // The part is blanked rather than cut, so every position below still points into `trimmed`.
  const text = part ? " ".repeat(part.start) + trimmed.slice(part.start) : trimmed;
  const parens = extractParentheses(text);
  const commas = splitCommaNotes(parens.text);
  const phrases = stripTrailingPhrases(commas.main);
  const amount = parseLeadingAmount(collapseWhitespace(phrases.main));
  const preparation = stripTrailingPreparation(amount.rest);

  const notes = [
    ...(part ? [{ at: 0, text: part.note }] : []),
    ...amount.notes.map((note) => ({ at: positionOf(trimmed, note, 0), text: note })),
    ...parens.notes,
    ...(preparation.note
      ? [{ at: positionOf(phrases.main, preparation.note, phrases.main.length), text: preparation.note }]
      : []),
    ...phrases.notes,
    ...commas.notes,
  ]
    .sort((a, b) => a.at - b.at)
    .map((note) => note.text);

  return {
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit: amount.unit,
    name: normalizeIngredientName(preparation.name) || trimmed.toLowerCase(),
    notes: notes.length > 0 ? notes.join("; ") : null,
  };
}
