import { ArrowLeft, ArrowRight, Check, Clock, Gauge, Users, X } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useFetcher, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { movePage, pageTitle, totalPages } from "~/domain/cook-mode";
import { getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { recordCooked } from "~/server/services/cooked.server";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { getRecipe } from "~/server/services/recipes.server";
import type { Route } from "./+types/cook-mode";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecipeId(params.id);
  const user = getUser(context);
  const recipe = id === null ? null : await getRecipe(await getDb(), id, user?.id);
  if (!recipe) throw data("Recipe not found", { status: 404 });
  return { recipe, signedIn: Boolean(user) };
}

/** Finishing a recipe in cook mode counts it as cooked (the dashboard's "recipes cooked"). */
export async function action({ params, context }: Route.ActionArgs) {
  const user = getUser(context);
  const id = parseRecipeId(params.id);
  if (!user || id === null) return data({ ok: false }, { status: user ? 404 : 401 });
  const recorded = await recordCooked(await getDb(), user.id, id);
  return data({ ok: recorded }, { status: recorded ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `Cooking ${data.recipe.title} – Simmer` : "Recipe Not Found – Simmer" },
];

export function ErrorBoundary() {
  return (
    <main id="main" className="bg-warm-50 grid min-h-screen place-items-center px-4 text-center">
      <div>
        <h1 className="text-warm-900 text-4xl font-bold">Recipe Not Found</h1>
        <p className="text-warm-700 mt-3">This recipe does not exist or was removed.</p>
        <ButtonLink to="/browse" variant="primary" size="md" className="mt-6">
          Browse recipes
        </ButtonLink>
      </div>
    </main>
  );
}

function overviewFacts(recipe: { cookTime: number; servings: number; difficulty: string }) {
  return [
    { icon: Clock, label: "Cook time", value: `${recipe.cookTime} min` },
    { icon: Users, label: "Servings", value: String(recipe.servings) },
    { icon: Gauge, label: "Difficulty", value: recipe.difficulty },
  ];
}

export default function CookMode({ loaderData }: Route.ComponentProps) {
  const { recipe, signedIn } = loaderData;
  const total = totalPages(recipe.instructions.length);
  const [page, setPage] = useState(0);
  const [gathered, setGathered] = useState<Set<number>>(() => new Set());
  const navigate = useNavigate();
  const cooked = useFetcher();
  const last = page === total - 1;

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") setPage((p) => movePage(p, 1, total));
      if (event.key === "ArrowLeft") setPage((p) => movePage(p, -1, total));
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
    };
  }, [total]);

  const close = () => {
    if (signedIn) cooked.submit(null, { method: "post" });
    navigate(`/recipe/${recipe.id}`);
  };

  return (
    <div className="bg-warm-50 fixed inset-0 z-40 flex flex-col" data-testid="cook-mode">
      <header className="border-warm-200 border-b bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0">
            <p className="text-warm-700 truncate text-sm">{recipe.title}</p>
            <h1 className="text-warm-900 text-2xl font-bold">{pageTitle(page, recipe.instructions.length)}</h1>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-warm-800 text-sm font-semibold whitespace-nowrap" aria-live="polite">
              {page + 1} of {total}
            </span>
            <ButtonLink
              to={`/recipe/${recipe.id}`}
              aria-label="Exit Cook Mode"
              variant="secondary"
              size="sm"
              className="whitespace-nowrap"
            >
              <X className="h-4 w-4" aria-hidden="true" /> Exit<span className="hidden sm:inline"> Cook Mode</span>
            </ButtonLink>
          </div>
        </div>
        <div
          className="bg-warm-200 h-1.5"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={page + 1}
        >
          <div className="bg-accent-orange h-full transition-all" style={{ width: `${((page + 1) / total) * 100}%` }} />
        </div>
      </header>

      <main id="main" className="mx-auto w-full max-w-4xl flex-1 overflow-y-auto px-4 py-8">
        {page === 0 && (
          <section>
            <p className="text-warm-800 text-xl leading-relaxed">{recipe.description}</p>
            <dl className="mt-6 grid grid-cols-3 gap-3">
              {overviewFacts(recipe).map(({ icon: Icon, label, value }) => (
                <div key={label} className="ring-warm-200 rounded-2xl bg-white p-4 ring-1">
                  <dt className="text-warm-700 text-sm">
                    <Icon className="text-accent-orange mb-2 h-5 w-5" aria-hidden="true" />
                    {label}
                  </dt>
                  <dd className="text-warm-900 text-lg font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-warm-700 mt-6">
              {recipe.ingredients.length} ingredients, {recipe.instructions.length} steps. Use the arrow keys or the buttons below
              to move.
            </p>
          </section>
        )}
        {page === 1 && (
          <ul className="space-y-2">
            {recipe.ingredients.map((line, i) => (
              <li key={i}>
                <label className="text-warm-900 ring-warm-200 flex cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 text-lg ring-1">
                  <input
                    type="checkbox"
                    checked={gathered.has(i)}
                    onChange={() =>
                      setGathered((g) => {
                        const next = new Set(g);
                        if (next.has(i)) next.delete(i);
                        else next.add(i);
                        return next;
                      })
                    }
                    className="accent-accent-green h-5 w-5"
                  />
                  <span className={gathered.has(i) ? "text-warm-700 line-through" : undefined}>{line}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {page >= 2 && <p className="text-warm-900 text-2xl leading-relaxed sm:text-3xl">{recipe.instructions[page - 2]}</p>}
      </main>

      <footer className="border-warm-200 border-t bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-4">
          <Button
            type="button"
            onClick={() => setPage((p) => movePage(p, -1, total))}
            disabled={page === 0}
            variant="secondary"
            size="lg"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Previous
          </Button>
          {last ? (
            <div className="flex gap-3">
              <Button type="button" disabled variant="success" size="lg">
                <Check className="h-5 w-5" aria-hidden="true" /> Finished!
              </Button>
              <Button type="button" onClick={close} variant="primary" size="lg">
                Close Cook Mode
              </Button>
            </div>
          ) : (
            <Button type="button" onClick={() => setPage((p) => movePage(p, 1, total))} variant="primary" size="lg">
              Next <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          )}
        </div>
      </footer>
    </div>
  );
}
