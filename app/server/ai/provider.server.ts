/**
 * The one OpenAI-compatible model every AI feature talks to (recipe generation, the cook's
 * questions, nutrition food matching): its settings from the environment (or a test's), and the
 * chat model built from them. AI is off when AI_BASE_URL or AI_MODEL is missing.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { env, type Env } from "../env.server";

export interface AiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The provider settings, or null when AI is not set up (AI_BASE_URL and AI_MODEL both needed). */
export function aiConfig(env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_SECONDS">): AiConfig | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
  };
}

/** The configured chat model (structured output is asked for by the callers that need it). */
export function chatModel(config: AiConfig) {
  const provider = createOpenAICompatible({
    name: "simmer-ai",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(config.model);
}

let configOverride: AiConfig | null | undefined;

/** Test seam: the provider the routes use instead of the environment's (undefined: back to the environment). */
export function provideAiConfig(config: AiConfig | null | undefined): void {
  configOverride = config;
}

/** The provider the routes use: the environment's, unless a test provided one. */
export function currentAiConfig(): AiConfig | null {
  return configOverride !== undefined ? configOverride : aiConfig(env());
}
