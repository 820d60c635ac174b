import { data, redirect } from "react-router";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { recipePageAddress } from "~/domain/recipes/source";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import { copyRecipe } from "~/server/recipes/own-recipes.server";
import type { Route } from "./+types/app.recipe.copy";

function notFound(): never {
  throw data(RECIPE_MESSAGES.notFound, { status: 404 });
}

/**
 * "Copy to My Recipes": a private copy of a recipe the cook may see, which records the original's
 * page as its source, opened in the edit form with the message in the flash. A recipe the cook may
 * not see is 404 (as its page is).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const recipeId = parseRecipeId(params.id) ?? notFound();
  const sourceUrl = recipePageAddress(linkOrigin(request), recipeId);
  const outcome = await copyRecipe(await getDb(), user.id, { recipeId, sourceUrl });
  if (!outcome.ok) notFound();
  return redirect(`/app/recipe/${outcome.value.id}/edit`, {
    headers: { "Set-Cookie": await flashHeader(outcome.message ?? RECIPE_MESSAGES.copied) },
  });
}

/** Opened in the address bar: the recipe itself. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/app/recipe/${encodeURIComponent(params.id)}`);
}
