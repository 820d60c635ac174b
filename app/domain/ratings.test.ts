import { describe, expect, it } from "vitest";
import { PRIOR_RATINGS, ratingLine, shownRating, successRate } from "./ratings";

describe("shown rating with the seeded rating as priors", () => {
  it("is the seeded rating with its prior count before anyone rates", () => {
    expect(shownRating({ seeded: 4.6, userSum: 0, userCount: 0 })).toEqual({ average: 4.6, count: PRIOR_RATINGS });
  });

  it("blends users' ratings with the priors", () => {
    // (4.6 × 10 + 1) / 11 = 4.27…
    expect(shownRating({ seeded: 4.6, userSum: 1, userCount: 1 })).toEqual({ average: 4.3, count: 11 });
    // (4 × 10 + 5 × 10) / 20 = 4.5
    expect(shownRating({ seeded: 4, userSum: 50, userCount: 10 })).toEqual({ average: 4.5, count: 20 });
  });

  it("has no prior without a seeded rating: users' average alone, or nothing", () => {
    expect(shownRating({ seeded: 0, userSum: 0, userCount: 0 })).toEqual({ average: 0, count: 0 });
    expect(shownRating({ seeded: 0, userSum: 9, userCount: 2 })).toEqual({ average: 4.5, count: 2 });
  });

  it("reads as a cook expects", () => {
    expect(ratingLine({ average: 4.6, count: 128 })).toBe("4.6 · 128 ratings");
    expect(ratingLine({ average: 5, count: 1 })).toBe("5.0 · 1 rating");
    expect(ratingLine({ average: 0, count: 0 })).toBe("No ratings yet");
  });
});

describe("success rate", () => {
  it("is the share of answered cooks that turned out well", () => {
    expect(successRate(3, 4)).toBe(75);
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(0, 2)).toBe(0);
  });

  it("is unknown until a cook is answered", () => {
    expect(successRate(0, 0)).toBeNull();
  });
});
