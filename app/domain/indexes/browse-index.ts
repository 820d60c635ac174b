/**
 * The browse index: the catalog's searchable fields in flat arrays, one slot per recipe, with a
 * word dictionary for the search term and the four sort orders computed once. A browse answer (the
 * spec's substring rule, filters, title matches first, one page and the true total) is then a walk
 * over one precomputed order, touching typed arrays only, instead of a database scan and sort of
 * every matching row (see docs/decisions/009).
 *
 * Plain functions over plain data: the server builds it from the database, tests from fixtures,
 * and every answer must equal `browseInMemory`, the spec's rule.
 */
import { normalizeTerm, type BrowseState, type SearchableRecipe, type Sort } from "../browse";
import { DIFFICULTIES } from "../recipe";

export interface BrowseIndex {
  /** Recipe id per slot, ascending. */
  ids: Int32Array;
  /** Lower-case title per slot (title matches rank first). */
  titles: string[];
  /** Lower-case title, description and tags per slot, one per line: what the term must occur in. */
  texts: string[];
  difficulty: Uint8Array;
  cookTime: Int32Array;
  rating: Float64Array;
  /** Tags per slot as ids into `tagNames`: slot s owns tagIds[tagStart[s] … tagStart[s + 1]). */
  tagStart: Int32Array;
  tagIds: Int32Array;
  tagNames: string[];
  /**
   * Every word (run of letters and digits) of the texts, with the ascending slots that use it, each
   * as slot * 2 + 1 when the word is in the slot's title, slot * 2 otherwise.
   */
  words: string[];
  postings: Int32Array[];
  /** Slots in each sort's order. */
  orders: Record<Sort, Int32Array>;
}

const WORD = /[\p{L}\p{N}]+/gu;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

export function searchText(recipe: Pick<SearchableRecipe, "title" | "description" | "tags">): string {
  return [recipe.title, recipe.description, ...recipe.tags].join("\n").toLowerCase();
}

/** Builds the index from recipes in any order. */
export function buildBrowseIndex(recipes: readonly SearchableRecipe[]): BrowseIndex {
  const rows = [...recipes].sort((a, b) => a.id - b.id);
  const n = rows.length;
  const ids = new Int32Array(n);
  const titles: string[] = new Array(n);
  const texts: string[] = new Array(n);
  const difficulty = new Uint8Array(n);
  const cookTime = new Int32Array(n);
  const rating = new Float64Array(n);
  const tagStart = new Int32Array(n + 1);
  const tagList: number[] = [];
  const tagNames: string[] = [];
  const tagByName = new Map<string, number>();
  const wordSlots = new Map<string, number[]>();

  rows.forEach((recipe, slot) => {
    ids[slot] = recipe.id;
    titles[slot] = recipe.title.toLowerCase();
    texts[slot] = searchText(recipe);
    difficulty[slot] = DIFFICULTIES.indexOf(recipe.difficulty);
    cookTime[slot] = recipe.cookTime;
    rating[slot] = recipe.rating;
    tagStart[slot] = tagList.length;
    for (const tag of new Set(recipe.tags)) {
      let id = tagByName.get(tag);
      if (id === undefined) {
        id = tagNames.push(tag) - 1;
        tagByName.set(tag, id);
      }
      tagList.push(id);
    }
    const inTitle = new Set(titles[slot].match(WORD));
    for (const word of texts[slot].match(WORD) ?? []) {
      const entry = slot * 2 + (inTitle.has(word) ? 1 : 0);
      const slots = wordSlots.get(word);
      if (!slots) wordSlots.set(word, [entry]);
      else if (slots[slots.length - 1] >> 1 !== slot) slots.push(entry);
    }
  });
  tagStart[n] = tagList.length;

  const words = [...wordSlots.keys()];
  const postings = words.map((w) => Int32Array.from(wordSlots.get(w)!));
  // The orders of compareForBrowse (the tests hold them equal), over the arrays instead of the rows:
  // slots are in id order, so "ties by id" compare slots.
  const created = Float64Array.from(rows, (r) => r.createdAt.getTime());
  const compare: Record<Sort, (a: number, b: number) => number> = {
    rating: (a, b) => rating[b] - rating[a] || a - b,
    cookTime: (a, b) => cookTime[a] - cookTime[b] || a - b,
    title: (a, b) => (titles[a] < titles[b] ? -1 : titles[a] > titles[b] ? 1 : a - b),
    newest: (a, b) => created[b] - created[a] || b - a,
  };
  const order = (sort: Sort) => Int32Array.from({ length: n }, (_, i) => i).sort(compare[sort]);
  return {
    ids,
    titles,
    texts,
    difficulty,
    cookTime,
    rating,
    tagStart,
    tagIds: Int32Array.from(tagList),
    tagNames,
    words,
    postings,
    orders: { rating: order("rating"), cookTime: order("cookTime"), title: order("title"), newest: order("newest") },
  };
}

