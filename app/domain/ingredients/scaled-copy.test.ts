import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./ingredient-parser";
import { canSaveScaledCopy, rowsFor, scaledCopy, scaledTitle } from "./scaled-copy";

const soup = {
  title: "Red Lentil Soup",
  description: "A warming soup of red lentils and cumin.",
  imageUrl: null,
  cookTime: 30,
  servings: 4,
  difficulty: "Easy" as const,
  ingredients: ["1 cup red lentils", "2 cloves garlic, minced", "salt to taste", "1 ½ tsp cumin"],
  instructions: ["Rinse the lentils.", "Simmer for 25 minutes."],
  tags: ["soup", "x", "vegetarian"],
  author: "Maya Okafor",
};
const rows = soup.ingredients.map((line) => parseIngredientLine(line));

describe("a scaled copy", () => {
  it("scales every amount, keeps lines without one, and takes the estimated cook time", () => {
    const copy = scaledCopy(soup, rows, 8);
    expect(copy.servings).toBe(8);
    expect(copy.ingredients).toEqual(["2 cups red lentils", "4 cloves garlic (minced)", "salt to taste", "3 tsp cumin"]);
    expect(copy.cookTime).toBe(Math.round(30 * 2 ** 0.3));
    expect(copy.title).toBe("Red Lentil Soup (serves 8)");
    expect(copy.imageUrl).toBe("");
    // Tags the form would refuse are left out; the rest stay.
    expect(copy.tags).toEqual(["soup", "vegetarian"]);
    expect(copy.instructions).toEqual(soup.instructions);
  });

  it("halves down to one serving", () => {
    const copy = scaledCopy(soup, rows, 1);
    expect(copy.ingredients[0]).toBe("1/4 cup red lentils");
  });

  it("keeps the title within 100 characters", () => {
    const title = scaledTitle("A".repeat(100), 12);
    expect(title).toHaveLength(100);
    expect(title.endsWith(" (serves 12)")).toBe(true);
  });

  it("saves only whole servings from 1 to 100", () => {
    expect([1, 8, 100].map(canSaveScaledCopy)).toEqual([true, true, true]);
    expect([0, 0.5, 2.5, 101, Number.NaN].map(canSaveScaledCopy)).toEqual([false, false, false, false, false]);
  });

  it("parses the lines itself when the stored rows do not line up with them", () => {
    expect(rowsFor(soup.ingredients, [])).toEqual(rows);
    expect(rowsFor(["1 cup rice"], rows.slice(0, 1))).toEqual(rows.slice(0, 1));
  });

  it("keeps the headings over the same lines, moving one whose first line is left out", () => {
    const sectioned = {
      ...soup,
      ingredientSections: [
        { title: "For the soup", start: 0 },
        { title: "To season", start: 2 },
      ],
      instructionSections: [{ title: "To finish", start: 1 }],
    };
    expect(scaledCopy(sectioned, rows, 8)).toMatchObject({
      ingredientSections: sectioned.ingredientSections,
      instructionSections: sectioned.instructionSections,
    });
    // "ok" is too short to save: "To season" moves down to the line after it.
    const lines = ["1 cup red lentils", "2 cloves garlic", "ok", "salt to taste"];
    const short = { ...sectioned, ingredients: lines };
    const copy = scaledCopy(
      short,
      lines.map((line) => parseIngredientLine(line)),
      8,
    );
    expect(copy.ingredients).toEqual(["2 cups red lentils", "4 cloves garlic", "salt to taste"]);
    expect(copy.ingredientSections).toEqual([
      { title: "For the soup", start: 0 },
      { title: "To season", start: 2 },
    ]);
  });
});
