import { data } from "react-router";
import { coverSvg } from "~/domain/cover";
import { getDb } from "~/server/db/index.server";
import { getRecipe, parseRecipeId } from "~/server/services/recipes.server";
import type { Route } from "./+types/recipe.cover";

/** The recipe's generated cover as an SVG file, for link previews and structured data. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseRecipeId(params.id);
  const recipe = id === null ? null : await getRecipe(await getDb(), id);
  if (!recipe) throw data("Recipe not found", { status: 404 });
  return new Response(coverSvg(recipe.tags, recipe.title), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
