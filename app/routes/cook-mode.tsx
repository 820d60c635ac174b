import { data, type ShouldRevalidateFunction } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { pageFromStepParam } from "~/domain/cooking/cook-mode";
import { parseIngredientLine } from "~/domain/ingredients/ingredient-parser";
import { parseServings, scaleFactor } from "~/domain/ingredients/scaling";
import { DEFAULT_UNIT_SYSTEM, isUnitSystem } from "~/domain/ingredients/units";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { CookModeView } from "~/features/cooking/cook-mode-view";
import { VoiceCompanion, VoiceCompanionTeaser } from "~/features/cooking/voice-companion";
import { askCookQuestion } from "~/features/cooking/ask-question";
import type { CookCompanionContext } from "~/features/cooking/companion";
import { currentAiConfig } from "~/server/ai/provider.server";
import { isEntitled } from "~/server/auth/entitlements.server";
import { getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { userRating } from "~/server/recipes/cooked.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { getUnitSystem } from "~/server/accounts/settings.server";
import { recipeNote } from "~/server/recipes/recipe-notes.server";
import { isQueuedReply } from "~/domain/offline/offline-rules";
import type { Route } from "./+types/cook-mode";

/** Most servings cook mode scales to from ?servings= (the recipe's own limit is 100). */
const MAX_COOK_SERVINGS = 200;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseRecipeId(params.id);
  const db = await getDb();
  const user = getUser(context);
  const recipe = id === null ? null : await getRecipe(db, id, user?.id);
  if (!recipe) throw data("Recipe not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  // ?servings=6 scales the amounts (as the scale dialog does); anything unusable keeps the recipe's own.
  const asked = parseServings(query.get("servings") ?? "");
  const servings = asked !== null && asked <= MAX_COOK_SERVINGS ? asked : recipe.servings;
  // ?units= (from the recipe page's toggle) first, then the cook's saved choice, then as written.
  const asking = query.get("units");
  const units = isUnitSystem(asking) ? asking : user ? await getUnitSystem(db, user.id) : DEFAULT_UNIT_SYSTEM;
  return {
    recipe,
    // One parsed line per written line, in order, so a step's ingredients and the list line up.
    amounts: recipe.ingredients.map(parseIngredientLine),
    servings,
    factor: scaleFactor(recipe.servings, servings),
    units,
    // ?step= (Next and Previous are links to it): the page to open on.
    initialPage: pageFromStepParam(query.get("step"), recipe.instructions.length),
    signedIn: Boolean(user),
    // The voice companion is an ultimate feature; everyone else sees its teaser.
    voiceCompanion: isEntitled(user, "aiVoiceCompanion"),
    // Questions beyond the commands go to the model when one is set up.
    aiAnswers: isEntitled(user, "aiVoiceCompanion") && currentAiConfig() !== null,
    currentRating: user ? await userRating(db, user.id, recipe.id) : null,
    // The cook's private note on the recipe, to read while cooking.
    note: user ? await recipeNote(db, user.id, recipe.id) : null,
  };
}

/** Moving between pages changes only ?step=: cook mode's own data stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) => {
  // A cook logged or rated while offline waits on the device (issue 31): there is no server to ask.
  if (isQueuedReply(actionResult)) return false;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const [before, after] = [currentUrl, nextUrl].map((url) => {
    const params = new URLSearchParams(url.search);
    params.delete("step");
    return params.toString();
  });
  return before === after ? false : defaultShouldRevalidate;
};

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

export default function CookMode({ loaderData }: Route.ComponentProps) {
  const { recipe, amounts, servings, factor, units, initialPage, signedIn, currentRating, note, voiceCompanion, aiAnswers } =
    loaderData;
  const askQuestion = aiAnswers
    ? (question: string, cook: CookCompanionContext) => askCookQuestion(recipe.id, question, cook)
    : undefined;
  return (
    <CookModeView
      recipe={recipe}
      amounts={amounts}
      servings={servings}
      factor={factor}
      units={units}
      initialPage={initialPage}
      signedIn={signedIn}
      currentRating={currentRating}
      note={note}
      companion={voiceCompanion ? (cook) => <VoiceCompanion cook={cook} askQuestion={askQuestion} /> : <VoiceCompanionTeaser />}
    />
  );
}
