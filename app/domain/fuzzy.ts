/**
 * Spelling help for search: trigram similarity as PostgreSQL's pg_trgm computes it, used to turn
 * "chiken curry" into "chicken curry" from the words of the recipes the database found.
 */

/** pg_trgm's trigrams of one word: lowercased, padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Shared trigrams over all distinct trigrams (pg_trgm's similarity()). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  const union = ta.size + tb.size - shared;
  return union === 0 ? 0 : shared / union;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Replaces each word of the term by the most similar word found in the texts, when it is close
 * enough and not already present. Returns null when nothing changes.
 */
export function correctTerm(term: string, texts: readonly string[], threshold = 0.3): string | null {
  const vocabulary = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(WORD) ?? []) if (word.length >= 3) vocabulary.add(word);
  let changed = false;
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (word.length < 3 || vocabulary.has(word)) return word;
      let best = word;
      let bestScore = threshold;
      for (const candidate of vocabulary) {
        const score = similarity(word, candidate);
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
        }
      }
      if (best !== word) changed = true;
      return best;
    });
  return changed ? words.join(" ") : null;
}
