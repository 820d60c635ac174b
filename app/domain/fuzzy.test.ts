import { describe, expect, it } from "vitest";
import { correctTerm, similarity, trigrams } from "./fuzzy";

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
  const texts = ["Weeknight Chicken Curry dinner indian", "Creamy Tomato Soup soup vegetarian"];

  it("corrects each misspelt word from the words found", () => {
    expect(correctTerm("chiken curry", texts)).toBe("chicken curry");
    expect(correctTerm("chiken curyy", texts)).toBe("chicken curry");
    expect(correctTerm("tomatoe soup", texts)).toBe("tomato soup");
  });

  it("returns null when there is nothing to correct", () => {
    expect(correctTerm("chicken curry", texts)).toBeNull();
    expect(correctTerm("zzzz", texts)).toBeNull();
    expect(correctTerm("", [])).toBeNull();
  });
});
