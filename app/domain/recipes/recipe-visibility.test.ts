import { describe, expect, it } from "vitest";
import {
  isRecipeOwnedBy,
  isRecipeVisibleTo,
  recipeVisibility,
  viewerKeys,
  visibilityKey,
  type RecipeOwnership,
  type RecipeViewer,
} from "./recipe-visibility";

describe("recipe visibility", () => {
  const catalog = { userId: null, isPublic: false };
  const privateMine = { userId: "u1", isPublic: false };
  const sharedMine = { userId: "u1", isPublic: true };

  it("shows catalog recipes to everyone, visitors included", () => {
    expect(isRecipeVisibleTo(catalog, null)).toBe(true);
    expect(isRecipeVisibleTo(catalog, "u2")).toBe(true);
  });

  it("shows a private recipe to its author only", () => {
    expect(isRecipeVisibleTo(privateMine, "u1")).toBe(true);
    expect(isRecipeVisibleTo(privateMine, "u2")).toBe(false);
    expect(isRecipeVisibleTo(privateMine, null)).toBe(false);
    expect(isRecipeVisibleTo(privateMine, undefined)).toBe(false);
  });

  it("shows a shared recipe to everyone", () => {
    expect(isRecipeVisibleTo(sharedMine, null)).toBe(true);
    expect(isRecipeVisibleTo(sharedMine, "u2")).toBe(true);
  });

  it("lets only the author own a recipe; nobody owns the catalog", () => {
    expect(isRecipeOwnedBy(privateMine, "u1")).toBe(true);
    expect(isRecipeOwnedBy(sharedMine, "u2")).toBe(false);
    expect(isRecipeOwnedBy(catalog, null)).toBe(false);
    expect(isRecipeOwnedBy(privateMine, null)).toBe(false);
  });

  describe("household (issue 27)", () => {
    const maya = { id: "maya", householdId: "h1", householdMembers: ["maya", "sam"] };
    const sam = { id: "sam", householdId: "h1", householdMembers: ["maya", "sam"] };
    /** Sam after leaving: a cook alone, or in another household. */
    const samAlone = "sam";
    const samElsewhere = { id: "sam", householdId: "h2", householdMembers: ["sam", "zoe"] };
    const household = { userId: "maya", isPublic: false, sharedWithHousehold: true };
    const privateInBook = { userId: "maya", isPublic: false, householdBooks: ["h1"] };

    it("shows a household recipe to the author's household and to nobody else", () => {
      expect(isRecipeVisibleTo(household, maya)).toBe(true);
      expect(isRecipeVisibleTo(household, "maya")).toBe(true);
      expect(isRecipeVisibleTo(household, sam)).toBe(true);
      expect(isRecipeVisibleTo(household, samAlone)).toBe(false);
      expect(isRecipeVisibleTo(household, samElsewhere)).toBe(false);
      expect(isRecipeVisibleTo(household, null)).toBe(false);
      expect(isRecipeVisibleTo({ ...household, isPublic: true }, null)).toBe(true);
    });

    it("shows a private recipe to the others only through a cookbook of their shared household", () => {
      expect(isRecipeVisibleTo({ userId: "maya", isPublic: false }, sam)).toBe(false);
      expect(isRecipeVisibleTo(privateInBook, sam)).toBe(true);
      expect(isRecipeVisibleTo(privateInBook, samAlone)).toBe(false);
      expect(isRecipeVisibleTo(privateInBook, samElsewhere)).toBe(false);
      // The book is h1's, but the author is no longer a member of it.
      const mayaLeft = { id: "sam", householdId: "h1", householdMembers: ["sam", "zoe"] };
      expect(isRecipeVisibleTo(privateInBook, mayaLeft)).toBe(false);
    });

    it("files a recipe under one key that exactly the viewers who may see it hold", () => {
      const recipes: RecipeOwnership[] = [
        { userId: null },
        { userId: "maya", isPublic: true },
        { userId: "maya", isPublic: true, sharedWithHousehold: true },
        { userId: "maya" },
        household,
        { userId: "sam", sharedWithHousehold: true },
        { userId: "zoe", sharedWithHousehold: true },
      ];
      const viewers: RecipeViewer[] = [null, undefined, "maya", "sam", "zoe", maya, sam, samElsewhere];
      for (const recipe of recipes)
        for (const viewer of viewers) {
          const key = visibilityKey(recipe);
          const listed = key === null || viewerKeys(viewer).includes(key);
          expect(listed, `${JSON.stringify(recipe)} for ${JSON.stringify(viewer)}`).toBe(isRecipeVisibleTo(recipe, viewer));
        }
    });

    it("names the three values of the recipe form; public wins", () => {
      expect(recipeVisibility({ userId: "u1" })).toBe("private");
      expect(recipeVisibility(household)).toBe("household");
      expect(recipeVisibility({ ...household, isPublic: true })).toBe("public");
    });
  });
});
