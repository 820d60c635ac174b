/**
 * The catalog's in-memory index as the server keeps it: the browse index and the finder index, both
 * built once from every recipe (the base), plus a small delta of recipes added or changed since.
 * A change costs O(log n): the recipe's old slot is removed from both bases, and its new state
 * (if it still exists) goes into the delta. Every answer merges the base's first answers with the
 * delta's, so it is exactly what a fresh build would answer (the property test holds them equal);
 * a rebuild folds the delta into a new base before it grows large (docs/decisions/023). Browse keeps
 * the delta the way the base is kept (bitsets, sort orders; browse-delta.ts), so a full delta costs
 * an answer about as much as the base does.
 */
import { normalizeTerm, type BrowseState, type SearchableRecipe, type Sort } from "../recipes/browse";
import {
  compareMatches,
  matchForm,
  normalizeSelection,
  requiredMatches,
  termMatcher,
  type RecipeMatch,
} from "../ingredients/ingredient-match";
import { isRecipeVisibleTo, type RecipeViewer } from "../recipes/recipe-visibility";
import { BrowseDelta } from "./browse-delta";
import {
  buildBrowseIndexSteps,
  removeFromBrowseIndex,
  topOfBrowseIndex,
  viewerCodes,
  visibleTags,
  type BrowseAnswer,
  type BrowseIndex,
} from "./browse-index";
import {
  buildFinderIndexSteps,
  removeFromFinderIndex,
  topOfFinderIndex,
  type FinderAnswer,
  type FinderIndex,
} from "./finder-index";
import { runToEnd, type Steps } from "./steps";

/** A recipe as both indexes see it. */
export interface IndexedRecipe extends SearchableRecipe {
  userId: string | null;
  isPublic: boolean;
  /** Shared with the author's household (issue 27); absent counts as not shared. */
  sharedWithHousehold?: boolean;
  ingredientNames: string[];
}

interface DeltaRecipe {
  recipe: IndexedRecipe;
  /** Ingredient names in match form (the finder's comparison). */
  forms: string[];
}

export class CatalogIndex {
  readonly browseBase: BrowseIndex;
  readonly finderBase: FinderIndex;
  /** The delta as the finder reads it; `browseDelta` holds the same recipes for browse and tags. */
  private readonly delta = new Map<number, DeltaRecipe>();
  private readonly browseDelta = new BrowseDelta();
  private removedFromBase = 0;
  /**
   * The base's visible tags per set of viewer codes (one entry serves every viewer without private
   * or household recipes): a scan of every base slot, kept until a base recipe is removed.
   */
  private readonly baseTags = new Map<string, ReadonlySet<string>>();

  constructor(browseBase: BrowseIndex, finderBase: FinderIndex) {
    this.browseBase = browseBase;
    this.finderBase = finderBase;
  }

  /** Builds both indexes in steps (runInSlices keeps the event loop free meanwhile). */
  static *build(recipes: readonly IndexedRecipe[]): Steps<CatalogIndex> {
    const browse = yield* buildBrowseIndexSteps(recipes);
    const finder = yield* buildFinderIndexSteps(recipes);
    return new CatalogIndex(browse, finder);
  }

  static buildNow(recipes: readonly IndexedRecipe[]): CatalogIndex {
    return runToEnd(CatalogIndex.build(recipes));
  }

  /** Recipes in the base. */
  get baseSize(): number {
    return this.browseBase.ids.length;
  }

  /** Changes since the base was built: recipes in the delta and base recipes removed. */
  get changes(): number {
    return this.delta.size + this.removedFromBase;
  }

  /** A recipe was created or changed: this is its state now. */
  upsert(recipe: IndexedRecipe): void {
    this.removeFromBase(recipe.id);
    this.delta.set(recipe.id, { recipe, forms: recipe.ingredientNames.map(matchForm) });
    this.browseDelta.set(recipe);
  }

  /** A recipe was deleted. */
  remove(id: number): void {
    this.removeFromBase(id);
    this.delta.delete(id);
    this.browseDelta.delete(id);
  }

  private removeFromBase(id: number): void {
    const removed = removeFromBrowseIndex(this.browseBase, id);
    removeFromFinderIndex(this.finderBase, id);
    if (removed) {
      this.removedFromBase++;
      this.baseTags.clear();
    }
  }

