import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { coverSvg } from "~/domain/recipes/cover";
import { getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { plainNotFound } from "~/server/http/plain-answers.server";
import type { Route } from "./+types/recipe.cover";

/** The recipe's generated cover as an SVG file, for link previews and structured data. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecipeId(params.id);
  const viewer = getUser(context);
  const recipe = id === null ? null : await getRecipe(await getDb(), id, viewer?.id);
  if (!recipe) return plainNotFound(RECIPE_MESSAGES.notFound);
  return new Response(coverSvg(recipe.tags, recipe.title), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": recipe.userId === null || recipe.isPublic ? "public, max-age=86400" : "private, max-age=300",
    },
  });
}
