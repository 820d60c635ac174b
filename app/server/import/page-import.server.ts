/**
 * A cook's "Import from a web page": counts the import against how often one account may make the
 * server fetch pages, then reads the page into a draft for the recipe form. A page without recipe
 * data is read by the AI model from its text when AI is set up and the cook's plan has AI
 * generations left (one reading counts as one generation). Nothing is saved here (only the page's
 * photo, under a random id).
 */
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { aiGenerationAllowance, type PlanId } from "~/domain/plans";
import { draftFromReading, type ImportedRecipe, type ImportUrlInput } from "~/domain/recipes/recipe-import";
import { returnGeneration, takeGeneration } from "../ai/ai-recipes.server";
import { readRecipeFromText } from "../ai/page-reader.server";
import { currentAiConfig } from "../ai/provider.server";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { hitRateLimit } from "../http/rate-limit.server";
import { importRecipeFromUrl, type ImportOptions } from "./import-recipe.server";
import { fileStore } from "../storage/index.server";

/** Pages one account may import per hour. */
const IMPORTS_PER_HOUR = 30;

/** The AI reader for this cook, or undefined when AI is off or the plan has no AI generations. */
export function aiReader(db: Db, userId: string, planId: PlanId | undefined): ImportOptions["readText"] {
  const config = currentAiConfig();
  if (!config || !planId || aiGenerationAllowance(planId) <= 0) return undefined;
  return async (text, pageUrl): Promise<Outcome<ImportedRecipe | null>> => {
    const taken = await takeGeneration(db, userId, planId);
    if (!taken.ok) return taken;
    const reading = await readRecipeFromText(config, text);
    if (!reading.ok) {
      // Nothing reached the cook: the generation is given back.
      await returnGeneration(db, userId);
      return fail(400, reading.message);
    }
    return succeed(draftFromReading(reading.recipe, pageUrl));
  };
}

/**
 * The draft read from the page at `input.url`, or why there is none (429 past the hourly allowance
 * or, for a reading by AI, past the month's AI allowance).
 */
export async function importRecipePage(
  db: Db,
  userId: string,
  input: ImportUrlInput,
  planId?: PlanId,
): Promise<Outcome<ImportedRecipe>> {
  const allowed = await hitRateLimit(db, `recipe-import:${userId}`, { max: IMPORTS_PER_HOUR, windowMs: 3_600_000 });
  if (!allowed) return fail(429, AUTH_MESSAGES.tooManyAttempts);
  return importRecipeFromUrl(input.url, {
    allowPrivateAddresses: env().IMPORT_ALLOW_PRIVATE_ADDRESSES,
    photoStore: fileStore(),
    readText: aiReader(db, userId, planId),
  });
}
