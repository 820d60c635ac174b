import { describe, expect, it } from "vitest";
import { matchInMemory, type MatchableRecipe } from "../ingredients/ingredient-match";
import { isRecipeVisibleTo } from "../recipes/recipe-visibility";
import { buildFinderIndex, searchFinderIndex } from "./finder-index";

/** A small deterministic PRNG, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

// Some names contain others ("chicken" in "chicken stock"), some are plurals, and "salt" is common
// enough to be kept as a bitset.
const NAMES = ["chicken", "chicken stock", "rice", "brown rice", "tomatoes", "cherry tomato", "garlic", "onion", "red onions"];
const COMMON = "salt";

interface Recipe extends MatchableRecipe {
  userId: string | null;
  isPublic: boolean;
}

function catalog(size: number, seed: number): Recipe[] {
  const next = random(seed);
  const names = [...NAMES, COMMON];
  return Array.from({ length: size }, (_, i) => ({
    // Ids with gaps, ratings with ties that only the id breaks.
    id: i * 3 + 2,
    rating: Math.round(next() * 10) / 2,
    ingredientNames: names.filter((name) => name === COMMON || next() < 0.2),
    userId: next() < 0.7 ? null : next() < 0.5 ? "ann" : "bob",
    isPublic: next() < 0.4,
  }));
}

const recipes = catalog(300, 11);
const index = buildFinderIndex(recipes);
const visibleTo = (viewer: string | null) => recipes.filter((r) => isRecipeVisibleTo(r, viewer));

const searches = [
  ["Chicken"],
  ["chicken", "rice"],
  ["Tomatoes", "Onions", "Garlic"],
  ["salt"],
  ["salt", "tofu"],
  ["tofu", "kale"],
  ["rice", "RICE", " rice "],
  ["chicken stock", "brown rice", "cherry tomatoes", "garlic", "red onion"],
  [],
];

describe("searchFinderIndex", () => {
  it("keeps common ingredients as bitsets and the rest as lists", () => {
    const common = index.forms.indexOf(COMMON);
    expect(index.dense[common]).not.toBeNull();
    expect(index.lists.filter(Boolean).length + index.dense.filter(Boolean).length).toBe(NAMES.length + 1);
  });

  it.each(searches)("for %j gives the reference rule's total and pages, for every viewer", (...entered) => {
    for (const viewer of [null, "ann", "bob", "carol"]) {
      const expected = matchInMemory(visibleTo(viewer), entered);
      for (const [offset, limit] of [
        [0, 24],
        [24, 24],
        [5, 7],
      ]) {
        const answer = searchFinderIndex(index, entered, offset, limit, viewer);
        expect(answer.total).toBe(expected.length);
        expect(answer.matches).toEqual(expected.slice(offset, offset + limit));
      }
    }
  });

  it("never finds another cook's private recipe", () => {
    const found = (viewer: string | null) =>
      new Set(searchFinderIndex(index, ["salt"], 0, 1000, viewer).matches.map((m) => m.id));
    const bobsPrivate = recipes.filter((r) => r.userId === "bob" && !r.isPublic);
    expect(bobsPrivate.length).toBeGreaterThan(0);
    for (const r of bobsPrivate) {
      expect(found(null).has(r.id)).toBe(false);
      expect(found("ann").has(r.id)).toBe(false);
      expect(found("bob").has(r.id)).toBe(true);
    }
  });

  it("agrees with the reference rule on random selections", () => {
    const next = random(5);
    const pool = [...NAMES, COMMON, "tofu", "stock", "Onions", "ric"];
    for (let run = 0; run < 100; run++) {
      const entered = pool.filter(() => next() < 0.25);
      const expected = matchInMemory(visibleTo(null), entered);
      const answer = searchFinderIndex(index, entered, 0, 30);
      expect(answer.total).toBe(expected.length);
      expect(answer.matches).toEqual(expected.slice(0, 30));
    }
  });

  it("answers nothing from an empty catalog", () => {
    const empty = buildFinderIndex([]);
    expect(searchFinderIndex(empty, ["chicken", "rice"], 0, 24)).toEqual({ total: 0, matches: [] });
  });
});
