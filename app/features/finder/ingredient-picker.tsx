import { Plus, Search, X } from "~/components/ui/icons";
import { useState } from "react";
import { inputClass } from "~/components/ui/styles";
import { useHydrated } from "~/components/ui/use-hydrated";
import { addIngredient, matchForm, QUICK_SELECT_INGREDIENTS } from "~/domain/ingredients/ingredient-match";
import { Button } from "~/components/ui/button";
import { plural } from "~/domain/plural";
import { inPlace, SelectionForm } from "./selection-form";

interface Props {
  selection: string[];
  onChange: (next: string[]) => void;
  onFind: () => void;
  path: string;
}

/**
 * The cook's ingredients: typed or picked, shown with a count, cleared at once, then searched. Every
 * control is a GET form on the finder's URL, so it works without JavaScript (see SelectionForm).
 */
export function IngredientPicker({ selection, onChange, onFind, path }: Props) {
  const [draft, setDraft] = useState("");
  // Before scripts run the typed text is unknown to React: Add (and Enter) stay available.
  const hydrated = useHydrated();
  const add = () => {
    onChange(addIngredient(selection, draft));
    setDraft("");
  };
  const chosen = new Set(selection.map((s) => s.toLowerCase()));
  return (
    <section aria-labelledby="picker-heading" className="ring-warm-200 space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1">
      <div className="flex items-center justify-between gap-3">
        <h2 id="picker-heading" className="text-warm-900 text-xl font-bold">
          Your ingredients <span className="text-warm-700">({selection.length})</span>
        </h2>
        {selection.length > 0 && (
          <SelectionForm path={path} selection={[]}>
            <button
              type="submit"
              onClick={inPlace(() => onChange([]))}
              className="text-accent-orange text-sm font-semibold hover:underline"
            >
              Clear All
            </button>
          </SelectionForm>
        )}
      </div>
      {selection.length === 0 ? (
        <p className="text-warm-700 text-sm">Add what you have in your kitchen, or pick from the list below.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Selected ingredients">
          {selection.map((item) => {
            const rest = selection.filter((s) => s !== item);
            return (
              <li
                key={item}
                className="bg-accent-orange-light text-accent-orange inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium"
              >
                {item}
                <SelectionForm path={path} selection={rest} className="inline-flex">
                  <button
                    type="submit"
                    onClick={inPlace(() => onChange(rest))}
                    aria-label={`Remove ${item}`}
                    className="rounded-full p-1 hover:bg-white"
                  >
                    <X className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </SelectionForm>
              </li>
            );
          })}
        </ul>
      )}
      <SelectionForm path={path} selection={selection} className="flex gap-2">
        <label htmlFor="ingredient-input" className="sr-only">
          Add an ingredient
        </label>
        <input
          id="ingredient-input"
          name="i"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="e.g. chickpeas"
          autoComplete="off"
          className={inputClass}
        />
        <Button type="submit" disabled={hydrated && !matchForm(draft)} onClick={inPlace(add)} variant="dark" size="md">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add
        </Button>
      </SelectionForm>
      <div>
        <h3 className="text-warm-700 text-sm font-semibold tracking-wide uppercase">Quick select</h3>
        {/* Each pick is a submit button that adds its own `i` to the chosen ones. */}
        <SelectionForm path={path} selection={selection}>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {QUICK_SELECT_INGREDIENTS.map((item) => (
              <li key={item}>
                <button
                  type="submit"
                  name="i"
                  value={item}
                  disabled={chosen.has(item.toLowerCase())}
                  onClick={inPlace(() => onChange(addIngredient(selection, item)))}
                  className="bg-warm-50 text-warm-800 ring-warm-200 hover:ring-accent-orange disabled:bg-warm-100 disabled:text-warm-700 w-full rounded-xl px-3 py-2 text-left text-sm font-medium ring-1 disabled:cursor-not-allowed disabled:ring-0"
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </SelectionForm>
      </div>
      <SelectionForm path={path} selection={selection}>
        <button
          type="submit"
          onClick={inPlace(onFind)}
          disabled={selection.length === 0}
          className="bg-accent-orange inline-flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3 font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Search className="h-5 w-5" aria-hidden="true" /> Find Recipes ({plural(selection.length, "ingredient")})
        </button>
      </SelectionForm>
    </section>
  );
}
