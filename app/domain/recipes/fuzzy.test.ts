import { describe, expect, it } from "vitest";
import { similarity, SpellingDictionary, trigrams } from "./fuzzy";

describe("trigram similarity", () => {
  it("pads words like pg_trgm", () => {
    expect([...trigrams("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
  });

  it("is 1 for the same word, 0 for nothing shared, and symmetric", () => {
    expect(similarity("curry", "Curry")).toBe(1);
    expect(similarity("abc", "xyz")).toBe(0);
    expect(similarity("chiken", "chicken")).toBeCloseTo(similarity("chicken", "chiken"));
    expect(similarity("chiken", "chicken")).toBeGreaterThan(0.4);
    expect(similarity("chiken", "kitchen")).toBeLessThan(0.3);
  });
});

describe("spelling correction", () => {
  const words = "Weeknight Chicken Curry dinner indian Creamy Tomato Soup soup vegetarian a an".split(" ");
  const dictionary = new SpellingDictionary(words);

  it("corrects each misspelt word from the words recipes use", () => {
    expect(dictionary.correct("chiken curry")).toBe("chicken curry");
    expect(dictionary.correct("chiken curyy")).toBe("chicken curry");
    expect(dictionary.correct("tomatoe soup")).toBe("tomato soup");
    expect(dictionary.correct("CHIKEN,")).toBe("chicken");
  });

  it("returns null when there is nothing to correct", () => {
    expect(dictionary.correct("chicken curry")).toBeNull();
    expect(dictionary.correct("zzzz")).toBeNull();
    expect(dictionary.correct("ab")).toBeNull();
    expect(new SpellingDictionary([]).correct("chiken")).toBeNull();
  });

  it("picks the most similar word, as a full comparison with every word would", () => {
    const many = ["chicken", "chickpea", "chick", "thicken", "kitchen", "check", "curry", "carry", "cherry", "berry"];
    const small = new SpellingDictionary(many);
    for (const typo of ["chikcen", "chickn", "cury", "chery", "thiken", "kichen", "berr"]) {
      const scored = many.map((w) => ({ w, s: similarity(typo, w) })).filter((x) => x.s >= 0.3);
      scored.sort((x, y) => y.s - x.s || (x.w < y.w ? -1 : 1));
      expect(small.closest(typo), typo).toBe(scored[0]?.w ?? null);
    }
  });
});
