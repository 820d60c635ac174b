import { ListChecks, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { inputClass } from "~/components/ui/styles";
import { LIST_MESSAGES } from "~/domain/messages";
import { ListDetail } from "~/features/ingredient-lists/list-detail";
import { useIngredientLists } from "~/features/ingredient-lists/use-ingredient-lists";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { listIngredientLists } from "~/server/services/ingredient-lists.server";
import type { Route } from "./+types/app.ingredient-lists";
import { buttonStyles } from "~/components/ui/button-styles";

export const meta: Route.MetaFunction = () => [{ title: "Ingredient lists – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { lists: await listIngredientLists(await getDb(), user.id) };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function IngredientLists({ loaderData }: Route.ComponentProps) {
  const { lists, create, remove, addItem, removeItem } = useIngredientLists(loaderData.lists);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const selected = lists.find((l) => l.id === selectedId) ?? null;

  const closeNaming = () => {
    setNaming(false);
    setName("");
  };

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">Ingredient Lists</h1>
          <p className="text-warm-700 mt-1">Keep what is in your pantry, then find recipes from a list in one click.</p>
        </div>
        {!naming && (
          <button
            type="button"
            onClick={() => setNaming(true)}
            className="bg-accent-orange inline-flex items-center gap-2 rounded-xl px-4 py-2.5 font-semibold text-white hover:bg-orange-800"
          >
            <Plus className="h-5 w-5" aria-hidden="true" /> Create List
          </button>
        )}
      </div>

      {naming && (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const trimmed = name.trim();
            if (!trimmed) return;
            closeNaming();
            const id = await create(trimmed);
            if (id) setSelectedId(id);
          }}
          className="ring-warm-200 mt-6 flex flex-wrap gap-2 rounded-3xl bg-white p-4 ring-1"
        >
          <label htmlFor="new-list-name" className="sr-only">
            List name
          </label>
          <input
            id="new-list-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Pantry Staples"
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="submit"
            disabled={!name.trim()}
            className="bg-accent-orange rounded-xl px-4 py-2 font-semibold text-white hover:bg-orange-800 disabled:opacity-50"
          >
            Create
          </button>
          <button type="button" onClick={closeNaming} className={buttonStyles.dialogCancel}>
            Cancel
          </button>
        </form>
      )}

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {lists.length === 0 ? (
          <p className="border-warm-300 text-warm-700 rounded-3xl border-2 border-dashed p-8 text-center">
            No saved ingredient lists yet.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Your ingredient lists">
            {lists.map((list) => (
              <li key={list.id}>
                <article
                  data-testid="ingredient-list-card"
                  className={`flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${list.id === selectedId ? "ring-accent-orange ring-2" : "ring-warm-200"}`}
                >
                  <ListChecks className="text-accent-green mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <h2 className="text-warm-900 font-semibold">
                      <button
                        type="button"
                        onClick={() => setSelectedId(list.id)}
                        aria-pressed={list.id === selectedId}
                        className="text-left hover:underline"
                      >
                        {list.name}
                      </button>
                    </h2>
                    <p className="text-warm-700 text-sm">
                      {list.items.length} ingredient{list.items.length === 1 ? "" : "s"} · Created{" "}
                      {dateFormat.format(new Date(list.createdAt))}
                    </p>
                  </div>
                  <button
                    type="button"
                    disabled={list.id.startsWith("temp_")}
                    onClick={() => setConfirming({ id: list.id, name: list.name })}
                    aria-label={`Delete ${list.name}`}
                    className="text-warm-700 hover:bg-accent-red-light hover:text-accent-red rounded-lg p-2 disabled:opacity-40"
                  >
                    <Trash2 className="h-5 w-5" aria-hidden="true" />
                  </button>
                </article>
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <ListDetail
            name={selected.name}
            items={selected.items}
            onAdd={(text) => void addItem(selected.id, text)}
            onRemove={(item) => void removeItem(selected.id, item.id)}
          />
        ) : (
          lists.length > 0 && (
            <p className="text-warm-700 ring-warm-200 rounded-3xl bg-white p-8 text-center ring-1">
              Select a list to see and edit its ingredients.
            </p>
          )
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={`Delete ${confirming?.name ?? "list"}?`}
        description={LIST_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.id === selectedId) setSelectedId(null);
          void remove(confirming.id);
        }}
      />
    </main>
  );
}
