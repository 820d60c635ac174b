import { CheckSquare } from "~/components/ui/icons";
import { useState } from "react";
import { redirect, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/layout/page-header";
import { browseSearchParams, countLine } from "~/domain/recipes/browse";
import { clampedPage, pageCountFor, parseBrowseParams } from "~/domain/recipes/browse-params";
import { RecipeCard, RecipeCardSkeleton } from "~/components/recipe/recipe-card";
import { BrowseControls } from "~/features/search/browse-controls";
import { LazySelectionBar } from "~/features/search/lazy-selection-bar";
import { Pager } from "~/features/search/pager";
import { getUser, redirectSignedIn } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { browseRecipes, listTags } from "~/server/recipes/browse.server";
import { listCookbookNames } from "~/server/kitchen/cookbooks.server";
import { savedAmong } from "~/server/kitchen/saved-recipes.server";
import type { Route } from "./+types/browse";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const inApp = url.pathname.startsWith("/app");
  if (!inApp) redirectSignedIn(context, "/app/browse", request);
  const user = inApp ? getUser(context) : null;
  const state = parseBrowseParams(url.searchParams);
  if (!user) state.saved = false;
  const db = await getDb();
  const [result, tags] = await Promise.all([browseRecipes(db, state, user?.id ?? null), listTags(db, user?.id ?? null)]);
  // A page past the end (an old link, a hand-typed ?page=99) goes to the last page that exists.
  const lastPage = clampedPage(state.page, result.total);
  if (lastPage !== null) {
    const query = browseSearchParams({ ...state, page: lastPage }).toString();
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
  }
  const [savedIds, cookbooks] = await Promise.all([
    savedAmong(
      db,
      user?.id ?? null,
      result.recipes.map((r) => r.id),
    ),
    user ? listCookbookNames(db, user.id) : [],
  ]);
  return {
    state,
    ...result,
    tags,
    savedIds,
    cookbooks,
    signedIn: Boolean(user),
    pageCount: pageCountFor(result.total),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data?.state.q ? `“${data.state.q}” – Browse recipes – Simmer` : "Browse recipes – Simmer" },
  { name: "description", content: "Search, filter and sort home-cooking recipes on Simmer." },
];

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { state, total, recipes, tags, savedIds, cookbooks, signedIn, pageCount, correctedTerm } = loaderData;
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const location = useLocation();
  const navigation = useNavigation();
  const path = location.pathname.startsWith("/app") ? "/app/browse" : "/browse";
  const base = path === "/app/browse" ? "/app" : "";
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const saved = new Set(savedIds);
  const hrefFor = (page: number) => `${path}?${browseSearchParams({ ...state, page }).toString()}`;

  return (
    <main id="main">
      <PageHeader title="Browse recipes" lead="Search by dish, ingredient or tag, then narrow it down." />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <BrowseControls state={state} tags={tags} signedIn={signedIn} path={path} />
        {signedIn && (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button
              type="button"
              aria-pressed={selecting}
              onClick={() => {
                setSelecting((on) => !on);
                setSelected([]);
              }}
              variant="secondary"
              size="md"
            >
              <CheckSquare className="h-4 w-4" aria-hidden="true" /> {selecting ? "Done selecting" : "Select recipes"}
            </Button>
            {selecting && <LazySelectionBar selected={selected} cookbooks={cookbooks} onClear={() => setSelected([])} />}
          </div>
        )}
        <div className="mt-6" aria-live="polite">
          {loading ? (
            <p className="text-warm-700">Searching for recipes...</p>
          ) : (
            <>
              <p className="text-warm-800" role="status">
                {countLine(total, correctedTerm ?? state.q)}
              </p>
              {correctedTerm && (
                <p className="text-warm-700 mt-1 text-sm" data-testid="corrected-term">
                  Nothing matched &ldquo;{state.q}&rdquo;. Showing results for &ldquo;{correctedTerm}&rdquo;.
                </p>
              )}
            </>
          )}
        </div>
        {loading ? (
          <ul
            className={state.view === "list" ? "mt-4 space-y-4" : "mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"}
          >
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <RecipeCardSkeleton layout={state.view} />
              </li>
            ))}
          </ul>
        ) : recipes.length === 0 ? (
          <div className="ring-warm-200 mt-4 rounded-3xl bg-white p-10 text-center ring-1">
            <h2 className="text-warm-900 text-2xl font-bold">No recipes found</h2>
            <p className="text-warm-700 mt-2">No results found. Try adjusting your search terms or filters.</p>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Recipes</h2>
            <ul
              className={
                state.view === "list" ? "mt-4 space-y-4" : "mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              }
              data-testid="browse-results"
              data-view={state.view}
            >
              {recipes.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeCard
                    recipe={recipe}
                    href={`${base}/recipe/${recipe.id}`}
                    layout={state.view}
                    saved={saved.has(recipe.id)}
                    selection={
                      selecting ? { checked: selected.includes(recipe.id), onToggle: () => toggle(recipe.id) } : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {!loading && <Pager page={state.page} pageCount={pageCount} hrefFor={hrefFor} />}
      </div>
    </main>
  );
}
