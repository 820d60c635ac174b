/**
 * The browse side of the live index's delta (catalog-index.ts): the recipes created or changed since
 * the base was built, kept the way the base keeps its own (browse-index.ts, docs/decisions/023), so
 * that an answer with a full delta costs about what the base answer costs:
 *
 * - one slot per recipe in flat typed arrays (sort fields, difficulty, owner code), a deleted
 *   recipe's slot reused by the next new one;
 * - bitsets over the slots: the slots visible to everyone, and per recently asked filter and term
 *   the slots passing it (a term: four disjoint sets, where it occurs first). They are brought up
 *   to date when asked, from a log of the slots changed since (each changed slot is tested once per
 *   remembered set, not once per answer);
 * - the live slots in each of the four sort orders, kept sorted as changes arrive (a binary search
 *   and one `copyWithin` per order: microseconds at a few thousand slots).
 *
 * An answer ANDs the bitsets, counts the total by population count and walks the sort's order
 * only until the page is full, as the base does.
 */
import type { BrowseState, SearchableRecipe, Sort } from "../recipes/browse";
import { DIFFICULTIES } from "../recipes/recipe";
import { viewerKeys, visibilityKey, type RecipeViewer } from "../recipes/recipe-visibility";
import { searchFields } from "./browse-index";

/** owner[slot]: visible to everyone. */
const EVERYONE = 0;
/** owner[slot]: a free slot (its recipe was deleted). */
const FREE = -1;
const TIERS = 4;
/** Filters and terms whose sets are remembered. */
const REMEMBERED = 64;
const SORTS: readonly Sort[] = ["rating", "cookTime", "title", "newest"];

/** A recipe as the delta sees it: the base's searchable fields plus its author and sharing. */
export interface DeltaRecipe extends SearchableRecipe {
  userId: string | null;
  isPublic: boolean;
  sharedWithHousehold?: boolean;
}

/** The first `keep` delta answers (slots and tiers, in order) and how many answers there are. */
export interface DeltaTop {
  slots: number[];
  tiers: number[];
  total: number;
}

/** A set of slots, 32 per word. */
type Bits = Int32Array;

/** Remembered sets (one for a filter, four for a term), up to date with changed[0 … seen). */
interface Remembered {
  sets: Bits[];
  seen: number;
  /** Which set a slot belongs to (-1: none). */
  classify: (slot: number) => number;
}

type Fields = ReturnType<typeof searchFields>;

export class BrowseDelta {
  /** Slots ever used; arrays have room for `capacity` (a multiple of 32). */
  private capacity = 0;
  private used = 0;
  private readonly free: number[] = [];
  private readonly slotById = new Map<number, number>();
  ids = new Int32Array(0);
  rating = new Float64Array(0);
  cookTime = new Int32Array(0);
  created = new Float64Array(0);
  private difficulty = new Uint8Array(0);
  private owner = new Int32Array(0);
  /** Lower-case titles (the title order); every searched field and the tags, for the sets. */
  titles: string[] = [];
  private fields: Fields[] = [];
  private tags: string[][] = [];
  private readonly ownerCodes = new Map<string, number>();
  /** Live private slots per owner code. */
  private readonly ownSlots = new Map<number, Set<number>>();
  /** Live slots visible to everyone. */
  private everyone: Bits = new Int32Array(0);
  /** Live slots in each sort's order. */
  private readonly orders: Record<Sort, Int32Array> = {
    rating: new Int32Array(0),
    cookTime: new Int32Array(0),
    title: new Int32Array(0),
    newest: new Int32Array(0),
  };
  private readonly compare: Record<Sort, (a: number, b: number) => number> = {
    rating: (a, b) => this.rating[b] - this.rating[a] || this.ids[a] - this.ids[b],
    cookTime: (a, b) => this.cookTime[a] - this.cookTime[b] || this.ids[a] - this.ids[b],
    title: (a, b) => {
      const ta = this.titles[a];
      const tb = this.titles[b];
      return ta < tb ? -1 : ta > tb ? 1 : this.ids[a] - this.ids[b];
    },
    newest: (a, b) => this.created[b] - this.created[a] || this.ids[b] - this.ids[a],
  };
  /** Slots given a new recipe, in order (the remembered sets catch up from here). */
  private changed: number[] = [];
  private readonly remembered = new Map<string, Remembered>();
  /** Working bitsets. */
  private mask: Bits = new Int32Array(0);
  private saved: Bits = new Int32Array(0);
  private hits: Bits[] = [];

  /** Recipes in the delta. */
  get size(): number {
    return this.slotById.size;
  }

