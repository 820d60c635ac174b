import type { VoicePage } from "~/domain/cooking/voice-session";

/**
 * What cook mode hands a companion (the voice companion, ultimate plan): the page shown, the words
 * and amounts on it, and the moves and timers a spoken command may use. Built by CookModeView on
 * every render; a companion reads it and never keeps its own copy of the page.
 */
export interface CookCompanionContext extends VoicePage {
  recipeTitle: string;
  go: (delta: -1 | 1) => void;
  /** Starts (or resumes) the current step's first timer; returns its label, or null when the step has none. */
  startStepTimer: () => string | null;
  /** Pauses every running timer; returns how many were running. */
  pauseTimers: () => number;
}
