import { ChefHat, Clock, Users } from "~/components/ui/icons";
import type { GeneratedRecipe } from "~/domain/ai/ai-recipe";
import { plural } from "~/domain/plural";

/** A recipe as far as the model has written it (every field may still be missing). Text is rendered as text. */
export type PartialRecipe = { [K in keyof GeneratedRecipe]?: unknown };

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** "4 servings", "1 serving"; a value the model is still writing as it came. */
function servingsText(value: unknown): string {
  const count = typeof value === "number" ? value : Number(text(value));
  return Number.isFinite(count) && text(value).trim() !== "" ? plural(count, "serving") : `${text(value)} servings`;
}

export function GeneratedRecipeView({ recipe, writing }: { recipe: PartialRecipe; writing: boolean }) {
  const ingredients = textList(recipe.ingredients);
  const instructions = textList(recipe.instructions);
  const highlights = textList(recipe.nutritionHighlights);
  const tips = textList(recipe.tips);
  return (
    <article
      aria-labelledby="generated-title"
      aria-busy={writing}
      className="rounded-3xl bg-white p-6 shadow-sm"
      data-testid="generated-recipe"
    >
      <h2 id="generated-title" className="text-warm-900 text-2xl font-bold">
        {text(recipe.title) || "Writing your recipe…"}
      </h2>
      {text(recipe.description) && <p className="text-warm-700 mt-2">{text(recipe.description)}</p>}
      <ul className="text-warm-800 mt-4 flex flex-wrap gap-4 text-sm font-medium">
        {text(recipe.cookTime) && (
          <li className="flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" /> {text(recipe.cookTime)} min
          </li>
        )}
        {text(recipe.servings) && (
          <li className="flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden="true" /> {servingsText(recipe.servings)}
          </li>
        )}
        {text(recipe.difficulty) && (
          <li className="flex items-center gap-1">
            <ChefHat className="h-4 w-4" aria-hidden="true" /> {text(recipe.difficulty)}
          </li>
        )}
        {text(recipe.estimatedCost) && <li>Estimated cost: {text(recipe.estimatedCost)}</li>}
      </ul>
      {ingredients.length > 0 && (
        <section aria-labelledby="generated-ingredients" className="mt-6">
          <h3 id="generated-ingredients" className="text-warm-900 text-lg font-semibold">
            Ingredients
          </h3>
          <ul className="text-warm-800 mt-2 list-disc space-y-1 pl-6">
            {ingredients.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {instructions.length > 0 && (
        <section aria-labelledby="generated-steps" className="mt-6">
          <h3 id="generated-steps" className="text-warm-900 text-lg font-semibold">
            Instructions
          </h3>
          <ol className="text-warm-800 mt-2 list-decimal space-y-2 pl-6">
            {instructions.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {highlights.length > 0 && (
        <section aria-labelledby="generated-nutrition" className="mt-6">
          <h3 id="generated-nutrition" className="text-warm-900 text-lg font-semibold">
            Nutrition highlights
          </h3>
          <ul className="text-warm-800 mt-2 list-disc space-y-1 pl-6">
            {highlights.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {tips.length > 0 && (
        <section aria-labelledby="generated-tips" className="mt-6">
          <h3 id="generated-tips" className="text-warm-900 text-lg font-semibold">
            Tips
          </h3>
          <ul className="text-warm-800 mt-2 list-disc space-y-1 pl-6">
            {tips.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The recipe's fields as the Save form sends them. */
export function saveFields(recipe: GeneratedRecipe): Record<string, string> {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients.join("\n"),
    instructions: recipe.instructions.join("\n"),
    cookTime: String(recipe.cookTime),
    servings: String(recipe.servings),
    difficulty: recipe.difficulty,
  };
}
