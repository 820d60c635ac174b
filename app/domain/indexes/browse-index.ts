/**
 * The browse index: the catalog's searchable fields in flat arrays, one slot per recipe, with a
 * word dictionary for the search term and the four sort orders computed once. A browse answer (the
 * search rule, filters, tiers of where the term occurs, one page and the true total) then combines
 * bitsets of slots (remembered per term and per filter) and reads one precomputed order only as
 * far as the page needs, instead of a database scan and sort of every matching row (see
 * docs/decisions/009 and 023).
 *
 * The arrays are built once (in steps, see steps.ts) and never grow: a recipe that changes or goes
 * away is removed in place (its slot is marked removed, O(log n)), and the changed recipe lives in
 * the small delta of catalog-index.ts until the next rebuild.
 *
 * Plain functions over plain data: every answer must equal `browseInMemory`, the reference rule.
 */
import { normalizeTerm, type BrowseState, type SearchableRecipe, type Sort } from "../recipes/browse";
import { DIFFICULTIES } from "../recipes/recipe";
import { viewerKeys, visibilityKey, type RecipeViewer } from "../recipes/recipe-visibility";
import { runToEnd, sortInSteps, type Steps } from "./steps";

/** owner[slot]: visible to everyone (the catalog, or shared by its author). */
export const EVERYONE = 0;
/** owner[slot]: removed (deleted or changed since the build). */
export const REMOVED = -1;

export interface BrowseIndex {
  /** Recipe id per slot, ascending. */
  ids: Int32Array;
  /** Lower-case title, description and tags (one per line) per slot: where the term is looked for. */
  titles: string[];
  descriptions: string[];
  tagTexts: string[];
  difficulty: Uint8Array;
  cookTime: Int32Array;
  rating: Float64Array;
  created: Float64Array;
  /** Tags per slot as ids into `tagNames`: slot s owns tagIds[tagStart[s] … tagStart[s + 1]). */
  tagStart: Int32Array;
  tagIds: Int32Array;
  tagNames: string[];
  /** Ingredient names per slot (lower case), the same way. */
  ingredientStart: Int32Array;
  ingredientIds: Int32Array;
  ingredientNames: string[];
  /**
   * EVERYONE, REMOVED, or the code of the recipe's visibility key (`ownerCodes`: the author of a
   * private recipe, or the author's household for a household recipe; recipe-visibility.ts).
   */
  owner: Int32Array;
  ownerCodes: Map<string, number>;
  /** Private slots per owner code (some may have been removed since). */
  ownerSlots: Map<number, number[]>;
  /** Slots visible to everyone and not removed; private slots not removed, per owner code. */
  everyoneCount: number;
  privateCount: Map<number, number>;
  /**
   * Every word (run of letters and digits) of the searched fields, with the ascending slots that use
   * it, each as slot * 4 + the best tier the word has in that slot (0 title, 1 tag, 2 description,
   * 3 ingredient).
   */
  words: string[];
  postings: Int32Array[];
  /** Slots in each sort's order. */
  orders: Record<Sort, Int32Array>;
}

const WORD = /[\p{L}\p{N}]+/gu;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

/** The recipe fields the index keeps, lower-cased, shared with the delta of catalog-index.ts. */
export function searchFields(recipe: SearchableRecipe) {
  return {
    title: recipe.title.toLowerCase(),
    description: recipe.description.toLowerCase(),
    tagText: recipe.tags.map((t) => t.toLowerCase()).join("\n"),
    ingredients: (recipe.ingredientNames ?? []).map((n) => n.toLowerCase()),
  };
}

/** Builds the index from recipes in any order. */
export function buildBrowseIndex(recipes: readonly SearchableRecipe[]): BrowseIndex {
  return runToEnd(buildBrowseIndexSteps(recipes));
}

const STEP = 500;

