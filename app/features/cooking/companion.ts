import type { SpokenIngredient } from "~/domain/cooking/voice-commands";

/**
 * What cook mode hands a companion (the voice companion, ultimate plan): the page shown, the words
 * and amounts on it, and the moves and timers a spoken command may use. Built by CookModeView on
 * every render; a companion reads it and never keeps its own copy of the page.
 */
export interface CookCompanionContext {
  recipeTitle: string;
  page: number;
  total: number;
  /** "Overview", "Gather Ingredients", "Step 3". */
  title: string;
  /** What reading the page aloud says: the step's text (units converted), or the page's summary. */
  speech: string;
  /** Every ingredient with its scaled, converted measure, in the recipe's order. */
  ingredients: SpokenIngredient[];
  /** Indexes into `ingredients` that the current step names; null off the step pages. */
  stepIngredients: number[] | null;
  go: (delta: -1 | 1) => void;
  /** Starts (or resumes) the current step's first timer; returns its label, or null when the step has none. */
  startStepTimer: () => string | null;
  /** Pauses every running timer; returns how many were running. */
  pauseTimers: () => number;
}
