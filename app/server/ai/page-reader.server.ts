/**
 * Reads a recipe from the text of a web page that carries no recipe data (issue 28), with the
 * OpenAI-compatible model recipe generation uses and the same structured output (the Generated
 * recipe schema). The model is told to copy the page's recipe, not to write one, and to answer
 * with no ingredients and no steps when the text holds no recipe.
 */
import { Output, streamText } from "ai";
import { GeneratedRecipeSchema, type GeneratedRecipe } from "~/domain/ai/ai-recipe";
import { failureMessage } from "./recipe-generator.server";
import { chatModel, type AiConfig } from "./provider.server";

export type PageReading = { ok: true; recipe: GeneratedRecipe } | { ok: false; message: string };

export const PAGE_READER_PROMPT = [
  "You read recipes from web pages for Simmer. The user message is the visible text of one web page.",
  "Copy the recipe the page gives: its title, a one-sentence description, every ingredient line as written (with amounts),",
  "and every step in order, without numbers. Do not invent, translate or improve anything; keep the page's language.",
  "cookTime is the total time in whole minutes and servings a whole number, 0 when the page does not say.",
  "difficulty is one of Easy, Medium, Hard.",
  "If the text holds no recipe, answer with empty ingredients and instructions.",
  "Answer only with a JSON object matching the given schema.",
].join(" ");

export async function readRecipeFromText(config: AiConfig, text: string, signal?: AbortSignal): Promise<PageReading> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let streamError: unknown;
  try {
    const result = streamText({
      model: chatModel(config),
      output: Output.object({ schema: GeneratedRecipeSchema, name: "generated_recipe" }),
      system: PAGE_READER_PROMPT,
      prompt: text,
      maxRetries: 1,
      abortSignal,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    // Drain the stream (its partial objects are not shown: the draft arrives whole).
    for await (const partial of result.partialOutputStream) void partial;
    if (streamError) throw streamError;
    return { ok: true, recipe: (await result.output) as GeneratedRecipe };
  } catch (error) {
    const cause = streamError ?? error;
    console.warn("AI page reading failed:", cause instanceof Error ? cause.message : cause);
    return { ok: false, message: failureMessage(cause, timeout.aborted) };
  }
}