/** Per-index working memory, reused by every search (searches are synchronous, so never shared). */
interface Scratch {
  hits: Uint8Array;
  inTitle: Uint8Array;
  list: Int32Array;
  /** Position of each slot in each sort's order, built on first use. */
  ranks: Partial<Record<Sort, Int32Array>>;
  /** Dictionary words containing a term word, for recent term words. */
  wordsWith: Map<string, Int32Array>;
}
const scratchOf = new WeakMap<BrowseIndex, Scratch>();
function scratch(index: BrowseIndex): Scratch {
  let s = scratchOf.get(index);
  if (!s) {
    const n = index.ids.length;
    s = { hits: new Uint8Array(n), inTitle: new Uint8Array(n), list: new Int32Array(n), ranks: {}, wordsWith: new Map() };
    scratchOf.set(index, s);
  }
  return s;
}

const REMEMBERED_PARTS = 500;
/** Ids of the dictionary words that contain `part` (a scan of the dictionary, remembered). */
function wordsWith(index: BrowseIndex, part: string): Int32Array {
  const memo = scratch(index).wordsWith;
  let found = memo.get(part);
  if (!found) {
    const ids: number[] = [];
    for (let w = 0; w < index.words.length; w++) if (index.words[w].includes(part)) ids.push(w);
    if (memo.size >= REMEMBERED_PARTS) memo.clear();
    memo.set(part, (found = Int32Array.from(ids)));
  }
  return found;
}

function ranks(index: BrowseIndex, sort: Sort): Int32Array {
  const own = scratch(index);
  let rank = own.ranks[sort];
  if (!rank) {
    const order = index.orders[sort];
    rank = new Int32Array(order.length);
    for (let i = 0; i < order.length; i++) rank[order[i]] = i;
    own.ranks[sort] = rank;
  }
  return rank;
}

interface Candidates {
  /** hits[slot] === need marks a candidate. */
  hits: Uint8Array;
  need: number;
  /** The candidates (in no particular order), when the term has a word; null otherwise. */
  list: Int32Array | null;
  /**
   * A one-word term: being a candidate already means the text contains the term, and inTitle[slot]
   * says whether the title does.
   */
  exact: boolean;
  inTitle: Uint8Array;
}

/**
 * For each slot, how many of the term's words it uses (as part of any of its words): the slots that
 * use all of them are the candidates. A term of one word needs no further check; a longer term
 * (spaces, punctuation) is checked against the text itself.
 */
function candidates(index: BrowseIndex, term: string): Candidates {
  const own = scratch(index);
  const { hits, inTitle } = own;
  hits.fill(0);
  const parts = [...new Set(term.match(WORD) ?? [])].slice(0, 255);
  if (parts.length === 0) {
    // Only punctuation: every recipe is a candidate for the text check.
    hits.fill(1);
    return { hits, need: 1, list: null, exact: false, inTitle };
  }
  const exact = ONE_WORD.test(term);
  if (exact) inTitle.fill(0);
  let found = 0;
  const last = parts.length - 1;
  parts.forEach((part, k) => {
    for (const w of wordsWith(index, part)) {
      const entries = index.postings[w];
      for (let i = 0; i < entries.length; i++) {
        const slot = entries[i] >> 1;
        if (exact) inTitle[slot] |= entries[i] & 1;
        if (hits[slot] !== k) continue;
        hits[slot] = k + 1;
        if (k === last) own.list[found++] = slot;
      }
    }
  });
  return { hits, need: parts.length, list: own.list.subarray(0, found), exact, inTitle };
}

