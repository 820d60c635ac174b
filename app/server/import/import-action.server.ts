/**
 * The create page's "Import from a web page" intent: parses the address with the import form's
 * schema, limits how often one account may make the server fetch pages, imports, and answers with
 * the draft for the recipe form. Nothing is saved here (only the page's photo, under a random id).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { AUTH_MESSAGES } from "~/domain/messages";
import { IMPORT_INTENT, ImportUrlSchema, type ImportedRecipe } from "~/domain/recipes/recipe-import";
import { getDb } from "../db/index.server";
import { env } from "../env.server";
import { hitRateLimit } from "../http/rate-limit.server";
import { importRecipeFromUrl } from "./import-recipe.server";
import { fileStore } from "../storage/index.server";

/** Pages one account may import per hour. */
const IMPORTS_PER_HOUR = 30;

export type ImportReply =
  | { intent: typeof IMPORT_INTENT; ok: true; message: string; url: string; draft: ImportedRecipe }
  | { intent: typeof IMPORT_INTENT; ok: false; message: string; url: string };

export function isImportIntent(form: FormData): boolean {
  return form.get("intent") === IMPORT_INTENT;
}

export async function importRecipeAction(form: FormData, userId: string) {
  const typed = String(form.get("url") ?? "").slice(0, 2048);
  const refuse = (message: string, status: number) =>
    data<ImportReply>({ intent: IMPORT_INTENT, ok: false, message, url: typed }, { status });
  const submission = parseWithZod(form, { schema: ImportUrlSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat();
    return refuse(errors[0] ?? "Please enter the address of a recipe page.", 400);
  }
  const allowed = await hitRateLimit(await getDb(), `recipe-import:${userId}`, { max: IMPORTS_PER_HOUR, windowMs: 3_600_000 });
  if (!allowed) return refuse(AUTH_MESSAGES.tooManyAttempts, 429);
  const config = env();
  const outcome = await importRecipeFromUrl(submission.value.url, {
    allowPrivateAddresses: config.IMPORT_ALLOW_PRIVATE_ADDRESSES,
    photoStore: fileStore(),
  });
  if (!outcome.ok) return refuse(outcome.message, outcome.status);
  return data<ImportReply>({
    intent: IMPORT_INTENT,
    ok: true,
    message: outcome.message ?? "",
    url: submission.value.url,
    draft: outcome.value,
  });
}