  /** Puts a recipe's current state in the delta (replacing its earlier one). */
  set(recipe: DeltaRecipe): void {
    let slot = this.slotById.get(recipe.id);
    if (slot !== undefined) this.unorder(slot);
    else {
      slot = this.free.pop() ?? this.newSlot();
      this.slotById.set(recipe.id, slot);
    }
    const fields = searchFields(recipe);
    this.ids[slot] = recipe.id;
    this.rating[slot] = recipe.rating;
    this.cookTime[slot] = recipe.cookTime;
    this.created[slot] = recipe.createdAt.getTime();
    this.difficulty[slot] = DIFFICULTIES.indexOf(recipe.difficulty);
    this.titles[slot] = fields.title;
    this.fields[slot] = fields;
    this.tags[slot] = recipe.tags;
    let code = EVERYONE;
    const key = visibilityKey(recipe);
    if (key !== null) {
      code = this.ownerCodes.get(key) ?? this.ownerCodes.size + 1;
      this.ownerCodes.set(key, code);
    }
    this.setOwner(slot, code);
    this.changed.push(slot);
    const count = this.slotById.size - 1;
    for (const sort of SORTS) {
      const order = this.orders[sort];
      const at = this.position(sort, slot, count);
      order.copyWithin(at + 1, at, count);
      order[at] = slot;
    }
  }

  /** Takes a recipe out of the delta (nothing to do if it is not here). */
  delete(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.unorder(slot);
    this.slotById.delete(id);
    this.setOwner(slot, FREE);
    this.free.push(slot);
  }

  /** Moves a slot between everyone, an owner's private slots and free. */
  private setOwner(slot: number, code: number): void {
    const before = this.owner[slot];
    if (before === EVERYONE) this.everyone[slot >>> 5] &= ~(1 << (slot & 31));
    else if (before !== FREE) this.ownSlots.get(before)!.delete(slot);
    this.owner[slot] = code;
    if (code === EVERYONE) this.everyone[slot >>> 5] |= 1 << (slot & 31);
    else if (code !== FREE) {
      const own = this.ownSlots.get(code);
      if (own) own.add(slot);
      else this.ownSlots.set(code, new Set([slot]));
    }
  }

  /** Removes a live slot from every order (its fields still hold the values it was placed by). */
  private unorder(slot: number): void {
    const count = this.slotById.size;
    for (const sort of SORTS) {
      const order = this.orders[sort];
      const at = this.position(sort, slot, count);
      order.copyWithin(at, at + 1, count);
    }
  }

