import { describe, expect, it } from "vitest";
import { matchInMemory, type MatchableRecipe } from "../ingredient-match";
import { buildFinderIndex, searchFinderIndex, type FinderIndexSource } from "./finder-index";

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

function catalog(size: number, seed: number): { recipes: MatchableRecipe[]; source: FinderIndexSource } {
  const next = random(seed);
  const names = [...NAMES, COMMON].map((name, i) => ({ id: i + 1, name }));
  const recipes: MatchableRecipe[] = Array.from({ length: size }, (_, i) => {
    const own = names.filter((n) => n.name === COMMON || next() < 0.2);
    // Ids with gaps, ratings with ties that only the id breaks.
    return { id: i * 3 + 2, rating: Math.round(next() * 10) / 2, ingredientNames: own.map((n) => n.name) };
  });
  const idOf = new Map(names.map((n) => [n.name, n.id]));
  const links = recipes
    .flatMap((r) => r.ingredientNames.map((name) => ({ ingredientId: idOf.get(name)!, recipeId: r.id })))
    .sort((a, b) => a.ingredientId - b.ingredientId || a.recipeId - b.recipeId);
  const ranked = [...recipes].sort((a, b) => b.rating - a.rating || a.id - b.id).map(({ id, rating }) => ({ id, rating }));
  return { recipes, source: { names, ranked, links } };
}

const { recipes, source } = catalog(300, 11);
const index = buildFinderIndex(source);

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
    expect(index.dense.has(source.names.find((n) => n.name === COMMON)!.id)).toBe(true);
    expect(index.postings.size + index.dense.size).toBe(source.names.length);
  });

  it.each(searches)("for %j gives the reference rule's total and pages", (...entered) => {
    const expected = matchInMemory(recipes, entered);
    for (const [offset, limit] of [
      [0, 24],
      [24, 24],
      [5, 7],
    ]) {
      const answer = searchFinderIndex(index, entered, offset, limit);
      expect(answer.total).toBe(expected.length);
      expect(answer.matches).toEqual(expected.slice(offset, offset + limit));
    }
  });

  it("agrees with the reference rule on random selections", () => {
    const next = random(5);
    const pool = [...NAMES, COMMON, "tofu", "stock", "Onions", "ric"];
    for (let run = 0; run < 100; run++) {
      const entered = pool.filter(() => next() < 0.25);
      const expected = matchInMemory(recipes, entered);
      const answer = searchFinderIndex(index, entered, 0, 30);
      expect(answer.total).toBe(expected.length);
      expect(answer.matches).toEqual(expected.slice(0, 30));
    }
  });

  it("answers nothing from an empty catalog", () => {
    const empty = buildFinderIndex({ names: [], ranked: [], links: [] });
    expect(searchFinderIndex(empty, ["chicken", "rice"], 0, 24)).toEqual({ total: 0, matches: [] });
  });
});