/** The same build in steps (a yield every few hundred recipes and inside every sort). */
export function* buildBrowseIndexSteps(recipes: readonly SearchableRecipe[]): Steps<BrowseIndex> {
  const bySlot = yield* sortInSteps(
    Int32Array.from({ length: recipes.length }, (_, i) => i),
    (a, b) => recipes[a].id - recipes[b].id,
  );
  const n = recipes.length;
  const ids = new Int32Array(n);
  const titles: string[] = new Array(n);
  const descriptions: string[] = new Array(n);
  const tagTexts: string[] = new Array(n);
  const difficulty = new Uint8Array(n);
  const cookTime = new Int32Array(n);
  const rating = new Float64Array(n);
  const created = new Float64Array(n);
  const owner = new Int32Array(n);
  const ownerCodes = new Map<string, number>();
  const ownerSlots = new Map<number, number[]>();
  const privateCount = new Map<number, number>();
  let everyoneCount = 0;
  const tagStart = new Int32Array(n + 1);
  const tagList: number[] = [];
  const tagNames: string[] = [];
  const tagByName = new Map<string, number>();
  const ingredientStart = new Int32Array(n + 1);
  const ingredientList: number[] = [];
  const ingredientNames: string[] = [];
  const ingredientByName = new Map<string, number>();
  const wordSlots = new Map<string, number[]>();

  const addWords = (slot: number, text: string, tier: number) => {
    for (const word of text.match(WORD) ?? []) {
      const entry = slot * 4 + tier;
      const slots = wordSlots.get(word);
      if (!slots) wordSlots.set(word, [entry]);
      else {
        const last = slots[slots.length - 1];
        if (last >> 2 !== slot) slots.push(entry);
        else if ((last & 3) > tier) slots[slots.length - 1] = entry;
      }
    }
  };

  for (let slot = 0; slot < n; slot++) {
    if (slot % STEP === 0) yield;
    const recipe = recipes[bySlot[slot]];
    const fields = searchFields(recipe);
    ids[slot] = recipe.id;
    titles[slot] = fields.title;
    descriptions[slot] = fields.description;
    tagTexts[slot] = fields.tagText;
    difficulty[slot] = DIFFICULTIES.indexOf(recipe.difficulty);
    cookTime[slot] = recipe.cookTime;
    rating[slot] = recipe.rating;
    created[slot] = recipe.createdAt.getTime();
    const key = visibilityKey(recipe);
    if (key === null) {
      owner[slot] = EVERYONE;
      everyoneCount++;
    } else {
      let code = ownerCodes.get(key);
      if (code === undefined) ownerCodes.set(key, (code = ownerCodes.size + 1));
      owner[slot] = code;
      privateCount.set(code, (privateCount.get(code) ?? 0) + 1);
      const own = ownerSlots.get(code);
      if (own) own.push(slot);
      else ownerSlots.set(code, [slot]);
    }
    tagStart[slot] = tagList.length;
    for (const tag of new Set(recipe.tags)) {
      let id = tagByName.get(tag);
      if (id === undefined) {
        id = tagNames.push(tag) - 1;
        tagByName.set(tag, id);
      }
      tagList.push(id);
    }
    ingredientStart[slot] = ingredientList.length;
    for (const name of new Set(fields.ingredients)) {
      let id = ingredientByName.get(name);
      if (id === undefined) {
        id = ingredientNames.push(name) - 1;
        ingredientByName.set(name, id);
      }
      ingredientList.push(id);
    }
    // Best tier first, so a word keeps the best place it occurs in.
    addWords(slot, fields.title, 0);
    addWords(slot, fields.tagText, 1);
    addWords(slot, fields.description, 2);
    for (const name of fields.ingredients) addWords(slot, name, 3);
  }
  tagStart[n] = tagList.length;
  ingredientStart[n] = ingredientList.length;

  const words = [...wordSlots.keys()];
  const postings: Int32Array[] = new Array(words.length);
  for (let w = 0; w < words.length; w++) {
    if (w % STEP === 0) yield;
    postings[w] = Int32Array.from(wordSlots.get(words[w])!);
  }
  wordSlots.clear();
  // The orders of compareBySort (the tests hold them equal), over the arrays instead of the rows:
  // slots are in id order, so "ties by id" compare slots.
  const compare: Record<Sort, (a: number, b: number) => number> = {
    rating: (a, b) => rating[b] - rating[a] || a - b,
    cookTime: (a, b) => cookTime[a] - cookTime[b] || a - b,
    title: (a, b) => (titles[a] < titles[b] ? -1 : titles[a] > titles[b] ? 1 : a - b),
    newest: (a, b) => created[b] - created[a] || b - a,
  };
  const identity = () => {
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = i;
    return out;
  };
  const orders = {
    rating: yield* sortInSteps(identity(), compare.rating),
    cookTime: yield* sortInSteps(identity(), compare.cookTime),
    title: yield* sortInSteps(identity(), compare.title),
    newest: yield* sortInSteps(identity(), compare.newest),
  };
  return {
    ids,
    titles,
    descriptions,
    tagTexts,
    difficulty,
    cookTime,
    rating,
    created,
    tagStart,
    tagIds: yield* copyInSteps(tagList),
    tagNames,
    ingredientStart,
    ingredientIds: yield* copyInSteps(ingredientList),
    ingredientNames,
    owner,
    ownerCodes,
    ownerSlots,
    everyoneCount,
    privateCount,
    words,
    postings,
    orders,
  };
}

