import { describe, expect, it } from "vitest";
import { movePage, pageTitle, totalPages } from "./cook-mode";

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
