/**
 * The catalog's in-memory index as the server keeps it: the browse index and the finder index, both
 * built once from every recipe (the base), plus a small delta of recipes added or changed since.
 * A change costs O(log n): the recipe's old slot is removed from both bases, and its new state
 * (if it still exists) goes into the delta. Every answer merges the base's first answers with the
 * delta's, so it is exactly what a fresh build would answer (the property test holds them equal);
 * a rebuild folds the delta into a new base before it grows large (docs/decisions/023).
 */
import { compareBySort, normalizeTerm, type BrowseState, type SearchableRecipe } from "../browse";
import {
  compareMatches,
  matchForm,
  normalizeSelection,
  requiredMatches,
  termMatcher,
  type RecipeMatch,
} from "../ingredient-match";
import { isRecipeVisibleTo } from "../recipe-visibility";
import {
  buildBrowseIndexSteps,
  removeFromBrowseIndex,
  searchFields,
  topOfBrowseIndex,
  viewerCode,
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
  ingredientNames: string[];
}

interface DeltaRecipe {
  recipe: IndexedRecipe;
  fields: ReturnType<typeof searchFields>;
  /** Ingredient names in match form (the finder's comparison). */
  forms: string[];
}

/** Terms whose delta tiers are remembered. */
const REMEMBERED_TERMS = 64;

interface Ranked {
  tier: number;
  recipe: SearchableRecipe;
}

export class CatalogIndex {
  readonly browseBase: BrowseIndex;
  readonly finderBase: FinderIndex;
  private readonly delta = new Map<number, DeltaRecipe>();
  private removedFromBase = 0;
  /**
   * Recently asked terms, each with the tier of every delta recipe it has been tested on: a delta
   * recipe's fields are read once per term instead of once per answer. A change forgets its recipe.
   */
  private readonly deltaTiers = new Map<string, Map<number, number>>();
  /**
   * The base's visible tags per viewer code (one entry serves every viewer without private
   * recipes): a scan of every base slot, kept until a base recipe is removed.
   */
  private readonly baseTags = new Map<number, ReadonlySet<string>>();

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
    const fields = searchFields(recipe);
    this.delta.set(recipe.id, { recipe, fields, forms: fields.ingredients.map(matchForm) });
    this.forgetTiers(recipe.id);
  }

  /** A recipe was deleted. */
  remove(id: number): void {
    this.removeFromBase(id);
    this.delta.delete(id);
    this.forgetTiers(id);
  }

  private forgetTiers(id: number): void {
    for (const tiers of this.deltaTiers.values()) tiers.delete(id);
  }

  /** The remembered tiers of delta recipes for this term (the oldest term is forgotten past 64). */
  private tiersFor(term: string): Map<number, number> {
    let tiers = this.deltaTiers.get(term);
    if (!tiers) {
      if (this.deltaTiers.size >= REMEMBERED_TERMS) this.deltaTiers.delete(this.deltaTiers.keys().next().value!);
      tiers = new Map();
      this.deltaTiers.set(term, tiers);
    }
    return tiers;
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
    viewerId: string | null = null,
    savedIds: ReadonlySet<number> | null = null,
  ): BrowseAnswer {
    const start = (state.page - 1) * pageSize;
    const keep = start + pageSize;
    const base = topOfBrowseIndex(this.browseBase, { state, keep, viewerId, savedIds });
    if (this.delta.size === 0) return { ids: base.slots.slice(start).map((s) => this.browseBase.ids[s]), total: base.total };

    const term = normalizeTerm(state.q).toLowerCase();
    const bySort = compareBySort(state.sort);
    const compare = (a: Ranked, b: Ranked) => a.tier - b.tier || bySort(a.recipe, b.recipe);
    // Only the delta's best `keep` answers can reach the page; the others are only counted.
    const extra = new TopK<Ranked>(keep, compare);
    let extraTotal = 0;
    const tiers = term ? this.tiersFor(term) : null;
    for (const { recipe, fields } of this.delta.values()) {
      if (!isRecipeVisibleTo(recipe, viewerId)) continue;
      if (savedIds !== null && !savedIds.has(recipe.id)) continue;
      if (state.difficulty !== null && recipe.difficulty !== state.difficulty) continue;
      if (state.tag !== null && !recipe.tags.includes(state.tag)) continue;
      if (state.maxTime !== null && recipe.cookTime > state.maxTime) continue;
      if (state.minRating !== null && recipe.rating < state.minRating) continue;
      let tier = tiers ? tiers.get(recipe.id) : 0;
      if (tier === undefined) {
        tier = deltaTier(fields, term);
        tiers!.set(recipe.id, tier);
      }
      if (tier < 0) continue;
      extraTotal++;
      extra.offer({ tier, recipe });
    }
    const fromBase = base.slots.map((slot, i): Ranked => ({ tier: base.tiers[i], recipe: this.baseRecipe(slot) }));
    const merged = mergeSorted(fromBase, extra.items, compare, keep);
    return { ids: merged.slice(start).map((r) => r.recipe.id), total: base.total + extraTotal };
  }

  /** The sort fields of a base slot, as a recipe (only what compareBySort reads). */
  private baseRecipe(slot: number): SearchableRecipe {
    const b = this.browseBase;
    return {
      id: b.ids[slot],
      title: b.titles[slot],
      description: "",
      tags: [],
      difficulty: "Easy",
      cookTime: b.cookTime[slot],
      rating: b.rating[slot],
      createdAt: new Date(b.created[slot]),
    };
  }

  /** One page of the finder's answers for this viewer, and the true total. */
  find(entered: readonly string[], offset: number, limit: number, viewerId: string | null = null): FinderAnswer {
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
  tags(viewerId: string | null = null): string[] {
    const code = viewerCode(this.browseBase, viewerId);
    let base = this.baseTags.get(code);
    if (!base) {
      if (this.baseTags.size >= 256) this.baseTags.clear();
      base = visibleTags(this.browseBase, viewerId);
      this.baseTags.set(code, base);
    }
    const tags = new Set(base);
    for (const { recipe } of this.delta.values())
      if (isRecipeVisibleTo(recipe, viewerId)) for (const t of recipe.tags) tags.add(t);
    return [...tags].sort();
  }
}

function deltaTier(fields: DeltaRecipe["fields"], term: string): number {
  if (!term) return 0;
  if (fields.title.includes(term)) return 0;
  if (fields.tagText.includes(term)) return 1;
  if (fields.description.includes(term)) return 2;
  if (fields.ingredients.some((name) => name.includes(term))) return 3;
  return -1;
}

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
