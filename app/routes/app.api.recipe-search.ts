import { redirect } from "react-router";
import { browseSearchParams, DEFAULT_BROWSE, normalizeTerm } from "~/domain/browse";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { browseRecipes } from "~/server/recipes/browse.server";
import type { Route } from "./+types/app.api.recipe-search";

/** Recipes for the Add Recipes dialog: the browse search, first page, as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const q = normalizeTerm(new URL(request.url).searchParams.get("q") ?? "");
  // Opened as a page (a typed or shared address), it shows the same search as a page, not JSON.
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") {
    const query = browseSearchParams({ q }).toString();
    return redirect(query ? `/app/browse?${query}` : "/app/browse");
  }
  const result = await browseRecipes(await getDb(), { ...DEFAULT_BROWSE, q }, user.id);
  return Response.json({ recipes: result.recipes, total: result.total, correctedTerm: result.correctedTerm });
}
