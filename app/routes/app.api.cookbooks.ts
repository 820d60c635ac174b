import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { COOKBOOK_MESSAGES, recipesAddedMessage } from "~/domain/messages";
import { CookbookEditSchema, CookbookSchema } from "~/domain/validation/kitchen";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { jsonReply } from "~/server/json-reply.server";
import {
  addRecipesToCookbook,
  createCookbook,
  deleteCookbook,
  removeRecipeFromCookbook,
  updateCookbook,
} from "~/server/services/cookbooks.server";
import type { Route } from "./+types/app.api.cookbooks";

const RecipeIds = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(500);

/** Cookbook writes for the signed-in user, answered as JSON ({ ok, message, … }). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("cookbookId") ?? "");
  const db = await getDb();

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(form, { schema: intent === "create" ? CookbookSchema : CookbookEditSchema });
    if (submission.status !== "success") {
      return jsonReply(
        { ok: false, message: Object.values(submission.error ?? {}).flat()[0] ?? COOKBOOK_MESSAGES.createFailed },
        400,
      );
    }
    if (intent === "create") {
      const outcome = await createCookbook(db, user.id, submission.value);
      return outcome.ok
        ? jsonReply({ ok: true, message: COOKBOOK_MESSAGES.created, cookbook: outcome.value })
        : jsonReply(outcome, outcome.status);
    }
    const outcome = await updateCookbook(db, user.id, id, submission.value);
    return outcome.ok ? jsonReply({ ok: true, message: COOKBOOK_MESSAGES.updated }) : jsonReply(outcome, outcome.status);
  }
  if (intent === "delete") {
    const outcome = await deleteCookbook(db, user.id, id);
    return outcome.ok
      ? jsonReply({ ok: true, message: COOKBOOK_MESSAGES.deleted })
      : jsonReply({ ok: false, message: COOKBOOK_MESSAGES.deleteFailed }, outcome.status);
  }
  if (intent === "add-recipes") {
    const ids = RecipeIds.safeParse(form.getAll("recipeId"));
    if (!ids.success) return jsonReply({ ok: false, message: COOKBOOK_MESSAGES.addFailed }, 400);
    const outcome = await addRecipesToCookbook(db, user.id, id, ids.data);
    if (!outcome.ok) return jsonReply(outcome, outcome.status);
    const { added, skipped, name } = outcome.value;
    return jsonReply(
      { ok: added > 0 || skipped === 0, message: recipesAddedMessage(added, skipped, name), added, skipped },
      added > 0 || skipped === 0 ? 200 : 409,
    );
  }
  if (intent === "remove-recipe") {
    const recipeId = Number(form.get("recipeId"));
    const outcome = await removeRecipeFromCookbook(db, user.id, id, Number.isInteger(recipeId) ? recipeId : -1);
    return outcome.ok ? jsonReply({ ok: true, message: COOKBOOK_MESSAGES.recipeRemoved }) : jsonReply(outcome, outcome.status);
  }
  return jsonReply({ ok: false, message: "Please enter valid information." }, 400);
}
