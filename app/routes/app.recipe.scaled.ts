import { redirect } from "react-router";
import { saveScaledCopyAction } from "~/server/recipes/recipe-subpage.server";
import type { Route } from "./+types/app.recipe.scaled";

/** 'Save Scaled Recipe' from the scale dialog (the scale page posts to its own address, same action). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return saveScaledCopyAction(request, context, params.id);
}

/** Opened in the address bar: the recipe itself. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/app/recipe/${encodeURIComponent(params.id)}`);
}
