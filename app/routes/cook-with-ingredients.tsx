import { useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { addIngredient, finderPage, finderSearchParams, normalizeSelection } from "~/domain/ingredients/ingredient-match";
import { FinderResults } from "~/features/finder/finder-results";
import { IngredientPicker } from "~/features/finder/ingredient-picker";
import { QuickLoadLists, SaveSelectionAsList } from "~/features/finder/quick-load-lists";
import { LazySelectionBar } from "~/features/search/lazy-selection-bar";
import { Pager } from "~/features/search/pager";
import { RecipeCardSkeleton } from "~/components/recipe/recipe-card";
import { getUser, redirectSignedIn } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { findRecipesByIngredients } from "~/server/recipes/ingredient-index.server";
import { listCookbookNames } from "~/server/kitchen/cookbooks.server";
import { listIngredientLists } from "~/server/kitchen/ingredient-lists.server";
import { savedAmong } from "~/server/kitchen/saved-recipes.server";
import type { Route } from "./+types/cook-with-ingredients";

export const RESULTS_PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const inApp = url.pathname.startsWith("/app");
  if (!inApp) redirectSignedIn(context, "/app/cook-with-ingredients", request);
  const user = inApp ? getUser(context) : null;
  const db = await getDb();
  // The saved lists stream in after the page (three skeletons meanwhile).
  const lists = user ? listIngredientLists(db, user.id) : Promise.resolve([]);
  const cookbooks = user ? await listCookbookNames(db, user.id) : [];
  const base = { signedIn: Boolean(user), lists, cookbooks };
  const selection = normalizeSelection(url.searchParams.getAll("i"));
  const page = finderPage(url.searchParams.get("page"));
  if (selection.length === 0) return { ...base, selection, page, searched: false, total: 0, recipes: [], savedIds: [] };
  const { total, recipes } = await findRecipesByIngredients(db, selection, page, RESULTS_PAGE_SIZE, {
    viewerId: user?.id ?? null,
  });
  const savedIds = await savedAmong(
    db,
    user?.id ?? null,
    recipes.map((r) => r.id),
  );
  return { ...base, selection, page, searched: true, total, recipes, savedIds };
}

export const meta: Route.MetaFunction = () => [
  { title: "Cook with what you have – Simmer" },
  { name: "description", content: "Enter the ingredients in your kitchen and find recipes that use them." },
];

export default function CookWithIngredients({ loaderData }: Route.ComponentProps) {
  const { selection: searchedFor, page, searched, total, recipes, savedIds, signedIn, lists, cookbooks } = loaderData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [selection, setSelection] = useState(searchedFor);
  // When the searched-for ingredients change (a new search, Back, a link), the picker follows them;
  // a revalidation that returns the same ingredients leaves the cook's unsaved picks alone.
  const searchedKey = searchedFor.join("\n");
  const [shownFor, setShownFor] = useState(searchedKey);
  if (shownFor !== searchedKey) {
    setShownFor(searchedKey);
    setSelection(searchedFor);
  }
  const base = pathname.startsWith("/app") ? "/app" : "";
  const find = () => {
    navigate(`${pathname}?${finderSearchParams(selection).toString()}`, { preventScrollReset: true });
  };
  const reset = () => {
    setSelection([]);
    navigate(pathname, { preventScrollReset: true });
  };
  const hrefFor = (to: number) => `${pathname}?${finderSearchParams(searchedFor, to).toString()}`;
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;

  return (
    <main id="main">
      <PageHeader title="Cook with what you have" lead="Tell us what is in your kitchen and we will find recipes that use it." />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          {signedIn && <QuickLoadLists lists={lists} onLoad={(items) => setSelection((s) => items.reduce(addIngredient, s))} />}
          <IngredientPicker selection={selection} onChange={setSelection} onFind={find} path={pathname} />
          {signedIn && <SaveSelectionAsList selection={selection} />}
        </div>
        <section aria-label="Results" aria-live="polite">
          {loading ? (
            <ul className="grid gap-6 sm:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <RecipeCardSkeleton />
                </li>
              ))}
            </ul>
          ) : searched ? (
            <>
              {signedIn && recipes.length > 0 && (
                <div className="mb-4">
                  <LazySelectionBar
                    selected={recipes.map((r) => r.id)}
                    cookbooks={cookbooks}
                    found={{ total, ingredients: searchedFor }}
                  />
                </div>
              )}
              <FinderResults
                total={total}
                entered={searchedFor.length}
                recipes={recipes}
                savedIds={savedIds}
                base={base}
                path={pathname}
                onReset={reset}
              />
              <Pager page={page} pageCount={Math.ceil(total / RESULTS_PAGE_SIZE)} hrefFor={hrefFor} />
            </>
          ) : (
            <div className="border-warm-300 text-warm-700 rounded-3xl border-2 border-dashed p-10 text-center">
              Pick at least one ingredient and press <strong>Find Recipes</strong>. Recipes that use more of your ingredients come
              first.
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
