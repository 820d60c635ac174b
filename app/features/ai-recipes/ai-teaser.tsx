import { Sparkles } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { EXAMPLE_PROMPTS } from "~/domain/ai/ai-recipe";

/** The preview for visitors and plans without AI generation: what it does, 4 of the 6 examples, the way to /pricing. */
export function AiTeaser({ signedIn }: { signedIn: boolean }) {
  return (
    <div data-testid="ai-teaser">
      <section aria-labelledby="ai-preview" className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="ai-preview" className="text-warm-900 flex items-center gap-2 text-xl font-bold">
          <Sparkles className="text-accent-orange h-5 w-5" aria-hidden="true" /> Describe a dish, get a recipe
        </h2>
        <p className="text-warm-700 mt-2">
          Tell Simmer what you feel like cooking and an AI model writes a complete recipe: ingredients, steps, time and servings,
          ready to save into My Recipes.
        </p>
        <h3 className="text-warm-900 mt-4 font-semibold">Try prompts like</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {EXAMPLE_PROMPTS.slice(0, 4).map((prompt) => (
            <li key={prompt} className="bg-warm-50 text-warm-800 rounded-xl px-4 py-3">
              “{prompt}”
            </li>
          ))}
        </ul>
        {!signedIn && (
          <p className="text-warm-700 mt-4">
            Already a member?{" "}
            <ButtonLink to="/login?redirectTo=/app/ai-recipes" variant="ghost" size="sm">
              Log in
            </ButtonLink>
          </p>
        )}
      </section>
      <UpgradeTeaser id="ai-upgrade" title="AI recipe generation is a Premium feature" cta="See plans">
        Premium and Ultimate members generate their own recipes with AI.
      </UpgradeTeaser>
    </div>
  );
}
