/**
 * The ingredient finder's index: for every ingredient, the recipes that use it as positions in
 * rating order (a list, or a bitset for common ingredients). A search then counts matches per
 * recipe with word-wide bit operations, so it answers in milliseconds at a million recipes, where an
 * SQL "count matches per recipe" query has to aggregate every link of every common ingredient
 * (docs/decisions/007).
 *
 * Plain functions over plain data: the server builds it from recipe_ingredients
 * (app/server/services/ingredient-index.server.ts), tests from fixtures, and every answer must
 * equal `matchInMemory`, the spec's rule.
 */
import { compareMatches, matchForm, normalizeSelection, requiredMatches, type RecipeMatch } from "../ingredient-match";

export interface FinderIndex {
  /** Ingredient names in match form, with their ids. */
  names: { id: number; form: string }[];
  /**
   * ingredient id → the recipes that use it, as positions in `byRating`: a list of positions for
   * most ingredients, a bitset over all positions for common ones (salt, garlic…).
   */
  postings: Map<number, Int32Array>;
  dense: Map<number, Uint32Array>;
  /** Recipe ids, best rated first (ties by id): position → recipe id. */
  byRating: Int32Array;
  /** Rating by recipe id. */
  rating: Float32Array;
  maxId: number;
}

export interface FinderIndexSource {
  /** Every ingredient name with its id. */
  names: readonly { id: number; name: string }[];
  /** Every recipe, best rated first, ties by id. */
  ranked: readonly { id: number; rating: number }[];
  /** Every recipe–ingredient link, ordered by ingredient id, then recipe id. */
  links: readonly { ingredientId: number; recipeId: number }[];
}

/** An ingredient used by at least this share of recipes is kept as a bitset rather than a list. */
const DENSE_SHARE = 1 / 32;

export function buildFinderIndex({ names, ranked, links }: FinderIndexSource): FinderIndex {
  const maxId = ranked.reduce((m, r) => Math.max(m, r.id), 0);
  const byRating = Int32Array.from(ranked, (r) => r.id);
  const rating = new Float32Array(maxId + 1);
  for (const r of ranked) rating[r.id] = r.rating;

  const position = new Int32Array(maxId + 1);
  byRating.forEach((id, i) => (position[id] = i));

  const postings = new Map<number, Int32Array>();
  const dense = new Map<number, Uint32Array>();
  let start = 0;
  for (let i = 1; i <= links.length; i++) {
    if (i === links.length || links[i].ingredientId !== links[start].ingredientId) {
      const ids: number[] = [];
      for (let j = start; j < i; j++) if (ids[ids.length - 1] !== links[j].recipeId) ids.push(links[j].recipeId);
      const positions = Int32Array.from(ids, (id) => position[id]);
      if (positions.length >= byRating.length * DENSE_SHARE)
        dense.set(links[start].ingredientId, bitset(positions, byRating.length));
      else postings.set(links[start].ingredientId, positions);
      start = i;
    }
  }
  const forms = names.map((n) => ({ id: n.id, form: matchForm(n.name) }));
  return { names: forms, postings, dense, byRating, rating, maxId };
}

export interface FinderAnswer {
  total: number;
  /** One page of matches, best first. */
  matches: RecipeMatch[];
}

function bitset(positions: ArrayLike<number>, size: number): Uint32Array {
  const bits = new Uint32Array((size + 31) >>> 5);
  for (let i = 0; i < positions.length; i++) bits[positions[i] >>> 5] |= 1 << (positions[i] & 31);
  return bits;
}

/** Per-index working memory reused by every search (searches are synchronous): one bitset per term, and two counters. */
const scratchOf = new WeakMap<FinderIndex, { terms: Uint32Array[]; ones: Uint32Array; twos: Uint32Array }>();
function scratch(index: FinderIndex, terms: number) {
  const words = (index.byRating.length + 31) >>> 5;
  let own = scratchOf.get(index);
  if (!own) scratchOf.set(index, (own = { terms: [], ones: new Uint32Array(words), twos: new Uint32Array(words) }));
  while (own.terms.length < terms) own.terms.push(new Uint32Array(words));
  return own;
}
/**
 * Counts, per recipe, how many entered ingredients it uses, and pages through the recipes using
 * at least min(2, N) of them, most matches first, then by rating.
 *
 * Each term becomes a bitset over rating positions (the OR of every ingredient whose name contains
 * it); "at least two" is then a word-wide two-bit counter over the bitsets, and the page comes from
 * walking its set bits in rating order: a few hundred thousand word operations at a million
 * recipes, however common the ingredients.
 */
export function searchFinderIndex(index: FinderIndex, entered: readonly string[], offset: number, limit: number): FinderAnswer {
  const terms = normalizeSelection(entered);
  const n = index.byRating.length;
  if (terms.length === 0 || n === 0) return { total: 0, matches: [] };
  const needed = requiredMatches(terms.length);
  const own = scratch(index, terms.length);
  const words = own.ones.length;
  const termBits = own.terms.slice(0, terms.length);
  terms.forEach((term, t) => {
    const bits = termBits[t];
    bits.fill(0);
    const needle = matchForm(term);
    for (const { id, form } of index.names) {
      if (!form.includes(needle)) continue;
      const common = index.dense.get(id);
      if (common) for (let w = 0; w < words; w++) bits[w] |= common[w];
      const list = index.postings.get(id);
      if (list) for (let k = 0; k < list.length; k++) bits[list[k] >>> 5] |= 1 << (list[k] & 31);
    }
  });

  // ones: uses at least one term; twos: at least two.
  const { ones, twos } = own;
  ones.fill(0);
  twos.fill(0);
  for (const bits of termBits)
    for (let w = 0; w < words; w++) {
      twos[w] |= ones[w] & bits[w];
      ones[w] |= bits[w];
    }
  const qualifies = needed === 1 ? ones : twos;
  let total = 0;
  for (let w = 0; w < words; w++) total += popcount(qualifies[w]);

  // Walk qualifying positions in rating order, bucketing by match count; stop once the top bucket holds the page.
  const keep = offset + limit;
  const buckets: number[][] = Array.from({ length: terms.length + 1 }, () => []);
  const top = buckets[terms.length];
  walk: for (let w = 0; w < words; w++) {
    let rest = qualifies[w];
    while (rest !== 0) {
      const bit = 31 - Math.clz32(rest & -rest);
      rest &= rest - 1;
      let count = 0;
      for (const bits of termBits) count += (bits[w] >>> bit) & 1;
      const bucket = buckets[count];
      if (bucket.length < keep) bucket.push((w << 5) + bit);
      if (top.length >= keep) break walk;
    }
  }
  const ordered: number[] = [];
  for (let count = terms.length; count >= needed && ordered.length < keep; count--) ordered.push(...buckets[count]);
  const matches = ordered.slice(offset, keep).map((p) => {
    const id = index.byRating[p];
    const matched = terms.filter((_, t) => ((termBits[t][p >>> 5] >>> (p & 31)) & 1) === 1);
    return { id, rating: index.rating[id], matched };
  });
  return { total, matches: matches.sort(compareMatches) };
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
