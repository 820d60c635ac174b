/**
 * The recipe form's own state, apart from the field values Conform keeps: Edit or Preview, the
 * Cancel confirmation, and which fields the cook has left (those show 'Looks good!'). A reducer of
 * plain events, so each move is unit-tested; the form component composes the page from it.
 */
import { useReducer } from "react";

export interface RecipeFormState {
  previewing: boolean;
  confirmingCancel: boolean;
  /** Fields the cook has left at least once. */
  touched: Readonly<Record<string, boolean>>;
}

export type RecipeFormEvent =
  { type: "edit" } | { type: "preview" } | { type: "cancel" } | { type: "confirm-closed" } | { type: "left"; field: string };

export const INITIAL_FORM_STATE: RecipeFormState = { previewing: false, confirmingCancel: false, touched: {} };

export function recipeFormReducer(state: RecipeFormState, event: RecipeFormEvent): RecipeFormState {
  switch (event.type) {
    case "edit":
      return state.previewing ? { ...state, previewing: false } : state;
    case "preview":
      return state.previewing ? state : { ...state, previewing: true };
    case "cancel":
      return { ...state, confirmingCancel: true };
    case "confirm-closed":
      return { ...state, confirmingCancel: false };
    case "left":
      // The same state when nothing changes, so leaving a field twice does not render again.
      return state.touched[event.field] ? state : { ...state, touched: { ...state.touched, [event.field]: true } };
  }
}

/** The fields the preview shows. */
export const PREVIEW_FIELDS = [
  "title",
  "description",
  "imageUrl",
  "cookTime",
  "servings",
  "difficulty",
  "ingredients",
  "instructions",
  "tags",
  "author",
] as const;
export type PreviewField = (typeof PREVIEW_FIELDS)[number];

/** The preview's text values, read one by one from the form's current values (absent ones empty). */
export function previewDraft(valueOf: (field: PreviewField) => unknown): Record<PreviewField, string> {
  return Object.fromEntries(PREVIEW_FIELDS.map((field) => [field, String(valueOf(field) ?? "")])) as Record<PreviewField, string>;
}

/** The form's state and its moves, named as the page uses them. */
export function useRecipeFormState() {
  const [state, dispatch] = useReducer(recipeFormReducer, INITIAL_FORM_STATE);
  return {
    ...state,
    showEdit: () => dispatch({ type: "edit" }),
    showPreview: () => dispatch({ type: "preview" }),
    setConfirmingCancel: (open: boolean) => dispatch(open ? { type: "cancel" } : { type: "confirm-closed" }),
    touch: (field: string) => dispatch({ type: "left", field }),
  };
}
