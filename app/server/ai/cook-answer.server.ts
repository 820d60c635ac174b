/**
 * Answers a cook's free question with the configured OpenAI-compatible model (the same provider
 * settings as recipe generation): one or two sentences, the recipe as context, one retry, the
 * provider's time-out. The answer is plain text; the page shows it as text and reads it aloud.
 */
import { streamText } from "ai";
import {
  COOK_COMPANION_SYSTEM,
  COOK_QUESTION_MESSAGES,
  questionPrompt,
  type QuestionContext,
} from "~/domain/cooking/cook-question";
import { chatModel, type AiConfig } from "./provider.server";
import { failureMessage } from "./recipe-generator.server";

export type CookAnswer = { ok: true; answer: string } | { ok: false; message: string };

/** A spoken answer is short: more than this is cut at a sentence end. */
const ANSWER_MAX = 600;

export async function answerCookQuestion(config: AiConfig, context: QuestionContext, question: string): Promise<CookAnswer> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let streamError: unknown;
  try {
    const result = streamText({
      model: chatModel(config),
      system: COOK_COMPANION_SYSTEM,
      prompt: questionPrompt(context, question),
      maxRetries: 1,
      abortSignal: timeout,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    const text = (await result.text).trim();
    if (streamError) throw streamError;
    if (!text) return { ok: false, message: COOK_QUESTION_MESSAGES.failed };
    return { ok: true, answer: shorten(text) };
  } catch (error) {
    const cause = streamError ?? error;
    console.warn("Cook question failed:", cause instanceof Error ? cause.message : cause);
    const message = failureMessage(cause, timeout.aborted);
    return { ok: false, message: message.includes("recipe Simmer could not read") ? COOK_QUESTION_MESSAGES.failed : message };
  }
}

function shorten(text: string): string {
  if (text.length <= ANSWER_MAX) return text;
  const cut = text.slice(0, ANSWER_MAX);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > 0 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
