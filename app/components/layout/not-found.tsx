import { ArrowLeft, SearchX } from "~/components/ui/icons";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

export const NOT_FOUND_LINKS = [
  { to: "/", label: "Home" },
  { to: "/browse", label: "Browse Recipes" },
  { to: "/cook-with-ingredients", label: "Cook with Ingredients" },
  { to: "/ai-recipe", label: "AI Recipe Generator" },
  { to: "/ingredient-lists", label: "Ingredient Lists" },
  { to: "/about", label: "About Simmer" },
] as const;

export function NotFound() {
  const navigate = useNavigate();
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="text-accent-orange h-14 w-14" aria-hidden="true" />
      <h1 className="text-warm-900 mt-6 text-4xl font-bold">Recipe Not Found</h1>
      <p className="text-warm-700 mt-3">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <nav aria-label="Helpful links" className="mt-8 w-full">
        <ul className="grid gap-3 sm:grid-cols-2">
          {NOT_FOUND_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="text-warm-800 ring-warm-200 hover:ring-accent-orange block rounded-xl bg-white px-4 py-3 font-medium shadow-sm ring-1"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button type="button" onClick={() => navigate(-1)} variant="soft" size="md" className="mt-8">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Go Back
      </Button>
    </main>
  );
}
