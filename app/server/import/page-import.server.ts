/**
 * A cook's "Import from a web page": counts the import against how often one account may make the
 * server fetch pages, then reads the page into a draft for the recipe form. Nothing is saved here
 * (only the page's photo, under a random id).
 */
import { AUTH_MESSAGES } from "~/domain/messages";
import { fail, type Outcome } from "~/domain/outcome";
import type { ImportedRecipe, ImportUrlInput } from "~/domain/recipes/recipe-import";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { hitRateLimit } from "../http/rate-limit.server";
import { importRecipeFromUrl } from "./import-recipe.server";
import { fileStore } from "../storage/index.server";

/** Pages one account may import per hour. */
const IMPORTS_PER_HOUR = 30;

/** The draft read from the page at `input.url`, or why there is none (429 past the hourly allowance). */
export async function importRecipePage(db: Db, userId: string, input: ImportUrlInput): Promise<Outcome<ImportedRecipe>> {
  const allowed = await hitRateLimit(db, `recipe-import:${userId}`, { max: IMPORTS_PER_HOUR, windowMs: 3_600_000 });
  if (!allowed) return fail(429, AUTH_MESSAGES.tooManyAttempts);
  return importRecipeFromUrl(input.url, {
    allowPrivateAddresses: env().IMPORT_ALLOW_PRIVATE_ADDRESSES,
    photoStore: fileStore(),
  });
}
