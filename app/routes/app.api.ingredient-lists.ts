import { LIST_MESSAGES } from "~/domain/messages";
import { normalizeSelection } from "~/domain/ingredient-match";
import { ListItemSchema, ListNameSchema } from "~/domain/validation/kitchen";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { jsonReply } from "~/server/json-reply.server";
import {
  addListItem,
  createIngredientList,
  deleteIngredientList,
  removeListItem,
} from "~/server/services/ingredient-lists.server";
import type { Route } from "./+types/app.api.ingredient-lists";

/** Ingredient-list writes for the signed-in user, answered as JSON ({ ok, message, … }). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const listId = String(form.get("listId") ?? "");
  const db = await getDb();

  if (intent === "create") {
    const parsed = ListNameSchema.safeParse({ name: form.get("name") ?? "" });
    if (!parsed.success) return jsonReply({ ok: false, message: parsed.error.issues[0].message }, 400);
    const ingredients = normalizeSelection(form.getAll("ingredient").map(String)).filter(
      (i) => ListItemSchema.safeParse({ ingredient: i }).success,
    );
    const outcome = await createIngredientList(db, user.id, parsed.data.name, ingredients);
    return outcome.ok
      ? jsonReply({ ok: true, message: LIST_MESSAGES.created, list: outcome.value })
      : jsonReply(outcome, outcome.status);
  }
  if (intent === "delete") {
    const outcome = await deleteIngredientList(db, user.id, listId);
    return outcome.ok
      ? jsonReply({ ok: true, message: LIST_MESSAGES.deleted })
      : jsonReply({ ok: false, message: LIST_MESSAGES.deleteFailed }, outcome.status);
  }
  if (intent === "add-item") {
    const parsed = ListItemSchema.safeParse({ ingredient: form.get("ingredient") ?? "" });
    if (!parsed.success) return jsonReply({ ok: false, message: parsed.error.issues[0].message }, 400);
    const outcome = await addListItem(db, user.id, listId, parsed.data.ingredient);
    return outcome.ok
      ? jsonReply({ ok: true, message: LIST_MESSAGES.ingredientAdded, item: outcome.value })
      : jsonReply(outcome, outcome.status);
  }
  if (intent === "remove-item") {
    const outcome = await removeListItem(db, user.id, listId, String(form.get("itemId") ?? ""));
    return outcome.ok ? jsonReply({ ok: true, message: LIST_MESSAGES.ingredientRemoved }) : jsonReply(outcome, outcome.status);
  }
  return jsonReply({ ok: false, message: "Please enter valid information." }, 400);
}
