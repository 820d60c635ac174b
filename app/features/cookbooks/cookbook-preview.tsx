import { Settings2 } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { RecipeCard } from "~/components/recipe/recipe-card";

/** The selected cookbook's first recipes, with the way to its manage page. */
export function CookbookPreview({ book }: { book: { id: string; name: string; preview: RecipeSummary[] } }) {
  return (
    <section aria-labelledby="preview-heading" className="ring-warm-200 mt-10 rounded-3xl bg-white p-6 ring-1">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="text-warm-900 text-2xl font-bold">
          {book.name}
        </h2>
        <ButtonLink to={`/app/cookbooks/${book.id}/manage`}>
          <Settings2 className="h-4 w-4" aria-hidden="true" /> Manage cookbook
        </ButtonLink>
      </div>
      {book.preview.length === 0 ? (
        <p className="text-warm-700 mt-4">This cookbook is empty. Open Manage cookbook to add recipes.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {book.preview.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} href={`/app/recipe/${recipe.id}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
