import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { recipeShoppingItems } from "~/domain/meal-plan/shopping-list";
import { plural } from "~/domain/plural";
import { ShoppingListPage } from "~/features/recipes/shopping-list-page";
import { isEntitled } from "~/server/auth/entitlements.server";
import { loadRecipeSubpage } from "~/server/recipes/recipe-subpage.server";
import type { Route } from "./+types/recipe.shopping-list";

/** /recipe/:id/shopping-list?servings=6: the shopping list dialog as a page (it works without JavaScript). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, recipe, rows, factor, units, servings, message, base } = await loadRecipeSubpage(request, context, params.id);
  const entitled = isEntitled(user, "shoppingLists");
  return {
    recipe: { id: recipe.id, title: recipe.title },
    servings,
    message,
    base,
    entitled,
    // Lines only for entitled cooks (premium and ultimate), as in the dialog.
    items: entitled ? recipeShoppingItems(rows, factor, units) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `Shopping List: ${data.recipe.title} – Simmer` : "Recipe Not Found – Simmer" },
  { name: "robots", content: "noindex" },
];

export default function RecipeShoppingList({ loaderData }: Route.ComponentProps) {
  const { recipe, servings, message, base, entitled, items } = loaderData;
  return (
    <RecipeSubpage
      back={`${base}/recipe/${recipe.id}`}
      title="Shopping List"
      lead={`${recipe.title} · ${plural(servings, "serving")}`}
      message={message}
    >
      <ShoppingListPage recipeId={recipe.id} servings={servings} items={items} entitled={entitled} />
    </RecipeSubpage>
  );
}
