/**
 * The voice companion's free questions ("can I use butter instead of oil?"), answered by the
 * configured model with the recipe as context: the prompt is built here, the call is made on the
 * server (app/server/ai/cook-answer.server.ts). The model never changes the recipe.
 */
import { z } from "zod";
import { RecipeIdSchema } from "../validation/recipe-id";

export const COOK_QUESTION_MAX = 300;
/** Questions per cook per hour: a bound on what one account can spend on the model. */
export const COOK_QUESTIONS_PER_HOUR = 60;

export const COOK_QUESTION_MESSAGES = {
  required: "Please ask a question",
  tooLong: `Please keep your question to ${COOK_QUESTION_MAX} characters or fewer`,
  notConfigured: "Answers to other questions need AI, which is not set up on this server.",
  tooMany: "That's a lot of questions for one hour. Please try again a little later.",
  failed: "I couldn't answer that just now.",
} as const;

export const CookQuestionSchema = z.object({
  recipeId: RecipeIdSchema,
  question: z
    .string({ error: COOK_QUESTION_MESSAGES.required })
    .trim()
    .min(1, COOK_QUESTION_MESSAGES.required)
    .max(COOK_QUESTION_MAX, COOK_QUESTION_MESSAGES.tooLong),
  /** 0-based step the cook is on, if on a step page. */
  step: z.coerce.number().int().min(0).max(1000).optional(),
});

export interface QuestionContext {
  title: string;
  servings: number;
  ingredients: readonly string[];
  instructions: readonly string[];
  step?: number;
}

export const COOK_COMPANION_SYSTEM =
  "You are Simmer's cooking companion, talking to a home cook who is cooking right now with wet hands. " +
  "Answer the cook's question about the recipe below in one or two short, plain sentences that read well aloud. " +
  "Be practical and safe (food safety first). If the question is not about cooking, say briefly that you can only help with the recipe.";

/** The recipe as the model sees it: title, servings, ingredients, steps, and where the cook is. */
export function questionPrompt(context: QuestionContext, question: string): string {
  const lines = [
    `Recipe: ${context.title} (serves ${context.servings})`,
    "Ingredients:",
    ...context.ingredients.map((line) => `- ${line}`),
    "Steps:",
    ...context.instructions.map((step, i) => `${i + 1}. ${step}`),
  ];
  if (context.step !== undefined && context.step < context.instructions.length)
    lines.push(`The cook is on step ${context.step + 1}.`);
  lines.push("", `Question: ${question}`);
  return lines.join("\n");
}
