/**
 * Asks the configured OpenAI-compatible model which of a short list of SR24 foods an ingredient
 * name is (issue 15, decision 027): structured output whose schema allows only the candidates'
 * NDB numbers or "none", checked again by acceptFoodChoice. One retry for failures worth
 * retrying, the provider's time-out, and never a throw: the caller runs in the background.
 */
import { Output, streamText } from "ai";
import {
  acceptFoodChoice,
  foodChoiceSchema,
  foodMatchPrompt,
  FOOD_MATCH_SCHEMA_NAME,
  FOOD_MATCH_SYSTEM,
  type CatalogFood,
} from "~/domain/nutrition/food-match";
import { chatModel, type AiConfig } from "./provider.server";

/** The model's choice (an NDB number from the candidates, or null for "none"), or why there is none. */
export type FoodProposal = { ok: true; ndb: string | null } | { ok: false; reason: string };

export async function proposeFood(config: AiConfig, name: string, candidates: readonly CatalogFood[]): Promise<FoodProposal> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let streamError: unknown;
  try {
    const result = streamText({
      model: chatModel(config),
      output: Output.object({ schema: foodChoiceSchema(candidates), name: FOOD_MATCH_SCHEMA_NAME }),
      system: FOOD_MATCH_SYSTEM,
      prompt: foodMatchPrompt(name, candidates),
      temperature: 0,
      maxRetries: 1,
      abortSignal: timeout,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    const output: unknown = await result.output;
    if (streamError) throw streamError;
    const choice = acceptFoodChoice(candidates, output);
    if (choice.kind === "invalid") return { ok: false, reason: "not one of the candidates" };
    return { ok: true, ndb: choice.kind === "food" ? choice.ndb : null };
  } catch (error) {
    const cause = streamError ?? error;
    const reason = timeout.aborted ? "timed out" : cause instanceof Error ? cause.message : String(cause);
    return { ok: false, reason };
  }
}
