/**
 * The AI recipe generator's rules (spec sections 2, 3 and 4), shared by browser and server: the
 * prompt, the Generated recipe the model must return (a Zod schema, also sent to the model as its
 * JSON schema), the example prompts, the messages, and how a generated recipe becomes a recipe of
 * My Recipes (clamped to the recipe form's rules). No I/O here.
 */
import { z } from "zod";
import { DIFFICULTIES } from "../recipes/recipe";
import { RECIPE_LIMITS } from "../validation/recipe";

export const AI_PROMPT_MAX = 500;
/** Recent prompts kept per user (spec: newest first, capped at 5). */
export const RECENT_PROMPTS_MAX = 5;

export const EXAMPLE_PROMPTS = [
  "A quick vegetarian pasta dinner for two",
  "A cozy chicken soup for a rainy day",
  "A gluten-free chocolate dessert",
  "A healthy breakfast bowl with oats and berries",
  "A spicy Thai-inspired noodle dish",
  "A Mediterranean salad with chickpeas and feta",
] as const;

export const AI_MESSAGES = {
  promptRequired: "Please describe the recipe you want",
  promptTooLong: `Please keep your prompt to ${AI_PROMPT_MAX} characters or fewer`,
  notConfigured: "AI recipe generation is not set up on this server.",
  allowanceReached: "You have used all of this month's AI recipe generations. Your allowance renews on the 1st.",
  unreachable: "The AI service could not be reached. Please try again in a moment.",
  refusedKey: "The AI service refused this server's API key. Please ask the administrator to check AI_API_KEY.",
  timedOut: "The AI service took too long to answer. Please try again.",
  malformed: "The AI service returned a recipe Simmer could not read. Please try again.",
  failed: "The AI service could not generate a recipe. Please try again.",
  saved: "Recipe saved to My Recipes",
  saveFailed: "The recipe could not be saved. Please try again.",
} as const;

export const AiPromptSchema = z.object({
  prompt: z
    .string({ error: AI_MESSAGES.promptRequired })
    .trim()
    .min(1, AI_MESSAGES.promptRequired)
    .max(AI_PROMPT_MAX, AI_MESSAGES.promptTooLong),
  enhanced: z.boolean().default(false),
});
export type AiPromptInput = z.output<typeof AiPromptSchema>;

const base = {
  title: z.string().describe("The recipe's name, 3 to 100 characters"),
  description: z.string().describe("One or two sentences about the dish"),
  ingredients: z.array(z.string()).describe('One ingredient per line with its amount, e.g. "2 cups basmati rice"'),
  instructions: z.array(z.string()).describe("The steps in order, without numbers"),
  cookTime: z.number().describe("Total time in minutes"),
  servings: z.number().describe("Number of servings"),
  difficulty: z.enum(DIFFICULTIES),
};

/** The spec's Generated recipe. */
export const GeneratedRecipeSchema = z.object(base);
/** Enhanced mode adds nutrition highlights, an estimated cost and tips. */
export const EnhancedRecipeSchema = z.object({
  ...base,
  nutritionHighlights: z.array(z.string()).describe("Two to four short nutrition notes"),
  estimatedCost: z.string().describe('Estimated total cost, e.g. "$12"'),
  tips: z.array(z.string()).describe("Two to four cooking tips"),
});

export type GeneratedRecipe = z.output<typeof GeneratedRecipeSchema> &
  Partial<Pick<z.output<typeof EnhancedRecipeSchema>, "nutritionHighlights" | "estimatedCost" | "tips">>;

export function systemPrompt(enhanced: boolean): string {
  return [
    "You are Simmer's recipe writer. Write one home-cooking recipe for the user's request.",
    "Answer only with a JSON object matching the given schema.",
    "Ingredients: one per line with amount and unit. Instructions: clear steps without numbering.",
    "difficulty is one of Easy, Medium, Hard. cookTime is whole minutes; servings a whole number.",
    enhanced ? "Also give nutritionHighlights, estimatedCost and tips." : "",
  ]
    .filter(Boolean)
    .join(" ");
}

const L = RECIPE_LIMITS;

function clampText(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? t.slice(0, max - 1).trimEnd() + "…" : t;
}

function clampLines(lines: readonly string[], opts: { max: number; min: number; long: number }): string[] {
  return lines
    .map((l) => clampText(l, opts.long))
    .filter((l) => l.length >= opts.min)
    .slice(0, opts.max);
}

function clampNumber(value: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.round(value)));
}

/** What saving a generated recipe writes: the recipe form's rules applied (lengths, counts, ranges). */
export interface GeneratedRecipeWrite {
  title: string;
  description: string;
  imageUrl: string;
  cookTime: number;
  servings: number;
  difficulty: (typeof DIFFICULTIES)[number];
  ingredients: string[];
  instructions: string[];
  tags: string[];
  author: string;
}

/**
 * The generated recipe clamped to the recipe form's rules, or null when it cannot make a recipe
 * (too few ingredients or steps, no title).
 */
export function toRecipeWrite(recipe: GeneratedRecipe, author: string): GeneratedRecipeWrite | null {
  const title = clampText(recipe.title, L.titleMax);
  let description = clampText(recipe.description, L.descriptionMax);
  if (description.length < L.descriptionMin)
    description = `${title}, written by Simmer's AI recipe generator.`.slice(0, L.descriptionMax);
  const ingredients = clampLines(recipe.ingredients, { max: L.ingredientsMax, min: L.ingredientMin, long: L.ingredientMax });
  const instructions = clampLines(recipe.instructions, { max: L.instructionsMax, min: L.instructionMin, long: L.instructionMax });
  if (title.length < L.titleMin || ingredients.length < L.ingredientsMin || instructions.length < L.instructionsMin) return null;
  return {
    title,
    description,
    imageUrl: "",
    cookTime: clampNumber(recipe.cookTime, L.cookTimeMax, 30),
    servings: clampNumber(recipe.servings, L.servingsMax, 4),
    difficulty: recipe.difficulty,
    ingredients,
    instructions,
    tags: ["ai-generated"],
    author: clampText(author, L.authorMax).padEnd(L.authorMin, "."),
  };
}

/** "2026-11": the month a generation counts against (UTC). */
export function allowanceMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** "12 of 50 this month". */
export function allowanceLabel(used: number, allowance: number): string {
  return `${used} of ${allowance} this month`;
}

/** The Save form: the generated recipe as the page shows it, sent back as form fields (clamped on save). */
export const SaveGeneratedSchema = z.object({
  title: z.string().max(2000),
  description: z.string().max(5000),
  ingredients: z.string().max(40000),
  instructions: z.string().max(80000),
  cookTime: z.coerce.number(),
  servings: z.coerce.number(),
  difficulty: z.enum(DIFFICULTIES),
});

export function savedFormToRecipe(value: z.output<typeof SaveGeneratedSchema>): GeneratedRecipe {
  const lines = (text: string) =>
    text
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  return { ...value, ingredients: lines(value.ingredients), instructions: lines(value.instructions) };
}
