import { redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { AiTeaser } from "~/features/ai-recipes/ai-teaser";
import { isEntitled } from "~/server/auth/entitlements.server";
import { getUser } from "~/server/auth/session.server";
import type { Route } from "./+types/ai-recipe";

export const meta: Route.MetaFunction = () => [
  { title: "AI Recipe Generator – Simmer" },
  { name: "description", content: "Describe a dish and let AI write the recipe. Part of Simmer Premium and Ultimate." },
];

/** A signed-in cook is sent to the generator in the app (spec: "Signed-in users go to /app/ai-recipes"). */
export function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  if (user) throw redirect("/app/ai-recipes");
  return { signedIn: false, entitled: isEntitled(user, "aiRecipeGeneration") };
}

/** The public page: the preview and the premium teaser; members with the feature are pointed to the generator. */
export default function AiRecipe({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-warm-900 text-4xl font-bold">AI Recipe Generator</h1>
      <p className="text-warm-700 mt-1 mb-6">Describe what you want to cook and let AI write the recipe.</p>
      {loaderData.entitled ? (
        <ButtonLink to="/app/ai-recipes">Open the generator</ButtonLink>
      ) : (
        <AiTeaser signedIn={loaderData.signedIn} />
      )}
    </main>
  );
}
