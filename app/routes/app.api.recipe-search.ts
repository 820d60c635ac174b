import { redirect } from "react-router";
import { browseSearchParams, normalizeTerm } from "~/domain/recipes/browse";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { searchRecipesToPick } from "~/server/recipes/browse.server";
import type { Route } from "./+types/app.api.recipe-search";

/**
 * Recipes for the dialogs that search in place (Add Recipes to a cookbook, the meal plan's Add to…):
 * the browse search, first page, as JSON, each card with the servings it is written for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const q = normalizeTerm(new URL(request.url).searchParams.get("q") ?? "");
  // Opened as a page (a typed or shared address), it shows the same search as a page, not JSON.
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") {
    const query = browseSearchParams({ q }).toString();
    return redirect(query ? `/app/browse?${query}` : "/app/browse");
  }
  return Response.json(await searchRecipesToPick(await getDb(), q, user.id));
}
