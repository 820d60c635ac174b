/**
 * What the recipe page's no-JavaScript pages share (scale, shopping list, print): the recipe as the
 * viewer may see it (404 otherwise, the same as the recipe page), its parsed rows, and the servings
 * and units its address asks for (a bad value falls back with a message, never an error).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { parseScaleQuery } from "~/domain/ingredients/scale-query";
import { rowsFor } from "~/domain/ingredients/scaled-copy";
import { DEFAULT_UNIT_SYSTEM } from "~/domain/ingredients/unit-system";
import { scaleFactor } from "~/domain/ingredients/scaling";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { ScaledCopySchema } from "~/domain/validation/recipe";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { replyInvalid, replyWith } from "~/server/action-reply.server";
import { getAccount, getUser, requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { getUnitSystem } from "~/server/accounts/settings.server";
import { flashHeader } from "~/server/flash.server";
import { saveScaledCopy } from "./own-recipes.server";
import { getRecipe, listRecipeIngredients } from "./recipes.server";

export async function loadRecipeSubpage(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const id = parseRecipeId(rawId);
  if (id === null) throw data(RECIPE_MESSAGES.notFound, { status: 404 });
  const db = await getDb();
  const user = getUser(context);
  const [recipe, stored] = await Promise.all([getRecipe(db, id, user?.id), listRecipeIngredients(db, id)]);
  if (!recipe) throw data(RECIPE_MESSAGES.notFound, { status: 404 });
  const query = parseScaleQuery(new URL(request.url).searchParams, recipe.servings);
  // The units the address names, else the cook's setting, else as written.
  const units =
    query.units ?? (user ? (getAccount(context)?.unitSystem ?? (await getUnitSystem(db, user.id))) : DEFAULT_UNIT_SYSTEM);
  const { userId: _author, ...shown } = recipe;
  return {
    user,
    recipe: shown,
    rows: rowsFor(recipe.ingredients, stored),
    servings: query.servings,
    factor: scaleFactor(recipe.servings, query.servings),
    units,
    /** Why the servings asked for were not used (shown on the page), or null. */
    message: query.message,
    base: new URL(request.url).pathname.startsWith("/app/") ? "/app" : "",
  };
}

/**
 * 'Save Scaled Recipe' (the scale dialog's fetcher and the scale page's plain form): a private copy
 * for the chosen servings, opened once saved with the message in the flash; a refusal is answered
 * with its message (the page shows it).
 */
export async function saveScaledCopyAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const user = requireUser(request, context);
  const recipeId = parseRecipeId(rawId);
  if (recipeId === null)
    return replyWith({ ok: false, status: 404, message: RECIPE_MESSAGES.notFound }, RECIPE_MESSAGES.notFound);
  const submission = parseWithZod(await request.formData(), { schema: ScaledCopySchema });
  if (submission.status !== "success") return replyInvalid(submission, RECIPE_MESSAGES.scaledServings);
  const outcome = await saveScaledCopy(await getDb(), user.id, { recipeId, servings: submission.value.servings });
  if (!outcome.ok) return replyWith(outcome, RECIPE_MESSAGES.scaledFailed);
  return redirect(`/app/recipe/${outcome.value.id}`, {
    headers: { "Set-Cookie": await flashHeader(outcome.message ?? RECIPE_MESSAGES.scaledSaved) },
  });
}
