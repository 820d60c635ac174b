import { data, Form } from "react-router";
import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { Button, ButtonLink } from "~/components/ui/button";
import { BookOpen, BookPlus } from "~/components/ui/icons";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { listCookbookNames } from "~/server/kitchen/cookbooks.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import type { Route } from "./+types/app.recipe.cookbooks";

/**
 * /app/recipe/:id/cookbooks: Add to Cookbook as a page (the recipe page's dialog without
 * JavaScript). Each cookbook is a form posting to its manage action (add-recipes), which opens it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const id = parseRecipeId(params.id);
  const db = await getDb();
  const [recipe, cookbooks] = await Promise.all([
    id === null ? null : getRecipe(db, id, user.id),
    listCookbookNames(db, user.id),
  ]);
  if (!recipe) throw data(RECIPE_MESSAGES.notFound, { status: 404 });
  return { recipe: { id: recipe.id, title: recipe.title }, cookbooks };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `Add ${data.recipe.title} to a Cookbook – Simmer` : "Recipe Not Found – Simmer" },
];

export default function RecipeCookbooks({ loaderData }: Route.ComponentProps) {
  const { recipe, cookbooks } = loaderData;
  return (
    <RecipeSubpage back={`/app/recipe/${recipe.id}`} title="Add to Cookbook" lead={`Choose a cookbook for ${recipe.title}.`}>
      {cookbooks.length > 0 ? (
        <ul className="mt-6 max-w-md space-y-2" aria-label="Your cookbooks">
          {cookbooks.map((book) => (
            <li key={book.id}>
              <Form method="post" action={`/app/cookbooks/${book.id}/manage`}>
                <input type="hidden" name="intent" value="add-recipes" />
                <input type="hidden" name="recipeId" value={recipe.id} />
                <Button type="submit" variant="secondary" className="w-full justify-start px-3">
                  <span className={`grid h-8 w-8 place-items-center rounded-lg text-white ${book.color}`} aria-hidden="true">
                    <BookOpen className="h-4 w-4" />
                  </span>
                  {book.name}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-warm-800 mt-6">You have no cookbooks yet.</p>
      )}
      <ButtonLink to="/app/cookbooks?new=1" variant="secondary" className="mt-6">
        <BookPlus className="h-5 w-5" aria-hidden="true" /> Create Cookbook
      </ButtonLink>
    </RecipeSubpage>
  );
}
