import { describe, expect, it } from "vitest";
import { remapSections } from "../recipes/recipe-sections";
import { restoredMessage, toRecipeRow } from "./import-job";

const defaults = { author: "Maya Okafor", formatName: "Paprika" };

describe("toRecipeRow", () => {
  it("keeps the reader's headings over the lines they head, after empty lines are dropped", () => {
    const row = toRecipeRow(
      {
        title: "Lasagne",
        ingredients: ["", "500 g minced beef", "1 onion", "  ", "50 g butter", "40 g flour"],
        ingredientSections: [
          { title: "For the ragù", start: 0 },
          { title: "For the béchamel", start: 3 },
        ],
        instructions: ["Brown the beef.", "", "Make the sauce."],
        instructionSections: [{ title: "Sauce", start: 2 }],
      },
      defaults,
    );
    expect(row.ingredients).toEqual(["500 g minced beef", "1 onion", "50 g butter", "40 g flour"]);
    expect(row.ingredientSections).toEqual([
      { title: "For the ragù", start: 0 },
      { title: "For the béchamel", start: 2 },
    ]);
    expect(row.instructionSections).toEqual([{ title: "Sauce", start: 1 }]);
  });

  it("drops a heading with no line left under it, and keeps no two at one line", () => {
    expect(
      remapSections(
        [
          { title: "A", start: 0 },
          { title: "B", start: 1 },
          { title: "C", start: 9 },
        ],
        [1, 2],
      ),
    ).toEqual([{ title: "A", start: 0 }]);
  });
});

describe("restoredMessage", () => {
  it("names only what came back, and how many items were left out", () => {
    expect(restoredMessage({ cookbooks: 1, meals: 0, lists: 0, leftOut: 0 })).toBe("Also brought back: 1 cookbook.");
    expect(restoredMessage({ cookbooks: 2, meals: 3, lists: 0, leftOut: 0 })).toBe(
      "Also brought back: 2 cookbooks and 3 planned meals.",
    );
    expect(restoredMessage({ cookbooks: 1, meals: 1, lists: 2, leftOut: 1 })).toBe(
      "Also brought back: 1 cookbook, 1 planned meal and 2 ingredient lists. 1 item was left out: over your plan's limits, outside the weeks it plans, or naming a recipe this Simmer does not have.",
    );
    expect(restoredMessage({ cookbooks: 0, meals: 0, lists: 0, leftOut: 0 })).toBeNull();
    expect(restoredMessage({ cookbooks: 0, meals: 0, lists: 0, leftOut: 2 })).toMatch(/^2 items were left out: /);
  });
});