/** A typed copy of a long list (ten million links at a million recipes), yielding along the way. */
function* copyInSteps(list: readonly number[]): Steps<Int32Array> {
  const out = new Int32Array(list.length);
  for (let i = 0; i < list.length; i++) {
    out[i] = list[i];
    if ((i & 0xffff) === 0xffff) yield;
  }
  return out;
}

/** The slot of a recipe id, or -1. */
export function slotOf(index: BrowseIndex, id: number): number {
  let low = 0;
  let high = index.ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = index.ids[middle];
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Takes a recipe out of every answer (it was deleted, or changed and now lives in the delta). O(log n). */
export function removeFromBrowseIndex(index: BrowseIndex, id: number): boolean {
  const slot = slotOf(index, id);
  if (slot === -1) return false;
  const owner = index.owner[slot];
  if (owner === REMOVED) return false;
  if (owner === EVERYONE) {
    index.everyoneCount--;
    const q = queryStateOf.get(index);
    if (q) q.everyone[slot >>> 5] &= ~(1 << (slot & 31));
  } else index.privateCount.set(owner, (index.privateCount.get(owner) ?? 1) - 1);
  index.owner[slot] = REMOVED;
  return true;
}

/** The viewer's owner codes in this index (none for visitors and cooks with no private slot here). */
export function viewerCodes(index: BrowseIndex, viewer: RecipeViewer): number[] {
  return viewerKeys(viewer).flatMap((key) => index.ownerCodes.get(key) ?? []);
}

/** Tags of the slots the viewer can see. */
export function visibleTags(index: BrowseIndex, viewer: RecipeViewer): Set<string> {
  const seen = new Uint8Array(index.tagNames.length);
  const mark = (slot: number) => {
    for (let i = index.tagStart[slot]; i < index.tagStart[slot + 1]; i++) seen[index.tagIds[i]] = 1;
  };
  for (let slot = 0; slot < index.ids.length; slot++) if (index.owner[slot] === EVERYONE) mark(slot);
  for (const code of viewerCodes(index, viewer))
    for (const slot of index.ownerSlots.get(code) ?? []) if (index.owner[slot] === code) mark(slot);
  return new Set(index.tagNames.filter((_, id) => seen[id] === 1));
}

/*
 * The query side (docs/decisions/009, "Answering at a million recipes"). Every set of slots a
 * search combines is a bitset (slot s is bit s & 31 of word s >> 5; 125 KB at a million recipes):
 * the slots visible to everyone, each filter's slots, and, per term, the slots where the term occurs
 * first in the title, a tag, the description or an ingredient (four disjoint sets). A search ANDs
 * them word by word, counts the true total by population count, and finds the page tier by tier:
 * either by walking the sort's order until the page is full (a common tier: a few dozen steps) or,
 * for a sparse tier, by sorting its slots' positions in that order. Nothing visits every hit.
 *
 * The base's fields never change after the build (a changed recipe is removed and lives in the
 * delta), so a term's sets and a filter's sets stay true forever and are remembered; only
 * visibility changes, and `removeFromBrowseIndex` clears the removed slot's bit in `everyone`.
 */

/** A set of slots, 32 per word. */
type Bits = Int32Array;

/** Per-index query structures and working memory (searches are synchronous, so never shared). */
interface QueryState {
  /** Words per bitset. */
  size: number;
  /** Slots visible to everyone and not removed. */
  everyone: Bits;
  /** Slots passing one filter ("d:<difficulty>", "t:<tag id>", "m:<max time>", "r:<min rating>"). */
  filters: Map<string, Bits>;
  /** Where each recent term occurs first: four disjoint sets, title, tag, description, ingredient. */
  terms: Map<string, Bits[]>;
  /** Dictionary words containing a term word, for recent term words. */
  wordsWith: Map<string, Int32Array>;
  /** The dictionary's words joined by newlines, and where each starts (made on first use). */
  dictionary: string | null;
  wordStarts: Int32Array;
  /** Position of each slot in each sort's order, built on first use. */
  ranks: Partial<Record<Sort, Int32Array>>;
  /** Working bitsets: the visible slots passing the filters, the saved slots, each tier's answers. */
  mask: Bits;
  saved: Bits;
  hits: Bits[];
}

const TIERS = 4;
const REMEMBERED_PARTS = 500;
/** At a million recipes a term's sets take 500 KB and a filter's 125 KB. */
const REMEMBERED_TERMS = 32;
const REMEMBERED_FILTERS = 48;

const queryStateOf = new WeakMap<BrowseIndex, QueryState>();
function queryState(index: BrowseIndex): QueryState {
  let q = queryStateOf.get(index);
  if (!q) {
    const n = index.ids.length;
    const size = (n + 31) >>> 5;
    const everyone = new Int32Array(size);
    for (let slot = 0; slot < n; slot++) if (index.owner[slot] === EVERYONE) everyone[slot >>> 5] |= 1 << (slot & 31);
    q = {
      size,
      everyone,
      filters: new Map(),
      terms: new Map(),
      wordsWith: new Map(),
      dictionary: null,
      wordStarts: new Int32Array(0),
      ranks: {},
      mask: new Int32Array(size),
      saved: new Int32Array(size),
      hits: Array.from({ length: TIERS }, () => new Int32Array(size)),
    };
    queryStateOf.set(index, q);
  }
  return q;
}

/** Bits set in a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A remembered value, now the most recently used. */
function recall<V>(map: Map<string, V>, key: string): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

/** Remembers a value, forgetting the least recently used beyond `limit`. */
function store<V>(map: Map<string, V>, key: string, limit: number, value: V): V {
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/**
 * Ids of the dictionary words that contain `part` (remembered): one `indexOf` pass over the
 * dictionary joined by newlines (a part has no newline, so it never spans two words).
 */
function wordsWith(index: BrowseIndex, part: string): Int32Array {
  const q = queryState(index);
  const found = recall(q.wordsWith, part);
  if (found) return found;
  if (q.dictionary === null) {
    q.dictionary = index.words.join("\n");
    q.wordStarts = new Int32Array(index.words.length + 1);
    for (let w = 0, at = 0; w <= index.words.length; w++) {
      q.wordStarts[w] = at;
      if (w < index.words.length) at += index.words[w].length + 1;
    }
  }
  const starts = q.wordStarts;
  const ids: number[] = [];
  for (let at = q.dictionary.indexOf(part); at !== -1;) {
    // The word holding position `at`: the last start at or before it.
    let low = 0;
    let high = index.words.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    ids.push(low);
    at = q.dictionary.indexOf(part, starts[low + 1]);
  }
  return store(q.wordsWith, part, REMEMBERED_PARTS, Int32Array.from(ids));
}

function ranks(index: BrowseIndex, sort: Sort): Int32Array {
  const q = queryState(index);
  let rank = q.ranks[sort];
  if (!rank) {
    const order = index.orders[sort];
    rank = new Int32Array(order.length);
    for (let i = 0; i < order.length; i++) rank[order[i]] = i;
    q.ranks[sort] = rank;
  }
  return rank;
}

/** The slots passing one filter, remembered by `key`. */
function filterBits(index: BrowseIndex, key: string, passes: (slot: number) => boolean): Bits {
  const q = queryState(index);
  const found = recall(q.filters, key);
  if (found) return found;
  const bits = new Int32Array(q.size);
  for (let slot = 0; slot < index.ids.length; slot++) if (passes(slot)) bits[slot >>> 5] |= 1 << (slot & 31);
  return store(q.filters, key, REMEMBERED_FILTERS, bits);
}

/**
 * Where a (lower-case, normalized, non-empty) term occurs first in each slot, as termTier says:
 * four disjoint sets (title, tag, description, ingredient), over every slot of the base, removed
 * or not (visibility is applied per search). Remembered per term.
 *
 * A one-word term can only occur inside one word of a field, so the slots come from the posting
 * lists of the dictionary words that contain it, each posting carrying the best tier of its word in
 * its slot; no string is compared. A longer term (spaces, punctuation) is looked for in the fields
 * of the slots that use every one of its words.
 */
function termBits(index: BrowseIndex, term: string): Bits[] {
  const q = queryState(index);
  const found = recall(q.terms, term);
  if (found) return found;
  const tiers = Array.from({ length: TIERS }, () => new Int32Array(q.size));
  if (ONE_WORD.test(term)) {
    for (const w of wordsWith(index, term)) {
      const entries = index.postings[w];
      for (let i = 0; i < entries.length; i++) {
        const slot = entries[i] >> 2;
        tiers[entries[i] & 3][slot >>> 5] |= 1 << (slot & 31);
      }
    }
    // A slot's tier is its best over the words: drop it from every worse tier.
    for (let i = 0; i < q.size; i++) {
      let better = tiers[0][i];
      for (let t = 1; t < TIERS; t++) {
        tiers[t][i] &= ~better;
        better |= tiers[t][i];
      }
    }
  } else {
    const n = index.ids.length;
    // within[t]: the slots where every word of the term occurs in a field of tier t or better.
    // The term can only be in a slot's title if all its words are in title words, in a tag if all
    // are in tag words or better, and so on, so only those fields are checked; within[3] holds
    // the candidates.
    const within = Array.from({ length: TIERS }, () => new Int32Array(q.size));
    const parts = [...new Set(term.match(WORD) ?? [])];
    if (parts.length === 0) {
      // Only punctuation: every field of every slot is checked.
      for (const set of within) {
        set.fill(-1);
        if (n & 31) set[q.size - 1] = (1 << (n & 31)) - 1;
      }
    } else {
      parts.forEach((part, k) => {
        const sets = termBits(index, part);
        for (let i = 0; i < q.size; i++) {
          let upTo = 0;
          for (let t = 0; t < TIERS; t++) {
            upTo |= sets[t][i];
            within[t][i] = k === 0 ? upTo : within[t][i] & upTo;
          }
        }
      });
    }
    for (let i = 0; i < q.size; i++) {
      for (let word = within[3][i]; word !== 0; word &= word - 1) {
        const bit = word & -word;
        const slot = (i << 5) | (31 - Math.clz32(bit));
        const possible = (within[0][i] & bit ? 1 : 0) | (within[1][i] & bit ? 2 : 0) | (within[2][i] & bit ? 4 : 0) | 8;
        const tier = slotTier(index, slot, term, possible);
        if (tier >= 0) tiers[tier][i] |= bit;
      }
    }
  }
  return store(q.terms, term, REMEMBERED_TERMS, tiers);
}

function hasTag(index: BrowseIndex, slot: number, tagId: number): boolean {
  for (let i = index.tagStart[slot]; i < index.tagStart[slot + 1]; i++) if (index.tagIds[i] === tagId) return true;
  return false;
}

/**
 * Where the term occurs in a slot's fields, exactly as termTier does; -1 nowhere. `possible` has
 * bit t set for each tier whose fields may hold it (the others are known not to and are skipped).
 */
function slotTier(index: BrowseIndex, slot: number, term: string, possible = 15): number {
  if (possible & 1 && index.titles[slot].includes(term)) return 0;
  if (possible & 2 && index.tagTexts[slot].includes(term)) return 1;
  if (possible & 4 && index.descriptions[slot].includes(term)) return 2;
  for (let i = index.ingredientStart[slot]; i < index.ingredientStart[slot + 1]; i++)
    if (index.ingredientNames[index.ingredientIds[i]].includes(term)) return 3;
  return -1;
}

export interface BrowseAnswer {
  /** Recipe ids of the requested page, in order. */
  ids: number[];
  total: number;
}

/** The first `keep` slots of an answer, in order, with the tier of each, and the true total. */
export interface BrowseTop {
  slots: number[];
  tiers: number[];
  total: number;
}

export interface BrowseQuery {
  state: BrowseState;
  /** How many answers from the start to return (the page's end). */
  keep: number;
  viewerId: RecipeViewer;
  /** The user's saved recipes when "Saved only" is on (null: the filter is off). */
  savedIds: ReadonlySet<number> | null;
  /**
   * How to find each tier's first answers: walk the sort's order until they are found, or sort the
   * tier's slots by their position in it; "auto" picks the cheaper (tests force each).
   */
  strategy?: "auto" | "rank" | "walk";
}

/**
 * The first `need` slots of `bits` (which holds `count` slots) in the sort's order, appended to
 * `slots`.
 */
function firstInOrder(
  index: BrowseIndex,
  sort: Sort,
  bits: Bits,
  count: number,
  need: number,
  strategy: "auto" | "rank" | "walk",
  slots: number[],
): void {
  const order = index.orders[sort];
  const n = order.length;
  // Expected steps of the walk (the slots are spread over the order) against reading every word
  // of the set and sorting its slots.
  const walkSteps = Math.min(n, (need * n) / count);
  const rankSteps = bits.length + count * Math.log2(count + 1);
  if (strategy === "walk" || (strategy === "auto" && walkSteps <= rankSteps)) {
    for (let i = 0, found = 0; found < need && i < n; i++) {
      const slot = order[i];
      if ((bits[slot >>> 5] >>> (slot & 31)) & 1) {
        slots.push(slot);
        found++;
      }
    }
    return;
  }
  const rank = ranks(index, sort);
  const positions = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < bits.length; i++)
    for (let word = bits[i]; word !== 0; word &= word - 1) positions[k++] = rank[(i << 5) | (31 - Math.clz32(word & -word))];
  positions.sort();
  for (let j = 0; j < need; j++) slots.push(order[positions[j]]);
}

/** The first `keep` answers (tier, then the sort) and the true total, over the visible, not removed slots. */
export function topOfBrowseIndex(index: BrowseIndex, query: BrowseQuery): BrowseTop {
  const { state, keep, savedIds } = query;
  const strategy = query.strategy ?? "auto";
  const n = index.ids.length;
  const none = { slots: [], tiers: [], total: 0 };
  const term = normalizeTerm(state.q).toLowerCase();
  const tagId = state.tag === null ? -2 : index.tagNames.indexOf(state.tag);
  if (n === 0 || tagId === -1 || (savedIds && savedIds.size === 0)) return none;
  const viewer = viewerCodes(index, query.viewerId);
  const owner = index.owner;
  const order = index.orders[state.sort];
  const filtered =
    state.difficulty !== null || tagId >= 0 || savedIds !== null || state.maxTime !== null || state.minRating !== null;

  // Everything, in the chosen order: the total is counted as recipes change.
  if (!term && !filtered) {
    const slots: number[] = [];
    for (let i = 0; i < n && slots.length < keep; i++) {
      const o = owner[order[i]];
      if (o === EVERYONE || (o > 0 && viewer.includes(o))) slots.push(order[i]);
    }
    let total = index.everyoneCount;
    for (const code of viewer) total += index.privateCount.get(code) ?? 0;
    return { slots, tiers: slots.map(() => 0), total };
  }

  // The visible slots that pass every filter.
  const q = queryState(index);
  const mask = q.mask;
  mask.set(q.everyone);
  for (const code of viewer)
    for (const slot of index.ownerSlots.get(code) ?? []) if (owner[slot] === code) mask[slot >>> 5] |= 1 << (slot & 31);
  const sets: Bits[] = [];
  if (state.difficulty !== null) {
    const d = DIFFICULTIES.indexOf(state.difficulty);
    sets.push(filterBits(index, `d:${d}`, (slot) => index.difficulty[slot] === d));
  }
  if (tagId >= 0) sets.push(filterBits(index, `t:${tagId}`, (slot) => hasTag(index, slot, tagId)));
  if (state.maxTime !== null) {
    const maxTime = state.maxTime;
    sets.push(filterBits(index, `m:${maxTime}`, (slot) => index.cookTime[slot] <= maxTime));
  }
  if (state.minRating !== null) {
    const minRating = state.minRating;
    sets.push(filterBits(index, `r:${minRating}`, (slot) => index.rating[slot] >= minRating));
  }
  if (savedIds !== null) {
    q.saved.fill(0);
    for (const id of savedIds) {
      const slot = slotOf(index, id);
      if (slot !== -1) q.saved[slot >>> 5] |= 1 << (slot & 31);
    }
    sets.push(q.saved);
  }
  for (const set of sets) for (let i = 0; i < q.size; i++) mask[i] &= set[i];

  // Each tier's answers and their number; the total is their sum.
  const tierSets = term ? termBits(index, term) : [];
  const tierCount = term ? TIERS : 1;
  const counts: number[] = [];
  let total = 0;
  for (let t = 0; t < tierCount; t++) {
    const hits = q.hits[t];
    let count = 0;
    if (term) {
      const set = tierSets[t];
      for (let i = 0; i < q.size; i++) count += popcount((hits[i] = set[i] & mask[i]));
    } else {
      hits.set(mask);
      for (let i = 0; i < q.size; i++) count += popcount(mask[i]);
    }
    counts.push(count);
    total += count;
  }

  const slots: number[] = [];
  const tiers: number[] = [];
  for (let t = 0; t < tierCount && slots.length < keep; t++) {
    const need = Math.min(keep - slots.length, counts[t]);
    if (need === 0) continue;
    firstInOrder(index, state.sort, q.hits[t], counts[t], need, strategy, slots);
    while (tiers.length < slots.length) tiers.push(t);
  }
  return { slots, tiers, total };
}

/** One page of the browse answer and its true total, from this index alone. */
export function searchBrowseIndex(
  index: BrowseIndex,
  state: BrowseState,
  pageSize: number,
  savedIds: ReadonlySet<number> | null = null,
  strategy: "auto" | "rank" | "walk" = "auto",
  viewerId: RecipeViewer = null,
): BrowseAnswer {
  const start = (state.page - 1) * pageSize;
  const top = topOfBrowseIndex(index, { state, keep: start + pageSize, viewerId, savedIds, strategy });
  return { ids: top.slots.slice(start).map((slot) => index.ids[slot]), total: top.total };
}
