import { DEFAULT_BROWSE, normalizeTerm } from "~/domain/browse";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { browseRecipes } from "~/server/services/browse.server";
import type { Route } from "./+types/app.api.recipe-search";

/** Recipes for the Add Recipes dialog: the browse search, first page, as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const q = normalizeTerm(new URL(request.url).searchParams.get("q") ?? "");
  const result = await browseRecipes(await getDb(), { ...DEFAULT_BROWSE, q }, user.id);
  return Response.json({ recipes: result.recipes, total: result.total, correctedTerm: result.correctedTerm });
}
