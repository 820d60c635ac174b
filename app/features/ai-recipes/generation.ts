/**
 * The AI generator's state machine: idle → generating (the recipe grows as lines arrive) → result,
 * or failed (with what had arrived). A reducer of plain events, so every move is unit-tested, and a
 * hook that reads the NDJSON answer of /app/ai-recipes/generate into those events.
 */
import { useReducer } from "react";
import { AI_MESSAGES, type GeneratedRecipe } from "~/domain/ai/ai-recipe";
import type { PartialRecipe } from "./generated-recipe";

export type Phase =
  | { name: "idle" }
  | { name: "generating"; recipe: PartialRecipe }
  | { name: "result"; recipe: GeneratedRecipe }
  | { name: "failed"; message: string; recipe?: PartialRecipe };

/** One line of the server's answer. */
export type Line =
  { type: "partial"; recipe: PartialRecipe } | { type: "done"; recipe: GeneratedRecipe } | { type: "error"; message: string };

export type GenerationEvent =
  | { type: "start" }
  | { type: "line"; line: Line }
  /** The answer was refused before any line (a limit, a bad prompt): its message. */
  | { type: "refused"; message?: string }
  /** The stream ended without a last line. */
  | { type: "ended" }
  /** The server could not be reached. */
  | { type: "unreachable" }
  | { type: "reset" };

export const IDLE: Phase = { name: "idle" };

export function generationReducer(phase: Phase, event: GenerationEvent): Phase {
  switch (event.type) {
    case "start":
      return { name: "generating", recipe: {} };
    case "line": {
      // Lines only move a generation that is still running (a late line after a reset is dropped).
      if (phase.name !== "generating") return phase;
      const { line } = event;
      if (line.type === "partial") return { name: "generating", recipe: line.recipe };
      if (line.type === "done") return { name: "result", recipe: line.recipe };
      return { name: "failed", message: line.message, recipe: phase.recipe };
    }
    case "refused":
      return { name: "failed", message: event.message ?? AI_MESSAGES.failed };
    case "ended":
      return phase.name === "generating" ? { name: "failed", message: AI_MESSAGES.failed } : phase;
    case "unreachable":
      return { name: "failed", message: AI_MESSAGES.unreachable };
    case "reset":
      return IDLE;
  }
}

/** Reads an NDJSON answer line by line, calling `onLine` for each. */
export async function readLines(response: Response, onLine: (line: Line) => void) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const text = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (text) onLine(JSON.parse(text) as Line);
    }
    if (done) break;
  }
}

/**
 * Sends the prompt and feeds the answer to `dispatch`: the whole exchange, without React, so a test
 * can drive it with a fake `fetch`.
 */
export async function runGeneration(
  input: { prompt: string; enhanced: boolean },
  dispatch: (event: GenerationEvent) => void,
  send: typeof fetch = fetch,
): Promise<void> {
  dispatch({ type: "start" });
  const body = new URLSearchParams({ prompt: input.prompt });
  if (input.enhanced) body.set("enhanced", "on");
  try {
    const response = await send("/app/ai-recipes/generate", { method: "POST", body });
    if (!response.ok || !response.body) {
      const reply = (await response.json().catch(() => null)) as { message?: string } | null;
      dispatch({ type: "refused", message: reply?.message });
      return;
    }
    await readLines(response, (line) => dispatch({ type: "line", line }));
    dispatch({ type: "ended" });
  } catch {
    dispatch({ type: "unreachable" });
  }
}

/** The generator's phase and the two moves the page makes: generate (streaming) and start again. */
export function useAiGeneration() {
  const [phase, dispatch] = useReducer(generationReducer, IDLE);
  return {
    phase,
    generate: (input: { prompt: string; enhanced: boolean }) => runGeneration(input, dispatch),
    reset: () => dispatch({ type: "reset" }),
  };
}
