import { Copy } from "~/components/ui/icons";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { RecipeAction } from "~/components/recipe/recipe-actions";

/**
 * "Copy to My Recipes" on a recipe the cook did not write (the catalog's, or another cook's shared
 * one): a plain form post, so it works before and without JavaScript. The server makes a private
 * copy that remembers where it came from and opens it in the edit form.
 */
export function CopyRecipeButton({ recipeId }: { recipeId: number }) {
  const action = `/app/recipe/${recipeId}/copy`;
  const navigation = useNavigation();
  const copying = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action}>
      <Button type="submit" variant="secondary" size="md" disabled={copying}>
        <Copy className="h-5 w-5" aria-hidden="true" /> {copying ? "Copying…" : "Copy to My Recipes"}
      </Button>
    </Form>
  );
}

/** The recipe page's entry: for a signed-in cook, on a recipe they did not write. */
export const copyRecipeAction: RecipeAction = {
  id: "copy",
  label: "Copy to My Recipes",
  icon: Copy,
  shown: (context) => context.signedIn && !context.owned,
  render: (context) => <CopyRecipeButton recipeId={context.recipe.id} />,
};
