import type { ReactNode } from "react";
import { Link } from "react-router";
import { AlertCircle, ArrowLeft } from "~/components/ui/icons";

/**
 * The frame of a page that does one of the recipe page's actions without JavaScript (scale,
 * shopping list, meal plan, cookbook, print): back to the recipe, a title, what it is for.
 */
export function RecipeSubpage({
  back,
  backLabel = "Back to recipe",
  title,
  lead,
  message,
  children,
}: {
  back: string;
  backLabel?: string;
  title: string;
  lead: ReactNode;
  /** A problem with what the address asked for (shown as an alert). */
  message?: string | null;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to={back} className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium print:hidden">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {backLabel}
      </Link>
      <h1 className="text-warm-900 mt-4 text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-warm-700 mt-2 text-lg">{lead}</p>
      {message && (
        <p
          role="alert"
          data-testid="page-message"
          className="bg-accent-red-light text-accent-red mt-4 flex items-center gap-2 rounded-xl px-4 py-3 font-medium"
        >
          <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" /> {message}
        </p>
      )}
      {children}
    </main>
  );
}
