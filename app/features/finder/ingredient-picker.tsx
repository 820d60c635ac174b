import { Plus, Search, X } from "~/components/ui/icons";
import { useState } from "react";
import { Form } from "react-router";
import { inputClass } from "~/components/ui/styles";
import { addIngredient, matchForm, QUICK_SELECT_INGREDIENTS } from "~/domain/ingredients/ingredient-match";
import { Button } from "~/components/ui/button";
import { plural } from "~/domain/plural";

interface Props {
  selection: string[];
  onChange: (next: string[]) => void;
  onFind: () => void;
  path: string;
}

/** The cook's ingredients: typed or picked, shown with a count, cleared at once, then searched. */
export function IngredientPicker({ selection, onChange, onFind, path }: Props) {
  const [draft, setDraft] = useState("");
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
          <button type="button" onClick={() => onChange([])} className="text-accent-orange text-sm font-semibold hover:underline">
            Clear All
          </button>
        )}
      </div>
      {selection.length === 0 ? (
        <p className="text-warm-700 text-sm">Add what you have in your kitchen, or pick from the list below.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Selected ingredients">
          {selection.map((item) => (
            <li
              key={item}
              className="bg-accent-orange-light text-accent-orange inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium"
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(selection.filter((s) => s !== item))}
                aria-label={`Remove ${item}`}
                className="rounded-full p-1 hover:bg-white"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="get"
        action={path}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        className="flex gap-2"
      >
        {selection.map((item) => (
          <input key={item} type="hidden" name="i" value={item} />
        ))}
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
        <Button type="submit" disabled={!matchForm(draft)} variant="dark" size="md">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add
        </Button>
      </Form>
      <div>
        <h3 className="text-warm-700 text-sm font-semibold tracking-wide uppercase">Quick select</h3>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {QUICK_SELECT_INGREDIENTS.map((item) => (
            <li key={item}>
              <button
                type="button"
                disabled={chosen.has(item.toLowerCase())}
                onClick={() => onChange(addIngredient(selection, item))}
                className="bg-warm-50 text-warm-800 ring-warm-200 hover:ring-accent-orange disabled:bg-warm-100 disabled:text-warm-700 w-full rounded-xl px-3 py-2 text-left text-sm font-medium ring-1 disabled:cursor-not-allowed disabled:ring-0"
              >
                {item}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onFind}
        disabled={selection.length === 0}
        className="bg-accent-orange inline-flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3 font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Search className="h-5 w-5" aria-hidden="true" /> Find Recipes ({plural(selection.length, "ingredient")})
      </button>
    </section>
  );
}
