import { ArrowLeft, Clock, Crown, Gauge, Star, UserRound, Users } from "~/components/ui/icons";
import { useState } from "react";
import { data, Link, useLocation, type ShouldRevalidateFunction } from "react-router";
import { RecipeActionBar, type RecipeAction, type RecipeActionContext } from "~/components/recipe/recipe-actions";
import { cookbookAction } from "~/components/recipe/cookbook-recipe-action";
import { useBillingEnabled } from "~/components/ui/use-billing";
import { cookAction, printAction, scaleAction, shareAction, shoppingListAction } from "~/features/recipes/recipe-actions";
import { mealPlanAction } from "~/features/meal-plan/recipe-action";
import { madeThisAction } from "~/features/cooking/recipe-action";
import { StatTile } from "~/components/ui/stat-tile";
import { useHydrated } from "~/components/ui/use-hydrated";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { startedByThisSite } from "~/server/http/fetch-metadata";
import { recipeJsonLd, scriptJson } from "~/domain/recipes/recipe-jsonld";
import { RecipeImage } from "~/components/recipe/recipe-cover";
import { NutritionFacts } from "~/features/nutrition/nutrition-facts";
import { RecipeTabs } from "~/features/recipes/recipe-tabs";
import { UnitToggle } from "~/components/recipe/unit-toggle";
import { useUnitSystem } from "~/components/recipe/use-unit-system";
import { parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { RecipeOwnerActions } from "~/features/recipe-editor/recipe-owner-actions";
import { copyRecipeAction } from "~/features/recipe-editor/copy-recipe-button";
import { RecipeSource } from "~/components/recipe/recipe-source";
import { isRecipeOwnedBy } from "~/domain/recipes/recipe-visibility";
import { ownerControls } from "~/server/recipes/own-recipes.server";
import { SaveButton } from "~/components/recipe/save-button";
import { isKitchenEntitled } from "~/server/auth/entitlements.server";
import { getAccount, getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import { getRecipe, listRecipeIngredients, recordView } from "~/server/recipes/recipes.server";
import { getUnitSystem } from "~/server/accounts/settings.server";
import { userRating } from "~/server/recipes/cooked.server";
import { ratingLine } from "~/domain/recipes/ratings";
import { RecipeNote } from "~/features/cooking/recipe-note";
import { recipeNote } from "~/server/recipes/recipe-notes.server";
import { listCookbookNames } from "~/server/kitchen/cookbooks.server";
import { nutritionForViewer } from "~/server/nutrition/nutrition.server";
import { savedAmong } from "~/server/kitchen/saved-recipes.server";
import { isQueuedReply } from "~/domain/offline/offline-rules";
import { isKeepRequest } from "~/server/offline/keep-request.server";
import type { Route } from "./+types/recipe";

/**
 * The recipe's own actions beside its title, then the tools that work on its ingredients: each
 * capability adds one entry (app/components/recipe/recipe-actions.tsx says what an entry holds).
 */
const HEADER_ACTIONS: readonly RecipeAction[] = [
  printAction,
  shareAction,
  mealPlanAction,
  cookbookAction,
  cookAction,
  madeThisAction,
  copyRecipeAction,
];
const TOOL_ACTIONS: readonly RecipeAction[] = [scaleAction, shoppingListAction];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseRecipeId(params.id);
  if (id === null) throw data(RECIPE_MESSAGES.notFound, { status: 404 });
  const db = await getDb();
  const user = getUser(context);
  // One round of queries: whether it is saved and the cook's cookbooks do not wait for the recipe.
  const [recipe, savedIds, cookbooks, parsedRows, unitSystem, myRating, myNote] = await Promise.all([
    getRecipe(db, id, user?.id),
    savedAmong(db, user?.id ?? null, [id]),
    user ? listCookbookNames(db, user.id) : [],
    listRecipeIngredients(db, id),
    user ? (getAccount(context)?.unitSystem ?? getUnitSystem(db, user.id)) : null,
    user ? userRating(db, user.id, id) : null,
    // The cook's private note (visibility rule applied): theirs alone.
    user ? recipeNote(db, user.id, id) : null,
  ]);
  if (!recipe) throw data(RECIPE_MESSAGES.notFound, { status: 404 });
  // The second round, at once: the cook's history (another site sending a signed-in cook here does
  // not write it) and the nutrition facts.
  const [, nutrition] = await Promise.all([
    user && startedByThisSite(request.headers.get("sec-fetch-site")) && !isKeepRequest(request)
      ? recordView(db, user.id, recipe.id)
      : null,
    // Numbers only for entitled viewers (null otherwise): computed here, on the server.
    nutritionForViewer(db, user, recipe),
  ]);
  const saved = savedIds.length > 0;
  // Scaling and units work from the parsed rows; a recipe not parsed yet is parsed here, line by line.
  const rows =
    parsedRows.length === recipe.ingredients.length ? parsedRows : recipe.ingredients.map((line) => parseIngredientLine(line));
  // The share button and link previews: PUBLIC_URL, or the address the page was opened at when the server answers it.
  const siteUrl = linkOrigin(request);
  // The author's account id stays on the server.
  const { userId: _author, ...shown } = recipe;
  // recipe.rating is the shown rating: users' ratings with the seeded rating as priors (app/domain/recipes/ratings.ts).
  const rating = { average: recipe.rating, count: recipe.ratingCount };
  return {
    recipe: shown,
    signedIn: Boolean(user),
    saved,
    cookbooks,
    rows,
    unitSystem,
    shoppingLists: await isKitchenEntitled(db, user, "shoppingLists"),
    nutrition,
    url: new URL(`/recipe/${recipe.id}`, siteUrl).toString(),
    // A private recipe is its author's alone: no structured data, and search engines are told to skip it.
    indexable: recipe.userId === null || recipe.isPublic,
    jsonLd: recipe.userId === null || recipe.isPublic ? scriptJson(recipeJsonLd(recipe, siteUrl)) : null,
    owner: user && isRecipeOwnedBy(recipe, user.id) ? await ownerControls(db, user.id, recipe) : null,
    // Another cook's recipe shared with everyone can be reported to the people who run the site (decision 050).
    reportable: Boolean(user) && recipe.userId !== null && recipe.userId !== user?.id && recipe.isPublic,
    rating,
    myRating,
    myNote,
  };
}

/** A cook logged or rated while offline waits on the device (issue 31): there is no server to ask. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isQueuedReply(actionResult) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [{ title: "Recipe Not Found – Simmer" }];
  const { recipe, url } = data;
  const image = recipe.imageUrl ?? `${url}/cover.svg`;
  return [
    { title: `${recipe.title} – Simmer` },
    { name: "description", content: recipe.description },
    { property: "og:type", content: "article" },
    { property: "og:title", content: recipe.title },
    { property: "og:description", content: recipe.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    ...(data.indexable ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
  ];
};

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  const {
    recipe,
    rows,
    unitSystem,
    signedIn,
    saved,
    cookbooks,
    nutrition,
    shoppingLists,
    url,
    jsonLd,
    owner,
    rating,
    myRating,
    myNote,
    reportable,
  } = loaderData;
  const base = useLocation().pathname.startsWith("/app") ? "/app" : "";
  const hydrated = useHydrated();
  const billing = useBillingEnabled();
  const units = useUnitSystem(unitSystem);
  // The servings last chosen in the scale dialog; the shopping list follows them.
  // Kept per recipe: moving to another recipe (say, a saved scaled copy) starts from its own servings.
  const [scaled, setScaled] = useState({ id: recipe.id, servings: recipe.servings });
  const servings = scaled.id === recipe.id ? scaled.servings : recipe.servings;
  const setServings = (next: number) => setScaled({ id: recipe.id, servings: next });
  const actions: RecipeActionContext = {
    recipe,
    base,
    signedIn,
    owned: owner !== null,
    billing,
    shoppingLists,
    cookbooks,
    rows,
    servings,
    setServings,
    units,
    url,
    myRating,
  };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <Link
        to={`${base}/browse`}
        className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium print:hidden"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to recipes
      </Link>

      {/* Hero: image, Premium badge, save heart. */}
      <div className="relative mt-4 aspect-[16/9] overflow-hidden rounded-3xl sm:aspect-[21/9] print:mt-0 print:aspect-[10/1]">
        <RecipeImage title={recipe.title} tags={recipe.tags} imageUrl={recipe.imageUrl} decorative={false} loading="eager" />
        {recipe.isPremium && (
          <span className="bg-warm-900/85 text-accent-yellow absolute top-4 left-4 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold">
            <Crown className="h-4 w-4" aria-hidden="true" /> Premium Recipe
          </span>
        )}
        <div className="absolute top-4 right-4">
          <SaveButton recipeId={recipe.id} title={recipe.title} saved={saved} size="lg" />
        </div>
      </div>

      {/* Title and the recipe's own actions (share, cookbook, cook). */}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-warm-900 text-4xl font-bold">{recipe.title}</h1>
          <p className="text-warm-700 mt-2 inline-flex items-center gap-1.5">
            <UserRound className="h-4 w-4" aria-hidden="true" /> Recipe by {recipe.author}
          </p>
          <RecipeSource url={recipe.sourceUrl} className="text-warm-700 mt-1 flex" />
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <RecipeActionBar actions={HEADER_ACTIONS} context={actions} />
        </div>
      </div>

      {owner && <RecipeOwnerActions recipeId={recipe.id} {...owner} />}

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile size="small" icon={Star} label="Rating" value={ratingLine(rating)} />
        <StatTile size="small" icon={Clock} label="Cook time" value={`${recipe.cookTime} min`} />
        <StatTile size="small" icon={Users} label="Servings" value={String(recipe.servings)} />
        <StatTile size="small" icon={Gauge} label="Difficulty" value={recipe.difficulty} />
      </dl>

      <p className="text-warm-800 mt-6 text-lg leading-relaxed">{recipe.description}</p>

      {/* Cooking tools: units for the whole page, then the dialogs that work on the ingredients. */}
      <section aria-label="Cooking tools" className="mt-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {/* A visitor's choice lives in the browser: until scripts run the toggle keeps its place, unseen. */}
        <div className={signedIn || hydrated ? undefined : "invisible"}>
          <UnitToggle units={units} id="page-units" />
        </div>
        <div className="flex flex-wrap gap-2">
          <RecipeActionBar actions={TOOL_ACTIONS} context={actions} />
        </div>
      </section>

      <RecipeTabs
        ingredients={recipe.ingredients}
        rows={rows}
        instructions={recipe.instructions}
        ingredientSections={recipe.ingredientSections}
        instructionSections={recipe.instructionSections}
        units={units.value}
      />

      {recipe.tags.length > 0 && (
        <ul className="mt-10 flex flex-wrap gap-2 print:hidden" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`${base}/browse?tag=${encodeURIComponent(tag)}`}
                className="bg-warm-100 text-warm-800 hover:bg-warm-200 block rounded-full px-3 py-1 text-sm"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <NutritionFacts facts={nutrition} servings={servings} />

      {signedIn && <RecipeNote recipeId={recipe.id} note={myNote} />}

      {reportable && (
        <Link to={`/app/recipe/${recipe.id}/report`} className="text-warm-700 mt-10 block text-sm underline print:hidden">
          Report this recipe
        </Link>
      )}
    </main>
  );
}
