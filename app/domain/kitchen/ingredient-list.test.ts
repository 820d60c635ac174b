import { describe, expect, it } from "vitest";
import { sameListIngredient, uniqueListIngredients } from "./ingredient-list";

describe("list ingredients", () => {
  it.each([
    ["Olive oil", "OLIVE OIL", true],
    [" garlic ", "Garlic", true],
    ["rice", "rice flour", false],
  ])("%j and %j are the same: %s", (a, b, same) => {
    expect(sameListIngredient(a, b)).toBe(same);
  });

  it("keeps each ingredient once, first spelling first", () => {
    expect(uniqueListIngredients(["Rice", "rice", "Olive oil", "RICE", "olive OIL"])).toEqual(["Rice", "Olive oil"]);
  });
});
