/**
 * The ingredient finder's index: for every ingredient name, the recipes that use it as positions in
 * rating order (a list, or a bitset for common ingredients). A search then counts matches per
 * recipe with word-wide bit operations, so it answers in milliseconds at a million recipes, where an
 * SQL "count matches per recipe" query has to aggregate every link of every common ingredient
 * (docs/decisions/007).
 *
 * Who may see what is two more bitsets over the same positions: the recipes still in the index,
 * and those visible to everyone; a viewer's private recipes are added to the mask per search. A
 * recipe that changes or goes away is removed in place (two bits cleared); the changed recipe
 * lives in the delta of catalog-index.ts until the next rebuild (docs/decisions/023).
 *
 * Plain functions over plain data: every answer must equal `matchInMemory`, the reference rule.
 */
import { viewerKeys, visibilityKey, type RecipeViewer } from "../recipes/recipe-visibility";
import {
  compareMatches,
  matchForm,
  normalizeSelection,
  requiredMatches,
  termMatcher,
  type RecipeMatch,
} from "../ingredients/ingredient-match";
import { runToEnd, sortInSteps, type Steps } from "./steps";

export interface FinderRecipe {
  id: number;
  rating: number;
  /** The author (null: the catalog) and whether it is shared. */
  userId?: string | null;
  isPublic?: boolean;
  sharedWithHousehold?: boolean;
  ingredientNames?: readonly string[];
}

export interface FinderIndex {
  /** Ingredient names in match form. */
  forms: string[];
  /**
   * Per name, the recipes that use it, as positions in `byRating`: a list of positions for most
   * names, a bitset over all positions for common ones (salt, garlic…).
   */
  lists: (Int32Array | null)[];
  dense: (Uint32Array | null)[];
  /** Recipe ids, best rated first (ties by id): position → recipe id. */
  byRating: Int32Array;
  /** Rating by position. */
  rating: Float64Array;
  /** Position by recipe id (-1: not in the index). */
  position: Int32Array;
  /** Positions still in the index, and those visible to everyone. */
  alive: Uint32Array;
  everyone: Uint32Array;
  /** Positions not visible to everyone, per visibility key (recipe-visibility.ts `visibilityKey`). */
  privateOf: Map<string, Int32Array>;
}

/** An ingredient used by at least this share of recipes is kept as a bitset rather than a list. */
const DENSE_SHARE = 1 / 32;
const STEP = 500;

export function buildFinderIndex(recipes: readonly FinderRecipe[]): FinderIndex {
  return runToEnd(buildFinderIndexSteps(recipes));
}

export function* buildFinderIndexSteps(recipes: readonly FinderRecipe[]): Steps<FinderIndex> {
  const n = recipes.length;
  const ranked = yield* sortInSteps(
    Int32Array.from(recipes, (_, i) => i),
    (a, b) => recipes[b].rating - recipes[a].rating || recipes[a].id - recipes[b].id,
  );
  const maxId = recipes.reduce((m, r) => Math.max(m, r.id), 0);
  const byRating = new Int32Array(n);
  const rating = new Float64Array(n);
  const position = new Int32Array(maxId + 1).fill(-1);
  const words = (n + 31) >>> 5;
  const alive = new Uint32Array(words);
  const everyone = new Uint32Array(words);
  const privateLists = new Map<string, number[]>();
  const nameIds = new Map<string, number>();
  const forms: string[] = [];
  const uses: number[][] = [];
  for (let p = 0; p < n; p++) {
    if (p % STEP === 0) yield;
    const recipe = recipes[ranked[p]];
    byRating[p] = recipe.id;
    rating[p] = recipe.rating;
    position[recipe.id] = p;
    alive[p >>> 5] |= 1 << (p & 31);
    const key = visibilityKey(recipe);
    if (key === null) everyone[p >>> 5] |= 1 << (p & 31);
    else {
      const own = privateLists.get(key);
      if (own) own.push(p);
      else privateLists.set(key, [p]);
    }
    for (const name of new Set(recipe.ingredientNames ?? [])) {
      let id = nameIds.get(name);
      if (id === undefined) {
        nameIds.set(name, (id = forms.length));
        forms.push(matchForm(name));
        uses.push([]);
      }
      uses[id].push(p);
    }
  }
  const lists: (Int32Array | null)[] = [];
  const dense: (Uint32Array | null)[] = [];
  for (let id = 0; id < forms.length; id++) {
    if (id % STEP === 0) yield;
    if (uses[id].length >= n * DENSE_SHARE) {
      lists.push(null);
      dense.push(bitset(uses[id], n));
    } else {
      lists.push(Int32Array.from(uses[id]));
      dense.push(null);
    }
  }
  const privateOf = new Map([...privateLists].map(([user, positions]) => [user, Int32Array.from(positions)]));
  return { forms, lists, dense, byRating, rating, position, alive, everyone, privateOf };
}

