/**
 * Reads a recipe from the text of a web page that carries no recipe data (issue 28), with the
 * OpenAI-compatible model recipe generation uses and the same structured output (the Generated
 * recipe schema). The model is told to copy the page's recipe, not to write one, and to answer
 * with no ingredients and no steps when the text holds no recipe.
 */
import { GeneratedRecipeSchema } from "~/domain/ai/ai-recipe";
import type { AiConfig } from "./provider.server";
import { streamRecipe, type GenerationResult } from "./recipe-generator.server";

export type PageReading = GenerationResult;

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
  return streamRecipe(
    config,
    { schema: GeneratedRecipeSchema, system: PAGE_READER_PROMPT, prompt: text, failureLog: "AI page reading failed:" },
    // Its partial objects are not shown: the draft arrives whole.
    () => {},
    signal,
  );
}
