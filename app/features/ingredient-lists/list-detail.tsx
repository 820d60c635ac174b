import { Plus, X } from "lucide-react";
import { useState } from "react";
import { inputClass } from "~/components/ui/styles";

export interface ListItem {
  id: string;
  name: string;
}

/** The selected list's ingredients: add by Enter or the button, remove with the cross. */
export function ListDetail({
  name,
  items,
  onAdd,
  onRemove,
}: {
  name: string;
  items: ListItem[];
  onAdd: (text: string) => void;
  onRemove: (item: ListItem) => void;
}) {
  const [draft, setDraft] = useState("");
  return (
    <section aria-labelledby="list-detail-heading" className="ring-warm-200 rounded-3xl bg-white p-6 ring-1">
      <h2 id="list-detail-heading" className="text-warm-900 text-2xl font-bold">
        {name}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          onAdd(draft.trim());
          setDraft("");
        }}
        className="mt-4 flex gap-2"
      >
        <label htmlFor="list-item-input" className="sr-only">
          Add an ingredient to {name}
        </label>
        <input
          id="list-item-input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="e.g. olive oil"
          className={inputClass}
          autoComplete="off"
        />
        <button
          type="submit"
          disabled={!draft.trim()}
          className="bg-warm-900 hover:bg-warm-800 inline-flex items-center gap-1 rounded-xl px-4 font-semibold text-white disabled:opacity-50"
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add
        </button>
      </form>
      {items.length === 0 ? (
        <p className="text-warm-700 mt-4">No ingredients in this list yet.</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Ingredients in ${name}`}>
          {items.map((item) => (
            <li
              key={item.id}
              className="bg-accent-green-light text-accent-green inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium"
            >
              {item.name}
              <button
                type="button"
                onClick={() => onRemove(item)}
                aria-label={`Remove ${item.name}`}
                className="rounded-full p-1 hover:bg-white"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
