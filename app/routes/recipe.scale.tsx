import { useActionData } from "react-router";
import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { ActionNotice } from "~/components/ui/action-reply";
import { useBillingEnabled } from "~/components/ui/use-billing";
import { plural } from "~/domain/plural";
import { ScalePage } from "~/features/recipes/scale-page";
import { isEntitled } from "~/server/auth/entitlements.server";
import { loadRecipeSubpage, saveScaledCopyAction } from "~/server/recipes/recipe-subpage.server";
import type { Route } from "./+types/recipe.scale";

/** /recipe/:id/scale?servings=6&units=metric: the scale dialog as a page (it works without JavaScript). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadRecipeSubpage(request, context, params.id);
  const { user, ...shown } = page;
  return { ...shown, signedIn: Boolean(user), shoppingLists: isEntitled(user, "shoppingLists") };
}

/** 'Save Scaled Recipe' (signed-in cooks; a visitor is asked to sign in first). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return saveScaledCopyAction(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `Scale ${data.recipe.title} – Simmer` : "Recipe Not Found – Simmer" },
  { name: "robots", content: "noindex" },
];

export default function ScaleRecipe({ loaderData }: Route.ComponentProps) {
  const { recipe, base, message } = loaderData;
  const billing = useBillingEnabled();
  return (
    <RecipeSubpage
      back={`${base}/recipe/${recipe.id}`}
      title="Scale Recipe"
      lead={`${recipe.title} · Original recipe: ${plural(recipe.servings, "serving")}`}
      message={message}
    >
      <div className="mt-4">
        <ActionNotice reply={useActionData<typeof action>()} />
      </div>
      <ScalePage {...loaderData} offersShoppingList={loaderData.shoppingLists || billing} />
    </RecipeSubpage>
  );
}
