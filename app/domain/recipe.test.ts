import { describe, expect, it } from "vitest";
import { parseRecipeId } from "./recipe";

describe("parseRecipeId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["999999999", 999_999_999],
  ])("reads %s as %i", (segment, id) => {
    expect(parseRecipeId(segment)).toBe(id);
  });

  it.each([undefined, null, "", "0", "-1", "1.5", "1e3", "abc", "12a", " 12", "1234567890"])("refuses %j", (segment) => {
    expect(parseRecipeId(segment)).toBeNull();
  });
});