function hasTag(index: BrowseIndex, slot: number, tagId: number): boolean {
  for (let i = index.tagStart[slot]; i < index.tagStart[slot + 1]; i++) if (index.tagIds[i] === tagId) return true;
  return false;
}

export interface BrowseAnswer {
  /** Recipe ids of the requested page, in order. */
  ids: number[];
  total: number;
}

/** Below this share of the catalog, candidates are ranked directly instead of walking a whole order. */
const FEW_CANDIDATES = 1 / 4;

/**
 * One page of the browse answer and its true total. `savedIds` is the user's saved recipes when
 * "Saved only" is on (null: the filter is off).
 */
export function searchBrowseIndex(
  index: BrowseIndex,
  state: BrowseState,
  pageSize: number,
  savedIds: ReadonlySet<number> | null = null,
  /** How to find the page among the candidates; "auto" picks by their number (tests force each). */
  strategy: "auto" | "rank" | "walk" = "auto",
): BrowseAnswer {
  const n = index.ids.length;
  const term = normalizeTerm(state.q).toLowerCase();
  const tagId = state.tag === null ? -2 : index.tagNames.indexOf(state.tag);
  if (tagId === -1 || (savedIds && savedIds.size === 0)) return { ids: [], total: 0 };
  const difficulty = state.difficulty === null ? -1 : DIFFICULTIES.indexOf(state.difficulty);
  const maxTime = state.maxTime ?? Infinity;
  const minRating = state.minRating ?? -Infinity;
  const order = index.orders[state.sort];
  const start = (state.page - 1) * pageSize;
  const keep = start + pageSize;
  const filtered = difficulty !== -1 || tagId >= 0 || savedIds !== null || state.maxTime !== null || state.minRating !== null;
  const idsOf = (slots: ArrayLike<number>) => Array.from(slots, (slot) => index.ids[slot]);

  // Everything, in the chosen order: no counting needed.
  if (!term && !filtered) return { ids: idsOf(order.subarray(start, keep)), total: n };

  const match = term ? candidates(index, term) : null;
  const passes = (slot: number) =>
    (difficulty === -1 || index.difficulty[slot] === difficulty) &&
    index.cookTime[slot] <= maxTime &&
    index.rating[slot] >= minRating &&
    (tagId < 0 || hasTag(index, slot, tagId)) &&
    (savedIds === null || savedIds.has(index.ids[slot])) &&
    (match === null || match.exact || index.texts[slot].includes(term));
  const inTitle = (slot: number) => (match?.exact ? match.inTitle[slot] === 1 : index.titles[slot].includes(term));

  // Few candidates: rank them (title matches first, then the sort's position) and sort the keys.
  const few = match?.list && (strategy === "rank" || (strategy === "auto" && match.list.length < n * FEW_CANDIDATES));
  if (match?.list && few) {
    const rank = ranks(index, state.sort);
    const keys: number[] = [];
    for (const slot of match.list) if (passes(slot)) keys.push((inTitle(slot) ? 0 : n) + rank[slot]);
    const page = Int32Array.from(keys).sort().subarray(start, keep);
    return { ids: Array.from(page, (key) => index.ids[order[key >= n ? key - n : key]]), total: keys.length };
  }

  // Otherwise walk the order once, counting, and keep the first page of title matches and of others.
  const first: number[] = [];
  const rest: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const slot = order[i];
    if (match && match.hits[slot] !== match.need) continue;
    if (!passes(slot)) continue;
    total++;
    if (first.length >= keep && rest.length >= keep) continue;
    if (!term || inTitle(slot)) {
      if (first.length < keep) first.push(slot);
    } else if (rest.length < keep) rest.push(slot);
  }
  return { ids: idsOf([...first, ...rest].slice(start, keep)), total };
}
