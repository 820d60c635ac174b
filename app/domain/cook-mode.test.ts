import { describe, expect, it } from "vitest";
import { isNewCook, movePage, pageTitle, sameCookMinutes, totalPages } from "./cook-mode";

describe("cook mode pages", () => {
  it("has the instructions plus two pages", () => {
    expect(totalPages(5)).toBe(7);
    expect(totalPages(0)).toBe(2);
  });

  it("moves by one and stays in bounds", () => {
    expect(movePage(0, -1, 7)).toBe(0);
    expect(movePage(0, 1, 7)).toBe(1);
    expect(movePage(6, 1, 7)).toBe(6);
    expect(movePage(6, -1, 7)).toBe(5);
  });

  it("titles the pages", () => {
    expect([0, 1, 2, 3, 6].map((i) => pageTitle(i, 5))).toEqual(["Overview", "Gather Ingredients", "Step 1", "Step 2", "Step 5"]);
  });
});

describe("one finish is one cook", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 12, 0) + minutes * 60_000);

  it("counts the first finish of a recipe", () => {
    expect(isNewCook(null, at(0), 30)).toBe(true);
  });

  it("counts closing again soon after (reopened, closed again) as the same cook", () => {
    expect(isNewCook(at(0), at(0), 30)).toBe(false);
    expect(isNewCook(at(0), at(5), 30)).toBe(false);
    expect(isNewCook(at(0), at(59), 30)).toBe(false);
  });

  it("counts a finish once the last cook is further back than the recipe takes, and at least an hour", () => {
    expect(sameCookMinutes(30)).toBe(60);
    expect(sameCookMinutes(150)).toBe(150);
    expect(isNewCook(at(0), at(60), 30)).toBe(true);
    expect(isNewCook(at(0), at(149), 150)).toBe(false);
    expect(isNewCook(at(0), at(150), 150)).toBe(true);
  });
});
