/**
 * Generates a recipe with any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM,
 * LM Studio) through the Vercel AI SDK: structured output checked by the Generated recipe schema,
 * streamed as partial objects while the model writes. One retry for failures worth retrying
 * (unreachable, 5xx, 429), a time-out for the whole generation, and one clear message per failure.
 */
import { APICallError, NoObjectGeneratedError, Output, RetryError, streamText } from "ai";
import {
  AI_MESSAGES,
  EnhancedRecipeSchema,
  GeneratedRecipeSchema,
  systemPrompt,
  type GeneratedRecipe,
} from "~/domain/ai/ai-recipe";
import { chatModel, type AiConfig } from "./provider.server";

export type GenerationResult = { ok: true; recipe: GeneratedRecipe } | { ok: false; message: string };

function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? error.lastError : error;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** The user-facing message for a failed generation (the details go to the log). */
export function failureMessage(error: unknown, timedOut: boolean): string {
  const cause = unwrap(error);
  if (timedOut || isAbort(cause)) return AI_MESSAGES.timedOut;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 401 || cause.statusCode === 403) return AI_MESSAGES.refusedKey;
    if (cause.statusCode === undefined) return AI_MESSAGES.unreachable;
    return AI_MESSAGES.failed;
  }
  if (NoObjectGeneratedError.isInstance(cause)) return AI_MESSAGES.malformed;
  if (cause instanceof TypeError) return AI_MESSAGES.unreachable;
  return AI_MESSAGES.failed;
}

/**
 * Streams one recipe: `onPartial` gets the recipe as far as it is written, the result is the
 * whole recipe checked by the schema, or the message for what went wrong.
 */
export async function generateRecipe(
  config: AiConfig,
  input: { prompt: string; enhanced: boolean },
  onPartial: (partial: Partial<GeneratedRecipe>) => void,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  return streamRecipe(
    config,
    {
      schema: input.enhanced ? EnhancedRecipeSchema : GeneratedRecipeSchema,
      system: systemPrompt(input.enhanced),
      prompt: input.prompt,
      failureLog: "AI generation failed:",
    },
    onPartial,
    signal,
  );
}

/**
 * One recipe in structured output from the model, streamed (generation, and reading a page's text):
 * one retry, a time-out for the whole answer, and on failure the message a cook reads (the cause
 * goes to the log after `failureLog`).
 */
export async function streamRecipe(
  config: AiConfig,
  request: {
    schema: typeof GeneratedRecipeSchema | typeof EnhancedRecipeSchema;
    system: string;
    prompt: string;
    failureLog: string;
  },
  onPartial: (partial: Partial<GeneratedRecipe>) => void,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let streamError: unknown;
  try {
    const result = streamText({
      model: chatModel(config),
      output: Output.object({ schema: request.schema, name: "generated_recipe" }),
      system: request.system,
      prompt: request.prompt,
      maxRetries: 1,
      abortSignal,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    for await (const partial of result.partialOutputStream) onPartial(partial as Partial<GeneratedRecipe>);
    if (streamError) throw streamError;
    const recipe = (await result.output) as GeneratedRecipe;
    return { ok: true, recipe };
  } catch (error) {
    const cause = streamError ?? error;
    console.warn(request.failureLog, cause instanceof Error ? cause.message : cause);
    return { ok: false, message: failureMessage(cause, timeout.aborted) };
  }
}
