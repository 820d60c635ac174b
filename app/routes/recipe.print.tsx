import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { plural } from "~/domain/plural";
import { PrintView } from "~/features/recipes/print-view";
import { loadRecipeSubpage } from "~/server/recipes/recipe-subpage.server";
import type { Route } from "./+types/recipe.print";

/** /recipe/:id/print: the recipe as one printable sheet, for Print without JavaScript. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { recipe, rows, factor, units, servings, message, base } = await loadRecipeSubpage(request, context, params.id);
  const { id, title, cookTime, ingredients, instructions, ingredientSections, instructionSections } = recipe;
  return {
    recipe: { id, title, cookTime, ingredients, instructions, ingredientSections, instructionSections },
    rows,
    factor,
    units,
    servings,
    message,
    base,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `${data.recipe.title} – Simmer` : "Recipe Not Found – Simmer" },
  { name: "robots", content: "noindex" },
];

export default function PrintRecipe({ loaderData }: Route.ComponentProps) {
  const { recipe, servings, message, base } = loaderData;
  return (
    <RecipeSubpage
      back={`${base}/recipe/${recipe.id}`}
      title={recipe.title}
      lead={`${plural(servings, "serving")} · ${recipe.cookTime} min`}
      message={message}
    >
      <PrintView
        {...loaderData}
        ingredients={recipe.ingredients}
        instructions={recipe.instructions}
        ingredientSections={recipe.ingredientSections}
        instructionSections={recipe.instructionSections}
      />
    </RecipeSubpage>
  );
}
