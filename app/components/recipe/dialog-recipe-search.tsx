import { Search } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { inputClass } from "~/components/ui/styles";
import { SEARCH_DEBOUNCE_MS } from "~/domain/recipes/browse";
import type { RecipeSummary } from "~/domain/recipes/recipe";

/** A recipe the dialog search found: its card, and the servings it is written for. */
export type FoundRecipe = RecipeSummary & { servings: number };

/**
 * The browse search run from inside a dialog (GET /app/api/recipe-search), debounced while the
 * cook types; only while the dialog is open. A newer term aborts the older request.
 */
export function useDialogRecipeSearch(open: boolean) {
  const [term, setTerm] = useState("");
  const [found, setFound] = useState<FoundRecipe[]>([]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/app/api/recipe-search?q=${encodeURIComponent(term)}`, { signal: controller.signal });
        if (response.ok) setFound(((await response.json()) as { recipes: FoundRecipe[] }).recipes);
      } catch {
        // A newer search replaced this one, or the network dropped; the list keeps its last results.
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, open]);

  return { term, setTerm, found };
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The dialog's search input with its magnifier and hidden label. */
export function DialogRecipeSearchField({ id, label, value, onChange }: FieldProps) {
  return (
    <>
      <Search className="text-warm-500 pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search recipes…"
        className={`${inputClass} pl-10`}
      />
    </>
  );
}
