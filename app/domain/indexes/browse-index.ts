/**
 * The browse index: the catalog's searchable fields in flat arrays, one slot per recipe, with a
 * word dictionary for the search term and the four sort orders computed once. A browse answer (the
 * search rule, filters, tiers of where the term occurs, one page and the true total) is then a walk
 * over one precomputed order, touching typed arrays only, instead of a database scan and sort of
 * every matching row (see docs/decisions/009 and 023).
 *
 * The arrays are built once (in steps, see steps.ts) and never grow: a recipe that changes or goes
 * away is removed in place (its slot is marked removed, O(log n)), and the changed recipe lives in
 * the small delta of catalog-index.ts until the next rebuild.
 *
 * Plain functions over plain data: every answer must equal `browseInMemory`, the reference rule.
 */
import { normalizeTerm, type BrowseState, type SearchableRecipe, type Sort } from "../browse";
import { DIFFICULTIES } from "../recipe";
import { runToEnd, sortInSteps, type Steps } from "./steps";

/** owner[slot]: visible to everyone (the catalog, or shared by its author). */
export const EVERYONE = 0;
/** owner[slot]: removed (deleted or changed since the build). */
export const REMOVED = -1;
/** A viewer code that matches no private slot (visitors, users without private recipes here). */
const NOBODY = -2;

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
  /** EVERYONE, REMOVED, or the code of the author of a private recipe (`ownerCodes`). */
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
    if (recipe.userId == null || recipe.isPublic) {
      owner[slot] = EVERYONE;
      everyoneCount++;
    } else {
      let code = ownerCodes.get(recipe.userId);
      if (code === undefined) ownerCodes.set(recipe.userId, (code = ownerCodes.size + 1));
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
  if (owner === EVERYONE) index.everyoneCount--;
  else index.privateCount.set(owner, (index.privateCount.get(owner) ?? 1) - 1);
  index.owner[slot] = REMOVED;
  return true;
}

/** The viewer's owner code in this index (NOBODY for visitors and users with no private slot). */
export function viewerCode(index: BrowseIndex, viewerId: string | null): number {
  return viewerId === null ? NOBODY : (index.ownerCodes.get(viewerId) ?? NOBODY);
}

/** Tags of the slots the viewer can see. */
export function visibleTags(index: BrowseIndex, viewerId: string | null): Set<string> {
  const seen = new Uint8Array(index.tagNames.length);
  const code = viewerCode(index, viewerId);
  const mark = (slot: number) => {
    for (let i = index.tagStart[slot]; i < index.tagStart[slot + 1]; i++) seen[index.tagIds[i]] = 1;
  };
  for (let slot = 0; slot < index.ids.length; slot++) if (index.owner[slot] === EVERYONE) mark(slot);
  for (const slot of index.ownerSlots.get(code) ?? []) if (index.owner[slot] === code) mark(slot);
  return new Set(index.tagNames.filter((_, id) => seen[id] === 1));
}

/** Per-index working memory, reused by every search (searches are synchronous, so never shared). */
interface Scratch {
  hits: Uint8Array;
  tiers: Uint8Array;
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
    s = { hits: new Uint8Array(n), tiers: new Uint8Array(n), list: new Int32Array(n), ranks: {}, wordsWith: new Map() };
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
  /** A one-word term: being a candidate already means a field contains the term, and tiers[slot] says which. */
  exact: boolean;
  tiers: Uint8Array;
}

/**
 * For each slot, how many of the term's words it uses (as part of any of its words): the slots that
 * use all of them are the candidates. A term of one word needs no further check; a longer term
 * (spaces, punctuation) is checked against the fields themselves.
 */
function candidates(index: BrowseIndex, term: string): Candidates {
  const own = scratch(index);
  const { hits, tiers } = own;
  hits.fill(0);
  const parts = [...new Set(term.match(WORD) ?? [])].slice(0, 255);
  if (parts.length === 0) {
    // Only punctuation: every recipe is a candidate for the text check.
    hits.fill(1);
    return { hits, need: 1, list: null, exact: false, tiers };
  }
  const exact = ONE_WORD.test(term);
  if (exact) tiers.fill(3);
  let found = 0;
  const last = parts.length - 1;
  parts.forEach((part, k) => {
    for (const w of wordsWith(index, part)) {
      const entries = index.postings[w];
      for (let i = 0; i < entries.length; i++) {
        const slot = entries[i] >> 2;
        if (exact && (entries[i] & 3) < tiers[slot]) tiers[slot] = entries[i] & 3;
        if (hits[slot] !== k) continue;
        hits[slot] = k + 1;
        if (k === last) own.list[found++] = slot;
      }
    }
  });
  return { hits, need: parts.length, list: own.list.subarray(0, found), exact, tiers };
}

