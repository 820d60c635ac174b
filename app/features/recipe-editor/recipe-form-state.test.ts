import { describe, expect, it } from "vitest";
import {
  INITIAL_FORM_STATE,
  previewDraft,
  recipeFormReducer,
  type RecipeFormEvent,
  type RecipeFormState,
} from "./recipe-form-state";

function run(events: RecipeFormEvent[], from: RecipeFormState = INITIAL_FORM_STATE): RecipeFormState {
  return events.reduce(recipeFormReducer, from);
}

describe("the recipe form's state", () => {
  it("opens in Edit, with no confirmation and nothing touched", () => {
    expect(INITIAL_FORM_STATE).toEqual({ previewing: false, confirmingCancel: false, touched: {} });
  });

  it("switches between Edit and Preview; pressing the shown mode again changes nothing", () => {
    const previewing = run([{ type: "preview" }]);
    expect(previewing.previewing).toBe(true);
    expect(run([{ type: "preview" }], previewing)).toBe(previewing);
    expect(run([{ type: "edit" }], previewing).previewing).toBe(false);
    expect(run([{ type: "edit" }])).toBe(INITIAL_FORM_STATE);
  });

  it("Cancel asks first; closing the question keeps the form as it was", () => {
    const asking = run([{ type: "left", field: "title" }, { type: "cancel" }]);
    expect(asking).toMatchObject({ confirmingCancel: true, touched: { title: true } });
    expect(run([{ type: "confirm-closed" }], asking)).toEqual({
      previewing: false,
      confirmingCancel: false,
      touched: { title: true },
    });
  });

  it("remembers each field left once; leaving it again is the same state", () => {
    const once = run([
      { type: "left", field: "title" },
      { type: "left", field: "servings" },
    ]);
    expect(once.touched).toEqual({ title: true, servings: true });
    expect(run([{ type: "left", field: "title" }], once)).toBe(once);
  });
});

describe("the preview's values", () => {
  it("reads every shown field as text, absent ones empty", () => {
    const values: Record<string, unknown> = { title: "Apple Pie", cookTime: "60", ingredients: "2 cups flour\n3 apples" };
    expect(previewDraft((field) => values[field])).toEqual({
      title: "Apple Pie",
      description: "",
      imageUrl: "",
      cookTime: "60",
      servings: "",
      difficulty: "",
      ingredients: "2 cups flour\n3 apples",
      instructions: "",
      tags: "",
      author: "",
    });
  });
});
