import { describe, expect, it } from "vitest";
import {
  browseInMemory,
  DEFAULT_BROWSE,
  PAGE_SIZE,
  SORTS,
  termTier,
  type BrowseState,
  type SearchableRecipe,
} from "../recipes/browse";
import { DIFFICULTIES } from "../recipes/recipe";
import { buildBrowseIndex, removeFromBrowseIndex, searchBrowseIndex } from "./browse-index";

/** A small deterministic PRNG, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const VOCABULARY = [
  "Chicken",
  "chickpea",
  "soup",
  "Lemon",
  "garlic",
  "lemon-garlic",
  "pasta",
  "Crème",
  "brûlée",
  "100%",
  "rye",
  "an",
  "curry",
];
// Tags of several words too, so a phrase can be found first in a tag.
const TAGS = ["vegan", "dinner", "italian", "quick", "soup", "quick dinner", "lemon-garlic soup"];
const INGREDIENTS = ["garlic", "olive oil", "chicken stock", "penne pasta", "lemon", "salt"];

function catalog(size: number, seed: number): SearchableRecipe[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const phrase = (words: number) => Array.from({ length: words }, () => pick(VOCABULARY)).join(next() < 0.2 ? ", " : " ");
  return Array.from({ length: size }, (_, i) => ({
    // Ids out of order and with gaps, as after deletions.
    id: ((i * 7919) % size) * 3 + 1,
    title: phrase(1 + Math.floor(next() * 3)),
    description: phrase(Math.floor(next() * 8)),
    tags: Array.from({ length: Math.floor(next() * 4) }, () => pick(TAGS)),
    difficulty: pick(DIFFICULTIES),
    cookTime: 5 + Math.floor(next() * 20) * 10,
    rating: Math.round(next() * 50) / 10,
    // Shared timestamps make ties that only the id breaks.
    createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 30))),
    // Ingredient names: the fourth tier of the search ("garlic" finds a dish that uses garlic).
    ingredientNames: Array.from({ length: Math.floor(next() * 4) }, () => pick(INGREDIENTS)),
    // Catalog, shared and private recipes of two cooks.
    userId: next() < 0.6 ? null : pick(["ann", "bob"]),
    isPublic: next() < 0.5,
  }));
}

const recipes = catalog(400, 7);
const index = buildBrowseIndex(recipes);

const states: Partial<BrowseState>[] = [
  {},
  { q: "chicken" },
  { q: "CHICK" },
  { q: "lemon garlic" },
  { q: "lemon-garlic", sort: "title" },
  { q: "garlic, pasta" },
  { q: "100%" },
  { q: "%" },
  { q: "crème brû", sort: "newest" },
  { q: "an", page: 2 },
  { q: "soup", tag: "soup", sort: "cookTime" },
  { q: "qqq" },
  { q: "olive" },
  { q: "olive oil", sort: "newest" },
  { q: "pasta", sort: "cookTime" },
  { tag: "vegan", minRating: 3.5, sort: "title", page: 2 },
  { tag: "missing" },
  { difficulty: "Hard", maxTime: 60, sort: "newest" },
  { minRating: 4.7 },
  { sort: "title", page: 5 },
  { sort: "rating", page: 40 },
];

const strategies = ["auto", "rank", "walk"] as const;

const viewers = [null, "ann", "bob", "carol"];

describe.each(strategies)("searchBrowseIndex (%s)", (strategy) => {
  it.each(states)("answers %j exactly as the reference rule does, for every viewer", (partial) => {
    const state = { ...DEFAULT_BROWSE, ...partial };
    for (const viewer of viewers) {
      const expected = browseInMemory(recipes, state, viewer);
      const actual = searchBrowseIndex(index, state, PAGE_SIZE, null, strategy, viewer);
      expect({ viewer, total: actual.total, ids: actual.ids }).toEqual({
        viewer,
        total: expected.total,
        ids: expected.recipes.map((r) => r.id),
      });
    }
  });

  it("never shows another cook's private recipe, and shows the owner theirs", () => {
    const bobsPrivate = recipes.filter((r) => r.userId === "bob" && !r.isPublic).map((r) => r.id);
    expect(bobsPrivate.length).toBeGreaterThan(0);
    const all = { ...DEFAULT_BROWSE, sort: "title" as const };
    const everything = (viewer: string | null) =>
      Array.from(
        { length: 20 },
        (_, i) => searchBrowseIndex(index, { ...all, page: i + 1 }, PAGE_SIZE, null, strategy, viewer).ids,
      ).flat();
    for (const viewer of [null, "ann"]) expect(everything(viewer).filter((id) => bobsPrivate.includes(id))).toEqual([]);
    expect(
      everything("bob")
        .filter((id) => bobsPrivate.includes(id))
        .sort(),
    ).toEqual([...bobsPrivate].sort());
  });

  it("ranks title matches, then tag, description and ingredient matches", () => {
    const answer = searchBrowseIndex(index, { ...DEFAULT_BROWSE, q: "garlic" }, 400, null, strategy, "ann");
    const tiers = answer.ids.map((id) =>
      termTier(
        recipes.find((r) => r.id === id)!,
        "garlic",
      ),
    );
    expect(tiers).toEqual([...tiers].sort());
    expect(tiers).toContain(3);
    expect(tiers).toContain(0);
  });

  it("agrees with the spec's rule on hundreds of random searches", () => {
    const next = random(99);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    for (let run = 0; run < 300; run++) {
      const word = pick(VOCABULARY);
      const state: BrowseState = {
        ...DEFAULT_BROWSE,
        q: next() < 0.8 ? word.slice(0, 1 + Math.floor(next() * word.length)) + (next() < 0.2 ? ` ${pick(VOCABULARY)}` : "") : "",
        difficulty: next() < 0.3 ? pick(DIFFICULTIES) : null,
        tag: next() < 0.3 ? pick(TAGS) : null,
        maxTime: next() < 0.3 ? 60 : null,
        minRating: next() < 0.3 ? 3 : null,
        sort: pick(SORTS).value,
        page: 1 + Math.floor(next() * 3),
      };
      const viewer = pick(viewers);
      const expected = browseInMemory(recipes, state, viewer);
      const actual = searchBrowseIndex(index, state, PAGE_SIZE, null, strategy, viewer);
      expect({ state, total: actual.total, ids: actual.ids }).toEqual({
        state,
        total: expected.total,
        ids: expected.recipes.map((r) => r.id),
      });
    }
  });

  it("keeps only saved recipes when Saved only is on", () => {
    const saved = new Set(
      recipes
        .filter((r) => r.userId === null)
        .slice(0, 5)
        .map((r) => r.id),
    );
    expect(searchBrowseIndex(index, { ...DEFAULT_BROWSE, q: "e" }, PAGE_SIZE, saved, strategy).ids).toEqual(
      browseInMemory(
        recipes.filter((r) => saved.has(r.id)),
        { ...DEFAULT_BROWSE, q: "e" },
      ).recipes.map((r) => r.id),
    );
    const answer = searchBrowseIndex(index, DEFAULT_BROWSE, PAGE_SIZE, saved, strategy);
    expect(answer.total).toBe(5);
    expect(new Set(answer.ids)).toEqual(saved);
    expect(searchBrowseIndex(index, DEFAULT_BROWSE, PAGE_SIZE, new Set())).toEqual({ ids: [], total: 0 });
  });

  it("answers an empty catalog with nothing", () => {
    const empty = buildBrowseIndex([]);
    expect(searchBrowseIndex(empty, { ...DEFAULT_BROWSE, q: "soup" }, PAGE_SIZE)).toEqual({ ids: [], total: 0 });
    expect(searchBrowseIndex(empty, DEFAULT_BROWSE, PAGE_SIZE)).toEqual({ ids: [], total: 0 });
  });
});

describe("the index's remembered sets (terms, filters, visibility)", () => {
  /** A random state over the test vocabulary (prefixes, two-word terms, punctuation, filters, pages). */
  function randomState(next: () => number): BrowseState {
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const word = pick([...VOCABULARY, ...INGREDIENTS]).toLowerCase();
    const roll = next();
    const q =
      roll < 0.15
        ? ""
        : roll < 0.22
          ? `${word} ${pick(VOCABULARY)}`
          : roll < 0.3
            ? // Part of a phrase of a tag or an ingredient ("k dinn", "garlic soup", "olive oil").
              ((phrase) => phrase.slice(Math.floor(next() * 3), phrase.length - Math.floor(next() * 3)))(
                pick(["quick dinner", "lemon-garlic soup", "olive oil", "chicken stock", "penne pasta"]),
              )
            : roll < 0.35
              ? pick(["%", "-", ", "])
              : word.slice(Math.floor(next() * 2), 1 + Math.floor(next() * word.length) + 1);
    return {
      ...DEFAULT_BROWSE,
      q: next() < 0.2 ? q.toUpperCase() : q,
      difficulty: next() < 0.3 ? pick(DIFFICULTIES) : null,
      tag: next() < 0.3 ? pick(TAGS) : null,
      maxTime: next() < 0.3 ? pick([15, 60, 125]) : null,
      minRating: next() < 0.3 ? pick([1.5, 3, 4.5]) : null,
      sort: pick(SORTS).value,
      page: 1 + Math.floor(next() * 4),
    };
  }

  it.each([
    [1, 31],
    [2, 64],
    [3, 97],
    [4, 700],
  ])("answer as the reference rule does on a random catalog (seed %i, %i recipes) while recipes are removed", (seed, size) => {
    const next = random(seed * 31);
    const all = catalog(size, seed);
    const index = buildBrowseIndex(all);
    const present = new Map(all.map((r) => [r.id, r]));
    for (let round = 0; round < 6; round++) {
      // Queries first (they build and remember sets), then removals the next queries must honour.
      for (let run = 0; run < 60; run++) {
        const state = randomState(next);
        const viewer = [null, "ann", "bob", "carol"][Math.floor(next() * 4)];
        const strategy = strategies[run % strategies.length];
        const visible = [...present.values()];
        const saved =
          next() < 0.15
            ? new Set(
                visible
                  .filter(() => next() < 0.3)
                  .map((r) => r.id)
                  .concat([999_999]),
              )
            : null;
        const expected = browseInMemory(saved ? visible.filter((r) => saved.has(r.id)) : visible, state, viewer);
        const actual = searchBrowseIndex(index, state, PAGE_SIZE, saved, strategy, viewer);
        expect({ state, viewer, strategy, total: actual.total, ids: actual.ids }).toEqual({
          state,
          viewer,
          strategy,
          total: expected.total,
          ids: expected.recipes.map((r) => r.id),
        });
      }
      for (const id of [...present.keys()].filter(() => next() < 0.15)) {
        expect(removeFromBrowseIndex(index, id)).toBe(true);
        present.delete(id);
      }
    }
  });

  it("answers a term correctly again after more terms than it remembers were asked", () => {
    const all = catalog(300, 11);
    const index = buildBrowseIndex(all);
    const terms = new Set<string>();
    for (const word of [...VOCABULARY, ...INGREDIENTS])
      for (let end = 1; end <= word.length; end++) terms.add(word.toLowerCase().slice(0, end));
    expect(terms.size).toBeGreaterThan(64);
    for (let pass = 0; pass < 2; pass++)
      for (const q of terms) {
        const state = { ...DEFAULT_BROWSE, q, minRating: pass === 0 ? null : 2 };
        const expected = browseInMemory(all, state, "ann");
        expect(searchBrowseIndex(index, state, PAGE_SIZE, null, "auto", "ann")).toEqual({
          ids: expected.recipes.map((r) => r.id),
          total: expected.total,
        });
      }
  });
});
