import { Plus, Settings2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { COOKBOOK_MESSAGES } from "~/domain/messages";
import { limitFor, UNLIMITED } from "~/domain/plans";
import { CookbookCard } from "~/features/cookbooks/cookbook-card";
import { CookbookForm } from "~/features/cookbooks/cookbook-form";
import { RecipeCard } from "~/components/recipe/recipe-card";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { listCookbooks } from "~/server/services/cookbooks.server";
import type { Route } from "./+types/app.cookbooks";

export const meta: Route.MetaFunction = () => [{ title: "My cookbooks – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { cookbooks: await listCookbooks(await getDb(), user.id), limit: limitFor(user.planId, "cookbooks") };
}

export default function Cookbooks({ loaderData }: Route.ComponentProps) {
  const { cookbooks, limit } = loaderData;
  const revalidator = useRevalidator();
  const [showForm, setShowForm] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const visible = cookbooks.filter((b) => !hidden.has(b.id));
  const selected = visible.find((b) => b.id === selectedId) ?? null;

  const remove = async (id: string) => {
    // Optimistic: the cookbook disappears at once and comes back if the server refuses.
    setHidden((h) => new Set(h).add(id));
    if (selectedId === id) setSelectedId(null);
    const reply = await postAction("/app/api/cookbooks", { intent: "delete", cookbookId: id }, COOKBOOK_MESSAGES.deleteFailed);
    if (!reply.ok) {
      setHidden((h) => {
        const next = new Set(h);
        next.delete(id);
        return next;
      });
      toast(reply.message, "error");
      return;
    }
    toast(reply.message ?? COOKBOOK_MESSAGES.deleted, "success");
    revalidator.revalidate();
  };

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">My Cookbooks</h1>
          <p className="text-warm-700 mt-1" data-testid="cookbook-usage">
            {limit === UNLIMITED ? `${visible.length} cookbooks` : `${visible.length} of ${limit} cookbooks on your plan`}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setShowForm((s) => !s)}
          aria-expanded={showForm}
          className="bg-accent-orange inline-flex items-center gap-2 rounded-xl px-4 py-2.5 font-semibold text-white hover:bg-orange-800"
        >
          <Plus className="h-5 w-5" aria-hidden="true" /> {showForm ? "Close" : "Create Cookbook"}
        </button>
      </div>

      {showForm && (
        <div className="mt-6">
          <CookbookForm
            onCancel={() => setShowForm(false)}
            onCreated={(id) => {
              setShowForm(false);
              setSelectedId(id);
              revalidator.revalidate();
            }}
          />
        </div>
      )}

      {visible.length === 0 ? (
        <p className="border-warm-300 text-warm-700 mt-8 rounded-3xl border-2 border-dashed p-10 text-center">
          No cookbooks yet. Create one to group recipes for weeknights, parties or the holidays.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((book) => (
            <li key={book.id}>
              <CookbookCard
                book={book}
                selected={book.id === selectedId}
                onSelect={() => setSelectedId(book.id === selectedId ? null : book.id)}
                onDelete={() => setConfirming({ id: book.id, name: book.name })}
              />
            </li>
          ))}
        </ul>
      )}

      {selected && (
        <section aria-labelledby="preview-heading" className="ring-warm-200 mt-10 rounded-3xl bg-white p-6 ring-1">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="preview-heading" className="text-warm-900 text-2xl font-bold">
              {selected.name}
            </h2>
            <Link
              to={`/app/cookbooks/${selected.id}/manage`}
              className="bg-warm-900 hover:bg-warm-800 inline-flex items-center gap-2 rounded-xl px-4 py-2 font-semibold text-white"
            >
              <Settings2 className="h-4 w-4" aria-hidden="true" /> Manage cookbook
            </Link>
          </div>
          {selected.preview.length === 0 ? (
            <p className="text-warm-700 mt-4">This cookbook is empty. Open Manage cookbook to add recipes.</p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {selected.preview.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeCard recipe={recipe} href={`/app/recipe/${recipe.id}`} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={`Delete ${confirming?.name ?? "cookbook"}?`}
        description={COOKBOOK_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming.id)}
      />
    </main>
  );
}
