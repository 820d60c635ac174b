/** schema.org Recipe data for link previews and search engines. */
import { plural } from "../plural";

export interface JsonLdRecipe {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  author: string;
  createdAt: Date | string;
  cookTime: number;
  servings: number;
  tags: string[];
  ingredients: string[];
  instructions: string[];
  /** The shown rating (app/domain/recipes/ratings.ts): average and how many ratings it is made of. */
  rating: number;
  ratingCount: number;
}

/** Minutes as an ISO 8601 duration: 90 → "PT1H30M", 45 → "PT45M". */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return `PT${m}M`;
  return m === 0 ? `PT${h}H` : `PT${h}H${m}M`;
}

export function recipeJsonLd(recipe: JsonLdRecipe, siteUrl: string): Record<string, unknown> {
  const url = new URL(`/recipe/${recipe.id}`, siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    url,
    // A photo uploaded here is stored as a path (/uploads/…): structured data needs the full address.
    image: [new URL(recipe.imageUrl ?? `/recipe/${recipe.id}/cover.svg`, siteUrl).toString()],
    author: { "@type": "Person", name: recipe.author },
    datePublished: new Date(recipe.createdAt).toISOString().slice(0, 10),
    description: recipe.description,
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.cookTime),
    recipeYield: plural(recipe.servings, "serving"),
    recipeCategory: recipe.tags[0] ?? undefined,
    keywords: recipe.tags.join(", "),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
    // Google's Recipe rules: an aggregateRating needs a real ratingCount, so none without one.
    ...(recipe.ratingCount > 0 &&
      recipe.rating > 0 && {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: recipe.rating,
          ratingCount: recipe.ratingCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

/** JSON safe to place inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
