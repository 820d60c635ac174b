import { describe, expect, it } from "vitest";
import {
  checkMarksKey,
  exitPath,
  isNewCook,
  movePage,
  pageFromStepParam,
  pageHref,
  pageTitle,
  parseCheckMarks,
  sameCookMinutes,
  stepIngredients,
  stepParam,
  toggleMark,
  totalPages,
} from "./cook-mode";

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

describe("leaving cook mode", () => {
  it("returns a signed-in cook to the app's recipe page and a visitor to the public one", () => {
    expect(exitPath(12, true)).toBe("/app/recipe/12");
    expect(exitPath(12, false)).toBe("/recipe/12");
  });
});

describe("check marks kept in the browser", () => {
  it("reads back what was stored, per recipe", () => {
    expect(checkMarksKey(7)).toBe("simmer:cook-mode:7");
    expect(parseCheckMarks(JSON.stringify({ ingredients: [0, 2], steps: [1] }))).toEqual({ ingredients: [0, 2], steps: [1] });
  });

  it("treats anything unreadable as no marks", () => {
    for (const raw of [null, "", "{", "null", "42", JSON.stringify({ ingredients: "x", steps: [-1, 1.5, "2"] })]) {
      expect(parseCheckMarks(raw)).toEqual({ ingredients: [], steps: [] });
    }
  });

  it("toggles one mark, sorted and without repeats", () => {
    expect(toggleMark([3, 1], 2)).toEqual([1, 2, 3]);
    expect(toggleMark([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

describe("the ingredients a step mentions", () => {
  const names = ["basmati rice", "olive oil", "salt and pepper", "large eggs", "eggplant", "fresh basil leaves", "garlic"];

  it("finds ingredients by name, core name or head word, in singular or plural", () => {
    expect(stepIngredients("Rinse the rice and drain.", names)).toEqual([0]);
    expect(stepIngredients("Heat the oil, add the garlic.", names)).toEqual([1, 6]);
    expect(stepIngredients("Season with pepper.", names)).toEqual([2]);
    expect(stepIngredients("Beat the egg.", names)).toEqual([3]);
    expect(stepIngredients("Tear the basil over the top.", names)).toEqual([5]);
  });

  it("never matches part of a word or a vague word", () => {
    expect(stepIngredients("Slice the eggplant.", names)).toEqual([4]);
    expect(stepIngredients("Pick off the leaves of the thyme.", names)).toEqual([]);
    expect(stepIngredients("Boil some water.", names)).toEqual([]);
  });
});

describe("cook mode's page in the URL", () => {
  it("names the overview by nothing, the ingredients by name and a step by its number", () => {
    expect([0, 1, 2, 8].map(stepParam)).toEqual([null, "ingredients", "1", "7"]);
  });

  it("reads ?step= back, and anything unusable is the overview or the last step", () => {
    for (let page = 0; page < 9; page++) expect(pageFromStepParam(stepParam(page), 7)).toBe(page);
    expect(["0", "-1", "two", "1.5", "", "99999"].map((raw) => pageFromStepParam(raw, 7))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(pageFromStepParam("12", 7)).toBe(8);
  });

  it("keeps the servings and units when moving", () => {
    expect(pageHref("/cook-mode/1", "?servings=8&units=metric", 4)).toBe("/cook-mode/1?servings=8&units=metric&step=3");
    expect(pageHref("/cook-mode/1", "?servings=8&step=3", 1)).toBe("/cook-mode/1?servings=8&step=ingredients");
    expect(pageHref("/cook-mode/1", "?step=3", 0)).toBe("/cook-mode/1");
  });
});