  /** One page of browse answers for this viewer, and the true total. */
  browse(
    state: BrowseState,
    pageSize: number,
    viewerId: RecipeViewer = null,
    savedIds: ReadonlySet<number> | null = null,
  ): BrowseAnswer {
    const start = (state.page - 1) * pageSize;
    const keep = start + pageSize;
    const b = this.browseBase;
    const base = topOfBrowseIndex(b, { state, keep, viewerId, savedIds });
    if (this.delta.size === 0) return { ids: base.slots.slice(start).map((s) => b.ids[s]), total: base.total };

    const d = this.browseDelta;
    const extra = d.top(state, normalizeTerm(state.q).toLowerCase(), keep, viewerId, savedIds);
    if (extra.slots.length === 0) return { ids: base.slots.slice(start).map((s) => b.ids[s]), total: base.total + extra.total };
    // Both lists are in answer order (tier, then the sort); the page is the first `keep` of the two.
    const baseFirst = BASE_FIRST[state.sort];
    const ids: number[] = [];
    let i = 0;
    let j = 0;
    while (ids.length < keep && (i < base.slots.length || j < extra.slots.length)) {
      const fromBase =
        j >= extra.slots.length ||
        (i < base.slots.length &&
          (base.tiers[i] !== extra.tiers[j] ? base.tiers[i] < extra.tiers[j] : baseFirst(b, base.slots[i], d, extra.slots[j])));
      ids.push(fromBase ? b.ids[base.slots[i++]] : d.ids[extra.slots[j++]]);
    }
    return { ids: ids.slice(start), total: base.total + extra.total };
  }

  /** One page of the finder's answers for this viewer, and the true total. */
  find(entered: readonly string[], offset: number, limit: number, viewerId: RecipeViewer = null): FinderAnswer {
    const keep = offset + limit;
    const base = topOfFinderIndex(this.finderBase, entered, keep, viewerId);
    if (this.delta.size === 0) return { total: base.total, matches: base.matches.slice(offset) };
    const terms = normalizeSelection(entered);
    if (terms.length === 0) return base;
    const needed = requiredMatches(terms.length);
    const matchers = terms.map(termMatcher);
    const extra = new TopK<RecipeMatch>(keep, compareMatches);
    let extraTotal = 0;
    for (const { recipe, forms } of this.delta.values()) {
      if (!isRecipeVisibleTo(recipe, viewerId)) continue;
      const matched = terms.filter((_, t) => forms.some(matchers[t]));
      if (matched.length < needed) continue;
      extraTotal++;
      extra.offer({ id: recipe.id, rating: recipe.rating, matched });
    }
    const merged = mergeSorted(base.matches, extra.items, compareMatches, keep);
    return { total: base.total + extraTotal, matches: merged.slice(offset) };
  }

  /** Every tag of a recipe the viewer may see, sorted (the Category filter). */
  tags(viewerId: RecipeViewer = null): string[] {
    const code = viewerCodes(this.browseBase, viewerId).join(",");
    let base = this.baseTags.get(code);
    if (!base) {
      if (this.baseTags.size >= 256) this.baseTags.clear();
      base = visibleTags(this.browseBase, viewerId);
      this.baseTags.set(code, base);
    }
    const tags = new Set(base);
    this.browseDelta.addVisibleTags(viewerId, tags);
    return [...tags].sort();
  }
}

/**
 * Whether a base slot comes before a delta slot in each sort's order: compareBySort over the two
 * indexes' arrays (titles are lower-cased in both; a recipe is never in both, so ids never tie).
 */
const BASE_FIRST: Record<Sort, (b: BrowseIndex, x: number, d: BrowseDelta, y: number) => boolean> = {
  rating: (b, x, d, y) => (d.rating[y] - b.rating[x] || b.ids[x] - d.ids[y]) < 0,
  cookTime: (b, x, d, y) => (b.cookTime[x] - d.cookTime[y] || b.ids[x] - d.ids[y]) < 0,
  title: (b, x, d, y) => {
    const tx = b.titles[x];
    const ty = d.titles[y];
    return tx < ty || (tx === ty && b.ids[x] < d.ids[y]);
  },
  newest: (b, x, d, y) => (d.created[y] - b.created[x] || d.ids[y] - b.ids[x]) < 0,
};

/**
 * The best `keep` items offered, in order, without sorting them all: an item that loses to the last
 * one kept costs one comparison, and only the few that win are placed by binary search. (`compare`
 * never ties two different recipes: every sort ends on the id.)
 */
export class TopK<T> {
  readonly items: T[] = [];

  constructor(
    private readonly keep: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items, keep, compare } = this;
    if (keep <= 0) return;
    if (items.length === keep && compare(item, items[keep - 1]) >= 0) return;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(items[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, item);
    if (items.length > keep) items.pop();
  }
}

/** The first `keep` of two sorted lists, merged. */
function mergeSorted<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number, keep: number): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (out.length < keep && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && compare(a[i], b[j]) <= 0)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}
