import { data, redirect } from "react-router";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { shoppingListFileName, shoppingListText } from "~/domain/meal-plan/shopping-list";
import { ShoppingListSchema } from "~/domain/validation/shopping-list";
import { requireFeature } from "~/server/auth/entitlements.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { getVisibleRecipeTitle } from "~/server/recipes/recipes.server";
import type { Route } from "./+types/app.shopping-list";

/**
 * Download of the shopping list dialog (premium and ultimate): the ticked ingredients and the custom
 * items as a text file named after the recipe (spec section 9). A plain form post, so it works
 * without JavaScript too; the plan is checked here, not only by the dialog.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  requireFeature(user, "shoppingLists");
  const form = await request.formData();
  const parsed = ShoppingListSchema.safeParse({
    recipeId: form.get("recipeId") ?? undefined,
    item: form.getAll("item").filter((item) => typeof item === "string"),
  });
  if (!parsed.success) throw data({ ok: false, message: GENERAL_MESSAGES.invalid }, { status: 400 });
  const title = await getVisibleRecipeTitle(await getDb(), parsed.data.recipeId, user.id);
  if (title === null) throw data({ ok: false, message: RECIPE_MESSAGES.notFound }, { status: 404 });
  return new Response(shoppingListText(title, parsed.data.item), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${shoppingListFileName(title)}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Opened in the address bar: nothing to show here. */
export function loader() {
  return redirect("/app/browse");
}