/** Takes a recipe out of every answer (deleted, or changed and now in the delta). O(1). */
export function removeFromFinderIndex(index: FinderIndex, id: number): boolean {
  const p = id < index.position.length ? index.position[id] : -1;
  if (p === -1 || ((index.alive[p >>> 5] >>> (p & 31)) & 1) === 0) return false;
  index.alive[p >>> 5] &= ~(1 << (p & 31));
  index.everyone[p >>> 5] &= ~(1 << (p & 31));
  return true;
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

/** Per-index working memory reused by every search (searches are synchronous): one bitset per term, two counters and the mask. */
const scratchOf = new WeakMap<FinderIndex, { terms: Uint32Array[]; ones: Uint32Array; twos: Uint32Array; mask: Uint32Array }>();
function scratch(index: FinderIndex, terms: number) {
  const words = (index.byRating.length + 31) >>> 5;
  let own = scratchOf.get(index);
  if (!own)
    scratchOf.set(
      index,
      (own = { terms: [], ones: new Uint32Array(words), twos: new Uint32Array(words), mask: new Uint32Array(words) }),
    );
  while (own.terms.length < terms) own.terms.push(new Uint32Array(words));
  return own;
}

/**
 * Counts, per recipe, how many entered ingredients it uses, and returns the first `keep` recipes
 * using at least min(2, N) of them that the viewer may see, most matches first, then by rating,
 * with the true total.
 *
 * Each term becomes a bitset over rating positions (the OR of every ingredient whose name contains
 * it); "at least two" is then a word-wide two-bit counter over the bitsets, masked by what the
 * viewer may see, and the answers come from walking its set bits in rating order: a few hundred
 * thousand word operations at a million recipes, however common the ingredients.
 */
export function topOfFinderIndex(
  index: FinderIndex,
  entered: readonly string[],
  keep: number,
  viewerId: RecipeViewer = null,
): FinderAnswer {
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
    const occursIn = termMatcher(term);
    for (let id = 0; id < index.forms.length; id++) {
      if (!occursIn(index.forms[id])) continue;
      const common = index.dense[id];
      if (common) for (let w = 0; w < words; w++) bits[w] |= common[w];
      const list = index.lists[id];
      if (list) for (let k = 0; k < list.length; k++) bits[list[k] >>> 5] |= 1 << (list[k] & 31);
    }
  });

  // What the viewer may see: everyone's, plus their own private and their household's recipes still in the index.
  const { ones, twos, mask } = own;
  mask.set(index.everyone);
  for (const key of viewerKeys(viewerId)) {
    const mine = index.privateOf.get(key);
    if (mine) for (const p of mine) if (((index.alive[p >>> 5] >>> (p & 31)) & 1) === 1) mask[p >>> 5] |= 1 << (p & 31);
  }

  // ones: uses at least one term; twos: at least two.
  ones.fill(0);
  twos.fill(0);
  for (const bits of termBits)
    for (let w = 0; w < words; w++) {
      twos[w] |= ones[w] & bits[w];
      ones[w] |= bits[w];
    }
  const qualifies = needed === 1 ? ones : twos;
  let total = 0;
  for (let w = 0; w < words; w++) {
    qualifies[w] &= mask[w];
    total += popcount(qualifies[w]);
  }

  // Walk qualifying positions in rating order, bucketing by match count; stop once the top bucket holds the answers.
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
  const matches = ordered.slice(0, keep).map((p) => {
    const matched = terms.filter((_, t) => ((termBits[t][p >>> 5] >>> (p & 31)) & 1) === 1);
    return { id: index.byRating[p], rating: index.rating[p], matched };
  });
  return { total, matches: matches.sort(compareMatches) };
}

/** One page of the finder's answer from this index alone. */
export function searchFinderIndex(
  index: FinderIndex,
  entered: readonly string[],
  offset: number,
  limit: number,
  viewerId: RecipeViewer = null,
): FinderAnswer {
  const { total, matches } = topOfFinderIndex(index, entered, offset + limit, viewerId);
  return { total, matches: matches.slice(offset) };
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
