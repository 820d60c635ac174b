import { describe, expect, it } from "vitest";
import { MAX_RECIPE_ID, parseRecipeId, RecipeIdSchema } from "./recipe-id";

describe("recipe ids", () => {
  it.each([
    ["12", 12],
    ["2147483647", MAX_RECIPE_ID],
    ["0", null],
    ["-3", null],
    ["2147483648", null],
    ["1e3", null],
    ["12abc", null],
    [" 12", null],
    ["", null],
    [undefined, null],
  ])("URL segment %j is %j", (segment, id) => {
    expect(parseRecipeId(segment)).toBe(id);
  });

  it.each([["7"], [7]])("form value %j parses", (value) => {
    expect(RecipeIdSchema.parse(value)).toBe(7);
  });

  it.each([["abc"], ["1.5"], ["0"], [String(MAX_RECIPE_ID + 1)]])("form value %j is refused as not found", (value) => {
    expect(RecipeIdSchema.safeParse(value).error?.issues[0].message).toBe("Recipe not found");
  });
});
