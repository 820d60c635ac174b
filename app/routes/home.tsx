import { BookOpen, CalendarDays, ChefHat, Refrigerator, Search, Sparkles } from "~/components/ui/icons";
import { Link } from "react-router";
import { CallToAction } from "~/components/content/call-to-action";
import { FeatureGrid } from "~/components/content/feature-grid";
import { RecipeCard } from "~/components/recipe/recipe-card";
import { SearchBox } from "~/features/recipes/search-box";
import { redirectSignedIn } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { listNewestRecipes } from "~/server/recipes/recipes.server";
import type { Route } from "./+types/home";

export const FEATURED_COUNT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/dashboard");
  return { featured: await listNewestRecipes(await getDb(), FEATURED_COUNT) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Simmer – cook something good tonight" },
  {
    name: "description",
    content: "Search thousands of home-cooking recipes, cook from what is in your fridge, and keep your own cookbooks.",
  },
];

const FEATURES = [
  {
    icon: Search,
    title: "Search that understands cooks",
    text: "Find dishes by name, ingredient or tag, then filter by difficulty, time and rating.",
  },
  {
    icon: Refrigerator,
    title: "Cook with what you have",
    text: "Tell Simmer what is in your kitchen and get recipes that use it.",
  },
  { icon: BookOpen, title: "Your own cookbooks", text: "Save favourites and group them into cookbooks for every occasion." },
  { icon: CalendarDays, title: "Plan the week", text: "Put recipes on a weekly plan and turn them into one shopping list." },
  { icon: ChefHat, title: "Step-by-step cook mode", text: "A full-screen, one-step-at-a-time view that keeps your hands free." },
  { icon: Sparkles, title: "AI recipe ideas", text: "Describe a craving and get a complete recipe to cook tonight." },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <section className="from-accent-orange-light to-warm-50 bg-gradient-to-b">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-16 pb-16 text-center sm:pt-24">
          <p className="text-accent-orange ring-warm-200 rounded-full bg-white px-3 py-1 text-sm font-medium shadow-sm ring-1">
            Recipes for real home kitchens
          </p>
          <h1 className="text-warm-900 mt-6 text-4xl font-bold tracking-tight sm:text-6xl">
            Cook something good <span className="text-accent-orange">tonight</span>
          </h1>
          <p className="text-warm-700 mt-5 max-w-2xl text-lg">
            Discover recipes, cook from what is already in your fridge, and keep the dishes you love in your own cookbooks.
          </p>
          <div className="mt-8 flex w-full justify-center">
            <SearchBox />
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-warm-900 text-3xl font-bold">
              Fresh from the kitchen
            </h2>
            <p className="text-warm-700 mt-1">The newest recipes on Simmer.</p>
          </div>
          <Link to="/browse" className="text-accent-orange shrink-0 font-semibold underline-offset-4 hover:underline">
            Browse all recipes
          </Link>
        </div>
        {loaderData.featured.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-recipes">
            {loaderData.featured.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} href={`/recipe/${recipe.id}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-warm-700 ring-warm-200 mt-6 rounded-xl bg-white p-6 ring-1">No recipes yet. Check back soon.</p>
        )}
      </section>

      <FeatureGrid id="features-heading" heading="Everything a home cook needs" items={FEATURES} />

      <CallToAction
        id="signup-heading"
        heading="Start your own cookbook today"
        text="Create a free account to save recipes, build cookbooks and keep ingredient lists."
      />
    </main>
  );
}
