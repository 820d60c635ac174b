/**
 * Spelling help for search: trigram similarity as PostgreSQL's pg_trgm computes it, used to turn
 * "chiken curry" into "chicken curry" from the words recipes use.
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

/** How close (trigram similarity) a word must be to count as a misspelling of a known word. */
export const SPELLING_THRESHOLD = 0.3;
/** At most this many words of a term are corrected. */
const MAX_WORDS = 8;

/**
 * The words recipes use (three letters or more), with an inverted index from trigram to words, so
 * the closest word to a misspelling is found by counting shared trigrams over a few posting lists
 * instead of comparing against every word.
 */
export class SpellingDictionary {
  private readonly words: string[];
  private readonly known: Set<string>;
  private readonly sizes: Uint8Array;
  private readonly byTrigram = new Map<string, number[]>();

  constructor(words: Iterable<string>) {
    this.words = [...new Set([...words].map((w) => w.toLowerCase()).filter((w) => w.length >= 3))].sort();
    this.known = new Set(this.words);
    this.sizes = new Uint8Array(this.words.length);
    this.words.forEach((word, id) => {
      const grams = trigrams(word);
      this.sizes[id] = Math.min(grams.size, 255);
      for (const gram of grams) {
        const list = this.byTrigram.get(gram);
        if (list) list.push(id);
        else this.byTrigram.set(gram, [id]);
      }
    });
  }

  /** The most similar known word (ties: alphabetical), or null when none reaches the threshold. */
  closest(word: string, threshold = SPELLING_THRESHOLD): string | null {
    const grams = trigrams(word);
    const shared = new Map<number, number>();
    for (const gram of grams) for (const id of this.byTrigram.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    let best = -1;
    let bestScore = 0;
    for (const [id, common] of shared) {
      const score = common / (grams.size + this.sizes[id] - common);
      // Words are sorted, so the lower id wins a tie.
      if (score > bestScore || (score === bestScore && id < best)) {
        best = id;
        bestScore = score;
      }
    }
    return best >= 0 && bestScore >= threshold ? this.words[best] : null;
  }

  /**
   * Each word of the term that no recipe uses is replaced by the closest word that recipes do use.
   * Null when nothing changes.
   */
  correct(term: string): string | null {
    let changed = false;
    const out = term
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, MAX_WORDS)
      .map((word) => {
        const clean = word.replace(/[^\p{L}\p{N}]+/gu, "");
        if (clean.length < 3 || this.known.has(clean)) return word;
        const best = this.closest(clean);
        if (!best) return word;
        changed = true;
        return best;
      });
    return changed ? out.join(" ") : null;
  }
}