function hasTag(index: BrowseIndex, slot: number, tagId: number): boolean {
  for (let i = index.tagStart[slot]; i < index.tagStart[slot + 1]; i++) if (index.tagIds[i] === tagId) return true;
  return false;
}

/** Where the (multi-word) term occurs in a slot's fields, as termTier does; -1 nowhere. */
function slotTier(index: BrowseIndex, slot: number, term: string): number {
  if (index.titles[slot].includes(term)) return 0;
  if (index.tagTexts[slot].includes(term)) return 1;
  if (index.descriptions[slot].includes(term)) return 2;
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
  viewerId: string | null;
  /** The user's saved recipes when "Saved only" is on (null: the filter is off). */
  savedIds: ReadonlySet<number> | null;
  /** How to find the page among the candidates; "auto" picks by their number (tests force each). */
  strategy?: "auto" | "rank" | "walk";
}

/** Below this share of the catalog, candidates are ranked directly instead of walking a whole order. */
const FEW_CANDIDATES = 1 / 4;
const TIERS = 4;

/** The first `keep` answers (tier, then the sort) and the true total, over the visible, not removed slots. */
export function topOfBrowseIndex(index: BrowseIndex, query: BrowseQuery): BrowseTop {
  const { state, keep, savedIds } = query;
  const strategy = query.strategy ?? "auto";
  const n = index.ids.length;
  const none = { slots: [], tiers: [], total: 0 };
  const term = normalizeTerm(state.q).toLowerCase();
  const tagId = state.tag === null ? -2 : index.tagNames.indexOf(state.tag);
  if (n === 0 || tagId === -1 || (savedIds && savedIds.size === 0)) return none;
  const viewer = viewerCode(index, query.viewerId);
  const owner = index.owner;
  const difficulty = state.difficulty === null ? -1 : DIFFICULTIES.indexOf(state.difficulty);
  const maxTime = state.maxTime ?? Infinity;
  const minRating = state.minRating ?? -Infinity;
  const order = index.orders[state.sort];
  const filtered = difficulty !== -1 || tagId >= 0 || savedIds !== null || state.maxTime !== null || state.minRating !== null;

  // Everything, in the chosen order: the total is counted as recipes change.
  if (!term && !filtered) {
    const slots: number[] = [];
    for (let i = 0; i < n && slots.length < keep; i++) {
      const o = owner[order[i]];
      if (o === EVERYONE || o === viewer) slots.push(order[i]);
    }
    return { slots, tiers: slots.map(() => 0), total: index.everyoneCount + (index.privateCount.get(viewer) ?? 0) };
  }

  const match = term ? candidates(index, term) : null;
  const passesFilters = (slot: number) =>
    (owner[slot] === EVERYONE || owner[slot] === viewer) &&
    (difficulty === -1 || index.difficulty[slot] === difficulty) &&
    index.cookTime[slot] <= maxTime &&
    index.rating[slot] >= minRating &&
    (tagId < 0 || hasTag(index, slot, tagId)) &&
    (savedIds === null || savedIds.has(index.ids[slot]));
  const tierOf = (slot: number) => (match === null ? 0 : match.exact ? match.tiers[slot] : slotTier(index, slot, term));

  // Few candidates: rank them (tier, then the sort's position) and sort the keys.
  const few = match?.list && (strategy === "rank" || (strategy === "auto" && match.list.length < n * FEW_CANDIDATES));
  if (match?.list && few) {
    const rank = ranks(index, state.sort);
    const keys: number[] = [];
    for (const slot of match.list) {
      if (!passesFilters(slot)) continue;
      const tier = tierOf(slot);
      if (tier >= 0) keys.push(tier * n + rank[slot]);
    }
    const top = Int32Array.from(keys).sort().subarray(0, keep);
    return {
      slots: Array.from(top, (key) => order[key % n]),
      tiers: Array.from(top, (key) => Math.floor(key / n)),
      total: keys.length,
    };
  }

  // Otherwise walk the order once, counting, and keep the first answers of each tier.
  const byTier: number[][] = Array.from({ length: TIERS }, () => []);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const slot = order[i];
    if (match && match.hits[slot] !== match.need) continue;
    if (!passesFilters(slot)) continue;
    const tier = tierOf(slot);
    if (tier < 0) continue;
    total++;
    if (byTier[tier].length < keep) byTier[tier].push(slot);
  }
  const slots: number[] = [];
  const tiers: number[] = [];
  for (let tier = 0; tier < TIERS && slots.length < keep; tier++)
    for (const slot of byTier[tier].slice(0, keep - slots.length)) {
      slots.push(slot);
      tiers.push(tier);
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
  viewerId: string | null = null,
): BrowseAnswer {
  const start = (state.page - 1) * pageSize;
  const top = topOfBrowseIndex(index, { state, keep: start + pageSize, viewerId, savedIds, strategy });
  return { ids: top.slots.slice(start).map((slot) => index.ids[slot]), total: top.total };
}
