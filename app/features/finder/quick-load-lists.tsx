import { ListChecks, Save } from "lucide-react";
import { Suspense, useState } from "react";
import { Await, useRevalidator } from "react-router";
import { inputClass } from "~/components/ui/styles";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { LIST_MESSAGES } from "~/domain/messages";

export interface QuickList {
  id: string;
  name: string;
  items: { id: string; name: string }[];
}

/** The cook's saved ingredient lists: one click adds a list's missing ingredients to the selection. */
export function QuickLoadLists({ lists, onLoad }: { lists: Promise<QuickList[]>; onLoad: (items: string[]) => void }) {
  return (
    <section aria-labelledby="quick-load-heading" className="ring-warm-200 rounded-3xl bg-white p-5 shadow-sm ring-1">
      <h2 id="quick-load-heading" className="text-warm-900 text-lg font-bold">
        Quick Load Lists
      </h2>
      <Suspense
        fallback={
          <ul className="mt-3 space-y-2" aria-label="Loading your lists">
            {[0, 1, 2].map((i) => (
              <li key={i} data-testid="list-skeleton" className="bg-warm-100 h-11 animate-pulse rounded-xl" />
            ))}
          </ul>
        }
      >
        <Await resolve={lists}>
          {(resolved) =>
            resolved.length === 0 ? (
              <p className="text-warm-700 mt-3 text-sm">No saved ingredient lists yet</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {resolved.map((list) => (
                  <li key={list.id}>
                    <button
                      type="button"
                      onClick={() => onLoad(list.items.map((i) => i.name))}
                      className="text-warm-900 ring-warm-200 hover:bg-warm-50 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left ring-1"
                    >
                      <ListChecks className="text-accent-green h-4 w-4" aria-hidden="true" />
                      <span className="flex-1 font-medium">{list.name}</span>
                      <span className="text-warm-700 text-sm">{list.items.length}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

/** "Save This List": keeps the current selection as a new ingredient list. */
export function SaveSelectionAsList({ selection }: { selection: string[] }) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const revalidator = useRevalidator();
  if (!naming) {
    return (
      <button
        type="button"
        disabled={selection.length === 0}
        onClick={() => setNaming(true)}
        className="text-warm-900 ring-warm-300 hover:bg-warm-100 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 font-semibold ring-1 disabled:opacity-50"
      >
        <Save className="h-4 w-4" aria-hidden="true" /> Save This List
      </button>
    );
  }
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!name.trim()) return;
        const reply = await postAction(
          "/app/api/ingredient-lists",
          { intent: "create", name: name.trim(), ingredient: selection },
          LIST_MESSAGES.createFailed,
        );
        toast(reply.message ?? LIST_MESSAGES.created, reply.ok ? "success" : "error");
        if (reply.ok) {
          setNaming(false);
          setName("");
          revalidator.revalidate();
        }
      }}
      className="flex gap-2"
    >
      <label htmlFor="save-list-name" className="sr-only">
        Name for this list
      </label>
      <input
        id="save-list-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="List name"
        className={inputClass}
      />
      <button
        type="submit"
        disabled={!name.trim()}
        className="bg-accent-orange rounded-xl px-3 font-semibold text-white hover:bg-orange-800 disabled:opacity-50"
      >
        Save
      </button>
      <button
        type="button"
        onClick={() => setNaming(false)}
        className="text-warm-800 ring-warm-300 rounded-xl px-3 font-semibold ring-1"
      >
        Cancel
      </button>
    </form>
  );
}