  /** Where `slot` is or belongs among the first `count` entries of the sort's order. */
  private position(sort: Sort, slot: number, count: number): number {
    const order = this.orders[sort];
    const compare = this.compare[sort];
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order[middle], slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private newSlot(): number {
    if (this.used === this.capacity) this.grow(Math.max(256, this.capacity * 2));
    return this.used++;
  }

  private grow(capacity: number): void {
    const bigger = <A extends Int32Array | Float64Array | Uint8Array>(a: A, make: (n: number) => A, n = capacity): A => {
      const out = make(n);
      out.set(a);
      return out;
    };
    this.ids = bigger(this.ids, (n) => new Int32Array(n));
    this.rating = bigger(this.rating, (n) => new Float64Array(n));
    this.cookTime = bigger(this.cookTime, (n) => new Int32Array(n));
    this.created = bigger(this.created, (n) => new Float64Array(n));
    this.difficulty = bigger(this.difficulty, (n) => new Uint8Array(n));
    this.owner = bigger(this.owner, (n) => new Int32Array(n).fill(FREE));
    for (const sort of SORTS) this.orders[sort] = bigger(this.orders[sort], (n) => new Int32Array(n));
    const words = capacity >>> 5;
    const bits = (a: Bits) => bigger(a, (n) => new Int32Array(n), words);
    this.everyone = bits(this.everyone);
    for (const r of this.remembered.values()) r.sets = r.sets.map(bits);
    this.mask = new Int32Array(words);
    this.saved = new Int32Array(words);
    this.hits = Array.from({ length: TIERS }, () => new Int32Array(words));
    this.capacity = capacity;
  }

  /**
   * The sets of a filter or term, up to date: made on first use from every used slot, then
   * brought up to date from the change log (the least recently asked is forgotten past 64).
   */
  private setsFor(key: string, count: number, classifier: () => (slot: number) => number): Bits[] {
    let r = this.remembered.get(key);
    if (r) this.remembered.delete(key);
    else {
      if (this.remembered.size >= REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
      const sets = Array.from({ length: count }, () => new Int32Array(this.capacity >>> 5));
      r = { sets, seen: 0, classify: classifier() };
      for (let slot = 0; slot < this.used; slot++) this.place(r, slot);
      r.seen = this.changed.length;
    }
    this.remembered.set(key, r);
    const changed = this.changed;
    for (; r.seen < changed.length; r.seen++) this.place(r, changed[r.seen]);
    // The log only grows; once it is long, start again (every set is remade when next asked).
    if (changed.length >= 4 * this.capacity) {
      this.changed = [];
      const keep = this.remembered.get(key)!;
      this.remembered.clear();
      keep.seen = 0;
      this.remembered.set(key, keep);
    }
    return r.sets;
  }

  private place(r: Remembered, slot: number): void {
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (const set of r.sets) set[word] &= ~bit;
    if (this.owner[slot] === FREE) return;
    const k = r.classify(slot);
    if (k >= 0) r.sets[k][word] |= bit;
  }

  /** Tags of the delta's recipes this viewer may see, added to `into`. */
  addVisibleTags(viewerId: RecipeViewer, into: Set<string>): void {
    const viewer = this.viewerCodes(viewerId);
    for (const slot of this.slotById.values()) {
      const o = this.owner[slot];
      if (o === EVERYONE || (o !== FREE && viewer.includes(o))) for (const tag of this.tags[slot]) into.add(tag);
    }
  }

  /** The codes of the viewer's visibility keys seen here (recipe-visibility.ts `viewerKeys`). */
  private viewerCodes(viewer: RecipeViewer): number[] {
    return viewerKeys(viewer).flatMap((key) => this.ownerCodes.get(key) ?? []);
  }

  /**
   * The first `keep` answers (tier, then the sort) and the true total, for a lower-case normalized
   * term ("" for none), as browseInMemory's rule says. `strategy` finds each tier's first answers
   * by walking the sort's order or by sorting the tier's slots; "auto" picks (tests force each).
   */
  top(
    state: BrowseState,
    term: string,
    keep: number,
    viewerId: RecipeViewer,
    savedIds: ReadonlySet<number> | null,
    strategy: "auto" | "walk" | "sort" = "auto",
  ): DeltaTop {
    const count = this.slotById.size;
    if (count === 0 || (savedIds !== null && savedIds.size === 0)) return { slots: [], tiers: [], total: 0 };
    // Words holding every slot ever used (the rest are empty).
    const words = (this.used + 31) >>> 5;
    const mask = this.mask;
    for (let i = 0; i < words; i++) mask[i] = this.everyone[i];
    for (const code of this.viewerCodes(viewerId))
      for (const slot of this.ownSlots.get(code) ?? []) mask[slot >>> 5] |= 1 << (slot & 31);
    const sets: Bits[] = [];
    const { difficulty, tag, maxTime, minRating } = state;
    if (difficulty !== null) {
      const d = DIFFICULTIES.indexOf(difficulty);
      sets.push(this.setsFor(`d:${d}`, 1, () => (slot) => (this.difficulty[slot] === d ? 0 : -1))[0]);
    }
    if (tag !== null) sets.push(this.setsFor(`t:${tag}`, 1, () => (slot) => (this.tags[slot].includes(tag) ? 0 : -1))[0]);
    if (maxTime !== null)
      sets.push(this.setsFor(`m:${maxTime}`, 1, () => (slot) => (this.cookTime[slot] <= maxTime ? 0 : -1))[0]);
    if (minRating !== null)
      sets.push(this.setsFor(`r:${minRating}`, 1, () => (slot) => (this.rating[slot] >= minRating ? 0 : -1))[0]);
    if (savedIds !== null) {
      this.saved.fill(0, 0, words);
      for (const id of savedIds) {
        const slot = this.slotById.get(id);
        if (slot !== undefined) this.saved[slot >>> 5] |= 1 << (slot & 31);
      }
      sets.push(this.saved);
    }
    for (const set of sets) for (let i = 0; i < words; i++) mask[i] &= set[i];

    const tierSets = term ? this.setsFor(`q:${term}`, TIERS, () => (slot) => fieldTier(this.fields[slot], term)) : [mask];
    const counts: number[] = [];
    let total = 0;
    for (let t = 0; t < tierSets.length; t++) {
      const hits = this.hits[t];
      const set = tierSets[t];
      let n = 0;
      for (let i = 0; i < words; i++) n += popcount((hits[i] = set[i] & mask[i]));
      counts.push(n);
      total += n;
    }

    const slots: number[] = [];
    const tiers: number[] = [];
    const order = this.orders[state.sort];
    for (let t = 0; t < counts.length && slots.length < keep; t++) {
      const need = Math.min(keep - slots.length, counts[t]);
      if (need === 0) continue;
      const hits = this.hits[t];
      // Walking a few thousand entries costs less than sorting even a few dozen slots with a
      // comparator (measured): sort only a handful of answers spread over a long order.
      if (strategy === "walk" || (strategy === "auto" && need * count <= counts[t] * 8192)) {
        // Walk the order until the tier's first `need` are found.
        for (let i = 0, found = 0; found < need && i < count; i++) {
          const slot = order[i];
          if ((hits[slot >>> 5] >>> (slot & 31)) & 1) {
            slots.push(slot);
            found++;
          }
        }
      } else {
        // A handful of answers spread over a long order: sort them instead.
        const few: number[] = [];
        for (let i = 0; i < words; i++)
          for (let word = hits[i]; word !== 0; word &= word - 1) few.push((i << 5) | (31 - Math.clz32(word & -word)));
        few.sort(this.compare[state.sort]);
        for (let j = 0; j < need; j++) slots.push(few[j]);
      }
      while (tiers.length < slots.length) tiers.push(t);
    }
    return { slots, tiers, total };
  }
}

/** Bits set in a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Where the term occurs first in a recipe's fields (termTier's rule); -1 nowhere. */
function fieldTier(fields: Fields, term: string): number {
  if (fields.title.includes(term)) return 0;
  if (fields.tagText.includes(term)) return 1;
  if (fields.description.includes(term)) return 2;
  if (fields.ingredients.some((name) => name.includes(term))) return 3;
  return -1;
}
