import { describe, expect, it } from "vitest";
import { averageRating, cardRating, PRIOR_RATINGS, ratingLine, shownRating, successRate, withShownRating } from "./ratings";

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

describe("a row's shown rating from the database's totals", () => {
  it("replaces the seeded figure and the totals with the blended rating and its count", () => {
    const row = { id: 7, title: "Dal", seededRating: 4.6, ratingsSum: 3, ratingsCount: 2 };
    // (4.6 × 10 + 3) / 12 = 4.08…
    expect(withShownRating(row)).toEqual({ id: 7, title: "Dal", rating: 4.1, ratingCount: 12 });
  });

  it.each([
    // seeded, users' sum, users' count → shown average, count
    [4.6, 0, 0, 4.6, 10],
    [4.6, 5, 1, 4.6, 11],
    [4.6, 1, 1, 4.3, 11],
    [3, 50, 10, 4, 20],
    [5, 100, 100, 1.4, 110],
    [0, 0, 0, 0, 0],
    [0, 4, 1, 4, 1],
    [0, 7, 2, 3.5, 2],
  ])(
    "seeded %d with users' %d over %d shows %d from %d ratings",
    (seededRating, ratingsSum, ratingsCount, rating, ratingCount) => {
      expect(withShownRating({ seededRating, ratingsSum, ratingsCount })).toEqual({ rating, ratingCount });
    },
  );

  it("reads short on a card, with the full words for a screen reader", () => {
    expect(cardRating({ average: 4.6, count: 128 })).toEqual({ text: "4.6 (128)", label: "Rated 4.6 out of 5 from 128 ratings" });
    expect(cardRating({ average: 4, count: 1 })).toEqual({ text: "4.0 (1)", label: "Rated 4.0 out of 5 from 1 rating" });
    expect(cardRating({ average: 0, count: 0 })).toEqual({ text: "New", label: "No ratings yet" });
  });

  it("averages a cookbook's rated recipes only", () => {
    expect(
      averageRating([
        { average: 4, count: 10 },
        { average: 4.5, count: 12 },
        { average: 0, count: 0 },
      ]),
    ).toBe(4.3);
    expect(averageRating([{ average: 0, count: 0 }])).toBeNull();
    expect(averageRating([])).toBeNull();
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
